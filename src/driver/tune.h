// The tuning run, the same stages for every target (driver/target.h says what differs).
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "driver/analysed.h"
#include "driver/options.h"
#include "driver/target.h"

namespace st {

// Tunes every subroutine of `file` for `target`, packages the winners into a library in
// the output folder, checks the library against the original and writes the report.
// Returns 0, or 1 where some job found no valid variant or the library does not match
// (said on `err`). Throws UserError for bad options and EnvironmentError when a tool
// fails.
int tune(const std::string& file, const std::vector<Analysed>& analysed, const Options& options, TuningTarget& target,
         std::ostream& out, std::ostream& err);

}  // namespace st
