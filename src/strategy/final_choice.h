// The final choice of a tuning run: before packaging, the fastest few variants of the
// search and the default are timed again side by side in one process, one call of each
// in turn (Evaluator::time_interleaved), and the fastest of that comparison is shipped,
// so that one lucky time during the search, or a burst of load on the machine, cannot
// choose the variant.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "strategy/log_sink.h"
#include "strategy/param_space.h"
#include "strategy/search.h"

namespace st {

// The points to compare: first each of `must` (the default, and what the report's stages
// show) that `measured` holds as valid, then the `best` fastest other valid ones; no
// point twice, and never one that was not proven valid. With `within` > 0, a point the
// search measured more than `within` times slower than its fastest is left out, the
// default (`must`'s first) excepted: no noise makes it the fastest, and a time loop's
// slow blocked variant takes seconds a call.
std::vector<Point> final_candidates(const std::vector<Evaluation>& measured, const std::vector<Point>& must, int best,
                                    double within = 0);

// The median of each variant's calls, and which is fastest (of equal medians, the first).
struct SideBySide {
  std::vector<Measurement> times;  // one per variant, median over its calls
  std::size_t fastest = 0;
};
SideBySide fastest_of(const std::vector<std::vector<double>>& seconds);

// Rounds for a comparison of variants that take `seconds_per_call` each: enough for
// about `target_seconds` in all, and from `min_rounds` to `max_rounds`.
int comparison_rounds(const std::vector<double>& seconds_per_call, double target_seconds, int min_rounds,
                      int max_rounds);

struct FinalChoice {
  Point winner;
  bool compared = false;  // false: no comparison ran (why_not), the winner is the search's best
  std::string why_not;
  std::vector<Point> points;       // compared, in the order they were called
  std::vector<Measurement> times;  // the comparison's, one per point
  int rounds = 0;
  // The comparison's time of `point`, when it was compared.
  std::optional<Measurement> time_of(const Point& point) const;
};

struct FinalChoiceOptions {
  int best = 3;               // the search's fastest variants compared
  double within = 2;          // slower than this times the fastest: not compared (final_candidates)
  double target_seconds = 2;  // about this long in all
  int min_rounds = 5, max_rounds = 25;
  // The most variants one comparison may hold (each holds its own grids); 0: no limit.
  int max_points = 0;
  LogSink log;
};

// Compares `best` of `measured` and `must` (final_candidates) with `evaluator` and picks
// the fastest; when fewer than two points can be compared or the comparison fails, the
// fastest of `measured` wins (`fallback` where none is valid).
FinalChoice choose_final(Evaluator& evaluator, const std::vector<Evaluation>& measured, const std::vector<Point>& must,
                         const Point& fallback, const FinalChoiceOptions& options);

}  // namespace st
