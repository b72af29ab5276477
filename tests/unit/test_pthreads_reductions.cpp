// Reductions in the pthreads generator (issue 23): every operator, single and double
// precision, proven against gfortran's reference under several thread counts, block
// shapes, teams and both summation orders; and the promises kept: the same bits from run
// to run and for any thread count or schedule (REDUCE=0: whatever the SIMD setting).
#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>

#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "backends/c/pthreads_backend.h"
#include "backends/fortran/fortran_backend.h"
#include "catch.h"
#include "frontend/parse_driver.h"
#include "harness/check_harness.h"
#include "harness/process.h"
#include "harness/validation.h"
#include "strategy/cpu_params.h"
#include "strategy/machine.h"

namespace {

void write_file(const std::string& path, const std::string& text) {
  std::ofstream out(path);
  out << text;
}

struct Kernel {
  st::ast::Unit unit;
  st::ast::Subroutine sub;
  st::SymbolTable symbols;
  st::StencilInfo info;
};

Kernel load(const std::string& name) {
  Kernel k;
  k.unit = st::parse_file(std::string(STENCILTUNE_SOURCE_DIR) + "/tests/inputs/" + name + ".f95");
  k.sub = k.unit.subroutines.at(0);
  k.symbols = st::build_symbols(k.sub);
  k.info = st::analyse(k.sub, k.symbols);
  return k;
}

std::string variant_source(const Kernel& k, const std::vector<std::string>& params, const std::string& symbol) {
  st::CpuVariant variant = st::parse_cpu_variant(params, k.info, st::probe_machine());
  st::PthreadsEmitOptions emit;
  emit.function_name = symbol;
  emit.fortran_entry = false;
  return st::emit_pthreads(k.sub, k.symbols, k.info, variant, emit);
}

st::StepResult compile_c(const std::string& source, const std::string& object) {
  st::Toolchain tools;
  return st::run_tool(
      {"gcc", "-std=c99", "-O3", "-fopenmp-simd", "-Wall", "-Wextra", "-Werror", "-c", source, "-o", object}, tools);
}

}  // namespace

TEST_CASE("pthreads reductions match gfortran's reference for every operator, thread count and block shape",
          "[pthreads][reduction]") {
  struct Input {
    const char* name;
    std::map<std::string, long long> integers;
    std::vector<std::string> results;
  };
  const std::vector<Input> inputs = {
      {"reduction_jacobi", {{"imax", 21}, {"jmax", 13}, {"kmax", 11}}, {"gosa"}},
      {"reduction_norms", {{"nx", 13}, {"ny", 11}, {"nz", 9}}, {"total", "emax", "emin"}},
      {"reduction_ops", {{"nx", 37}, {"ny", 23}}, {"diff", "prod", "imax", "emin"}},
  };
  const std::vector<std::vector<std::string>> cases = {
      {"THREADS=1"},
      {"THREADS=2", "CX=8", "CY=5", "CZ=4", "RX=3"},
      {"THREADS=3", "CX=16", "CY=3", "CHUNK=2", "RY=2", "CSE=1", "LINEARISE=1"},
      {"THREADS=2", "SIMD=1", "REDUCE=1", "CX=8", "RX=2"},
      {"THREADS=3", "CX=8", "CY=2", "CHUNK=2", "NUMA=0", "SCHED=1", "SIMD=1"},
      {"THREADS=4", "TEAM=2", "CX=16", "CY=6", "CZ=5", "TBY=2", "SIMD=1", "REDUCE=1", "NT=1"},
      {"THREADS=2", "CX=1", "CY=1", "CZ=1"},
  };
  st::Toolchain tools;
  for (const Input& input : inputs) {
    Kernel k = load(input.name);
    int dims = k.info.nests[0].dims;
    st::TempDir dir("stenciltune-pthreads-reduction");
    write_file(dir.file("reference.f90"), st::emit_fortran(k.sub, k.symbols, {}));
    REQUIRE(st::compile_reference(dir.file("reference.f90"), k.sub.name, dir.file("reference.o"), tools).ok);
    for (const std::vector<std::string>& c : cases) {
      std::vector<std::string> params;
      for (const std::string& p : c) {
        if (dims == 2 && (p.rfind("CZ", 0) == 0 || p.rfind("RZ", 0) == 0 || p.rfind("TBZ", 0) == 0)) continue;
        params.push_back(p);
      }
      std::string described;
      for (const std::string& p : params) described += p + " ";
      INFO(input.name << ": " << described);
      st::CpuVariant variant = st::parse_cpu_variant(params, k.info, st::probe_machine());
      std::string source = variant_source(k, params, "st_variant");
      // The partials go through the entry, never through a race: a SIMD loop that
      // updates a reduction names it in a reduction clause or has no pragma.
      if (variant.simd && variant.fast_reductions) CHECK(source.find(" reduction(") != std::string::npos);
      if (!variant.fast_reductions) CHECK(source.find(" reduction(") == std::string::npos);
      st::CheckHarnessOptions options;
      options.reference_symbol = st::reference_symbol(k.sub.name);
      options.variant_symbol = "st_variant";
      options.variant_convention = st::CallingConvention::CByValue;
      options.integer_arguments = input.integers;
      if (variant.numa) options.first_touch_symbol = "st_variant_first_touch";
      write_file(dir.file("check.c"), st::generate_check_harness(k.sub, k.symbols, options));
      REQUIRE(st::compile_harness(dir.file("check.c"), dir.file("check.o"), tools).ok);
      write_file(dir.file("variant.c"), source);
      st::StepResult step = compile_c(dir.file("variant.c"), dir.file("variant.o"));
      INFO(step.message);
      REQUIRE(step.ok);
      step = st::link_check_program(
          {dir.file("check.o"), dir.file("variant.o"), dir.file("reference.o"), "-lhwloc", "-pthread"},
          dir.file("check"), tools);
      INFO(step.message);
      REQUIRE(step.ok);
      st::CheckOutcome outcome = st::run_check_program(dir.file("check"), input.integers, 5, tools);
      INFO(outcome.output);
      CHECK(outcome.verdict == st::CheckOutcome::Verdict::Pass);
      for (const std::string& result : input.results) {
        auto it = std::find_if(outcome.arrays.begin(), outcome.arrays.end(),
                               [&](const st::ArrayCheck& a) { return a.name == result; });
        REQUIRE(it != outcome.arrays.end());
        CHECK(it->written == 1);
        CHECK(it->wrong == 0);
      }
    }
  }
}

