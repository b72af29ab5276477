// report.md: the report a performance engineer reads — the ceilings, per kernel a table
// like the paper's Table I (flops and bytes per point, intensities, expected benefit),
// the bound, the stages like its Figure 4, the best parameters, what the search tried and
// pruned, and one sentence on what limits the result.
#pragma once

#include <string>

#include "report/report_model.h"

namespace st {

// `charts`: the chart files written beside it, linked from the text ("roofline.svg").
std::string report_markdown(const Report& report, const std::vector<std::string>& charts);

}  // namespace st
