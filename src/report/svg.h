// A small writer of SVG text for the report's charts: shapes and text with escaped
// content, and the text-width estimate the layouts use to keep labels apart.
#pragma once

#include <sstream>
#include <string>
#include <vector>

namespace st {

class Svg {
 public:
  Svg(double width, double height, const std::string& title);

  void rect(double x, double y, double w, double h, const std::string& fill, const std::string& stroke = "none");
  // dash: "" solid, else an SVG dash array ("6 4").
  void line(double x1, double y1, double x2, double y2, const std::string& stroke, double width,
            const std::string& dash = "");
  void polyline(const std::vector<std::pair<double, double>>& points, const std::string& stroke, double width,
                const std::string& dash = "");
  // anchor: "start", "middle" or "end"; rotate: degrees about (x, y).
  void text(double x, double y, const std::string& content, double size, const std::string& anchor = "start",
            const std::string& fill = "#222", bool bold = false, double rotate = 0);
  // Markers centred on (x, y): "circle", "square", "diamond", "triangle", "down", with a
  // fill ("none" for a hollow one).
  void marker(const std::string& shape, double x, double y, double radius, const std::string& fill,
              const std::string& stroke);

  std::string finish();

 private:
  std::ostringstream body_;
  double width_;
  double height_;
};

// The width of `text` at `size` px in DejaVu Sans, a generous estimate.
double text_width(const std::string& text, double size);

std::string xml_escape(const std::string& text);

// "0.01", "2", "500", "2k" — a tick label on a log axis.
std::string tick_label(double value);

}  // namespace st
