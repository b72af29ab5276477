#include "driver/tuning_plan.h"

#include <algorithm>
#include <iterator>
#include <memory>
#include <optional>

#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "backends/c/c_backend.h"
#include "backends/c/pthreads_backend.h"
#include "backends/c/temporal_blocking.h"
#include "frontend/diagnostics.h"
#include "harness/check_harness.h"
#include "harness/cpu_evaluator.h"
#include "package/package_dispatch.h"
#include "report/report_model.h"
#include "transforms/box_bounds.h"

namespace st {

namespace {

// A subroutine holding only nest `index` of `kernel`, with the kernel's dummies and
// declarations, so that it takes the same arguments: NAME_nestN.
Analysed nest_on_its_own(const Analysed& kernel, size_t index) {
  Analysed a;
  a.sub = kernel.sub;
  a.sub.name = kernel.sub.name + "_nest" + std::to_string(index + 1);
  // The nest with its reductions' initial values before it and their stores after it.
  const NestInfo& nest = kernel.info.nests[index];
  // The analysis's own statements: an initial value is the very expression it recorded,
  // a store copies the reduction into the argument it recorded.
  auto initial = [&](const ast::Assign& assign) {
    return std::any_of(nest.reductions.begin(), nest.reductions.end(),
                       [&](const ReductionInfo& r) { return r.initial && r.initial == assign.rhs; });
  };
  auto store = [&](const ast::Assign& assign) {
    const auto* from = ast::as<ast::VarRef>(assign.rhs);
    const auto* into = ast::as<ast::VarRef>(assign.lhs);
    return from && into && std::any_of(nest.reductions.begin(), nest.reductions.end(), [&](const ReductionInfo& r) {
             return r.var == from->name && r.stored_into == into->name;
           });
  };
  // The statements in order, the time loop's in line: the nest runs once per call.
  std::vector<ast::Stmt> statements;
  for (const ast::Stmt& s : kernel.sub.body) {
    const TimeLoopInfo* t = kernel.info.time_loop ? &*kernel.info.time_loop : nullptr;
    if (t && s == t->root) {
      const ast::StmtList& body = ast::as<ast::Do>(s)->body;
      statements.insert(statements.end(), body.begin(), body.end());
    } else {
      statements.push_back(s);
    }
  }
  a.sub.body.clear();
  bool after = false;
  for (const ast::Stmt& s : statements) {
    if (s == nest.root) {
      a.sub.body.push_back(s);
      after = true;
      continue;
    }
    const auto* assign = ast::as<ast::Assign>(s);
    if (assign && (after ? store(*assign) : initial(*assign))) a.sub.body.push_back(s);
  }
  a.symbols = build_symbols(a.sub);
  a.info = analyse(a.sub, a.symbols);
  return a;
}

std::string extents_text(const std::vector<long long>& extents) {
  std::string s;
  for (size_t i = 0; i < extents.size(); ++i) s += (i ? "x" : "") + std::to_string(extents[i]);
  return s;
}

}  // namespace

std::shared_ptr<const Analysed> boxed_unit(const TuningJob& job) {
  if (job.temporal || job.unit->info.time_loop) return nullptr;
  // Analysed as any subroutine is: a box the analysis refuses leaves the part without one.
  auto boxed = std::make_shared<Analysed>();
  try {
    boxed->sub = with_box_bounds(job.unit->sub, job.unit->info).sub;
    boxed->symbols = build_symbols(boxed->sub);
    boxed->info = analyse(boxed->sub, boxed->symbols, /*check_bounds=*/false);
  } catch (const UserError&) {
    return nullptr;
  }
  return boxed;
}

PackagedPart cpu_part(const TuningJob& job, const Point& winner) {
  PackagedPart part;
  part.target = "cpu";
  part.sub = &job.unit->sub;
  part.symbols = &job.unit->symbols;
  part.nest = job.nest;
  part.parameters = parameters_text(winner);
  const Analysed* unit = job.unit;
  CpuVariant variant = cpu_variant_of(winner);
  part.threads = variant.threads;
  part.steps_per_pass = std::max(1, variant.steps_per_pass);
  std::string comment = "stenciltune variant of " + job.label() + ", tuned at " + extents_text(job.extents) + " (" +
                        part.parameters + ")";
  part.source = [unit, variant, comment](const std::string& symbol) {
    PthreadsEmitOptions options;
    options.function_name = symbol;
    options.fortran_entry = false;
    options.comment = comment;
    return emit_pthreads(unit->sub, unit->symbols, unit->info, variant, options);
  };
  std::shared_ptr<const Analysed> boxed = boxed_unit(job);
  if (!boxed) return part;
  part.box_source = [boxed, variant, comment](const std::string& symbol) {
    PthreadsEmitOptions options;
    options.function_name = symbol;
    options.fortran_entry = false;
    options.comment = comment + ", over a box of its points";
    options.beside_entry = true;
    return emit_pthreads(boxed->sub, boxed->symbols, boxed->info, variant, options);
  };
  part.box_prototype = [boxed](const std::string& symbol) { return c_prototype(boxed->sub, boxed->symbols, symbol); };
  return part;
}

std::optional<TimeLoopSteps> time_loop_steps(const StencilInfo& info, long long wanted) {
  if (!info.time_loop) return std::nullopt;
  const TimeLoopInfo& t = *info.time_loop;
  if (!t.lower_form.terms.empty()) return std::nullopt;
  if (t.upper_form.terms.empty())
    return TimeLoopSteps{"", 0, std::max(0LL, t.upper_form.constant - t.lower_form.constant + 1)};
  if (t.upper_form.terms.size() != 1 || t.upper_form.terms.begin()->second != 1) return std::nullopt;
  return TimeLoopSteps{t.upper_form.terms.begin()->first, wanted + t.lower_form.constant - 1 - t.upper_form.constant,
                       wanted};
}

namespace {

// The job that blocks the time loop of `kernel` over time, where it can be: the step
// count's dummy set so that the loop runs `timed_steps` steps.
std::optional<TuningJob> temporal_job(const Analysed& kernel, size_t size_index, const std::vector<long long>& extents,
                                      std::map<std::string, long long> arguments, long long timed_steps) {
  if (!kernel.info.time_loop || temporal_blocking_refusal(kernel.sub, kernel.info)) return std::nullopt;
  const std::optional<TimeLoopSteps> steps = time_loop_steps(kernel.info, timed_steps);
  if (!steps) return std::nullopt;
  std::map<std::string, long long> step_arguments;
  if (!steps->dummy.empty()) {
    arguments[steps->dummy] = steps->value;
    step_arguments[steps->dummy] = steps->value;
  }
  if (steps->steps < 2) return std::nullopt;
  TuningJob job;
  job.kernel = &kernel;
  job.unit = &kernel;
  job.nest = -1;
  job.size_index = size_index;
  job.size = extents;
  job.extents.assign(extents.begin(), extents.begin() + kernel.info.nests.front().dims);
  job.size_arguments = arguments;
  job.temporal = true;
  job.timed_steps = steps->steps;
  job.step_arguments = step_arguments;
  return job;
}

// The extent of each grid dimension whose loops all run over constant bounds (a size
// given by a parameter, `do i = 1, nx` with `integer, parameter :: nx = 64`): the bound
// that grows with the grid, as a size argument would give it; nothing where a loop along
// the dimension is bounded by a dummy.
std::vector<std::optional<long long>> fixed_extents(const StencilInfo& info, int dims) {
  std::vector<std::optional<long long>> fixed(static_cast<size_t>(dims));
  std::vector<bool> variable(static_cast<size_t>(dims), false);
  for (const NestInfo& nest : info.nests) {
    for (const LoopInfo& loop : nest.loops) {
      if (loop.grid_dim < 0 || loop.grid_dim >= dims) continue;
      const auto d = static_cast<size_t>(loop.grid_dim);
      if (!loop.lower_form.is_constant() || !loop.upper_form.is_constant()) {
        variable[d] = true;
        continue;
      }
      long long extent = std::max(loop.lower_form.constant, loop.upper_form.constant);
      fixed[d] = std::max(fixed[d].value_or(extent), extent);
    }
  }
  for (size_t d = 0; d < fixed.size(); ++d) {
    if (variable[d]) fixed[d].reset();
  }
  return fixed;
}

// `extents` with the dimensions the loops fix set to their constant extents; a --size
// that gives such a dimension another extent is an error, since no argument changes it.
void apply_fixed_extents(const Analysed& kernel, const ProblemSize* size, std::vector<long long>& extents) {
  std::vector<std::optional<long long>> fixed = fixed_extents(kernel.info, static_cast<int>(extents.size()));
  for (size_t d = 0; d < extents.size(); ++d) {
    if (!fixed[d] || extents[d] == *fixed[d]) continue;
    if (size) {
      std::vector<long long> wanted = extents;
      for (size_t k = 0; k < wanted.size(); ++k) wanted[k] = fixed[k].value_or(wanted[k]);
      SourceRange at = kernel.info.nests.front().loc;  // the first loop along the dimension
      for (const LoopInfo& loop : kernel.info.nests.front().loops) {
        if (loop.grid_dim == static_cast<int>(d)) at = loop.loc;
      }
      throw UserError(at, "--size gives dimension " + std::to_string(d + 1) + " of '" + kernel.sub.name + "' " +
                              std::to_string(extents[d]) + " points, but its loops run over constant bounds (to " +
                              std::to_string(*fixed[d]) + "): no argument changes them; give --size=" +
                              grid_size_text(wanted) + " or leave --size out");
    }
    extents[d] = *fixed[d];
  }
}

}  // namespace

std::string TuningJob::label() const {
  if (temporal) return kernel->sub.name + " time loop";
  return nest < 0 ? kernel->sub.name : kernel->sub.name + " nest " + std::to_string(nest + 1);
}

std::string TuningJob::key_target(const std::string& target) const {
  return temporal ? target + ", " + std::to_string(timed_steps) + " steps a call" : target;
}

std::vector<long long> extents_for(int dims, const ProblemSize* size, std::array<long long, 3> default_extent) {
  std::vector<long long> extents;
  if (!size) {
    extents.assign(static_cast<size_t>(dims), default_extent.at(static_cast<size_t>(std::clamp(dims, 1, 3) - 1)));
    return extents;
  }
  extents = size->extents;
  if (extents.size() == 1) extents.assign(static_cast<size_t>(dims), extents[0]);
  if (static_cast<int>(extents.size()) != dims) {
    throw UserError("--size gives " + std::to_string(size->extents.size()) + " extents but the stencil is " +
                    std::to_string(dims) + "-D");
  }
  return extents;
}

TuningPlan::TuningPlan(const std::vector<Analysed>& analysed, const Options& options,
                       std::array<long long, 3> default_extent, bool temporal_jobs) {
  // The sizes in the order given, each once.
  std::vector<const ProblemSize*> sizes;
  for (const ProblemSize& size : options.sizes) {
    bool seen =
        std::any_of(sizes.begin(), sizes.end(), [&](const ProblemSize* s) { return s->extents == size.extents; });
    if (!seen) sizes.push_back(&size);
  }
  if (sizes.empty()) sizes.push_back(nullptr);

  // A --size is checked against the deepest nest of the file; a subroutine or a nest of
  // fewer dimensions takes its first extents.
  int file_dims = 0;
  for (const Analysed& kernel : analysed) {
    for (const NestInfo& nest : kernel.info.nests) file_dims = std::max(file_dims, nest.dims);
  }
  for (const ProblemSize* size : sizes) {
    if (size) extents_for(file_dims, size);
  }

  for (const Analysed& kernel : analysed) {
    std::vector<const Analysed*> units;
    // A time loop's nests run as parts, one call each per step (package_dispatch).
    bool split = kernel.info.nests.size() > 1 || kernel.info.time_loop;
    if (!split) {
      units.push_back(&kernel);
    } else {
      for (size_t n = 0; n < kernel.info.nests.size(); ++n) {
        units_.push_back(nest_on_its_own(kernel, n));
        units.push_back(&units_.back());
      }
    }
    int dims = 0;
    for (const NestInfo& nest : kernel.info.nests) dims = std::max(dims, nest.dims);
    for (size_t s = 0; s < sizes.size(); ++s) {
      std::vector<long long> extents =
          sizes[s] ? extents_for(file_dims, sizes[s]) : extents_for(dims, nullptr, default_extent);
      extents.resize(static_cast<size_t>(dims));
      apply_fixed_extents(kernel, sizes[s], extents);
      std::map<std::string, long long> arguments = size_arguments(kernel.info, extents);
      // The timing and checking programs call the original too: at a size where a
      // constant index leaves its array they would both reach outside it.
      if (const RuntimeBound* b = violated_runtime_bound(kernel.info, arguments))
        throw UserError(b->loc, b->message + ", outside the array at the size to tune (" + grid_size_text(extents) +
                                    "): give a larger --size");
      for (size_t u = 0; u < units.size(); ++u) {
        TuningJob job;
        job.kernel = &kernel;
        job.unit = units[u];
        job.nest = split ? static_cast<int>(u) : -1;
        job.size_index = s;
        job.size = extents;
        job.extents.assign(extents.begin(), extents.begin() + job.unit->info.nests.front().dims);
        job.size_arguments = arguments;
        jobs_.push_back(std::move(job));
      }
      if (temporal_jobs) {
        if (std::optional<TuningJob> job =
                temporal_job(kernel, s, extents, arguments, options.steps.value_or(temporal_timed_steps)))
          jobs_.push_back(std::move(*job));
      }
    }
  }
  winners_.resize(jobs_.size());
}

void TuningPlan::record(size_t index, const Point& winner) { winners_.at(index) = winner; }

std::vector<Point> TuningPlan::nest_winners(size_t index) const {
  const TuningJob& of = jobs_.at(index);
  std::vector<Point> winners;
  for (size_t j = 0; j < jobs_.size(); ++j) {
    const TuningJob& job = jobs_[j];
    if (j != index && !job.temporal && job.kernel == of.kernel && job.size_index == of.size_index && winners_[j])
      winners.push_back(*winners_[j]);
  }
  return winners;
}

std::vector<PackagedKernel> TuningPlan::kernels(const std::string& description) const {
  return kernels(description, cpu_part);
}

std::vector<PackagedKernel> TuningPlan::kernels(const std::string& description, const PartMaker& part) const {
  std::vector<PackagedKernel> kernels;
  std::vector<const Analysed*> of;
  // The jobs of one subroutine and size are consecutive: they make one variant.
  for (size_t i = 0; i < jobs_.size();) {
    size_t end = i;
    while (end < jobs_.size() && jobs_[end].kernel == jobs_[i].kernel && jobs_[end].size_index == jobs_[i].size_index)
      ++end;
    // A temporal job comes last: its winner stands for the nests where it blocks.
    const bool blocked = jobs_[end - 1].temporal && winners_[end - 1] && winners_[end - 1]->count("BT") &&
                         winners_[end - 1]->at("BT") > 1;
    const size_t nests_end = jobs_[end - 1].temporal ? end - 1 : end;
    bool complete =
        blocked || std::all_of(winners_.begin() + static_cast<long>(i), winners_.begin() + static_cast<long>(nests_end),
                               [](const std::optional<Point>& w) { return w.has_value(); });
    if (complete) {
      const Analysed* kernel = jobs_[i].kernel;
      auto at = std::find(of.begin(), of.end(), kernel);
      if (at == of.end()) {
        PackagedKernel k;
        k.sub = &kernel->sub;
        k.symbols = &kernel->symbols;
        k.info = &kernel->info;
        k.description = description;
        kernels.push_back(std::move(k));
        of.push_back(kernel);
        at = of.end() - 1;
      }
      PackagedVariant variant;
      variant.size = jobs_[i].size;
      variant.size_arguments = jobs_[i].size_arguments;
      const bool nests_tuned =
          std::all_of(winners_.begin() + static_cast<long>(i), winners_.begin() + static_cast<long>(nests_end),
                      [](const std::optional<Point>& w) { return w.has_value(); });
      if (nests_tuned && jobs_[i].nest >= 0) {
        for (size_t j = i; j < nests_end; ++j) variant.nest_parts.push_back(part(jobs_[j], *winners_[j]));
      }
      if (blocked) {
        variant.parts.push_back(part(jobs_[end - 1], *winners_[end - 1]));
      } else {
        variant.parts = variant.nest_parts;
        if (variant.parts.empty()) {
          for (size_t j = i; j < nests_end; ++j) variant.parts.push_back(part(jobs_[j], *winners_[j]));
        }
      }
      kernels[static_cast<size_t>(at - of.begin())].variants.push_back(std::move(variant));
    }
    i = end;
  }
  return kernels;
}

}  // namespace st
