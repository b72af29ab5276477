#include "driver/tune_common.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <ostream>
#include <utility>

#include "ast/printer.h"
#include "backends/c/c_backend.h"
#include "backends/fortran/fortran_backend.h"
#include "driver/progress.h"
#include "frontend/diagnostics.h"
#include "harness/check_harness.h"
#include "harness/validation.h"
#include "report/write_report.h"
#include "support/atomic_file.h"
#include "support/environment_error.h"

namespace st {

Engine search_engine(Search s) {
  switch (s) {
    case Search::Exhaustive: return Engine::Exhaustive;
    case Search::Random: return Engine::Random;
    case Search::Hill: return Engine::Hill;
    case Search::Auto: return Engine::Auto;
  }
  return Engine::Auto;
}

void fill_search_report(ReportSearch& rs, const SearchResult& result, const ParamSpace& space, bool ran,
                        const std::vector<std::string>& params) {
  rs.ran = ran;
  rs.engine = result.summary.engine;
  rs.why = result.summary.why;
  rs.stopped = stop_reason_name(result.summary.stopped);
  rs.tried = result.summary.tried;
  rs.measured = result.summary.measured;
  rs.from_database = result.summary.from_database;
  rs.invalid = result.summary.invalid;
  rs.invalid_reasons.assign(result.summary.invalid_reasons.begin(), result.summary.invalid_reasons.end());
  SpaceTally tally = space.tally();
  rs.space_total = tally.total;
  rs.legal = tally.legal;
  rs.pruned = tally.pruned;
  for (const std::string& assignment : params) rs.fixed.push_back(assignment + ": --param");
  rs.seconds = result.summary.elapsed_seconds;
}

namespace {

std::string seconds_text(double seconds) {
  char buf[64];
  std::snprintf(buf, sizeof buf, seconds < 1 ? "%.4g ms" : "%.4g s", seconds < 1 ? seconds * 1e3 : seconds);
  return buf;
}

}  // namespace

void add_reduction_notes(const NestInfo& nest, const Point& chosen, bool cuda, std::vector<std::string>& notes) {
  auto reduce = chosen.find("REDUCE");
  bool fast = reduce != chosen.end() && reduce->second != 0;
  for (const ReductionInfo& r : nest.reductions) {
    ast::ScalarType acc = accumulator_type(r);
    std::string note =
        "Reduction " + r.var + " (" + reduction_op_name(r.op) + " of " + ast::type_name(r.type) + " values";
    if (!(acc == r.type)) note += ", accumulated in " + type_name(acc) + " and rounded once when stored";
    note += "): ";
    if (fast) {
      note +=
          "summed in SIMD lanes within each core block, the blocks' partials in block order (REDUCE=1, asked "
          "for with --reduction=either or --param REDUCE=1); the same bits from run to run and for any thread "
          "count, not those of the fixed order (REDUCE=0).";
    } else {
      if (cuda) {
        note +=
            "each thread's terms in its loop order, each thread block's in a fixed tree (warp shuffles, then the "
            "warps), the blocks' partials combined in a fixed order by a second pass, no atomics; the same bits "
            "from run to run for this variant.";
      } else {
        note +=
            "summed in a fixed order, each core block in its loop order and the blocks' partials in block order "
            "(REDUCE=0); the same bits from run to run and for any thread count.";
      }
    }
    notes.push_back(note);
  }
}

bool settle_search(const std::string& label, const SearchResult& result, double budget_seconds, std::ostream& err,
                   std::vector<std::string>& notes) {
  const SearchSummary& s = result.summary;
  if (!result.best) {
    err << "stenciltune: " << label << ": no valid variant among " << s.tried << " tried"
        << invalid_summary(s.invalid_reasons) << "\n";
    return false;
  }
  if (s.beat_bound_seconds > 0) {
    err << "stenciltune: warning: " << label << ": a variant ran in " << seconds_text(s.beat_bound_seconds)
        << ", faster than the roofline bound allows; the machine's cached ceilings are too low (measured while "
           "it was busy?) and the search did not stop at them: `stenciltune roofline --fresh` measures them again\n";
    notes.push_back("A variant ran in " + seconds_text(s.beat_bound_seconds) +
                    ", faster than the roofline bound allows: the bound and its percentages are not evidence. "
                    "The machine's cached ceilings are too low; `stenciltune roofline --fresh` measures them again.");
  }
  if (s.stopped != StopReason::Budget) return true;
  std::string budget = seconds_text(budget_seconds);
  std::string tried = std::to_string(s.tried) + (s.tried == 1 ? " variant" : " variants");
  std::string past = s.past_budget > 0 ? " (" + std::to_string(s.past_budget) +
                                             " of them past the budget, because none before was valid)"
                                       : std::string();
  err << "stenciltune: " << label << ": the budget of " << budget << " stopped the search after " << tried << past
      << "; packaging the best variant measured (the default is always measured first)\n";
  notes.push_back("The budget of " + budget + " stopped the search after " + tried + past +
                  ": the library holds the best variant measured, the strategy's default being always measured "
                  "first.");
  return true;
}

FinalChoice final_comparison(Evaluator& evaluator, const std::vector<Evaluation>& measured,
                             const std::vector<Point>& must, const Point& search_best, double grid_bytes,
                             double memory_bytes, bool verbose, std::ostream& err, std::vector<std::string>& notes,
                             const LogSink& log) {
  FinalChoiceOptions options;
  options.log = log;
  // Room for every variant's grids, with a fifth of the memory to spare.
  if (grid_bytes > 0 && memory_bytes > 0) options.max_points = static_cast<int>(0.8 * memory_bytes / grid_bytes);
  FinalChoice choice = choose_final(evaluator, measured, must, search_best, options);
  if (!choice.compared) {
    notes.push_back("No final comparison: " + choice.why_not + "; the search's fastest variant is packaged.");
    return choice;
  }
  const bool default_won = !must.empty() && choice.winner == must.front();
  std::string list;
  for (size_t i = 0; i < choice.points.size(); ++i) {
    list += (i ? "; " : "") + parameters_text(choice.points[i]) + ": " + seconds_text(choice.times[i].seconds);
    if (!must.empty() && choice.points[i] == must.front()) list += " (the default)";
    if (choice.points[i] == choice.winner) list += " (fastest)";
  }
  std::string what = "Final comparison: " + std::to_string(choice.points.size()) +
                     " variants (the default, the stages' variants and the search's fastest) timed again side by "
                     "side in one process, one call of each in turn for " +
                     std::to_string(choice.rounds) + " rounds, median per variant: " + list + ".";
  if (default_won) {
    what +=
        " The default won the comparison: it is the variant packaged, and the stage of its kind (+tuned, or "
        "+temporal for a time loop's blocked default) is the default.";
  } else if (choice.winner != search_best) {
    what += " The search's fastest, " + parameters_text(search_best) + ", lost the comparison to " +
            parameters_text(choice.winner) + ", the variant packaged.";
  }
  notes.push_back(what);
  if (verbose) {
    err << "stenciltune: final comparison of " << choice.points.size() << " variants, " << choice.rounds
        << " interleaved rounds: packaging " << parameters_text(choice.winner)
        << (default_won ? " (the default won)" : "") << "\n";
  }
  return choice;
}

std::vector<Point> runners_up(const SearchResult& result, const Point& chosen, size_t count) {
  std::vector<Evaluation> valid;
  for (const Evaluation& e : result.evaluations) {
    if (e.measurement.valid && e.point != chosen) valid.push_back(e);
  }
  std::stable_sort(valid.begin(), valid.end(), [](const Evaluation& a, const Evaluation& b) {
    return a.measurement.seconds < b.measurement.seconds;
  });
  std::vector<Point> kept;
  for (const Evaluation& e : valid) {
    if (kept.size() == count) break;
    if (std::find(kept.begin(), kept.end(), e.point) == kept.end()) kept.push_back(e.point);
  }
  return kept;
}

PackagedPart remakable_part(const Point& winner, const std::vector<Point>& runners_up,
                            const std::function<PackagedPart(const Point&)>& made_at, std::function<ParamSpace()> space,
                            TuningKey key) {
  PackagedPart part = made_at(winner);
  part.searched = {winner};
  part.searched.insert(part.searched.end(), runners_up.begin(), runners_up.end());
  part.space = std::move(space);
  part.made_at = made_at;
  part.tuning_key = std::move(key);
  return part;
}

TuningKey job_key(const TuningJob& job, const std::string& target, std::string machine, std::string compiler) {
  return TuningKey::make(ast::to_fortran(job.unit->sub), job.extents, job.key_target(target), std::move(machine),
                         std::move(compiler));
}

std::optional<double> cpu_seconds_per_call(const TuningDb& db, const TuningJob& job,
                                           const std::string& host_fingerprint) {
  std::optional<TuningRecord> best =
      fastest_valid(db.records_of_any_compiler(job_key(job, "cpu", host_fingerprint, "")));
  if (!best) return std::nullopt;
  return best->measurement.seconds;
}

std::string reference_source(const std::string& users_file, const Analysed& a, const std::string& work) {
  if (!a.sub.bare_nest && !users_file.empty()) return users_file;
  std::string path = work + "/" + a.sub.name + "_original.f90";
  write_file_atomically(path, emit_fortran(a.whole ? *a.whole : a.sub, a.whole ? a.whole_symbols : a.symbols, {}));
  return path;
}

Reference build_reference(const std::string& users_file, const Analysed& a, bool has_gfortran,
                          const std::string& c_compiler, const std::string& work) {
  Reference ref;
  Toolchain tools;
  tools.c_compiler = c_compiler;
  if (has_gfortran) {
    ref.object = work + "/ref_" + a.sub.name + ".o";
    std::string source = reference_source(users_file, a, work);
    // The user's file keeps the subroutine in its module; a printed one is external.
    std::string module = source == users_file ? a.sub.module : std::string{};
    StepResult r = compile_reference(source, a.sub.name, ref.object, tools, module);
    if (!r.ok) throw EnvironmentError("compiling the reference (the original, gfortran -O0) failed: " + r.message);
    ref.symbol = reference_symbol(a.sub.name);
    ref.link_libraries = {"-lgfortran"};
    ref.description = "the original subroutine compiled by gfortran -O0";
    return ref;
  }
  CEmitOptions c;
  c.function_name = "st_ref_" + a.sub.name;
  std::string source = work + "/ref_" + a.sub.name + ".c";
  // The whole original: with its statements on scalars, which the library runs too.
  write_file_atomically(source, emit_c(a.whole ? *a.whole : a.sub, a.whole ? a.whole_symbols : a.symbols, c));
  ref.object = work + "/ref_" + a.sub.name + ".o";
  StepResult r = run_tool({c_compiler, "-O0", "-ffp-contract=off", "-std=c99", "-c", source, "-o", ref.object}, tools);
  if (!r.ok) throw EnvironmentError("compiling the reference (the C translation of the original) failed: " + r.message);
  ref.symbol = c.function_name + "_";
  ref.description =
      "the untransformed C translation of the original, compiled -O0 (no gfortran on this machine; "
      "the translation is proven equal to gfortran's by the differential test)";
  return ref;
}

double library_check_seconds(const StencilInfo& info, const std::vector<long long>& size) {
  // Points a second that a -O0 sweep and the program's fills and comparisons pass
  // comfortably (several times slower than measured on this project's machines).
  constexpr double points_a_second = 2e7;
  double points = 1;
  for (long long e : size) points *= static_cast<double>(std::max(1LL, e));
  double sweeps = static_cast<double>(std::max<size_t>(1, info.nests.size()));
  // The check passes the step count's dummy check_default_integer, so a loop whose
  // bounds are shifted from it (do t = 0, nt + 1) runs that many steps more or fewer.
  if (std::optional<TimeLoopSteps> steps = time_loop_steps(info, check_default_integer)) {
    const long long runs = steps->dummy.empty() ? steps->steps : steps->steps + check_default_integer - steps->value;
    sweeps *= static_cast<double>(std::max(1LL, runs));
  }
  return 60 + points * (sweeps + 1) / points_a_second;
}

std::vector<ReportLibraryCheck> check_library(const std::string& users_file, const std::vector<Analysed>& analysed,
                                              const PackageRequest& package, bool has_gfortran,
                                              const std::string& c_compiler,
                                              const std::vector<std::string>& link_libraries, const std::string& work,
                                              const LogSink& log) {
  std::vector<ReportLibraryCheck> checks;
  for (const PackagedKernel& k : package.kernels) {
    auto a = std::find_if(analysed.begin(), analysed.end(), [&](const Analysed& x) { return &x.sub == k.sub; });
    internal_assert(a != analysed.end()) << "a packaged kernel that was not analysed";
    for (size_t v = 0; v < k.variants.size(); ++v) {
      std::string dir = work + "/library_" + std::to_string(&k - package.kernels.data()) + "_" + std::to_string(v);
      std::filesystem::create_directories(dir);
      CpuEvaluatorConfig config;
      config.work_dir = dir;
      config.extents = k.variants[v].size;
      config.repetitions = 1;
      config.time_limit_seconds = library_check_seconds(a->info, config.extents);
      config.log = log;
      // Against the original with its statements on scalars, which the library runs too.
      CpuEvaluator evaluator(a->whole ? *a->whole : a->sub, a->whole ? a->whole_symbols : a->symbols, a->info,
                             build_reference(users_file, *a, has_gfortran, c_compiler, dir), config);
      Measurement m = evaluator.measure_object("library", package.out_dir + "/lib" + package.name + ".a",
                                               k.sub->name + "_", "", link_libraries);
      checks.push_back({k.sub->name, k.variants[v].size, static_cast<int>(v + 1), m.valid, m.reason});
    }
  }
  return checks;
}

bool report_library_checks(const std::vector<ReportLibraryCheck>& checks, std::ostream& err) {
  bool ok = true;
  for (const ReportLibraryCheck& c : checks) {
    if (c.valid) continue;
    ok = false;
    err << "stenciltune: error: the library: " << c.subroutine << " at " << grid_size_text(c.size) << " (variant "
        << c.variant << "): DOES NOT MATCH (" << c.reason << ")\n";
  }
  return ok;
}

void finish_report(Report& report, const std::optional<MachineCeilings>& ceilings, const std::string& out_dir,
                   const std::string& name, const RateFormat& format, std::ostream& out) {
  if (ceilings) {
    std::vector<const Bound*> bounds;
    for (const ReportKernel& k : report.kernels) bounds.push_back(k.bound ? &*k.bound : nullptr);
    report.ceilings = report_ceilings(ceilings->ceilings, bounds);
    const Ceilings& c = ceilings->ceilings;
    report.ceiling_source =
        ReportCeilingSource{c.measured_at, ceilings->from_cache, c.array_bytes, c.sizing, c.placement, c.notes};
  }
  std::vector<std::string> report_files = write_report(report, out_dir);
  out << "stenciltune: wrote " << out_dir << "/: lib" << name << ".a " << name << ".h " << name << "_mod.f90 " << name
      << ".pc";
  for (const std::string& copy : report.module_copies) out << " " << copy;
  if (report.mpi && !report.mpi->library.empty()) {
    out << " " << report.mpi->library << " " << name << "_mpi.h " << name << "_mpi_mod.f90 " << name << "_mpi.pc";
  }
  for (const std::string& f : report_files) out << " " << f;
  out << " tuning.json\n";
  for (const ReportKernel& k : report.kernels) {
    for (const ReportStage& st : k.stages) {
      if (!st.valid) continue;
      StageRates rates = stage_rates(k, st);
      char buf[200];
      std::snprintf(buf, sizeof buf, "  %-*s %*.*f GStencil/s", format.name_width, st.name.c_str(), format.rate_width,
                    format.decimals, rates.gstencils);
      out << k.name << buf;
      if (rates.percent_of_bound) out << "  (" << std::lround(*rates.percent_of_bound) << "% of bound)";
      out << "\n";
    }
  }
}

int blocking_depth(const Point& p) {
  auto bt = p.find("BT");
  return bt == p.end() ? 1 : static_cast<int>(bt->second);
}

std::optional<Point> fastest_measured(const std::vector<Evaluation>& measured, bool blocked) {
  std::optional<Point> best;
  double seconds = 0;
  for (const Evaluation& e : measured) {
    if (!e.measurement.valid || (blocking_depth(e.point) > 1) != blocked) continue;
    if (!best || e.measurement.seconds < seconds) {
      best = e.point;
      seconds = e.measurement.seconds;
    }
  }
  return best;
}

std::optional<Point> fastest_compared(const FinalChoice& final, bool blocked, const std::optional<Point>& fallback) {
  std::optional<Point> best;
  double seconds = 0;
  for (size_t i = 0; i < final.points.size() && i < final.times.size(); ++i) {
    const Measurement& m = final.times[i];
    if (!m.valid || (blocking_depth(final.points[i]) > 1) != blocked) continue;
    if (!best || m.seconds < seconds) {
      best = final.points[i];
      seconds = m.seconds;
    }
  }
  return best ? best : fallback;
}

Intensity step_intensity(const StencilInfo& info, const std::vector<long long>& extents, const CacheModel& cache) {
  Intensity step;
  for (const NestInfo& nest : info.nests) {
    Intensity i = arithmetic_intensity(nest, extents, cache);
    step.flops += i.flops;
    step.traffic.compulsory += i.traffic.compulsory;
    step.traffic.write_allocate += i.traffic.write_allocate;
    step.traffic.capacity += i.traffic.capacity;
    // The nests sweep one after another: a step keeps the planes of one sweep at a time.
    step.traffic.plane_working_set = std::max(step.traffic.plane_working_set, i.traffic.plane_working_set);
    step.traffic.reuse_lost = std::max(step.traffic.reuse_lost, i.traffic.reuse_lost);
  }
  return step;
}

std::string time_loop_choice_note(const Point& chosen, const std::string& stepped) {
  const int bt = blocking_depth(chosen);
  return bt > 1 ? "The library runs the time loop " + std::to_string(bt) + " steps per pass over memory (" +
                      parameters_text(chosen) + ")."
                : "Blocking over time did not win: the library runs the nests' own tuned " + stepped + " step by step.";
}

}  // namespace st
