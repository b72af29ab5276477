#include "report/stages_svg.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "report/chart_style.h"
#include "report/svg.h"

namespace st {

namespace {

// A step of 1, 2 or 5 times a power of ten giving about `ticks` intervals up to `max`.
double nice_step(double max, int ticks) {
  double raw = max / ticks;
  double decade = std::pow(10.0, std::floor(std::log10(raw)));
  for (double m : {1.0, 2.0, 5.0, 10.0}) {
    if (m * decade >= raw) return m * decade;
  }
  return 10 * decade;
}

std::string value_text(const ReportKernel& k, const ReportStage& s) {
  StageRates r = stage_rates(k, s);
  std::string t = chart_number(r.gstencils) + " GStencil/s";
  if (r.percent_of_bound) t += ", " + chart_number(*r.percent_of_bound) + " % of bound";
  return t;
}

std::string invalid_text(const ReportStage& s) {
  std::string reason = s.reason.substr(0, s.reason.find('\n'));
  if (reason.size() > 70) reason = reason.substr(0, 67) + "...";
  return "invalid: " + reason;
}

}  // namespace

std::string stages_svg(const Report& report) {
  size_t stage_count = 0;
  double vmax = 0;
  const double font = 13;
  double label_w = 0, value_w = 0, invalid_w = 0;
  for (const ReportKernel& k : report.kernels) {
    label_w = std::max(label_w, text_width(k.label() + " at " + grid_size_text(k.size), font) * 1.08);  // bold
    if (k.bound) vmax = std::max(vmax, k.bound->tuned.gstencils);
    for (const ReportStage& s : k.stages) {
      ++stage_count;
      label_w = std::max(label_w, text_width(s.name, font));
      if (s.valid && s.seconds > 0) {
        vmax = std::max(vmax, stage_rates(k, s).gstencils);
        value_w = std::max(value_w, text_width(value_text(k, s), 12) + 12);
      } else {
        invalid_w = std::max(invalid_w, text_width(invalid_text(s), 12));
      }
    }
  }
  if (stage_count == 0 || vmax <= 0) return "";

  const double margin = 20, top = 74, bar_h = 20, row = 30, header = 30, area_w = 460;
  const double left = margin + label_w + 14;
  const double step = nice_step(vmax * 1.05, 5);
  const double scale_max = std::ceil(vmax * 1.05 / step) * step;
  auto px = [&](double v) { return left + v / scale_max * area_w; };
  const int decimals = std::max(0, static_cast<int>(-std::floor(std::log10(step) + 1e-9)));

  double bound_label_right = 0;
  for (const ReportKernel& k : report.kernels) {
    if (!k.bound) continue;
    bound_label_right = std::max(bound_label_right,
                                 px(k.bound->tuned.gstencils) + 6 +
                                     text_width("bound " + chart_number(k.bound->tuned.gstencils) + " GStencil/s", 12));
  }
  double groups_h = 0;
  for (const ReportKernel& k : report.kernels) groups_h += header + row * static_cast<double>(k.stages.size()) + 10;
  const double width =
      std::max({left + area_w + value_w + 24, left + invalid_w + 30, bound_label_right + margin, 560.0});
  const double height = top + groups_h + 60;

  std::string title = "Stages of " + report.stencil + " on " + report.target_description;
  Svg svg(width, height, title);
  svg.text(margin, 26, title, 17, "start", "#111", true);
  svg.text(margin, 46, "Every implementation timed in this run; dashed red: the roofline bound", 12, "start", "#555");
  const double axis_y = top + groups_h;

  // Vertical grid and the axis.
  // A handful of grid lines, bounded by the scale.
  for (double v = 0; v <= scale_max * 1.0001; v += step) {  // NOLINT(clang-analyzer-security.FloatLoopCounter)
    svg.line(px(v), top - 6, px(v), axis_y, v == 0 ? "#444" : "#e4e4e4", 1);
    svg.line(px(v), axis_y, px(v), axis_y + 5, "#444", 1);
    char tick[32];
    std::snprintf(tick, sizeof tick, "%.*f", decimals, v);
    svg.text(px(v), axis_y + 19, tick, 12, "middle");
  }
  svg.line(left, axis_y, left + area_w, axis_y, "#444", 1);
  svg.text(left + area_w / 2, axis_y + 42, "GStencil/s (10^9 points updated per second)", 13, "middle");

  double y = top;
  for (const ReportKernel& k : report.kernels) {
    svg.text(margin, y + 18, k.label() + " at " + grid_size_text(k.size), font, "start", "#111", true);
    const double rows_top = y + header;
    for (size_t i = 0; i < k.stages.size(); ++i) {
      const ReportStage& s = k.stages[i];
      const double ry = rows_top + row * static_cast<double>(i);
      svg.text(left - 10, ry + bar_h / 2 + 4.5, s.name, font, "end");
      if (s.valid && s.seconds > 0) {
        double end = px(stage_rates(k, s).gstencils);
        svg.rect(left, ry, end - left, bar_h, stage_colour(i));
        // The value beside its bar, moved past the bound's line rather than across it.
        double tx = end + 6;
        if (k.bound) {
          double bx = px(k.bound->tuned.gstencils);
          if (tx - 4 < bx && bx < tx + text_width(value_text(k, s), 12)) tx = bx + 6;
        }
        svg.text(tx, ry + bar_h / 2 + 4, value_text(k, s), 12, "start", "#222");
      } else {
        svg.text(left + 6, ry + bar_h / 2 + 4, invalid_text(s), 12, "start", "#888");
      }
    }
    if (k.bound) {
      double bx = px(k.bound->tuned.gstencils);
      double bottom = rows_top + row * static_cast<double>(k.stages.size()) - (row - bar_h) / 2;
      svg.line(bx, rows_top - 8, bx, bottom, "#C00000", 2, "7 4");
      svg.text(bx + 6, y + 18, "bound " + chart_number(k.bound->tuned.gstencils) + " GStencil/s", 12, "start",
               "#C00000", true);
    }
    y = rows_top + row * static_cast<double>(k.stages.size()) + 10;
  }
  return svg.finish();
}

}  // namespace st
