// A CPU variant and its point of the CPU space: cpu_variant_of and point_of are one
// pair (the evaluator, --param and describe() all go through them), with the defaults
// CpuVariant states for names a point lacks.
#include <map>
#include <string>

#include "backends/c/pthreads_backend.h"
#include "catch.h"
#include "frontend/diagnostics.h"
#include "strategy/cpu_params.h"
#include "strategy/machine.h"
#include "test_support.h"

namespace {

using Point = std::map<std::string, long long>;

}  // namespace

TEST_CASE("a CPU variant goes to its point and back", "[cpu_variant]") {
  Point full = {{"CX", 64},   {"CY", 8},   {"CZ", 4},   {"RX", 2}, {"RY", 1},    {"RZ", 2},  {"THREADS", 3},
                {"CHUNK", 2}, {"SIMD", 1}, {"NUMA", 0}, {"NT", 1}, {"SCHED", 1}, {"CSE", 0}, {"LINEARISE", 1}};
  st::CpuVariant v = st::cpu_variant_of(full);
  CHECK(v.threads == 3);
  CHECK(v.chunk == 2);
  CHECK(v.simd);
  CHECK_FALSE(v.numa);
  CHECK(v.streaming);
  CHECK(v.dynamic);
  CHECK_FALSE(v.transform.cse);
  CHECK(v.transform.linearise);
  CHECK(v.transform.values == Point{{"CX", 64}, {"CY", 8}, {"CZ", 4}, {"RX", 2}, {"RY", 1}, {"RZ", 2}});
  CHECK(st::point_of(v) == full);
  CHECK(v.describe() ==
        "CX=64 CY=8 CZ=4 RX=2 RY=1 RZ=2 CHUNK=2 THREADS=3 NUMA=0 SIMD=1 NT=1 SCHED=1 CSE=0 LINEARISE=1");
}

TEST_CASE("names a point lacks take CpuVariant's defaults", "[cpu_variant]") {
  st::CpuVariant v = st::cpu_variant_of({{"CX", 16}});
  st::CpuVariant defaults;
  CHECK(v.threads == defaults.threads);
  CHECK(v.chunk == defaults.chunk);
  CHECK(v.simd == defaults.simd);
  CHECK(v.numa == defaults.numa);
  CHECK(v.streaming == defaults.streaming);
  CHECK(v.dynamic == defaults.dynamic);
  CHECK(v.transform.cse == defaults.transform.cse);
  CHECK(v.transform.linearise == defaults.transform.linearise);
  CHECK(v.describe() == "CX=16 CHUNK=1 THREADS=1 NUMA=1 SIMD=0 NT=0 SCHED=0 CSE=1 LINEARISE=0");
}

TEST_CASE("--param for the CPU target makes the variant of the same point", "[cpu_variant]") {
  st::test::AnalysedStencil lap = st::test::analyse_suite_stencil("laplacian");
  st::MachineInfo machine;
  machine.cores = 6;
  st::CpuVariant v = st::parse_cpu_variant({"cx=32", "CY=4", "RX=2", "chunk=3", "SIMD=1", "NUMA=0", "NT=1", "SCHED=1"},
                                           lap.info, machine);
  Point p = st::point_of(v);
  CHECK(p == Point{{"CX", 32},
                   {"CY", 4},
                   {"RX", 2},
                   {"THREADS", 6},
                   {"CHUNK", 3},
                   {"SIMD", 1},
                   {"NUMA", 0},
                   {"NT", 1},
                   {"SCHED", 1},
                   {"CSE", 1},
                   {"LINEARISE", 0}});
  CHECK(st::point_of(st::cpu_variant_of(p)) == p);
  CHECK_THROWS_AS(st::parse_cpu_variant({"SIMD=2"}, lap.info, machine), st::UserError);
  CHECK_THROWS_AS(st::parse_cpu_variant({"THREADS=0"}, lap.info, machine), st::UserError);
}
