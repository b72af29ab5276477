#include "report/chart_style.h"

#include <cmath>
#include <cstdio>
#include <vector>

namespace st {

const std::string& stage_colour(size_t index) {
  // Colour-blind-safe (Okabe and Ito), darkest first.
  static const std::vector<std::string> colours = {"#D55E00", "#0072B2", "#009E73", "#CC79A7",
                                                   "#E69F00", "#56B4E9", "#000000"};
  return colours[index % colours.size()];
}

const std::string& stage_marker(size_t index) {
  static const std::vector<std::string> shapes = {"circle", "square", "diamond", "triangle", "down"};
  return shapes[index % shapes.size()];
}

std::string chart_number(double value) {
  const double a = std::abs(value);
  char buf[32];
  std::snprintf(buf, sizeof buf, a >= 100 ? "%.0f" : a >= 10 ? "%.1f" : a >= 1 ? "%.2f" : "%.3f", value);
  return buf;
}

}  // namespace st
