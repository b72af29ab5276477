#include "report/report_markdown.h"

#include <algorithm>
#include <cstdio>
#include <sstream>

#include "report/chart_style.h"

namespace st {

namespace {

// Table cells: a '|' or a line break would end the cell.
std::string cell(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '|') {
      out += "\\|";
    } else if (c == '\n' || c == '\r') {
      out += ' ';
    } else {
      out += c;
    }
  }
  return out;
}

// An MPI entry's mode in words: a deep exchange says how many steps apart it ran.
std::string mode_text(const std::string& mode, long long halo_steps) {
  if (mode != "deep-halo") return mode;
  if (halo_steps == 0) return "deep-halo (ghost layers too thin for one step: ran nest by nest)";
  return "deep-halo every " + std::to_string(halo_steps) + (halo_steps == 1 ? " step" : " steps");
}

// The overlapped mode's interior in words (nothing where not overlapped): in one piece
// it is computed beside the exchange (by the pool's other threads, or the GPU).
std::string pieces_text(long long pieces) {
  if (pieces <= 0) return "";
  if (pieces == 1) return ", interior in one piece beside the exchange";
  return ", interior in " + std::to_string(pieces) + " pieces";
}

// A kernel's space searched on the rank grid, in one paragraph.
std::string mpi_search_text(const ReportMpiSearch& q) {
  const std::string what = q.subroutine + (q.nest >= 0 ? ", nest " + std::to_string(q.nest + 1) : "");
  if (!q.not_run.empty()) return "\n- " + what + ": no search on the rank grid: " + q.not_run + ".\n";
  std::string mode = mode_text(q.mode, q.halo_steps) + pieces_text(q.pieces);
  std::string text = "\n- " + what + ": the kernel's space searched on the rank grid, every rank computing " +
                     "and exchanging at once, " +
                     (q.threads > 0 ? "at THREADS=" + std::to_string(q.threads) + " a rank, " : std::string()) + mode;
  char number[64];
  std::snprintf(number, sizeof number, "%.0f", q.seconds);
  text += ": " + std::to_string(q.measured) + " variants measured in " + number + " s" +
          (q.from_database > 0 ? ", " + std::to_string(q.from_database) + " answered from tuning.json" : "") + " (" +
          (q.engine == "hill" ? std::string("hill climbing") : q.engine) + " from " + q.start;
  std::snprintf(number, sizeof number, " at %.3f ms", q.start_seconds * 1e3);
  text += std::string(number) + "; stopped: " + q.stopped +
          (q.invalid > 0 ? ", " + std::to_string(q.invalid) + " invalid" : "") + ")";
  for (const std::string& r : q.rejected)
    text += "; faster but not taken, its library differing from the original: " + r;
  if (q.best == q.start) return text + "; no variant taken was faster than its start.\n";
  std::snprintf(number, sizeof number, " at %.3f ms (%.2fx)", q.best_seconds * 1e3,
                q.best_seconds > 0 ? q.start_seconds / q.best_seconds : 0.0);
  return text + "; the fastest, " + q.best + number + ", its library checked against the original.\n";
}

// A remade kernel run again alternately with the library as packaged, in one paragraph.
std::string mpi_confirmation_text(const ReportMpiConfirmation& c, const std::vector<ReportMpiTiming>& timings) {
  if (c.candidate >= timings.size() || c.packaged >= timings.size()) return "";
  // A CPU kernel's parameters hold its THREADS.
  auto what = [](const ReportMpiTiming& t) {
    return t.parameters + ", " + mode_text(t.mode, t.halo_steps) + pieces_text(t.pieces);
  };
  const ReportMpiTiming &candidate = timings[c.candidate], &packaged = timings[c.packaged];
  std::string text = "\n- " + c.subroutine + ": " + what(candidate) + " beat the library as packaged (" +
                     what(packaged) + ") by more than 5 %; ";
  if (!c.failed.empty()) return text + "run again beside it, " + c.failed + ": the library as packaged is kept.\n";
  char figures[160];
  std::snprintf(figures, sizeof figures, "%.3f ms against %.3f ms (%.2fx)", c.candidate_seconds * 1e3,
                c.packaged_seconds * 1e3, c.candidate_seconds > 0 ? c.packaged_seconds / c.candidate_seconds : 0.0);
  return text + "the two run again alternately, " + std::to_string(c.rounds) + " rounds on the rank grid, medians " +
         figures + ": " +
         (c.taken ? "faster again, the library runs it"
                  : "not faster by the margin again, the library as packaged is kept") +
         ".\n";
}

