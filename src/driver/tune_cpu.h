// The CPU target end to end: references, the strategy's space, the search with the
// tuning database, the stages of the paper's Figure 4 measured side by side, and the
// package of the winners.
#pragma once

#include <iosfwd>
#include <vector>

#include "driver/analysed.h"
#include "driver/options.h"

namespace st {

// Tunes every subroutine of the file for this machine's CPU and writes the output
// folder. Returns the exit status (0, or 1 when no valid variant was found or a tool
// failed); throws UserError for bad input or usage.
int tune_cpu(const std::string& file, const std::vector<Analysed>& analysed, const Options& options, std::ostream& out,
             std::ostream& err);

}  // namespace st
