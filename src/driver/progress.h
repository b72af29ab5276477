// What a tuning run says on standard error while it searches, the same on every target:
// one line per variant (a live bar with the budget left, on a terminal) and, at the end,
// the invalid variants counted by reason.
#pragma once

#include <iosfwd>
#include <map>
#include <string>

#include "strategy/search.h"

namespace st {

class Progress {
 public:
  // `points`: the grid points one call of a variant updates, for the rate of each line;
  // `budget_seconds`: 0 for none; `live`: the bar rather than lines (stderr_is_terminal).
  // Nothing is written at verbosity 0.
  Progress(std::ostream& err, int verbosity, double budget_seconds, double points, bool live);

  // One variant tried: on a terminal the bar is redrawn ("[12] best 0.412 ms, 31 s
  // left"), otherwise a line "stenciltune: [12] CX=64 CY=8: 2.55 GStencil/s, 0.4120 ms".
  void update(const Evaluation& e);
  // Ends the bar; where some variants tried were invalid but not all (settle_search
  // says those), the invalid ones by reason (invalid_summary).
  void finish(const std::string& label, const SearchResult& result);

 private:
  std::ostream& err_;
  int verbosity_;
  double budget_;
  double points_;
  bool tty_;
  SteadyClock clock_;
  double start_;
  long long done_ = 0;
  double best_ = 0;
};

bool stderr_is_terminal();

// The invalid variants of a search by kind then by reason: " (2 crash, 1 wrong answer):"
// followed by one line "  COUNT x REASON" per reason.
std::string invalid_summary(const std::map<std::string, long long>& reasons);

}  // namespace st
