// The search engines on a synthetic space with a known cost: each finds the optimum
// (or comes close on a convex cost), honours the budget with an injected clock and the
// variant limit, answers known points without measuring, never chooses an invalid
// variant, and stops at the bound.
#include <set>

#include "catch.h"
#include "strategy/search.h"

namespace {

class FakeClock : public st::Clock {
 public:
  double now() const override { return t; }
  double t = 1000;
};

// cost = 1 + (x-6)^2 + (y-3)^2 + 2(z-2)^2 seconds on X, Y in 0..9, Z in 0..4, with
// x + y <= 15. Its minimum, 1 s, is at (6, 3, 2).
st::ParamSpace synthetic_space() {
  st::ParamSpace s;
  std::vector<long long> ten{0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
  s.add_dimension({"X", ten, ""});
  s.add_dimension({"Y", ten, ""});
  s.add_dimension({"Z", {0, 1, 2, 3, 4}, ""});
  s.add_constraint({"x + y above 15", {"X", "Y"}, [](const st::Point& p) { return p.at("X") + p.at("Y") <= 15; }, {}});
  return s;
}

double cost(const st::Point& p) {
  double x = static_cast<double>(p.at("X")) - 6, y = static_cast<double>(p.at("Y")) - 3,
         z = static_cast<double>(p.at("Z")) - 2;
  return 1 + x * x + y * y + 2 * z * z;
}

class CostEvaluator : public st::Evaluator {
 public:
  st::Measurement evaluate(const st::Point& p) override {
    ++calls;
    points.push_back(p);
    if (clock) clock->t += seconds_per_call;
    if (invalid.count(p)) return st::Measurement::invalid("wrong answer");
    return st::Measurement::ok(cost(p), 0.01, 5);
  }
  int calls = 0;
  std::vector<st::Point> points;
  std::set<st::Point> invalid;
  FakeClock* clock = nullptr;
  double seconds_per_call = 1;
};

const st::Point optimum{{"X", 6}, {"Y", 3}, {"Z", 2}};
const st::Point origin{{"X", 0}, {"Y", 0}, {"Z", 0}};

long long legal_count() { return synthetic_space().tally().legal; }

}  // namespace

TEST_CASE("exhaustive search tries every legal point and finds the optimum", "[search]") {
  st::ParamSpace space = synthetic_space();
  CostEvaluator eval;
  st::SearchOptions o;
  o.engine = st::Engine::Exhaustive;
  st::SearchResult r = st::search(space, eval, o);
  REQUIRE(r.best);
  CHECK(*r.best == optimum);
  CHECK(r.best_measurement.seconds == Approx(1.0));
  CHECK(r.summary.tried == legal_count());
  CHECK(eval.calls == legal_count());
  CHECK(r.summary.stopped == st::StopReason::Exhausted);
  CHECK(r.summary.pruned == 500 - legal_count());
  CHECK(r.summary.pruned == 30);  // six (x, y) pairs with x + y > 15, times five Z
  CHECK(r.summary.engine == "exhaustive");
  std::set<st::Point> distinct(eval.points.begin(), eval.points.end());
  CHECK(distinct.size() == eval.points.size());
  for (const st::Point& p : eval.points) CHECK(space.legal(p));
}

TEST_CASE("hill climbing on a convex cost reaches the optimum from a far start", "[search]") {
  st::ParamSpace space = synthetic_space();
  CostEvaluator eval;
  st::SearchOptions o;
  o.engine = st::Engine::Hill;
  o.start = origin;
  st::SearchResult r = st::search(space, eval, o);
  REQUIRE(r.best);
  CHECK(r.best_measurement.seconds <= 1.0 * 1.05);
  CHECK(r.summary.stopped == st::StopReason::Converged);
  CHECK(r.summary.tried < legal_count() / 2);
  CHECK(r.evaluations.front().point == origin);
}

TEST_CASE("random search is seeded, never repeats and covers the space", "[search]") {
  st::ParamSpace space = synthetic_space();
  CostEvaluator a, b, c;
  st::SearchOptions o;
  o.engine = st::Engine::Random;
  o.seed = 42;
  o.max_variants = 30;
  st::search(space, a, o);
  st::search(space, b, o);
  CHECK(a.points == b.points);
  o.seed = 43;
  st::search(space, c, o);
  CHECK(a.points != c.points);

  CostEvaluator all;
  o.max_variants = 0;
  st::SearchResult r = st::search(space, all, o);
  CHECK(all.calls == legal_count());
  std::set<st::Point> distinct(all.points.begin(), all.points.end());
  CHECK(static_cast<long long>(distinct.size()) == legal_count());
  CHECK(*r.best == optimum);
  CHECK(r.summary.stopped == st::StopReason::Exhausted);
}

TEST_CASE("auto picks exhaustive when the space fits and hill climbing when not, and says why", "[search]") {
  st::ParamSpace space = synthetic_space();
  std::vector<std::string> log;
  st::SearchOptions o;
  o.log = [&](const std::string& l) { log.push_back(l); };
  CostEvaluator e1;
  st::SearchResult r = st::search(space, e1, o);
  CHECK(r.summary.engine == "exhaustive");
  REQUIRE(!log.empty());
  CHECK(log.front() == "[stenciltune:search] auto: 470 legal variants fit the limits: exhaustive search");

  log.clear();
  o.max_variants = 100;
  o.start = origin;
  CostEvaluator e2;
  r = st::search(space, e2, o);
  CHECK(r.summary.engine == "hill");
  CHECK(r.summary.why == "470 legal variants exceed --max-variants=100");
  CHECK(log.front() ==
        "[stenciltune:search] auto: 470 legal variants exceed --max-variants=100: hill climbing from the default and 4 "
        "random points");
  CHECK(r.evaluations.front().point == origin);
  CHECK(r.best_measurement.seconds <= 1.05);
  CHECK(r.summary.tried <= 100);

  o.max_variants = 0;
  o.budget_seconds = 100;
  o.seconds_per_variant = 1;
  CostEvaluator e3;
  r = st::search(space, e3, o);
  CHECK(r.summary.engine == "hill");
  CHECK(r.summary.why.find("exceed the budget") != std::string::npos);
}

TEST_CASE("every engine honours the budget on an injected clock", "[search]") {
  for (st::Engine engine : {st::Engine::Exhaustive, st::Engine::Random, st::Engine::Hill}) {
    st::ParamSpace space = synthetic_space();
    FakeClock clock;
    CostEvaluator eval;
    eval.clock = &clock;
    eval.seconds_per_call = 2.5;
    st::SearchOptions o;
    o.engine = engine;
    o.start = origin;
    o.clock = &clock;
    o.budget_seconds = 10;
    st::SearchResult r = st::search(space, eval, o);
    INFO(st::engine_name(engine));
    CHECK(eval.calls == 4);  // starts at 0, 2.5, 5, 7.5; none at 10
    CHECK(r.summary.stopped == st::StopReason::Budget);
    CHECK(r.summary.elapsed_seconds == Approx(10));
  }
}

TEST_CASE("a variant that would end past the budget is not started", "[search]") {
  st::ParamSpace space = synthetic_space();
  FakeClock clock;
  CostEvaluator eval;
  eval.clock = &clock;
  eval.seconds_per_call = 3;
  st::SearchOptions o;
  o.engine = st::Engine::Exhaustive;
  o.clock = &clock;
  o.budget_seconds = 10;
  st::SearchResult r = st::search(space, eval, o);
  CHECK(eval.calls == 3);  // at 0, 3, 6; one at 9 would end at 12
  CHECK(r.summary.stopped == st::StopReason::Budget);
  CHECK(r.summary.elapsed_seconds <= 10);
}

// Measures in rounds, as the CUDA evaluator does: a point not measured yet is measured
// with the next three announced ones, the round costing `seconds_per_round` in all.
class RoundEvaluator : public st::Evaluator {
 public:
  void prepare(const std::vector<st::Point>& upcoming) override {
    announced.insert(announced.end(), upcoming.begin(), upcoming.end());
  }
  bool measured(const st::Point& p) const override { return done.count(p) > 0; }
  st::Measurement evaluate(const st::Point& p) override {
    if (!done.count(p)) {
      ++rounds;
      clock->t += seconds_per_round;
      done.insert(p);
      for (size_t taken = 0; taken < 3 && !announced.empty(); announced.erase(announced.begin())) {
        if (done.insert(announced.front()).second) ++taken;
      }
    }
    return st::Measurement::ok(cost(p), 0.01, 5);
  }
  std::vector<st::Point> announced;
  std::set<st::Point> done;
  int rounds = 0;
  FakeClock* clock = nullptr;
  double seconds_per_round = 4;
};

TEST_CASE("points measured in a round are taken whatever the budget left; a new round only when it fits", "[search]") {
  st::ParamSpace space = synthetic_space();
  FakeClock clock;
  RoundEvaluator eval;
  eval.clock = &clock;
  st::SearchOptions o;
  o.engine = st::Engine::Exhaustive;
  o.clock = &clock;
  o.budget_seconds = 10;
  st::SearchResult r = st::search(space, eval, o);
  // Rounds at 0 (the default, alone: nothing is announced before it) and at 4 (four
  // points; the mean of the rounds, not of the points, judges the next); one at 8
  // would end at 12.
  CHECK(eval.rounds == 2);
  CHECK(r.summary.tried == 5);
  CHECK(r.summary.stopped == st::StopReason::Budget);
  CHECK(r.summary.elapsed_seconds == Approx(8));
}

TEST_CASE("every engine honours max-variants", "[search]") {
  for (st::Engine engine : {st::Engine::Exhaustive, st::Engine::Random, st::Engine::Hill, st::Engine::Auto}) {
    st::ParamSpace space = synthetic_space();
    CostEvaluator eval;
    st::SearchOptions o;
    o.engine = engine;
    o.max_variants = 7;
    st::SearchResult r = st::search(space, eval, o);
    INFO(st::engine_name(engine));
    CHECK(eval.calls == 7);
    CHECK(r.summary.tried == 7);
    CHECK(r.summary.stopped == st::StopReason::MaxVariants);
  }
}

TEST_CASE("known points are answered without measuring: a resumed search re-measures nothing", "[search]") {
  st::ParamSpace space = synthetic_space();
  std::map<st::Point, st::Measurement> db;
  CostEvaluator first;
  st::SearchOptions o;
  o.engine = st::Engine::Hill;
  o.start = origin;
  o.max_variants = 20;  // interrupted after 20
  o.known = &db;
  o.on_evaluation = [&](const st::Evaluation& e) {
    if (!e.from_database) db[e.point] = e.measurement;
  };
  st::SearchResult r1 = st::search(space, first, o);
  CHECK(first.calls == 20);

  o.max_variants = 0;  // resumed: the same first 20, then onwards
  CostEvaluator second;
  st::SearchResult r2 = st::search(space, second, o);
  CHECK(r2.summary.from_database == 20);
  CHECK(second.calls == r2.summary.tried - 20);
  for (std::size_t i = 0; i < 20; ++i) CHECK(r2.evaluations[i].point == r1.evaluations[i].point);

  CostEvaluator third;  // repeated: answered entirely from the database
  st::SearchResult r3 = st::search(space, third, o);
  CHECK(third.calls == 0);
  CHECK(r3.summary.measured == 0);
  CHECK(*r3.best == *r2.best);
  CHECK(r3.summary.tried == r2.summary.tried);
}

TEST_CASE("an invalid variant is never chosen, and its reason is counted", "[search]") {
  for (st::Engine engine : {st::Engine::Exhaustive, st::Engine::Random, st::Engine::Hill}) {
    st::ParamSpace space = synthetic_space();
    CostEvaluator eval;
    eval.invalid = {optimum, {{"X", 5}, {"Y", 3}, {"Z", 2}}};
    st::SearchOptions o;
    o.engine = engine;
    o.start = origin;
    st::SearchResult r = st::search(space, eval, o);
    INFO(st::engine_name(engine));
    REQUIRE(r.best);
    CHECK(!eval.invalid.count(*r.best));
    CHECK(r.best_measurement.valid);
    CHECK(r.best_measurement.seconds == Approx(2.0));
    if (engine != st::Engine::Hill) {
      CHECK(r.summary.invalid == 2);
      CHECK(r.summary.invalid_reasons.at("wrong answer") == 2);
    }
  }
  // All invalid: no best, and hill climbing still explores from an invalid start.
  st::ParamSpace space = synthetic_space();
  class Broken : public st::Evaluator {
   public:
    st::Measurement evaluate(const st::Point&) override { return st::Measurement::invalid("crashed"); }
  } broken;
  st::SearchOptions o;
  o.engine = st::Engine::Hill;
  o.max_variants = 50;
  st::SearchResult r = st::search(space, broken, o);
  CHECK(!r.best);
  CHECK(r.summary.tried == 50 + o.past_budget_until_valid);  // the limit, then the tries to find a valid one
}

TEST_CASE("the search stops once a variant is within 2% of the bound", "[search]") {
  st::ParamSpace space = synthetic_space();
  CostEvaluator eval;
  st::SearchOptions o;
  o.engine = st::Engine::Exhaustive;
  o.bound_seconds = 1.0 * 0.99;  // 1.0 <= 0.99 / 0.98
  st::SearchResult r = st::search(space, eval, o);
  CHECK(r.summary.stopped == st::StopReason::ReachedBound);
  CHECK(*r.best == optimum);
  CHECK(r.evaluations.back().point == optimum);
  CHECK(r.summary.tried < legal_count());

  CostEvaluator far;
  o.bound_seconds = 0.9;  // 1.0 > 0.9 / 0.98: never reached
  r = st::search(space, far, o);
  CHECK(r.summary.stopped == st::StopReason::Exhausted);
}

TEST_CASE("a variant faster than the bound allows shows the bound wrong: the search goes on and says so", "[search]") {
  st::ParamSpace space = synthetic_space();
  CostEvaluator eval;
  std::vector<std::string> log;
  st::SearchOptions o;
  o.engine = st::Engine::Exhaustive;
  o.bound_seconds = 1.5;  // the optimum's 1.0 s is 1.5x faster than the bound: a stale ceiling
  o.log = [&](const std::string& l) { log.push_back(l); };
  st::SearchResult r = st::search(space, eval, o);
  CHECK(r.summary.stopped == st::StopReason::Exhausted);
  CHECK(r.summary.tried == legal_count());
  CHECK(r.summary.beat_bound_seconds == Approx(1.0));
  bool said = false;
  for (const std::string& line : log) said = said || line.find("faster than the bound") != std::string::npos;
  CHECK(said);

  // Within the bound's noise (1.0 s against 1.05 s): not a wrong bound, and the search stops there.
  CostEvaluator near;
  o.bound_seconds = 1.05;
  r = st::search(space, near, o);
  CHECK(r.summary.beat_bound_seconds == 0);
  CHECK(r.summary.stopped == st::StopReason::ReachedBound);
}

TEST_CASE("an illegal start is replaced by the first legal point, and an empty space is reported", "[search]") {
  st::ParamSpace space = synthetic_space();
  CostEvaluator eval;
  std::vector<std::string> log;
  st::SearchOptions o;
  o.engine = st::Engine::Hill;
  o.start = st::Point{{"X", 9}, {"Y", 9}, {"Z", 0}};
  o.max_variants = 1;
  o.log = [&](const std::string& l) { log.push_back(l); };
  st::SearchResult r = st::search(space, eval, o);
  CHECK(r.evaluations.front().point == origin);
  CHECK(log.front().find("is not legal (x + y above 15)") != std::string::npos);

  space.fix("X", 9);
  space.fix("Y", 9);
  log.clear();
  r = st::search(space, eval, o);
  CHECK(!r.best);
  CHECK(r.summary.tried == 0);
  CHECK(log.front() ==
        "[stenciltune:search] nothing to search: no legal variant among 5 candidates: 5 pruned because "
        "x + y above 15");
}

namespace {

// Records what was announced to prepare() and checks each point was announced first.
class PreparingEvaluator : public CostEvaluator {
 public:
  void prepare(const std::vector<st::Point>& upcoming) override {
    ++batches;
    for (const st::Point& p : upcoming) announced.insert(p);
  }
  st::Measurement evaluate(const st::Point& p) override {
    if (!announced.count(p)) ++unannounced;
    return CostEvaluator::evaluate(p);
  }
  std::set<st::Point> announced;
  int batches = 0;
  int unannounced = 0;
};

}  // namespace

TEST_CASE("every engine announces the points it will run before running them", "[search]") {
  for (st::Engine engine : {st::Engine::Exhaustive, st::Engine::Random, st::Engine::Hill}) {
    PreparingEvaluator evaluator;
    st::SearchOptions options;
    options.engine = engine;
    options.start = origin;
    options.prefetch = 4;
    options.max_variants = 30;
    st::SearchResult r = st::search(synthetic_space(), evaluator, options);
    INFO("engine " << st::engine_name(engine));
    CHECK(evaluator.calls > 0);
    CHECK(evaluator.unannounced == 0);
    CHECK(evaluator.batches >= 2);
    CHECK(r.best.has_value());
  }
}

TEST_CASE("the default is measured first by every engine, even when the budget is already spent", "[search]") {
  const st::Point start{{"X", 4}, {"Y", 4}, {"Z", 4}};
  for (st::Engine engine : {st::Engine::Exhaustive, st::Engine::Random, st::Engine::Hill, st::Engine::Auto}) {
    st::ParamSpace space = synthetic_space();
    FakeClock clock;
    CostEvaluator eval;
    eval.clock = &clock;
    eval.seconds_per_call = 5;
    st::SearchOptions o;
    o.engine = engine;
    o.start = start;
    o.clock = &clock;
    o.budget_seconds = 0.1;  // shorter than one variant
    st::SearchResult r = st::search(space, eval, o);
    INFO(st::engine_name(engine));
    REQUIRE(eval.calls == 1);
    CHECK(eval.points.front() == start);
    REQUIRE(r.best);
    CHECK(*r.best == start);
    CHECK(r.summary.stopped == st::StopReason::Budget);
    CHECK(r.summary.past_budget == 0);
  }
}

TEST_CASE("a spent budget does not stop a search that has no valid variant yet, up to a limit", "[search]") {
  st::ParamSpace space = synthetic_space();
  FakeClock clock;
  CostEvaluator eval;
  eval.clock = &clock;
  eval.seconds_per_call = 5;
  const st::Point start{{"X", 0}, {"Y", 0}, {"Z", 0}};
  eval.invalid = {start, {{"X", 0}, {"Y", 0}, {"Z", 1}}};  // the default and the next one
  st::SearchOptions o;
  o.engine = st::Engine::Exhaustive;
  o.start = start;
  o.clock = &clock;
  o.budget_seconds = 1;
  st::SearchResult r = st::search(space, eval, o);
  REQUIRE(r.best);  // the third point, found past the budget
  CHECK(eval.calls == 3);
  CHECK(r.summary.past_budget == 2);
  CHECK(r.summary.stopped == st::StopReason::Budget);

  // Every variant invalid: the search gives up after past_budget_until_valid more.
  class Broken : public st::Evaluator {
   public:
    st::Measurement evaluate(const st::Point&) override {
      clock->t += 5;
      return st::Measurement::invalid("crash: signal 11");
    }
    FakeClock* clock = nullptr;
  } broken;
  broken.clock = &clock;
  o.past_budget_until_valid = 4;
  st::SearchResult none = st::search(space, broken, o);
  CHECK(!none.best);
  CHECK(none.summary.tried == 5);  // the default, then 4 past the budget
}

TEST_CASE("max-variants, like a budget, is passed while no variant is valid yet", "[search]") {
  st::ParamSpace space = synthetic_space();
  CostEvaluator eval;
  const st::Point start{{"X", 0}, {"Y", 0}, {"Z", 0}};
  eval.invalid = {start, {{"X", 0}, {"Y", 0}, {"Z", 1}}};  // the default and the next one
  std::vector<std::string> log;
  st::SearchOptions o;
  o.engine = st::Engine::Exhaustive;
  o.start = start;
  o.max_variants = 2;
  o.log = [&](const std::string& l) { log.push_back(l); };
  st::SearchResult r = st::search(space, eval, o);
  REQUIRE(r.best);  // the third point, past the limit
  CHECK(eval.calls == 3);
  CHECK(r.summary.past_budget == 1);
  CHECK(r.summary.stopped == st::StopReason::MaxVariants);
  bool said = false;
  for (const std::string& line : log) said = said || line.find("max-variants is reached") != std::string::npos;
  CHECK(said);

  // With a valid variant among the first two, the limit holds.
  CostEvaluator fine;
  r = st::search(space, fine, o);
  CHECK(fine.calls == 2);
  CHECK(r.summary.past_budget == 0);
}
