#include "driver/progress.h"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <ostream>
#include <sstream>

#include "harness/cpu_evaluator.h"

namespace st {

bool stderr_is_terminal() { return ::isatty(2) != 0; }

Progress::Progress(std::ostream& err, int verbosity, double budget_seconds, double points, bool live)
    : err_(err), verbosity_(verbosity), budget_(budget_seconds), points_(points), tty_(live), start_(clock_.now()) {}

void Progress::update(const Evaluation& e) {
  ++done_;
  if (e.measurement.valid && (best_ <= 0 || e.measurement.seconds < best_)) best_ = e.measurement.seconds;
  if (verbosity_ == 0) return;
  std::ostringstream line;
  line << "[" << done_ << "] ";
  if (tty_) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "best %.3f ms", best_ * 1e3);
    line << (best_ > 0 ? buf : "no valid variant yet");
    double elapsed = clock_.now() - start_;
    if (budget_ > 0) line << ", " << static_cast<int>(std::max(0.0, budget_ - elapsed)) << " s left";
    err_ << "\r\033[K" << line.str() << std::flush;
    return;
  }
  line << parameters_text(e.point) << ": ";
  if (e.measurement.valid) {
    char buf[96];
    // The time last: tests count the lines that end in " ms".
    std::snprintf(buf, sizeof buf, "%.2f GStencil/s, %.4f ms", points_ / e.measurement.seconds / 1e9,
                  e.measurement.seconds * 1e3);
    line << buf;
  } else {
    line << "invalid (" << e.measurement.reason.substr(0, 200) << ")";
  }
  if (e.from_database) line << " [from tuning.json]";
  err_ << "stenciltune: " << line.str() << "\n";
}

void Progress::finish(const std::string& label, const SearchResult& result) {
  if (verbosity_ == 0) return;
  if (tty_ && done_ > 0) err_ << "\n";
  const SearchSummary& s = result.summary;
  if (!result.best || s.invalid == 0) return;
  err_ << "stenciltune: " << label << ": " << s.invalid << " of " << s.tried << " variants tried were invalid"
       << invalid_summary(s.invalid_reasons) << "\n";
}

std::string invalid_summary(const std::map<std::string, long long>& reasons) {
  std::string text = " (" + invalid_kinds(reasons) + "):";
  for (const auto& [reason, count] : reasons) text += "\n  " + std::to_string(count) + " x " + reason;
  return text;
}

}  // namespace st
