#include "strategy/final_choice.h"

#include <algorithm>
#include <cmath>

namespace st {

std::vector<Point> final_candidates(const std::vector<Evaluation>& measured, const std::vector<Point>& must, int best,
                                    double within) {
  double least = 0;
  for (const Evaluation& e : measured) {
    if (e.measurement.valid && (least == 0 || e.measurement.seconds < least)) least = e.measurement.seconds;
  }
  auto too_slow = [&](const Evaluation& e) {
    return within > 0 && least > 0 && e.measurement.seconds > within * least;
  };
  std::vector<Point> points;
  auto listed = [&](const Point& p) { return std::find(points.begin(), points.end(), p) != points.end(); };
  auto valid = [&](const Point& p, bool is_default) {
    return std::any_of(measured.begin(), measured.end(), [&](const Evaluation& e) {
      return e.point == p && e.measurement.valid && (is_default || !too_slow(e));
    });
  };
  for (size_t i = 0; i < must.size(); ++i) {
    if (valid(must[i], i == 0) && !listed(must[i])) points.push_back(must[i]);
  }
  std::vector<const Evaluation*> fastest;
  for (const Evaluation& e : measured) {
    if (e.measurement.valid && !too_slow(e)) fastest.push_back(&e);
  }
  std::stable_sort(fastest.begin(), fastest.end(), [](const Evaluation* a, const Evaluation* b) {
    return a->measurement.seconds < b->measurement.seconds;
  });
  int added = 0;
  for (const Evaluation* e : fastest) {
    if (added >= best) break;
    if (listed(e->point)) continue;
    points.push_back(e->point);
    ++added;
  }
  return points;
}

SideBySide fastest_of(const std::vector<std::vector<double>>& seconds) {
  SideBySide s;
  for (std::vector<double> calls : seconds) {
    if (calls.empty()) {
      s.times.push_back(Measurement::invalid("no call was timed"));
      continue;
    }
    std::sort(calls.begin(), calls.end());
    size_t n = calls.size();
    double median = n % 2 ? calls[n / 2] : 0.5 * (calls[n / 2 - 1] + calls[n / 2]);
    double spread = median > 0 ? (calls.back() - calls.front()) / median : 0;
    s.times.push_back(Measurement::ok(median, spread, static_cast<int>(n)));
  }
  bool found = false;
  for (size_t i = 0; i < s.times.size(); ++i) {
    if (!s.times[i].valid) continue;
    if (!found || s.times[i].seconds < s.times[s.fastest].seconds) s.fastest = i;
    found = true;
  }
  return s;
}

int comparison_rounds(const std::vector<double>& seconds_per_call, double target_seconds, int min_rounds,
                      int max_rounds) {
  double round = 0;
  for (double s : seconds_per_call) round += std::max(0.0, s);
  if (round <= 0) return max_rounds;
  double want = std::ceil(target_seconds / round);
  return static_cast<int>(std::clamp(want, static_cast<double>(min_rounds), static_cast<double>(max_rounds)));
}

std::optional<Measurement> FinalChoice::time_of(const Point& point) const {
  for (size_t i = 0; i < points.size(); ++i) {
    if (points[i] == point) return times[i];
  }
  return std::nullopt;
}

FinalChoice choose_final(Evaluator& evaluator, const std::vector<Evaluation>& measured, const std::vector<Point>& must,
                         const Point& fallback, const FinalChoiceOptions& options) {
  FinalChoice choice;
  choice.winner = fallback;
  // Without a comparison: the fastest measured, which a stage's variant may be.
  const Evaluation* fastest = nullptr;
  for (const Evaluation& e : measured) {
    if (e.measurement.valid && (!fastest || e.measurement.seconds < fastest->measurement.seconds)) fastest = &e;
  }
  if (fastest) choice.winner = fastest->point;
  std::vector<Point> points = final_candidates(measured, must, options.best, options.within);
  if (options.max_points > 0 && static_cast<int>(points.size()) > options.max_points) {
    points.resize(static_cast<size_t>(options.max_points));
  }
  if (points.size() < 2) {
    choice.why_not = "fewer than two valid variants to compare (or room for fewer than two)";
    return choice;
  }
  std::vector<double> search_seconds;
  for (const Point& p : points) {
    for (const Evaluation& e : measured) {
      if (e.point == p && e.measurement.valid) {
        search_seconds.push_back(e.measurement.seconds);
        break;
      }
    }
  }
  int rounds = comparison_rounds(search_seconds, options.target_seconds, options.min_rounds, options.max_rounds);
  InterleavedTimes timed = evaluator.time_interleaved(points, rounds);
  if (!timed.error.empty() || timed.seconds.size() != points.size()) {
    choice.why_not = timed.error.empty() ? "the comparison timed the wrong number of variants" : timed.error;
    log_line(options.log, search_log_prefix, "no final comparison: " + choice.why_not);
    return choice;
  }
  SideBySide side = fastest_of(timed.seconds);
  if (!side.times[side.fastest].valid) {
    choice.why_not = "the comparison timed no call";
    return choice;
  }
  choice.compared = true;
  choice.points = points;
  choice.times = side.times;
  choice.rounds = rounds;
  choice.winner = points[side.fastest];
  for (size_t i = 0; i < points.size(); ++i) {
    log_line(options.log, search_log_prefix,
             "final comparison: " + parameters_text(points[i]) + ": " + std::to_string(side.times[i].seconds * 1e3) +
                 " ms" + (i == side.fastest ? " (fastest)" : ""));
  }
  return choice;
}

}  // namespace st