// Each rank's phases of a call of NAME_mpi, in milliseconds, indented under its timing: every
// rank up to 16, beyond that the fastest, the median and the slowest rank by their sum.
std::string rank_split_table(const std::vector<ReportMpiRankSplit>& split) {
  if (split.empty()) return "";
  std::vector<std::pair<std::string, ReportMpiRankSplit>> rows;
  if (split.size() <= 16) {
    for (const ReportMpiRankSplit& r : split) rows.emplace_back(std::to_string(r.rank), r);
  } else {
    std::vector<ReportMpiRankSplit> by_sum = split;
    auto sum = [](const ReportMpiRankSplit& r) { return r.compute + r.pack + r.wait + r.unpack; };
    std::sort(by_sum.begin(), by_sum.end(), [&](const auto& a, const auto& b) { return sum(a) < sum(b); });
    rows.emplace_back(std::to_string(by_sum.front().rank) + " (fastest)", by_sum.front());
    rows.emplace_back(std::to_string(by_sum[by_sum.size() / 2].rank) + " (median)", by_sum[by_sum.size() / 2]);
    rows.emplace_back(std::to_string(by_sum.back().rank) + " (slowest)", by_sum.back());
  }
  std::ostringstream md;
  md << "\n  | rank | compute ms | pack ms | wait ms | unpack ms |\n  | --- | ---: | ---: | ---: | ---: |\n";
  for (const auto& [label, r] : rows) {
    char line[200];
    std::snprintf(line, sizeof line, "  | %s | %.3f | %.3f | %.3f | %.3f |\n", label.c_str(), r.compute * 1e3,
                  r.pack * 1e3, r.wait * 1e3, r.unpack * 1e3);
    md << line;
  }
  return md.str() + "\n";
}

std::string range_text(const Spread& s) { return chart_number(s.min) + " - " + chart_number(s.max); }

std::string percent(double fraction) { return chart_number(100 * fraction) + " %"; }

void ceilings_section(std::ostream& md, const Report& r) {
  md << "\n## Ceilings of this machine\n\n";
  if (!r.ceiling_source) {
    md << "The roofline was not measured, so no figure below is set against a bound.\n";
    return;
  }
  const ReportCeilingSource& src = *r.ceiling_source;
  md << "Measured " << (src.from_cache ? "earlier on this machine (the cached figures, measured " : "in this run (")
     << src.measured_at << ") with " << byte_size_text(src.array_bytes) << " per array (" << src.sizing << "); "
     << src.placement << ".\n\n";
  md << "| ceiling | median | range | runs | used for |\n| --- | ---: | ---: | ---: | --- |\n";
  for (const ReportCeiling& c : r.ceilings) {
    md << "| " << cell(c.name) << " | " << chart_number(c.value.median) << " " << c.unit() << " | "
       << range_text(c.value) << " | " << c.repetitions << " | " << (c.used_for.empty() ? "reference" : c.used_for)
       << " |\n";
  }
  md << "\n*Achieved* counts the bytes a kernel reads and writes; *effective* adds the line each ordinary store reads "
        "first (write-allocate).\n";
  for (const std::string& n : src.notes) md << "\nNote: " << n << "\n";
}

