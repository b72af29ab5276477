// The final choice: which variants are compared, the fastest of interleaved samples by
// median (one outlier cannot move it), the rounds, and the choice end to end on an
// evaluator whose search times lied.
#include "catch.h"
#include "harness/cpu_evaluator.h"
#include "strategy/final_choice.h"

namespace {

st::Point point(long long x) { return st::Point{{"X", x}}; }

st::Evaluation measured(long long x, double seconds, bool valid = true) {
  st::Evaluation e;
  e.point = point(x);
  e.measurement = valid ? st::Measurement::ok(seconds) : st::Measurement::invalid("wrong answer: x");
  return e;
}

// Times variants by a table, the same on every call, ignoring what the search said.
class TableEvaluator : public st::Evaluator {
 public:
  st::Measurement evaluate(const st::Point&) override { return st::Measurement::invalid("not used"); }
  st::InterleavedTimes time_interleaved(const std::vector<st::Point>& points, int rounds) override {
    compared = points;
    this->rounds = rounds;
    st::InterleavedTimes t;
    for (const st::Point& p : points)
      t.seconds.push_back(std::vector<double>(static_cast<size_t>(rounds), truth.at(p.at("X"))));
    return t;
  }
  std::map<long long, double> truth;
  std::vector<st::Point> compared;
  int rounds = 0;
};

}  // namespace

TEST_CASE("the final candidates: the default and the stages first, then the search's fastest valid, none twice",
          "[final_choice]") {
  std::vector<st::Evaluation> search = {measured(0, 5.0), measured(1, 1.0), measured(2, 0.5, false),
                                        measured(3, 2.0), measured(4, 3.0), measured(5, 4.0)};
  std::vector<st::Point> got = st::final_candidates(search, {point(0), point(3), point(9)}, 3);
  // 9 was never measured and 2 is invalid: neither is compared.
  std::vector<st::Point> want = {point(0), point(3), point(1), point(4), point(5)};
  CHECK(got == want);
  CHECK(st::final_candidates(search, {}, 1) == std::vector<st::Point>{point(1)});
  // Within 3x the fastest (1.0): 4 (3.0) stays, 5 (4.0) does not, nor 0 (5.0) as a stage,
  // but 0 does as the default.
  CHECK(st::final_candidates(search, {point(3), point(0)}, 5, 3.0) ==
        std::vector<st::Point>{point(3), point(1), point(4)});
  CHECK(st::final_candidates(search, {point(0), point(3)}, 5, 3.0) ==
        std::vector<st::Point>{point(0), point(3), point(1), point(4)});
}

TEST_CASE("the fastest of interleaved samples is the least median, not the least sample", "[final_choice]") {
  // Variant 1 had one lucky call (the noise that fooled the search); variant 0 is faster.
  st::SideBySide s = st::fastest_of({{2.0, 2.1, 1.9, 2.0, 2.2}, {3.0, 0.5, 3.1, 2.9, 3.0}, {}});
  CHECK(s.fastest == 0);
  CHECK(s.times[0].seconds == Approx(2.0));
  CHECK(s.times[1].seconds == Approx(3.0));
  CHECK(s.times[0].repetitions == 5);
  CHECK(!s.times[2].valid);
  // Equal medians: the first (the default comes first) wins.
  CHECK(st::fastest_of({{1.0, 1.0}, {1.0, 1.0}}).fastest == 0);
  CHECK(st::fastest_of({{1.0, 3.0, 2.0, 4.0}, {1.5, 1.5, 3.0, 3.0}}).times[0].seconds == Approx(2.5));
}

TEST_CASE("comparison rounds fill the target time within their limits", "[final_choice]") {
  CHECK(st::comparison_rounds({0.1, 0.1}, 2.0, 5, 25) == 10);
  CHECK(st::comparison_rounds({1.0, 1.0}, 2.0, 5, 25) == 5);
  CHECK(st::comparison_rounds({1e-6}, 2.0, 5, 25) == 25);
}

TEST_CASE("the final choice ships the comparison's fastest, the default when it wins", "[final_choice]") {
  // The search measured 2 fastest (a lucky time); side by side, 1 is.
  std::vector<st::Evaluation> search = {measured(0, 4.0), measured(1, 2.0), measured(2, 1.0), measured(3, 3.0)};
  TableEvaluator table;
  table.truth = {{0, 4.0}, {1, 1.5}, {2, 2.5}, {3, 3.0}};
  st::FinalChoiceOptions options;
  st::FinalChoice c = st::choose_final(table, search, {point(0)}, point(2), options);
  REQUIRE(c.compared);
  CHECK(c.winner == point(1));
  // 3 (3.0) is more than twice the search's fastest (1.0): left out; the default is not.
  CHECK(table.compared == std::vector<st::Point>{point(0), point(2), point(1)});
  CHECK(c.time_of(point(1))->seconds == Approx(1.5));
  CHECK(!c.time_of(point(7)));
  CHECK(c.rounds == table.rounds);

  table.truth[0] = 1.0;  // now the default is fastest
  c = st::choose_final(table, search, {point(0)}, point(2), options);
  CHECK(c.winner == point(0));

  // One valid variant: nothing to compare, the search's best stays.
  c = st::choose_final(table, {measured(0, 1.0)}, {point(0)}, point(0), options);
  CHECK(!c.compared);
  CHECK(c.winner == point(0));
  CHECK(!c.why_not.empty());

  // No comparison possible (this evaluator cannot): the fastest measured, not the fallback.
  class Unable : public st::Evaluator {
   public:
    st::Measurement evaluate(const st::Point&) override { return st::Measurement::invalid("not used"); }
  } unable;
  c = st::choose_final(unable, {measured(0, 2.0), measured(1, 1.0)}, {point(0)}, point(0), options);
  CHECK(!c.compared);
  CHECK(c.winner == point(1));
  CHECK(c.why_not.find("cannot time variants side by side") != std::string::npos);
}

TEST_CASE("a comparison's time lines are dealt to the variants in turn", "[final_choice]") {
  std::string out =
      "time: median=1e-3 min=1e-3 max=1e-3 reps=1\ntime: median=2e-3 min=2e-3 max=2e-3 reps=1\n"
      "time: median=3e-3 min=3e-3 max=3e-3 reps=1\ntime: median=4e-3 min=4e-3 max=4e-3 reps=1\ncheck: NOT VERIFIED\n";
  std::string error;
  std::vector<std::vector<double>> s = st::interleaved_seconds(out, 2, 2, error);
  CHECK(error.empty());
  REQUIRE(s.size() == 2);
  CHECK(s[0] == std::vector<double>{1e-3, 3e-3});
  CHECK(s[1] == std::vector<double>{2e-3, 4e-3});
  CHECK(st::interleaved_seconds(out, 3, 2, error).empty());  // 4 lines, not 6
  CHECK(error.find("printed 4 times, not 6") != std::string::npos);
}
