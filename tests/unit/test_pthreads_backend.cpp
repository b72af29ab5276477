// The pthreads generator (issue 4): every suite stencil's parallel variant, with core
// blocks that do not divide the grid, chunks, register blocks and several threads,
// compiled with -O3 and checked against the original compiled by gfortran -O0, after
// its own first-touch entry placed the arrays.
#include <algorithm>
#include <fstream>

#include "analysis/bare_nest.h"
#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "backends/c/pthreads_backend.h"
#include "backends/fortran/fortran_backend.h"
#include "catch.h"
#include "frontend/diagnostics.h"
#include "frontend/parse_driver.h"
#include "harness/check_harness.h"
#include "harness/validation.h"
#include "strategy/cpu_params.h"
#include "strategy/machine.h"

namespace {

void write_file(const std::string& path, const std::string& text) {
  std::ofstream out(path);
  out << text;
}

struct Case {
  std::vector<std::string> params;
  std::vector<long long> size3;  // 3-D size; 2-D stencils take the first two
  bool native = false;           // compile with -march=native (the widest streaming stores)
};

}  // namespace

TEST_CASE("pthreads variants of every suite stencil match gfortran's reference", "[pthreads]") {
  const char* const suite[] = {"laplacian", "divergence", "gradient", "box27",   "star13",
                               "star25_sp", "jacobi2d5",  "box2d9",   "vardiff", "laplacian_nest"};
  const std::vector<Case> cases = {
      {{"THREADS=2", "CX=8", "CY=5", "CZ=4", "RX=3"}, {13, 17, 11}},
      {{"THREADS=3", "CX=16", "CY=3", "CHUNK=2", "RY=2", "CSE=1", "LINEARISE=1"}, {21, 9, 7}},
      {{"THREADS=2", "NUMA=0", "SIMD=1", "RX=8"}, {5, 4, 3}},
      {{"THREADS=4", "CX=1", "CY=1", "CZ=1"}, {3, 2, 2}},
      // Streaming stores: rows of odd length at every alignment, unroll remainders,
      // blocks that do not divide the grid; then rows longer than one strip's buffer.
      {{"THREADS=2", "CX=16", "CY=5", "CZ=4", "RX=3", "RY=2", "NT=1", "SIMD=1"}, {37, 9, 5}, true},
      {{"THREADS=2", "RX=3", "RY=2", "RZ=2", "NT=1"}, {2500, 3, 3}},
      // Streaming stores with prefetches: rows whose starts fall at every offset in a
      // cache line (scalar non-temporal head and tail), sub-strips cut short by the row
      // end, a register block along z, and prefetches past the last rows of the grid.
      {{"THREADS=2", "CX=8", "CY=4", "CZ=3", "RZ=2", "NT=1", "SIMD=1"}, {13, 11, 7}, true},
      {{"THREADS=2", "CY=16", "RY=2", "CHUNK=2", "NT=1", "SIMD=1"}, {77, 45, 71}, true},
      // Chunks taken from a shared counter.
      {{"THREADS=3", "CX=8", "CY=2", "CHUNK=2", "NUMA=0", "SCHED=1"}, {13, 17, 11}},
      // Thread blocks: teams that split each core block, forced here even on a machine
      // where no threads share a cache below the LLC; sizes that do not divide the
      // core blocks; TEAM slabs along the slowest dimension; rows cut along x.
      {{"THREADS=2", "TEAM=2", "CX=8", "CY=5", "CZ=4", "TBY=2", "RX=3", "RY=2"}, {13, 17, 11}},
      {{"THREADS=4", "TEAM=2", "CX=16", "CY=6", "CZ=5", "CHUNK=2", "NT=1", "SIMD=1"}, {21, 9, 7}, true},
      {{"THREADS=3", "TEAM=3", "TBX=5", "TBY=2", "TBZ=3"}, {13, 7, 9}},
  };
  st::MachineInfo machine = st::probe_machine();
  for (const char* name : suite) {
    st::ast::Unit unit = st::parse_file(std::string(STENCILTUNE_SOURCE_DIR) + "/stencils/" + name + ".f95");
    st::ast::Subroutine sub = st::complete_bare_nest(unit.subroutines.at(0));
    st::SymbolTable symbols = st::build_symbols(sub);
    st::StencilInfo info = st::analyse(sub, symbols);
    int dims = info.nests[0].dims;
    // The original, compiled once for every variant of it.
    st::TempDir ref_dir("stenciltune-pthreads-reference");
    st::Toolchain tools;
    write_file(ref_dir.file("reference.f90"), st::emit_fortran(sub, symbols, {}));
    st::StepResult step =
        st::compile_reference(ref_dir.file("reference.f90"), sub.name, ref_dir.file("reference.o"), tools);
    REQUIRE(step.ok);
    for (const Case& c : cases) {
      std::vector<std::string> params;
      for (const std::string& p : c.params) {
        if (dims == 2 && (p.rfind("CZ", 0) == 0 || p.rfind("RZ", 0) == 0 || p.rfind("TBZ", 0) == 0)) continue;
        params.push_back(p);
      }
      std::vector<long long> size(c.size3.begin(), c.size3.begin() + dims);
      // The bare nest's bounds are the arrays' bounds, so its extents are 2 more.
      if (sub.bare_nest)
        for (long long& e : size) e += 2;
      st::CpuVariant variant = st::parse_cpu_variant(params, info, machine);
      st::PthreadsEmitOptions emit;
      emit.function_name = "st_variant";
      emit.fortran_entry = false;
      std::string source = st::emit_pthreads(sub, symbols, info, variant, emit);

      st::TempDir dir("stenciltune-pthreads-case");
      st::CheckHarnessOptions options;
      options.reference_symbol = st::reference_symbol(sub.name);
      options.variant_symbol = "st_variant";
      options.variant_convention = st::CallingConvention::CByValue;
      options.integer_arguments = st::size_arguments(info, size);
      // The variant's own first touch (thread blocks and all) places the arrays
      // before the data is filled in, as the tuner's harness does with NUMA=1.
      if (variant.numa) options.first_touch_symbol = "st_variant_first_touch";
      write_file(dir.file("check.c"), st::generate_check_harness(sub, symbols, options));
      st::StepResult harness = st::compile_harness(dir.file("check.c"), dir.file("check.o"), tools);
      INFO(harness.message);
      REQUIRE(harness.ok);
      write_file(dir.file("variant.c"), source);
      std::vector<std::string> cc = {
          "gcc", "-std=c99",           "-O3", "-Wall", "-Wextra", "-Werror", "-c", dir.file("variant.c"),
          "-o",  dir.file("variant.o")};
      if (variant.simd) cc.insert(cc.begin() + 1, "-fopenmp-simd");
      if (c.native) cc.insert(cc.begin() + 1, "-march=native");
      // A streamed variant streams: its loops go through the buffers, and it fences.
      if (variant.streaming) {
        CHECK(source.find("st_stream_f") != std::string::npos);
        CHECK(source.find("  st_stream_fence();") != std::string::npos);
        // ... and prefetches the rows entering its stencil, unless its subscripts are
        // linearised.
        CHECK((source.find(", (ptrdiff_t)sizeof(*") != std::string::npos) == !variant.transform.linearise);
      }
      // First touch asks for huge pages for every grid array before touching it.
      size_t hints = 0;
      for (size_t at = 0; (at = source.find("  st_advise_huge_pages((void *)a->", at)) != std::string::npos; ++at)
        ++hints;
      size_t grids = 0;
      for (const st::ArrayInfo& a : info.nests[0].arrays) {
        grids += std::any_of(a.grid_dims.begin(), a.grid_dims.end(), [](int g) { return g >= 0; }) ? 1 : 0;
      }
      CHECK(hints == grids);
      // SIMD=1 asks GCC for the full vector width where the target has AVX-512.
      CHECK((source.find("#pragma GCC target(\"prefer-vector-width=512\")") != std::string::npos) == variant.simd);
      // A team's members take the thread blocks of each core block round robin.
      CHECK((source.find("for (ptrdiff_t q = member; q < ntb; q += team)") != std::string::npos) == (variant.team > 1));
      step = st::run_tool(cc, tools);
      INFO(name << " " << variant.describe());
      INFO(step.message);
      REQUIRE(step.ok);
      step = st::link_check_program(
          {dir.file("check.o"), dir.file("variant.o"), ref_dir.file("reference.o"), "-lhwloc", "-pthread"},
          dir.file("check"), tools);
      INFO(step.message);
      REQUIRE(step.ok);
      st::CheckOutcome outcome = st::run_check_program(dir.file("check"), options.integer_arguments, 11, tools);
      INFO(outcome.output);
      CHECK(outcome.verdict == st::CheckOutcome::Verdict::Pass);
    }
  }
}

