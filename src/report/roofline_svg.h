// roofline.svg: the log-log roofline of the report — each measured bandwidth ceiling as a
// line up to the peak, the peak flops, the naive and tuned bounds, and a marker per timed
// stage at its kernel's tuned intensity. Labels live in a legend beside the plot, sized
// from the text, so that nothing overlaps.
#pragma once

#include <string>

#include "report/report_model.h"

namespace st {

// Empty when the report has no ceilings or no valid stage to draw.
std::string roofline_svg(const Report& report);

}  // namespace st
