// What the report's two charts share: colours, marker shapes and number formats, so that
// a stage has the same colour and marker in roofline.svg as in stages.svg.
#pragma once

#include <string>

namespace st {

const std::string& stage_colour(size_t index);
const std::string& stage_marker(size_t index);
// Three significant figures or so, without an exponent: "0.123", "12.3", "456".
std::string chart_number(double value);

}  // namespace st