void intensity_section(std::ostream& md, const ReportKernel& k) {
  const Traffic& t = k.intensity.traffic;
  md << "\n### Arithmetic intensity (as in the paper's Table I)\n\n";
  md << "| per point (" << k.precision << ") | |\n| --- | ---: |\n";
  md << "| flops | " << k.intensity.flops << " |\n";
  md << "| memory streams (a grid read or written; each constant index of an array its own grid) | " << k.stream_mix
     << " |\n";
  md << "| compulsory bytes (each grid read once, written once) | " << t.compulsory << " |\n";
  md << "| + write-allocate bytes | " << t.write_allocate << " |\n";
  md << "| + capacity-miss bytes | " << t.capacity << " |\n";
  md << "| naive bytes | " << t.naive() << " |\n";
  md << "| naive intensity | " << chart_number(k.intensity.naive()) << " flop/byte |\n";
  md << "| tuned intensity (compulsory only) | " << chart_number(k.intensity.tuned()) << " flop/byte |\n";
  if (k.bound) md << "| expected tuning benefit | " << chart_number(k.bound->expected_benefit) << "x |\n";
  md << "\nCapacity misses: ";
  if (t.reuse_lost == 0) {
    md << "none, the planes one sweep keeps (" << byte_size_text(t.plane_working_set) << ") fit in " << k.cache_model
       << ".\n";
  } else {
    md << "the planes one sweep keeps (" << byte_size_text(t.plane_working_set) << ") do not fit in " << k.cache_model
       << ", so the " << (t.reuse_lost == 1 ? "neighbouring planes are" : "neighbouring planes and rows are")
       << " read from memory again.\n";
  }
}

void bound_section(std::ostream& md, const ReportKernel& k) {
  md << "\n### Roofline bound\n\n";
  if (!k.bound) {
    md << "No bound: " << k.no_bound_reason << ".\n";
    return;
  }
  const Bound& b = *k.bound;
  md << "min(peak " << b.precision << " flops, intensity x bandwidth), with the stream mix " << k.stream_mix << ":\n\n";
  md << "| | intensity | bandwidth | GFlop/s | GStencil/s | limited by |\n| --- | ---: | --- | ---: | ---: | --- |\n";
  for (const auto& [name, p] : {std::pair{"tuned", &b.tuned}, std::pair{"naive", &b.naive}}) {
    md << "| " << name << " | " << chart_number(p->intensity) << " | " << chart_number(p->bandwidth_gbs) << " GB/s ("
       << cell(p->bandwidth_from) << ") | " << chart_number(p->gflops) << " | " << chart_number(p->gstencils) << " | "
       << (p->memory_bound ? "memory bandwidth" : "peak flops (" + chart_number(b.peak_gflops) + " GFlop/s)") << " |\n";
  }
}

void stages_section(std::ostream& md, const Report& report, const ReportKernel& k) {
  md << "\n### Stages (as in the paper's Figure 4)\n\n";
  if (k.stages.empty()) {
    md << "No stage was timed (--no-tune).\n";
    return;
  }
  // A time loop tuned whole is timed over several steps: its rates and seconds are per step.
  const double steps = k.steps > 0 ? static_cast<double>(k.steps) : 1;
  if (k.steps > 0) {
    md << "Each call ran " << k.steps << " steps of the time loop; GStencil/s count points x steps, and the bound "
       << "is that of sweeping every nest of a step once: blocking over time may pass it.\n\n";
  }
  md << "| stage | GStencil/s | GB/s | % of bound | seconds per " << (k.steps > 0 ? "step" : "sweep")
     << " | spread | what |\n"
     << "| --- | ---: | ---: | ---: | ---: | ---: | --- |\n";
  for (const ReportStage& s : k.stages) {
    if (!s.valid) {
      md << "| " << cell(s.name) << " | invalid | | | | | " << cell(s.reason) << " |\n";
      continue;
    }
    StageRates r = stage_rates(k, s);
    char secs[32];
    std::snprintf(secs, sizeof secs, "%.3g", s.seconds / steps);
    std::string details;
    for (const auto& [name, value] : s.details) details += (details.empty() ? " (" : ", ") + name + ": " + value;
    if (!details.empty()) details += ")";
    md << "| " << cell(s.name) << " | " << chart_number(r.gstencils) << " | " << chart_number(r.gbytes_per_second)
       << " | " << (r.percent_of_bound ? chart_number(*r.percent_of_bound) + " %" : "-") << " | " << secs << " | "
       << percent(s.spread) << " | " << cell(s.what + details) << " |\n";
  }
  md << "\nGB/s counts the compulsory bytes (" << k.intensity.traffic.compulsory
     << " per point); spread is (max - min) / median over the repetitions.\n";
  for (const std::string& note : k.notes) md << "\n" << note << "\n";
  if (k.per_call) md << "\n" << per_call_text(report, k) << "\n";
}

