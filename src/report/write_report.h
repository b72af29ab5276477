// The report stage's one entry point: writes report.json, report.md and the charts
// (roofline.svg, stages.svg, each where there is something to draw) into a folder,
// each file atomically.
#pragma once

#include <string>
#include <vector>

#include "report/report_model.h"

namespace st {

// Returns the names of the files written, in the order above. Throws UserError when the
// folder cannot be written.
std::vector<std::string> write_report(const Report& report, const std::string& out_dir);

}  // namespace st