TEST_CASE("TEAM and thread blocks are checked when parsed", "[pthreads]") {
  st::ast::Unit unit = st::parse_file(std::string(STENCILTUNE_SOURCE_DIR) + "/stencils/jacobi2d5.f95");
  st::ast::Subroutine sub = st::complete_bare_nest(unit.subroutines.at(0));
  st::SymbolTable symbols = st::build_symbols(sub);
  st::StencilInfo info = st::analyse(sub, symbols);
  st::MachineInfo machine = st::probe_machine();
  st::CpuVariant v = st::parse_cpu_variant({"THREADS=4", "TEAM=2", "TBY=8"}, info, machine);
  CHECK(v.team == 2);
  CHECK(v.thread_block[1] == 8);
  CHECK(v.describe().find("TEAM=2 TBY=8") != std::string::npos);
  auto error = [&](const std::vector<std::string>& params) {
    try {
      st::parse_cpu_variant(params, info, machine);
    } catch (const st::UserError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  CHECK(error({"THREADS=3", "TEAM=2"}) ==
        "tuning parameter TEAM=2 must divide THREADS=3 (the pool is cut into teams of TEAM threads)");
  CHECK(error({"THREADS=2", "TEAM=2", "SCHED=1"}).find("do not go together") != std::string::npos);
  CHECK(error({"TBZ=4"}) == "tuning parameter TBZ needs a grid dimension 3, but the nest has 2");
  CHECK(error({"TEAM=0"}).find("out of range") != std::string::npos);
}