void search_section(std::ostream& md, const ReportKernel& k) {
  md << "\n### Best parameters and search\n\n";
  md << "Best parameters: `" << (k.best.empty() ? std::string("(none)") : parameters_text(k.best)) << "`.\n\n";
  const ReportSearch& s = k.search;
  if (!s.ran) {
    md << "No search ran (--no-tune): the strategy's default variant was packaged without timing.\n";
    return;
  }
  md << "- Engine: " << s.engine << (s.why.empty() ? "" : " (" + s.why + ")") << "; stopped: " << s.stopped << " after "
     << chart_number(s.seconds) << " s.\n";
  md << "- Space: " << s.space_total << " points, " << s.legal << " legal after pruning.\n";
  md << "- Tried " << s.tried << ": " << s.measured << " measured, " << s.from_database
     << " answered from tuning.json, " << s.invalid << " invalid.\n";
  if (!s.pruned.empty()) {
    md << "- Pruned before timing:\n";
    for (const PrunedFamily& p : s.pruned) {
      md << "  - " << p.count << " x " << p.family << (p.example.empty() ? "" : " (e.g. " + p.example + ")") << "\n";
    }
  }
  if (!s.fixed.empty()) {
    md << "- Held fixed:\n";
    for (const std::string& f : s.fixed) md << "  - " << f << "\n";
  }
  if (!s.invalid_reasons.empty()) {
    md << "- Invalid variants:\n";
    for (const auto& [reason, count] : s.invalid_reasons) md << "  - " << count << " x " << reason << "\n";
  }
}

}  // namespace