TEST_CASE("reductions give the same bits run to run and for any thread count or schedule", "[pthreads][reduction]") {
  Kernel k = load("reduction_norms");
  // One block shape and register block; what differs is how the blocks are computed.
  const std::vector<std::string> shape = {"CX=8", "CY=5", "CZ=4", "RY=2"};
  struct Variant {
    std::vector<std::string> params;
    int same_as;  // the variant whose bits it must give (the same shape and summation), or -1
  };
  const std::vector<Variant> variants = {
      {{"THREADS=1"}, -1},
      {{"THREADS=2"}, 0},
      {{"THREADS=3", "SCHED=1", "CHUNK=2", "NUMA=0"}, 0},
      {{"THREADS=4", "SIMD=1", "NT=1"}, 0},
      {{"THREADS=2", "SIMD=1", "REDUCE=1"}, -1},
      {{"THREADS=3", "SIMD=1", "REDUCE=1", "SCHED=1"}, 4},  // SIMD lanes: still any thread count
      {{"THREADS=4", "TEAM=2", "TBY=2"}, -1},
  };
  st::TempDir dir("stenciltune-pthreads-bits");
  std::ostringstream driver;
  driver << "#include <stdint.h>\n#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n";
  std::vector<std::string> objects;
  for (size_t v = 0; v < variants.size(); ++v) {
    std::vector<std::string> params = shape;
    params.insert(params.end(), variants[v].params.begin(), variants[v].params.end());
    std::string symbol = "bits_v" + std::to_string(v);
    std::string file = dir.file(symbol + ".c");
    write_file(file, variant_source(k, params, symbol));
    st::StepResult step = compile_c(file, dir.file(symbol + ".o"));
    INFO(step.message);
    REQUIRE(step.ok);
    objects.push_back(dir.file(symbol + ".o"));
    driver << "void " << symbol
           << "(int32_t, int32_t, int32_t, const double *, const double *, double *, double *, double *);\n";
  }
  driver << "static uint64_t bits(double x) { uint64_t b; memcpy(&b, &x, 8); return b; }\n"
            "int main(void) {\n"
            "  const int nx = 45, ny = 31, nz = 17;\n"
            "  const size_t n = (size_t)(nx + 2) * (ny + 2) * (nz + 2);\n"
            "  double *u = malloc(n * sizeof *u), *v = malloc(n * sizeof *v);\n"
            "  uint64_t s = 88172645463325252ull;\n"
            "  for (size_t i = 0; i < n; ++i) {\n"
            "    s ^= s << 13; s ^= s >> 7; s ^= s << 17;\n"
            "    u[i] = (double)(s % 1000003) / 1000003.0 - 0.3;\n"
            "    v[i] = (double)((s >> 20) % 999983) / 999983.0;\n"
            "  }\n"
            "  double total, emax, emin;\n";
  for (size_t v = 0; v < variants.size(); ++v) {
    driver << "  for (int r = 0; r < 2; ++r) {\n"
           << "    total = 0.125;\n    bits_v" << v << "(nx, ny, nz, u, v, &total, &emax, &emin);\n"
           << "    printf(\"" << v << " %016llx %016llx %016llx\\n\", (unsigned long long)bits(total), "
           << "(unsigned long long)bits(emax), (unsigned long long)bits(emin));\n  }\n";
  }
  driver << "  free(u);\n  free(v);\n  return 0;\n}\n";
  write_file(dir.file("driver.c"), driver.str());
  st::Toolchain tools;
  st::StepResult step =
      st::run_tool({"gcc", "-std=c99", "-O2", "-c", dir.file("driver.c"), "-o", dir.file("driver.o")}, tools);
  INFO(step.message);
  REQUIRE(step.ok);
  std::vector<std::string> link = {"gcc", "-o", dir.file("bits"), dir.file("driver.o")};
  link.insert(link.end(), objects.begin(), objects.end());
  link.insert(link.end(), {"-lhwloc", "-pthread", "-lm"});
  step = st::run_tool(link, tools);
  INFO(step.message);
  REQUIRE(step.ok);
  st::ProcessResult run = st::run_process({dir.file("bits")}, {});
  INFO(run.out);
  REQUIRE(run.ok());
  std::map<size_t, std::vector<std::string>> results;
  std::istringstream lines(run.out);
  for (std::string line; std::getline(lines, line);) {
    std::istringstream fields(line);
    size_t v = 0;
    std::string total, emax, emin;
    fields >> v >> total >> emax >> emin;
    results[v].push_back(total + " " + emax + " " + emin);
  }
  REQUIRE(results.size() == variants.size());
  for (size_t v = 0; v < variants.size(); ++v) {
    INFO("variant " << v);
    REQUIRE(results[v].size() == 2);
    CHECK(results[v][0] == results[v][1]);  // run to run
    if (variants[v].same_as >= 0) CHECK(results[v][0] == results[static_cast<size_t>(variants[v].same_as)][0]);
  }
}
