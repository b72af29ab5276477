// The CUDA target end to end: the device probe, the reference, the CUDA space and its
// search with the tuning database, the stages (the paper's global-memory baseline, the
// strategy's default, the tuned variant) measured side by side, the copies timed apart,
// the report and the package.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "driver/analysed.h"
#include "driver/options.h"

namespace st {

// Returns the exit status (0, or 1 when no valid variant was found or a tool is missing
// or failed); throws UserError for bad input or usage.
int tune_cuda(const std::string& file, const std::vector<Analysed>& analysed, const Options& options, std::ostream& out,
              std::ostream& err);

}  // namespace st
