#include "report/svg.h"

#include <cmath>
#include <cstdio>

namespace st {

namespace {

std::string num(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", v);
  return buf;
}

}  // namespace

std::string xml_escape(const std::string& text) {
  std::string s;
  for (char c : text) {
    switch (c) {
      case '&': s += "&amp;"; break;
      case '<': s += "&lt;"; break;
      case '>': s += "&gt;"; break;
      case '"': s += "&quot;"; break;
      case '\'': s += "&apos;"; break;
      default:
        // Control characters are not allowed in XML 1.0; bytes of other encodings are
        // replaced so that the file stays well-formed UTF-8 only when they are ASCII.
        if (static_cast<unsigned char>(c) < 0x20 && c != '\t' && c != '\n') {
          s += ' ';
        } else if (static_cast<unsigned char>(c) >= 0x80) {
          s += '?';
        } else {
          s += c;
        }
    }
  }
  return s;
}

double text_width(const std::string& text, double size) {
  // DejaVu Sans averages about 0.55 em for lower case and digits, more for capitals and
  // 'm'/'w'; 0.62 em per character over-estimates, which only adds space.
  double em = 0;
  for (char c : text) {
    if (c == ' ' || c == '.' || c == ',' || c == ':' || c == 'i' || c == 'l' || c == '(' || c == ')' || c == '/' ||
        c == '|' || c == '\'' || c == 'j' || c == 't' || c == 'f' || c == 'r') {
      em += 0.38;
    } else if ((c >= 'A' && c <= 'Z') || c == 'm' || c == 'w' || c == '%' || c == '@') {
      em += 0.8;
    } else {
      em += 0.64;
    }
  }
  return em * size;
}

std::string tick_label(double value) {
  char buf[32];
  if (value >= 1e4) {
    std::snprintf(buf, sizeof buf, "%gk", value / 1e3);
  } else {
    std::snprintf(buf, sizeof buf, "%g", value);
  }
  return buf;
}

Svg::Svg(double width, double height, const std::string& title) : width_(width), height_(height) {
  body_ << "<title>" << xml_escape(title) << "</title>\n";
  rect(0, 0, width, height, "#ffffff");
}

void Svg::rect(double x, double y, double w, double h, const std::string& fill, const std::string& stroke) {
  body_ << "<rect x=\"" << num(x) << "\" y=\"" << num(y) << "\" width=\"" << num(w) << "\" height=\"" << num(h)
        << "\" fill=\"" << fill << "\" stroke=\"" << stroke << "\"/>\n";
}

void Svg::line(double x1, double y1, double x2, double y2, const std::string& stroke, double width,
               const std::string& dash) {
  body_ << "<line x1=\"" << num(x1) << "\" y1=\"" << num(y1) << "\" x2=\"" << num(x2) << "\" y2=\"" << num(y2)
        << "\" stroke=\"" << stroke << "\" stroke-width=\"" << num(width) << "\"";
  if (!dash.empty()) body_ << " stroke-dasharray=\"" << dash << "\"";
  body_ << "/>\n";
}

void Svg::polyline(const std::vector<std::pair<double, double>>& points, const std::string& stroke, double width,
                   const std::string& dash) {
  body_ << "<polyline fill=\"none\" stroke=\"" << stroke << "\" stroke-width=\"" << num(width) << "\"";
  if (!dash.empty()) body_ << " stroke-dasharray=\"" << dash << "\"";
  body_ << " points=\"";
  for (size_t i = 0; i < points.size(); ++i)
    body_ << (i ? " " : "") << num(points[i].first) << "," << num(points[i].second);
  body_ << "\"/>\n";
}

void Svg::text(double x, double y, const std::string& content, double size, const std::string& anchor,
               const std::string& fill, bool bold, double rotate) {
  body_ << "<text x=\"" << num(x) << "\" y=\"" << num(y) << "\" font-size=\"" << num(size) << "\" text-anchor=\""
        << anchor << "\" fill=\"" << fill << "\"";
  if (bold) body_ << " font-weight=\"bold\"";
  if (rotate != 0) body_ << " transform=\"rotate(" << num(rotate) << " " << num(x) << " " << num(y) << ")\"";
  body_ << ">" << xml_escape(content) << "</text>\n";
}

void Svg::marker(const std::string& shape, double x, double y, double r, const std::string& fill,
                 const std::string& stroke) {
  const std::string style = "fill=\"" + fill + "\" stroke=\"" + stroke + "\" stroke-width=\"1.8\"";
  if (shape == "circle") {
    body_ << "<circle cx=\"" << num(x) << "\" cy=\"" << num(y) << "\" r=\"" << num(r) << "\" " << style << "/>\n";
    return;
  }
  std::vector<std::pair<double, double>> p;
  if (shape == "square") {
    p = {{x - r, y - r}, {x + r, y - r}, {x + r, y + r}, {x - r, y + r}};
  } else if (shape == "diamond") {
    p = {{x, y - 1.3 * r}, {x + 1.3 * r, y}, {x, y + 1.3 * r}, {x - 1.3 * r, y}};
  } else if (shape == "down") {
    p = {{x - 1.2 * r, y - r}, {x + 1.2 * r, y - r}, {x, y + 1.2 * r}};
  } else {
    p = {{x, y - 1.2 * r}, {x + 1.2 * r, y + r}, {x - 1.2 * r, y + r}};
  }
  body_ << "<polygon points=\"";
  for (size_t i = 0; i < p.size(); ++i) body_ << (i ? " " : "") << num(p[i].first) << "," << num(p[i].second);
  body_ << "\" " << style << "/>\n";
}

std::string Svg::finish() {
  std::ostringstream s;
  s << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << num(width_) << "\" height=\"" << num(height_)
    << "\" viewBox=\"0 0 " << num(width_) << " " << num(height_)
    << "\" font-family=\"DejaVu Sans, Verdana, sans-serif\">\n"
    << body_.str() << "</svg>\n";
  return s.str();
}

}  // namespace st