std::string report_markdown(const Report& r, const std::vector<std::string>& charts) {
  std::ostringstream md;
  md << "# stenciltune report: " << r.stencil << "\n\n";
  md << "Stencil `" << r.file << "`, tuned for " << r.target_description << " on " << r.machine << ".\n";
  md << "Compiler: " << r.compiler << ". stenciltune " << r.tool_version << ".\n";
  ceilings_section(md, r);
  for (const ReportKernel& k : r.kernels) {
    md << "\n## " << k.label() << " at " << grid_size_text(k.size) << "\n\n";
    md << "**What limits the result:** " << limiting_factor(r, k) << "\n";
    intensity_section(md, k);
    bound_section(md, k);
    stages_section(md, r, k);
    search_section(md, k);
    md << "\nEvery variant was validated against " << k.reference << ".\n";
  }
  if (!r.library.empty()) {
    md << "\n## The library\n\n";
    if (r.library_checks.empty()) {
      md << r.library << " was not called: " << r.library_not_checked << ".\n";
    } else {
      md << r.library << " through the original's symbol, checked against the original:\n\n";
    }
    for (const ReportLibraryCheck& c : r.library_checks) {
      md << "- " << c.subroutine << " at " << grid_size_text(c.size) << " (variant " << c.variant
         << "): " << (c.valid ? "matches" : "DOES NOT MATCH (" + c.reason + ")") << "\n";
    }
    for (const std::string& copy : r.module_copies) {
      md << "\n"
         << copy << " is a copy of the input's module whose interfaces call the library's entries: "
         << "compile it in place of the original module's file, and the caller's `use` and calls stay as they "
            "are.\n";
    }
  }
  if (!r.gpu_splits.empty()) {
    md << "\n## Several GPUs\n\n"
       << "The library's host entry, copies in and out included, timed over slabs of the grid on several GPUs "
          "(medians of 5 calls); the layout marked is its default where STENCILTUNE_DEVICES, STENCILTUNE_OVERLAP "
          "and STENCILTUNE_GPU_HALO_STEPS are unset.\n";
    for (const ReportGpuSplit& s : r.gpu_splits) {
      md << "\n"
         << s.subroutine << " at " << grid_size_text(s.size)
         << (s.steps > 0 ? ", " + std::to_string(s.steps) + " steps a call" : "") << ", devices " << s.devices
         << ":\n\n| GPUs | exchange | steps between exchanges | ms a call | against one GPU |\n"
         << "| ---: | --- | ---: | ---: | ---: |\n";
      double one = 0;
      for (const ReportGpuSplitTiming& t : s.timings) {
        if (t.valid && t.devices == 1 && (one == 0 || t.seconds < one)) one = t.seconds;
      }
      for (size_t i = 0; i < s.timings.size(); ++i) {
        const ReportGpuSplitTiming& t = s.timings[i];
        const bool chosen = s.chosen && *s.chosen == i;
        md << "| " << (chosen ? "**" + std::to_string(t.devices) + "**" : std::to_string(t.devices)) << " | "
           << (t.devices == 1 ? "-"
               : t.overlap    ? "overlapped with the interior"
                              : "before the interior")
           << " | " << (s.steps > 0 && t.devices > 1 ? std::to_string(t.halo_steps) : "-") << " | ";
        if (!t.valid) {
          md << "invalid: " << t.reason << " | |\n";
          continue;
        }
        char buf[64];
        std::snprintf(buf, sizeof buf, "%.3f | %.2fx |\n", t.seconds * 1e3, one > 0 ? one / t.seconds : 0.0);
        md << buf;
      }
      md << "\n" << s.note;
      if (s.pass_steps > 1) {
        md << " The variant runs the time loop " << s.pass_steps
           << " steps a pass: each slab runs the passes and takes ghost planes for a whole pass before each, so "
              "that depth alone was timed.";
      }
      if (s.chosen) md << " Calls split where each GPU gets at least " << s.min_points << " points of the first nest.";
      md << "\n";
    }
  }
  if (r.mpi) {
    const ReportMpi& m = *r.mpi;
    md << "\n## The MPI entry\n\n";
    if (!m.unavailable.empty()) md << "No MPI entry: " << m.unavailable << ".\n";
    if (!m.library.empty() && !m.not_checked.empty()) {
      md << m.library << ": NAME_mpi(comm, <the original's arguments>) on each rank's block, its ghost layers "
         << "exchanged with the neighbours of the Cartesian communicator first; built, not checked: " << m.not_checked
         << ".\n";
    } else if (!m.library.empty()) {
      md << m.library << ": NAME_mpi(comm, <the original's arguments>) on each rank's block, its ghost layers "
         << "exchanged with the neighbours of the Cartesian communicator first; checked under mpiexec against the "
         << "serial library on the global grid (a periodic run of nests run one by one, which the serial library "
         << "cannot wrap between nests, against the entry on one periodic rank exchanging before every nest):\n\n";
    }
    for (const ReportMpiCheck& c : m.checks) {
      std::string ranks;
      for (size_t i = 0; i < c.ranks.size(); ++i) ranks += (i ? "x" : "") + std::to_string(c.ranks[i]);
      md << "- " << c.subroutine << " on " << ranks << " ranks, " << (c.periodic ? "periodic" : "not periodic") << ", "
         << mode_text(c.mode, c.halo_steps) << pieces_text(c.pieces) << ", global grid of "
         << grid_size_text(c.interior)
         << " points computed: " << (c.valid ? "bitwise equal" : "FAILED (" + c.reason + ")")
         << (c.reference == "one-rank" ? " to the entry on one periodic rank, nest by nest" : "")
         << (c.resident ? " (the checked call in a resident region, on the arrays' GPU copies)" : "");
      for (const std::string& agreed : c.reductions) md << "; " << agreed << " relative (summed in another order)";
      md << "\n";
    }
    for (const auto& [sub, why] : m.without) md << "- " << sub << " has no MPI entry: " << why << ".\n";
    if (!m.timings.empty()) {
      md << "\nTimed under mpiexec, each rank a block of the tuned size (weak scaling), the slowest rank's "
         << "median a call"
         << (m.timed_resident ? ", the arrays resident on the GPU (NAME_resident_begin before the calls: the "
                                "kernels and the exchange, not the arrays' copies)"
                              : "")
         << ":\n\n";
    }
    for (const ReportMpiTiming& t : m.timings) {
      std::string ranks;
      for (size_t i = 0; i < t.ranks.size(); ++i) ranks += (i ? "x" : "") + std::to_string(t.ranks[i]);
      std::string threads = t.found_on_grid
                                ? ", the fastest variant of the search on the rank grid (" + t.parameters + ")"
                            : t.variant > 0 ? ", the search's variant " + std::to_string(t.variant + 1) + " by speed"
                                            : std::string();
      if (t.threads > 0)
        threads += ", THREADS=" + std::to_string(t.threads) + " a rank" +
                   (t.binding.empty() ? "" : " (mpiexec " + t.binding + ")");
      if (t.from_database) threads += ", timed by an earlier run (from tuning.json)";
      // The names and parameters have no bound on their length: only the figures go
      // through the fixed buffer.
      md << "- " << t.subroutine << " on " << ranks << " ranks, blocks of " << grid_size_text(t.block) << ", "
         << mode_text(t.mode, t.halo_steps) << pieces_text(t.pieces) << threads;
      char line[600];
      std::snprintf(line, sizeof line,
                    ": %.3f ms a call%s (the exchange alone %.3f ms, %.0f %%; the "
                    "kernel alone %.3f ms); one rank %.3f ms, %.0f %% weak-scaling efficiency%s\n",
                    t.seconds * 1e3, t.steps == 1 ? "" : (" of " + std::to_string(t.steps) + " steps").c_str(),
                    t.exchange_seconds * 1e3, t.seconds > 0 ? 100.0 * t.exchange_seconds / t.seconds : 0.0,
                    t.compute_seconds * 1e3, t.one_rank_seconds * 1e3,
                    t.seconds > 0 ? 100.0 * t.one_rank_seconds / t.seconds : 0.0,
                    !t.chosen ? ""
                    : t.mode == "nest-by-nest" || t.mode == "deep-halo"
                        ? " (fastest: the library's where STENCILTUNE_MPI_HALO_STEPS is unset)"
                        : " (faster: the library's mode where STENCILTUNE_MPI_MODE is unset)");
      md << line;
      md << rank_split_table(t.split);
    }
    for (const ReportMpiSearch& q : m.searches) md << mpi_search_text(q);
    for (const ReportMpiConfirmation& c : m.confirmations) md << mpi_confirmation_text(c, m.timings);
    if (!m.notes.empty()) md << "\n";
    for (const std::string& note : m.notes) md << "- " << note << "\n";
    if (!m.not_timed.empty() && m.not_timed != m.not_checked) md << "\nNot timed: " << m.not_timed << ".\n";
  }
  if (!charts.empty()) {
    md << "\n## Charts\n\n";
    for (const std::string& c : charts) md << "![" << c << "](" << c << ")\n\n";
  }
  return md.str();
}

}  // namespace st
