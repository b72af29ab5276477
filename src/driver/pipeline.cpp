#include "driver/pipeline.h"

#include <algorithm>
#include <filesystem>
#include <ostream>

#include "analysis/bare_nest.h"
#include "analysis/info_json.h"
#include "analysis/info_text.h"
#include "analysis/scalar_definitions.h"
#include "analysis/scalar_statements.h"
#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "ast/printer.h"
#include "backends/c/c_backend.h"
#include "backends/c/pthreads_backend.h"
#include "backends/c_names.h"
#include "backends/cuda/cuda_backend.h"
#include "backends/fortran/fortran_backend.h"
#include "driver/analysed.h"
#include "driver/tune.h"
#include "frontend/diagnostics.h"
#include "frontend/parse_driver.h"
#include "package/package_dispatch.h"
#include "roofline/device_probe.h"
#include "roofline/roofline.h"
#include "strategy/cpu_params.h"
#include "strategy/cuda_strategy.h"
#include "strategy/machine.h"
#include "transforms/variant.h"

namespace st {

namespace {

Analysed analyse_subroutine(const ast::Subroutine& parsed) {
  Analysed a;
  a.sub = complete_bare_nest(parsed);
  a.symbols = build_symbols(a.sub);
  InlinedDefinitions inlined = inline_scalar_definitions(a.sub, a.symbols);
  a.sub = std::move(inlined.sub);
  std::optional<ScalarStatements> scalars = split_scalar_statements(a.sub, a.symbols);
  if (scalars) {
    a.whole = std::move(a.sub);
    a.whole_symbols = std::move(a.symbols);
    a.sub = std::move(scalars->nests);
    a.symbols = build_symbols(a.sub);
  }
  a.info = analyse(a.sub, a.symbols);
  a.info.definitions = std::move(inlined.definitions);
  if (scalars) {
    a.info.scalar_program = std::move(scalars->program);
    a.info.scalar_statements = std::move(scalars->locs);
  }
  return a;
}

// `stenciltune roofline [--target=cpu|cuda] [--fresh] [--threads=N]`.
RooflineRequest roofline_request(const Options& options) {
  if (options.target == Target::C || options.target == Target::Fortran) {
    throw UserError("'stenciltune roofline' measures --target=cpu or --target=cuda");
  }
  RooflineRequest r;
  r.target = options.target == Target::Cpu    ? RooflineTarget::Cpu
             : options.target == Target::Cuda ? RooflineTarget::Cuda
                                              : RooflineTarget::Auto;
  r.fresh = options.fresh;
  r.threads = options.threads.value_or(0);
  return r;
}

// The name a printed variant's entries take where the statements on scalars beside its
// nests run after them (with_scalar_statements_entries): one whose printed functions no
// subroutine of the file meets, nor it theirs.
std::string nests_entry_name(const ast::Unit& unit, const std::string& name) {
  std::string n = "st_nests_" + name;
  auto clash = [&] {
    return std::any_of(unit.subroutines.begin(), unit.subroutines.end(), [&](const ast::Subroutine& s) {
      return s.name == n || is_symbol_printed_for(s.name, n, false) || is_symbol_printed_for(n, s.name, false);
    });
  };
  while (clash()) n += "_";
  return n;
}

// --emit=c|fortran: the variant --param picks; with --target=cpu, the pthreads one.
std::string emit_variant(const ast::Unit& unit, const Analysed& a, const Options& options) {
  if (options.emit == Emit::C && options.target == Target::Cpu) {
    CpuVariant variant = parse_cpu_variant(options.params, a.info, probe_machine());
    if (!a.info.scalar_program) return emit_pthreads(a.sub, a.symbols, a.info, variant);
    PthreadsEmitOptions nests;
    nests.function_name = nests_entry_name(unit, a.sub.name);
    return emit_pthreads(a.sub, a.symbols, a.info, variant, nests) +
           with_scalar_statements_entries(PackagedKernel{&a.sub, &a.symbols, &a.info, "", {}, std::nullopt},
                                          nests.function_name);
  }
  VariantParams params = parse_params(options.params, a.info);
  ast::Subroutine variant = apply_variant(a.sub, a.symbols, a.info, params);
  if (a.info.scalar_program) variant = with_scalar_statements(variant, *a.info.scalar_program);
  if (options.emit == Emit::Fortran) return emit_fortran(variant, a.symbols, {});
  return emit_c(variant, a.symbols, {});
}

}  // namespace

int run_pipeline(const Options& options, std::ostream& out, std::ostream& err) {
  if (options.command == Options::Command::Roofline) {
    return run_roofline(roofline_request(options), out, err, options.verbosity > 0);
  }
  ast::Unit unit = parse_file(options.file);
  if (options.emit == Emit::Ast) {
    out << ast::dump(unit);
    return 0;
  }

  // The functions printed for each subroutine (its library's entries, its variants')
  // must not be another subroutine of the file, and the longest name the library's
  // Fortran module gives one, NAME_resident_begin, must be a Fortran name (63 characters).
  const std::string suffix = resident_suffixes[0];
  const size_t longest = 63 - suffix.size();
  for (const ast::Subroutine& sub : unit.subroutines) {
    if (sub.name.size() > longest) {
      throw UserError(sub.loc, "subroutine name '" + sub.name + "' has " + std::to_string(sub.name.size()) +
                                   " characters: the library's Fortran module declares '" + sub.name + suffix +
                                   "', and a Fortran name has at most 63; shorten it to " + std::to_string(longest) +
                                   " or fewer");
    }
    for (const ast::Subroutine& other : unit.subroutines) {
      if (&sub == &other || !is_symbol_printed_for(sub.name, other.name, !options.ranks.empty())) continue;
      throw UserError(sub.loc, "the library defines '" + sub.name + "' as an entry of subroutine '" + other.name +
                                   "' (line " + std::to_string(other.loc.begin.line) +
                                   "); rename one of the two subroutines");
    }
  }
  // The MPI library's own Fortran module (NAME_mpi_mod) beside the copies of the file's
  // modules: one name for two modules would make one .mod file of the two. (A module
  // named like the library's NAME_mod is copied into that module.)
  const std::string library = unit.subroutines.size() == 1 ? unit.subroutines.front().name
                                                           : std::filesystem::path(options.file).stem().string();
  for (const ast::Module& m : unit.modules) {
    if (m.name == library + "_mpi_mod") {
      throw UserError(m.loc, "module '" + m.name +
                                 "' has the name of the library's own Fortran module (the library is '" + library +
                                 "'): rename the module");
    }
  }
  std::vector<Analysed> analysed;
  for (const ast::Subroutine& sub : unit.subroutines) {
    analysed.push_back(analyse_subroutine(sub));
    analysed.back().modules = unit.modules;
  }
  if (options.emit == Emit::Info) {
    nlohmann::ordered_json j;
    j["stenciltune_info_version"] = 1;
    j["file"] = options.file;
    j["subroutines"] = nlohmann::ordered_json::array();
    for (const Analysed& a : analysed) j["subroutines"].push_back(to_json(a.info));
    out << j.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) << "\n";
    return 0;
  }
  if (options.emit == Emit::C || options.emit == Emit::Fortran) {
    for (const Analysed& a : analysed) out << emit_variant(unit, a, options);
    return 0;
  }
  if (options.emit == Emit::Cuda) {
    for (const Analysed& a : analysed) {
      CudaEmitOptions emit;
      emit.library_entries = true;
      if (a.info.scalar_program) emit.function_name = nests_entry_name(unit, a.sub.name);
      out << emit_cuda(a.sub, a.symbols, a.info, parse_cuda_variant(options.params, a.info), emit);
      if (a.info.scalar_program) {
        out << with_scalar_statements_entries(PackagedKernel{&a.sub, &a.symbols, &a.info, "", {}, std::nullopt},
                                              emit.function_name, /*cxx=*/true);
      }
    }
    return 0;
  }

  if (!options.cuda_arch.empty() && options.target != Target::Cuda && options.target != Target::Auto) {
    throw UserError("--cuda-arch is for --target=cuda (see 'stenciltune --help')");
  }
  bool cuda = options.target == Target::Cuda ||
              (options.target == Target::Auto &&
               (!options.cuda_arch.empty() || (nvidia_device_visible() && find_cuda_toolchain().has_value())));
  if (cuda) {
    if (options.verbosity > 0) {
      for (const Analysed& a : analysed) out << to_text(a.info);
      out << "\n";
    }
    return tune(options.file, analysed, options, *cuda_target(options, err), out, err);
  }
  if (options.target == Target::Cpu || options.target == Target::Auto) {
    if (options.verbosity > 0) {
      for (const Analysed& a : analysed) out << to_text(a.info);
      out << "\n";
    }
    return tune(options.file, analysed, options, *cpu_target(options, err), out, err);
  }
  throw UserError(
      "--target=" +
      std::string(options.target == Target::Cuda ? "cuda"
                  : options.target == Target::C  ? "c"
                                                 : "fortran") +
      " is not available in this build yet: tune with --target=cpu, or print variants with --emit=c|fortran");
}

}  // namespace st
