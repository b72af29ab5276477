// The search engines: exhaustive, random, hill climbing and auto, over any ParamSpace.
// The tuner supplies an Evaluator that compiles, runs and validates one variant; the
// engines decide which points to give it, answer points measured earlier from the
// tuning database without running them, and stop on the wall-clock budget, the
// variant limit, a time at the roofline bound, or when there is nothing left to try.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "strategy/log_sink.h"
#include "strategy/param_space.h"

namespace st {

// One timed variant. Lower seconds is better; an invalid one (wrong answer, crash,
// time limit, compile error) is never chosen.
struct Measurement {
  bool valid = false;
  double seconds = 0;  // median over the repetitions
  double spread = 0;   // (max - min) / median over the repetitions, or 0 with one
  std::string reason;  // why it is invalid; empty when valid
  int repetitions = 0;

  static Measurement ok(double seconds, double spread = 0, int repetitions = 1);
  static Measurement invalid(std::string reason);
};

// The seconds of each call of each variant timed by Evaluator::time_interleaved, in
// the order of its points; `error` says why there are none.
struct InterleavedTimes {
  std::vector<std::vector<double>> seconds;
  std::string error;
};

class Evaluator {
 public:
  virtual ~Evaluator() = default;
  virtual Measurement evaluate(const Point& point) = 0;
  // The points the engine will evaluate next, in order (points it will answer from
  // the database left out), so that the evaluator can build them ahead, in parallel.
  virtual void prepare(const std::vector<Point>& upcoming) { (void)upcoming; }
  // Whether evaluate(point) would answer at once: the point was measured already, in a
  // round of several variants (the CUDA evaluator's). Such a point is taken whatever
  // the budget left: its time is spent.
  virtual bool measured(const Point& point) const {
    (void)point;
    return false;
  }
  // Times variants already proven by evaluate() side by side in one process, one call
  // of each in turn (A B C A B C ...) for `rounds` rounds, so that a change in the
  // machine's load falls on all of them alike (strategy/final_choice.h).
  virtual InterleavedTimes time_interleaved(const std::vector<Point>& points, int rounds);
};

// Seconds from an arbitrary origin; tests inject one they advance by hand.
class Clock {
 public:
  virtual ~Clock() = default;
  virtual double now() const = 0;
};
class SteadyClock : public Clock {
 public:
  double now() const override;
};

enum class Engine { Auto, Exhaustive, Random, Hill };
const char* engine_name(Engine engine);

enum class StopReason {
  Exhausted,     // every point the engine would try was tried
  Budget,        // the wall-clock budget was spent
  MaxVariants,   // max_variants points were tried
  ReachedBound,  // a variant came within bound_fraction of the bound
  Converged,     // hill climbing: no neighbour improved, restarts included
};
const char* stop_reason_name(StopReason reason);

struct Evaluation {
  Point point;
  Measurement measurement;
  bool from_database = false;
};

struct SearchOptions {
  Engine engine = Engine::Auto;
  double budget_seconds = 0;   // 0: no budget
  long long max_variants = 0;  // 0: no limit; counts points answered from the database too
  std::uint64_t seed = 1;      // random and auto
  // The roofline's lower bound on the time of one sweep; 0: none. The search stops
  // once a valid variant takes at most bound_seconds / bound_fraction, i.e. is within
  // 2% of the bound by default: closer than that is timing noise.
  double bound_seconds = 0;
  double bound_fraction = 0.98;
  // A variant faster than the bound by more than this factor proves the bound wrong
  // (ceilings measured while the machine was busy, or a cache that outlived a hardware
  // change): the search then no longer stops at the bound, and says so.
  double bound_excess = 1.10;
  // The strategy's default: every engine measures it first, budget or not, so that a
  // budget always delivers (hill climbing starts there); the first legal point when
  // absent.
  std::optional<Point> start;
  // While no valid variant is known, a spent budget or max_variants does not stop the
  // search: up to this many more variants are tried to find one (running out of time
  // must not leave the user with nothing when a valid variant exists).
  int past_budget_until_valid = 16;
  int prefetch = 8;      // points announced to Evaluator::prepare at a time
  int random_seeds = 4;  // auto's hill climbing also starts from this many random points
  int max_restarts = 2;  // hill climbing: restarts that may fail to improve before it stops
  // Auto runs exhaustive when the legal points number at most this, fit in
  // max_variants and, given seconds_per_variant, in the budget.
  long long exhaustive_limit = 4096;
  double seconds_per_variant = 0;  // the tuner's estimate (compile + run); 0: unknown
  // Measurements from the tuning database: such points are answered, not run again.
  const std::map<Point, Measurement>* known = nullptr;
  const Clock* clock = nullptr;  // nullptr: SteadyClock
  LogSink log;
  // Called after each evaluation, database answers included (the progress line).
  std::function<void(const Evaluation&)> on_evaluation;
};

struct SearchSummary {
  std::string engine;      // the engine that ran ("hill" when auto chose it)
  std::string why;         // auto's reason for its choice
  long long tried = 0;     // evaluations, database answers included
  long long measured = 0;  // run by the evaluator in this search
  long long from_database = 0;
  long long invalid = 0;
  std::map<std::string, long long> invalid_reasons;
  long long legal = 0;   // legal points of the space
  long long pruned = 0;  // points the space's rules removed
  StopReason stopped = StopReason::Exhausted;
  double elapsed_seconds = 0;
  // Variants tried after the budget was spent because none before was valid.
  long long past_budget = 0;
  // The fastest variant's time when one ran faster than the bound allows (see
  // SearchOptions::bound_excess); 0 otherwise.
  double beat_bound_seconds = 0;
};

struct SearchResult {
  std::optional<Point> best;  // nullopt when no valid variant was found
  Measurement best_measurement;
  std::vector<Evaluation> evaluations;  // in the order they were made
  SearchSummary summary;
};

SearchResult search(const ParamSpace& space, Evaluator& evaluator, const SearchOptions& options);

}  // namespace st
