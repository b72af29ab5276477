// stages.svg: the paper's Figure 4 as horizontal bars — every stage of every kernel in
// GStencil/s, its value and share of the bound at the end of the bar, and the kernel's
// roofline bound as a dashed line across its group.
#pragma once

#include <string>

#include "report/report_model.h"

namespace st {

// Empty when the report has no stage.
std::string stages_svg(const Report& report);

}  // namespace st
