#include "report/roofline_svg.h"

#include <algorithm>
#include <cmath>

#include "report/chart_style.h"
#include "report/svg.h"

namespace st {

namespace {

// A kernel with a point on the roofline: a bound, and flops (a copy has none, so no
// intensity on a log axis).
bool on_roofline(const ReportKernel& k) {
  return k.bound && k.bound->naive.intensity > 0 && k.bound->tuned.intensity > 0;
}

// A logarithmic axis from lo to hi (1, 2 or 5 times a power of ten) onto [from, to] pixels.
struct LogAxis {
  double lo = 1, hi = 10;
  double from = 0, to = 1;
  double operator()(double v) const {
    return from + (std::log10(v) - std::log10(lo)) / (std::log10(hi) - std::log10(lo)) * (to - from);
  }
  // From min_value down and max_value up to the nearest 1, 2 or 5 times a power of ten,
  // widened at the top to span at least `min_decades`.
  static LogAxis spanning(double min_value, double max_value, int min_decades) {
    auto step = [](double v, bool up) {
      double d = std::pow(10.0, std::floor(std::log10(v)));
      const double ms[] = {1, 2, 5, 10};
      if (up) {
        for (double m : ms) {
          if (m * d >= v * (1 - 1e-9)) return m * d;
        }
      }
      for (int i = 3; i >= 0; --i) {
        if (ms[i] * d <= v * (1 + 1e-9)) return ms[i] * d;
      }
      return d;
    };
    LogAxis a;
    a.lo = step(min_value, false);
    a.hi = step(max_value, true);
    while (std::log10(a.hi / a.lo) < min_decades - 1e-9) a.hi *= 10;
    return a;
  }
  // Tick values: every decade, and 2 and 5 within each when the axis spans few decades.
  std::vector<std::pair<double, bool>> ticks() const {  // value, labelled
    std::vector<std::pair<double, bool>> t;
    const bool fine = std::log10(hi / lo) <= 3.5;
    // A handful of decades, bounded by the axis range.
    // NOLINTNEXTLINE(clang-analyzer-security.FloatLoopCounter)
    for (double d = std::pow(10.0, std::floor(std::log10(lo) + 1e-9)); d <= hi * 1.0001; d *= 10) {
      for (int m = 1; m <= 9; ++m) {
        double v = d * m;
        if (v >= lo * 0.9999 && v <= hi * 1.0001) t.emplace_back(v, m == 1 || (fine && (m == 2 || m == 5)));
      }
    }
    return t;
  }
};

struct LegendEntry {
  enum class Kind { Header, Line, Marker, Note, Gap } kind = Kind::Line;
  std::string text;
  std::string colour;
  double width = 1.5;
  std::string dash;
  std::string shape;  // markers
  bool hollow = false;
};

struct CeilingStyle {
  std::string colour;
  double width;
  std::string dash;
};

CeilingStyle ceiling_style(const ReportCeiling& c, size_t index) {
  if (c.kind == ReportCeiling::Kind::Flops) return {"#000000", 2.4, ""};
  if (c.name.rfind("copy", 0) == 0) return {"#888888", 1.4, "2 3"};
  if (c.name.rfind("triad", 0) == 0) return {"#888888", 1.4, "9 4"};
  static const std::vector<std::string> blues = {"#1B4F8A", "#4A90C8", "#7A5195", "#2E8B57"};
  if (c.used_for.empty()) return {blues[index % blues.size()], 1.6, "6 3"};
  // The naive bound's line often lies on the tuned one's: dashed, it shows beneath.
  return {blues[index % blues.size()], 2.4, c.used_for.find("tuned") == std::string::npos ? "12 5" : ""};
}

}  // namespace

std::string roofline_svg(const Report& report) {
  std::vector<const ReportCeiling*> bandwidths, peaks;
  for (const ReportCeiling& c : report.ceilings) {
    if (c.value.median <= 0) continue;
    (c.kind == ReportCeiling::Kind::Bandwidth ? bandwidths : peaks).push_back(&c);
  }
  if (bandwidths.empty() || peaks.empty()) return "";
  const bool several = report.kernels.size() > 1;

  double peak = 0, bw_min = 1e300, bw_max = 0;
  for (const ReportCeiling* p : peaks) peak = std::max(peak, p->value.median);
  for (const ReportCeiling* b : bandwidths) {
    bw_min = std::min(bw_min, b->value.median);
    bw_max = std::max(bw_max, b->value.median);
  }
  double i_min = 1e300, i_max = 0, g_min = 1e300, g_max = peak;
  for (const ReportKernel& k : report.kernels) {
    if (!on_roofline(k)) continue;
    i_min = std::min({i_min, k.bound->naive.intensity, k.bound->tuned.intensity});
    i_max = std::max(i_max, k.bound->tuned.intensity);
    g_min = std::min(g_min, k.bound->naive.gflops);
    for (const ReportStage& s : k.stages) {
      if (!s.valid || s.seconds <= 0) continue;
      double g = stage_rates(k, s).gstencils * k.intensity.flops;
      if (g <= 0) continue;
      g_min = std::min(g_min, g);
      g_max = std::max(g_max, g);
    }
  }
  if (i_max <= 0) return "";

  const double plot_w = 540, plot_h = 420, left = 84, top = 64;
  LogAxis x = LogAxis::spanning(i_min / 1.6, std::max(i_max * 1.6, 1.25 * peak / bw_min), 2);
  x.from = left;
  x.to = left + plot_w;
  LogAxis y = LogAxis::spanning(std::min(g_min / 1.6, bw_min * x.lo), g_max * 1.6, 2);
  y.from = top + plot_h;
  y.to = top;

  // The legend first: its width sets the picture's.
  std::vector<LegendEntry> legend;
  legend.push_back({LegendEntry::Kind::Header, "Measured ceilings", "", 0, "", "", false});
  for (size_t i = 0; i < report.ceilings.size(); ++i) {
    const ReportCeiling& c = report.ceilings[i];
    if (c.value.median <= 0) continue;
    CeilingStyle st = ceiling_style(c, i);
    std::string text = c.name + ": " + chart_number(c.value.median) + " " + c.unit();
    legend.push_back({LegendEntry::Kind::Line, text, st.colour, st.width, st.dash, "", false});
  }
  legend.push_back({LegendEntry::Kind::Gap, "", "", 0, "", "", false});
  legend.push_back({LegendEntry::Kind::Header, "Bounds", "", 0, "", "", false});
  for (const ReportKernel& k : report.kernels) {
    if (!on_roofline(k)) continue;
    std::string who = several ? k.label() + " " + grid_size_text(k.size) + ": " : "";
    legend.push_back({LegendEntry::Kind::Marker,
                      who + "tuned, " + chart_number(k.bound->tuned.gstencils) + " GStencil/s at " +
                          chart_number(k.bound->tuned.intensity) + " flop/B",
                      "#000000", 0, "", "circle", true});
    legend.push_back({LegendEntry::Kind::Marker,
                      who + "naive, " + chart_number(k.bound->naive.gstencils) + " GStencil/s at " +
                          chart_number(k.bound->naive.intensity) + " flop/B",
                      "#000000", 0, "", "square", true});
  }
  legend.push_back({LegendEntry::Kind::Gap, "", "", 0, "", "", false});
  legend.push_back({LegendEntry::Kind::Header, "Stages (at the tuned intensity)", "", 0, "", "", false});
  for (const ReportKernel& k : report.kernels) {
    if (!on_roofline(k)) continue;
    for (size_t i = 0; i < k.stages.size(); ++i) {
      const ReportStage& s = k.stages[i];
      if (!s.valid || s.seconds <= 0) continue;
      StageRates r = stage_rates(k, s);
      legend.push_back({LegendEntry::Kind::Marker,
                        (several ? k.label() + " " + grid_size_text(k.size) + ": " : "") + s.name + ", " +
                            chart_number(r.gstencils * k.intensity.flops) + " GFlop/s",
                        stage_colour(i), 0, "", stage_marker(i), false});
    }
  }
  for (const ReportKernel& k : report.kernels) {
    if (report.cache_bytes == 0 || k.grid_bytes > report.cache_bytes) continue;
    legend.push_back({LegendEntry::Kind::Gap, "", "", 0, "", "", false});
    legend.push_back({LegendEntry::Kind::Note,
                      (several ? k.label() + "'s grids (" : "The grids (") + byte_size_text(k.grid_bytes) +
                          ") fit in the " + report.cache_name + " (" + byte_size_text(report.cache_bytes) + "):",
                      "", 0, "", "", false});
    legend.push_back({LegendEntry::Kind::Note, "stages above the roof ran from cache.", "", 0, "", "", false});
    break;
  }
  const double legend_font = 12, row = 19, legend_x = left + plot_w + 28;
  double legend_w = 0;
  for (const LegendEntry& e : legend) {
    bool indented = e.kind == LegendEntry::Kind::Line || e.kind == LegendEntry::Kind::Marker;
    double w = text_width(e.text, legend_font) + (indented ? 40 : 0);
    legend_w = std::max(legend_w, w);
  }
  const double legend_h = row * static_cast<double>(legend.size());
  const double width = legend_x + legend_w + 20;
  const double height = std::max(top + plot_h + 70, top + legend_h + 20);

  std::string title = "Roofline of " + report.stencil + " on " + report.target_description;
  Svg svg(width, height, title);
  svg.text(left, 26, title, 17, "start", "#111", true);
  std::string machine = report.machine.substr(0, report.machine.find(", "));
  std::string subtitle = machine;
  if (report.ceiling_source) subtitle += "; ceilings measured " + report.ceiling_source->measured_at;
  while (subtitle.size() > 4 && text_width(subtitle, 12) > width - left - 10)
    subtitle = subtitle.substr(0, subtitle.size() - 4) + "...";
  svg.text(left, 46, subtitle, 12, "start", "#555");

  // Grid, ticks and tick labels.
  svg.rect(left, top, plot_w, plot_h, "#ffffff", "#444");
  for (auto [v, labelled] : x.ticks()) {
    double px = x(v);
    if (px < left - 0.5 || px > left + plot_w + 0.5) continue;
    bool decade = std::abs(std::log10(v) - std::round(std::log10(v))) < 1e-9;
    svg.line(px, top, px, top + plot_h, decade ? "#d0d0d0" : "#ececec", 1);
    svg.line(px, top + plot_h, px, top + plot_h + (decade ? 6 : 3), "#444", 1);
    if (labelled) svg.text(px, top + plot_h + 20, tick_label(v), 12, "middle");
  }
  for (auto [v, labelled] : y.ticks()) {
    double py = y(v);
    if (py < top - 0.5 || py > top + plot_h + 0.5) continue;
    bool decade = std::abs(std::log10(v) - std::round(std::log10(v))) < 1e-9;
    svg.line(left, py, left + plot_w, py, decade ? "#d0d0d0" : "#ececec", 1);
    svg.line(left - (decade ? 6 : 3), py, left, py, "#444", 1);
    if (labelled) svg.text(left - 9, py + 4, tick_label(v), 12, "end");
  }
  svg.text(left + plot_w / 2, top + plot_h + 44, "Arithmetic intensity (flop/byte, log scale)", 13, "middle");
  svg.text(24, top + plot_h / 2, "Performance (GFlop/s, log scale)", 13, "middle", "#222", false, -90);

  // Ceilings: each bandwidth up to the highest peak, then the peaks; those the bounds
  // use last, the naive one on top, so that its dashes show over the tuned one's line.
  std::vector<size_t> order(report.ceilings.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  auto rank = [&](size_t i) {
    const std::string& use = report.ceilings[i].used_for;
    return use.empty() ? 0 : use.find("tuned") != std::string::npos ? 1 : 2;
  };
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return rank(a) < rank(b); });
  for (size_t i : order) {
    const ReportCeiling& c = report.ceilings[i];
    if (c.value.median <= 0) continue;
    CeilingStyle st = ceiling_style(c, i);
    if (c.kind == ReportCeiling::Kind::Bandwidth) {
      double bw = c.value.median;
      double x0 = std::max(x.lo, y.lo / bw), x1 = std::min(x.hi, peak / bw);
      svg.line(x(x0), y(bw * x0), x(x1), y(bw * x1), st.colour, st.width, st.dash);
    } else {
      double x0 = std::max(x.lo, c.value.median / bw_max);
      svg.line(x(x0), y(c.value.median), x(x.hi), y(c.value.median), st.colour, st.width, st.dash);
    }
  }
  // The intensities and the bounds, then the stages spread sideways around the tuned
  // intensity so that equal rates do not hide one another.
  for (const ReportKernel& k : report.kernels) {
    if (!on_roofline(k)) continue;
    for (const RooflinePoint* p : {&k.bound->naive, &k.bound->tuned}) {
      svg.line(x(p->intensity), top + plot_h, x(p->intensity), y(p->gflops), "#999", 1, "2 2");
    }
    svg.marker("square", x(k.bound->naive.intensity), y(k.bound->naive.gflops), 6, "none", "#000");
    svg.marker("circle", x(k.bound->tuned.intensity), y(k.bound->tuned.gflops), 7, "none", "#000");
    std::vector<size_t> shown;
    for (size_t i = 0; i < k.stages.size(); ++i) {
      if (k.stages[i].valid && k.stages[i].seconds > 0) shown.push_back(i);
    }
    for (size_t j = 0; j < shown.size(); ++j) {
      const ReportStage& s = k.stages[shown[j]];
      double g = stage_rates(k, s).gstencils * k.intensity.flops;
      double px =
          x(k.bound->tuned.intensity) + 10.0 * (static_cast<double>(j) - static_cast<double>(shown.size() - 1) / 2);
      svg.marker(stage_marker(shown[j]), px, y(g), 5.5, stage_colour(shown[j]), "#ffffff");
    }
  }

  // The legend.
  double ly = top + 4;
  for (const LegendEntry& e : legend) {
    switch (e.kind) {
      case LegendEntry::Kind::Header: svg.text(legend_x, ly + 10, e.text, legend_font, "start", "#111", true); break;
      case LegendEntry::Kind::Line:
        svg.line(legend_x, ly + 6, legend_x + 30, ly + 6, e.colour, e.width, e.dash);
        svg.text(legend_x + 38, ly + 10, e.text, legend_font);
        break;
      case LegendEntry::Kind::Marker:
        svg.marker(e.shape, legend_x + 15, ly + 6, e.hollow ? 6 : 5.5, e.hollow ? "none" : e.colour,
                   e.hollow ? e.colour : "#ffffff");
        svg.text(legend_x + 38, ly + 10, e.text, legend_font);
        break;
      case LegendEntry::Kind::Note: svg.text(legend_x, ly + 10, e.text, legend_font, "start", "#555"); break;
      case LegendEntry::Kind::Gap: break;
    }
    ly += row;
  }
  return svg.finish();
}

}  // namespace st
