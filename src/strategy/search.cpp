#include "strategy/search.h"

#include <chrono>
#include <cstdio>
#include <random>
#include <set>
#include <unordered_set>

#include "frontend/diagnostics.h"
#include "support/interrupt.h"

namespace st {

Measurement Measurement::ok(double seconds, double spread, int repetitions) {
  Measurement m;
  m.valid = true;
  m.seconds = seconds;
  m.spread = spread;
  m.repetitions = repetitions;
  return m;
}

Measurement Measurement::invalid(std::string reason) {
  Measurement m;
  m.reason = std::move(reason);
  return m;
}

double SteadyClock::now() const {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

InterleavedTimes Evaluator::time_interleaved(const std::vector<Point>& points, int rounds) {
  (void)points;
  (void)rounds;
  InterleavedTimes none;
  none.error = "this evaluator cannot time variants side by side";
  return none;
}

const char* engine_name(Engine engine) {
  switch (engine) {
    case Engine::Auto: return "auto";
    case Engine::Exhaustive: return "exhaustive";
    case Engine::Random: return "random";
    case Engine::Hill: return "hill";
  }
  return "?";
}

const char* stop_reason_name(StopReason reason) {
  switch (reason) {
    case StopReason::Exhausted: return "exhausted";
    case StopReason::Budget: return "budget";
    case StopReason::MaxVariants: return "max-variants";
    case StopReason::ReachedBound: return "reached bound";
    case StopReason::Converged: return "converged";
  }
  return "?";
}

namespace {

std::string seconds_text(double s) {
  char buf[64];
  if (s < 1e-3) {
    std::snprintf(buf, sizeof buf, "%.3g us", s * 1e6);
  } else if (s < 1) {
    std::snprintf(buf, sizeof buf, "%.4g ms", s * 1e3);
  } else {
    std::snprintf(buf, sizeof buf, "%.4g s", s);
  }
  return buf;
}

// The state of one search: what was tried, the best so far, and why it stopped.
// Every engine feeds its points through try_point, which applies the limits in one
// place.
class SearchRun {
 public:
  SearchRun(const ParamSpace& space, Evaluator& evaluator, const SearchOptions& options)
      : space_(space), evaluator_(evaluator), options_(options), clock_(options.clock ? options.clock : &steady_) {
    start_ = clock_->now();
  }

  // Evaluates `point` unless it was tried in this search already; a `forced` one (the
  // default) whatever the budget. Returns false when the search must stop; stopped()
  // then says why.
  bool try_point(const Point& point, bool forced = false) {
    throw_if_interrupted();
    if (stop_) return false;
    if (index_.count(point)) return true;
    if (options_.max_variants > 0 && static_cast<long long>(result_.evaluations.size()) >= options_.max_variants) {
      // Like a spent budget, the limit is passed only while no variant is valid.
      if (best_ >= 0 || past_budget_ >= options_.past_budget_until_valid) {
        stop_ = StopReason::MaxVariants;
        return false;
      }
      if (past_budget_++ == 0) {
        log_line(options_.log, search_log_prefix,
                 "max-variants is reached and no variant is valid yet: trying up to " +
                     std::to_string(options_.past_budget_until_valid) + " more to find one");
      }
    }
    Evaluation e;
    e.point = point;
    const Measurement* answer = nullptr;
    if (options_.known) {
      auto it = options_.known->find(point);
      if (it != options_.known->end()) answer = &it->second;
    }
    if (answer) {
      e.measurement = *answer;
      e.from_database = true;
    } else {
      // A variant is started only when it can finish within the budget, judging by
      // the mean time of the evaluations run so far; past it only while none is valid.
      double expected = run_count_ > 0 ? run_seconds_ / run_count_ : 0.0;
      if (!forced && !evaluator_.measured(point) && options_.budget_seconds > 0 &&
          elapsed() + expected > options_.budget_seconds) {
        if (best_ >= 0 || past_budget_ >= options_.past_budget_until_valid) {
          stop_ = StopReason::Budget;
          return false;
        }
        if (past_budget_++ == 0) {
          log_line(options_.log, search_log_prefix,
                   "the budget is spent and no variant is valid yet: trying up to " +
                       std::to_string(options_.past_budget_until_valid) + " more to find one");
        }
      }
      // The mean time of the evaluations that measured something: with an evaluator
      // that measures in rounds, what the next round will cost.
      bool ready = evaluator_.measured(point);
      double started = clock_->now();
      e.measurement = evaluator_.evaluate(point);
      if (!ready) {
        run_seconds_ += clock_->now() - started;
        ++run_count_;
      }
    }
    record(std::move(e));
    if (stop_) return false;
    return true;
  }

  // Announces the points among `points` that would really be run.
  void prepare(const std::vector<Point>& points) {
    std::vector<Point> upcoming;
    for (const Point& p : points) {
      if (index_.count(p) || (options_.known && options_.known->count(p))) continue;
      upcoming.push_back(p);
    }
    if (!upcoming.empty() && !stop_) evaluator_.prepare(upcoming);
  }

  // Tries points in batches of `prefetch`, each announced before it is run.
  bool try_batch(std::vector<Point>& batch, bool flush) {
    size_t size = static_cast<size_t>(std::max(1, options_.prefetch));
    if (batch.size() < size && !flush) return true;
    prepare(batch);
    for (const Point& p : batch) {
      if (!try_point(p)) return false;
    }
    batch.clear();
    return true;
  }

  bool tried(const Point& point) const { return index_.count(point) > 0; }
  const std::vector<Evaluation>& evaluations() const { return result_.evaluations; }
  const Evaluation* best() const { return best_ < 0 ? nullptr : &result_.evaluations[static_cast<std::size_t>(best_)]; }
  std::optional<StopReason> stopped() const { return stop_; }
  double elapsed() const { return clock_->now() - start_; }
  double run_seconds_ = 0;  // time spent in the evaluator, and the variants it ran
  int run_count_ = 0;

  SearchResult finish(std::string engine, std::string why, const SpaceTally& tally) {
    SearchSummary& s = result_.summary;
    s.engine = std::move(engine);
    s.why = std::move(why);
    s.tried = static_cast<long long>(result_.evaluations.size());
    for (const Evaluation& e : result_.evaluations) {
      (e.from_database ? s.from_database : s.measured)++;
      if (!e.measurement.valid) {
        ++s.invalid;
        ++s.invalid_reasons[e.measurement.reason.empty() ? "no reason given" : e.measurement.reason];
      }
    }
    s.legal = tally.legal;
    s.pruned = tally.pruned_total();
    s.stopped = stop_.value_or(StopReason::Exhausted);
    s.elapsed_seconds = elapsed();
    s.past_budget = past_budget_;
    if (const Evaluation* b = best()) {
      result_.best = b->point;
      result_.best_measurement = b->measurement;
    }
    log_summary();
    return std::move(result_);
  }

  void set_stop(StopReason reason) {
    if (!stop_) stop_ = reason;
  }

 private:
  void record(Evaluation e) {
    index_.insert(e.point);
    result_.evaluations.push_back(std::move(e));
    const Evaluation& added = result_.evaluations.back();
    if (added.measurement.valid && (best_ < 0 || added.measurement.seconds < best()->measurement.seconds)) {
      best_ = static_cast<long long>(result_.evaluations.size()) - 1;
    }
    if (options_.on_evaluation) options_.on_evaluation(added);
    if (!added.measurement.valid || options_.bound_seconds <= 0) return;
    SearchSummary& s = result_.summary;
    if (added.measurement.seconds * options_.bound_excess < options_.bound_seconds) {
      if (s.beat_bound_seconds == 0) {
        log_line(options_.log, search_log_prefix,
                 space_.format(added.point) + " ran in " + seconds_text(added.measurement.seconds) +
                     ", faster than the bound's " + seconds_text(options_.bound_seconds) +
                     " allows: the bound is wrong, and the search no longer stops at it");
      }
      if (s.beat_bound_seconds == 0 || added.measurement.seconds < s.beat_bound_seconds) {
        s.beat_bound_seconds = added.measurement.seconds;
      }
    } else if (s.beat_bound_seconds == 0 &&
               added.measurement.seconds <= options_.bound_seconds / options_.bound_fraction) {
      stop_ = StopReason::ReachedBound;
    }
  }

  void log_summary() const {
    const SearchSummary& s = result_.summary;
    std::string line = s.engine + ": tried " + std::to_string(s.tried) + " of " + std::to_string(s.legal) +
                       " legal variants (" + std::to_string(s.measured) + " measured, " +
                       std::to_string(s.from_database) + " from the tuning database, " + std::to_string(s.invalid) +
                       " invalid; " + std::to_string(s.pruned) + " pruned); stopped: " + stop_reason_name(s.stopped);
    if (result_.best) {
      line += "; best " + seconds_text(result_.best_measurement.seconds) + " at " + space_.format(*result_.best);
    } else {
      line += "; no valid variant";
    }
    log_line(options_.log, search_log_prefix, line);
    for (const auto& [reason, count] : s.invalid_reasons) {
      log_line(options_.log, search_log_prefix, "invalid " + std::to_string(count) + ": " + reason);
    }
  }

  const ParamSpace& space_;
  Evaluator& evaluator_;
  const SearchOptions& options_;
  SteadyClock steady_;
  const Clock* clock_;
  double start_ = 0;
  std::set<Point> index_;
  long long best_ = -1;
  long long past_budget_ = 0;
  std::optional<StopReason> stop_;
  SearchResult result_;
};

// Legal points in a seeded random order without repetition. Small spaces are listed
// and shuffled lazily (Fisher-Yates); in large ones, where listing would cost too much
// memory, points are drawn uniformly from the product and redrawn when pruned or seen.
class RandomOrder {
 public:
  RandomOrder(const ParamSpace& space, long long legal, std::uint64_t seed) : space_(space), legal_(legal), rng_(seed) {
    if (legal_ <= list_limit) {
      ordinals_.reserve(static_cast<std::size_t>(legal_));
      space_.for_each_legal([&](const Point& p) {
        ordinals_.push_back(*space_.ordinal_of(p));
        return true;
      });
    }
  }

  std::optional<Point> next() {
    if (drawn_ >= legal_) return std::nullopt;
    if (legal_ <= list_limit) {
      std::size_t i = static_cast<std::size_t>(drawn_);
      std::size_t j = i + static_cast<std::size_t>(uniform(static_cast<std::uint64_t>(legal_ - drawn_)));
      std::swap(ordinals_[i], ordinals_[j]);
      ++drawn_;
      return space_.point_at(ordinals_[i]);
    }
    std::uint64_t total = static_cast<std::uint64_t>(space_.size());
    for (;;) {
      long long ordinal = static_cast<long long>(uniform(total));
      if (seen_.count(ordinal)) continue;
      Point p = space_.point_at(ordinal);
      if (!space_.legal(p)) continue;
      seen_.insert(ordinal);
      ++drawn_;
      return p;
    }
  }

 private:
  static constexpr long long list_limit = 1LL << 20;

  // Uniform in [0, n), the same on every platform (std::uniform_int_distribution is not).
  std::uint64_t uniform(std::uint64_t n) {
    std::uint64_t limit = UINT64_MAX - UINT64_MAX % n;
    std::uint64_t x = 0;
    do {
      x = rng_();
    } while (x >= limit);
    return x % n;
  }

  const ParamSpace& space_;
  long long legal_;
  std::mt19937_64 rng_;
  std::vector<long long> ordinals_;
  std::unordered_set<long long> seen_;
  long long drawn_ = 0;
};

void run_exhaustive(const ParamSpace& space, SearchRun& run) {
  std::vector<Point> batch;
  bool going = true;
  space.for_each_legal([&](const Point& p) {
    batch.push_back(p);
    going = run.try_batch(batch, false);
    return going;
  });
  if (going) run.try_batch(batch, true);
}

void run_random(const ParamSpace& space, SearchRun& run, long long legal, std::uint64_t seed) {
  RandomOrder order(space, legal, seed);
  std::vector<Point> batch;
  while (std::optional<Point> p = order.next()) {
    batch.push_back(*p);
    if (!run.try_batch(batch, false)) return;
  }
  run.try_batch(batch, true);
}

// Steepest descent over neighbours: evaluate every neighbour of the current point and
// move to the best when it beats the best so far. At a local optimum, restart from the
// best evaluated point whose neighbours have not been explored; stop after
// max_restarts restarts in a row that bring no improvement, or when nothing is left to
// explore. While no valid point is known, invalid ones are explored in order so that a
// broken start does not end the search.
void run_hill(const ParamSpace& space, SearchRun& run, const std::vector<Point>& seeds, int max_restarts) {
  run.prepare(seeds);
  for (const Point& s : seeds) {
    if (!run.try_point(s)) return;
  }
  std::set<Point> expanded;
  auto next_to_expand = [&]() -> std::optional<Point> {
    const Evaluation* pick = nullptr;
    for (const Evaluation& e : run.evaluations()) {
      if (!e.measurement.valid || expanded.count(e.point)) continue;
      if (!pick || e.measurement.seconds < pick->measurement.seconds) pick = &e;
    }
    if (!pick && !run.best()) {
      for (const Evaluation& e : run.evaluations()) {
        if (!expanded.count(e.point)) return e.point;
      }
    }
    return pick ? std::optional<Point>(pick->point) : std::nullopt;
  };
  int fruitless = 0;
  std::optional<Point> current = next_to_expand();
  while (current) {
    const Evaluation* before = run.best();
    double best_before = before ? before->measurement.seconds : 0;
    bool had_best = before != nullptr;
    expanded.insert(*current);
    std::vector<Point> neighbours = space.neighbours(*current);
    run.prepare(neighbours);
    for (const Point& n : neighbours) {
      if (!run.try_point(n)) return;
    }
    const Evaluation* after = run.best();
    bool improved = after && (!had_best || after->measurement.seconds < best_before);
    if (improved) {
      fruitless = 0;
      current = after->point;
      if (expanded.count(*current)) current = next_to_expand();
      continue;
    }
    if (had_best && ++fruitless > max_restarts) {
      run.set_stop(StopReason::Converged);
      return;
    }
    current = next_to_expand();
  }
}

}  // namespace

SearchResult search(const ParamSpace& space, Evaluator& evaluator, const SearchOptions& options) {
  SearchRun run(space, evaluator, options);
  SpaceTally tally = space.tally();
  const LogSink& log = options.log;
  if (tally.legal == 0) {
    log_line(log, search_log_prefix, "nothing to search: " + explain_empty(tally));
    return run.finish(engine_name(options.engine), "empty space", tally);
  }

  std::optional<Point> start = options.start;
  if (start && !space.legal(*start)) {
    std::string why;
    for (const std::string& v : space.violations(*start)) why += (why.empty() ? "" : "; ") + v;
    log_line(log, search_log_prefix,
             "the start point " + parameters_text(*start) + " is not legal (" + why +
                 "); starting from the first legal point instead");
    start.reset();
  }
  if (!start) start = space.legal_points(1).front();

  Engine engine = options.engine;
  std::string why;
  if (engine == Engine::Auto) {
    std::string legal = std::to_string(tally.legal) + " legal variants";
    if (tally.legal > options.exhaustive_limit) {
      why = legal + " exceed the exhaustive limit of " + std::to_string(options.exhaustive_limit);
    } else if (options.max_variants > 0 && tally.legal > options.max_variants) {
      why = legal + " exceed --max-variants=" + std::to_string(options.max_variants);
    } else if (options.budget_seconds > 0 && options.seconds_per_variant > 0 &&
               static_cast<double>(tally.legal) * options.seconds_per_variant > options.budget_seconds) {
      why = legal + " at about " + seconds_text(options.seconds_per_variant) + " each exceed the budget of " +
            seconds_text(options.budget_seconds);
    }
    if (why.empty()) {
      engine = Engine::Exhaustive;
      why = legal + " fit the limits" +
            std::string(options.budget_seconds > 0 && options.seconds_per_variant <= 0
                            ? " (no time estimate per variant, so the budget may cut it short)"
                            : "");
      log_line(log, search_log_prefix, "auto: " + why + ": exhaustive search");
    } else {
      engine = Engine::Hill;
      log_line(log, search_log_prefix,
               "auto: " + why + ": hill climbing from the default and " + std::to_string(options.random_seeds) +
                   " random points");
    }
  }

  std::vector<Point> seeds{*start};
  if (options.engine == Engine::Auto && engine == Engine::Hill) {
    RandomOrder order(space, tally.legal, options.seed);
    while (static_cast<int>(seeds.size()) <= options.random_seeds) {
      std::optional<Point> p = order.next();
      if (!p) break;
      if (*p != *start) seeds.push_back(*p);
    }
  }

  // The default first, whatever the engine and the budget: a budget always delivers.
  // The seeds are announced with it, so that an evaluator that measures several variants
  // at once (a round: the CPU's compiles, the CUDA evaluator's programs) takes them along.
  run.prepare(seeds);
  if (!run.try_point(*start, true)) return run.finish(engine_name(engine), why, tally);
  switch (engine) {
    case Engine::Exhaustive: run_exhaustive(space, run); break;
    case Engine::Random: run_random(space, run, tally.legal, options.seed); break;
    case Engine::Hill: run_hill(space, run, seeds, options.max_restarts); break;
    case Engine::Auto: internal_assert(false) << "auto resolved above"; break;
  }
  return run.finish(engine_name(engine), why, tally);
}

}  // namespace st
