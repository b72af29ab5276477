// The CPU evaluator builds what the search announces only when it runs it: the
// variant run and the next announced ones, as many as compile at once, so a search
// whose budget runs out never waits for variants it will not run.
#include <filesystem>

#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "catch.h"
#include "frontend/parse_driver.h"
#include "harness/cpu_evaluator.h"
#include "harness/validation.h"

namespace {

long long sources_in(const std::filesystem::path& dir) {
  long long n = 0;
  for (const auto& e : std::filesystem::directory_iterator(dir)) {
    std::string name = e.path().filename().string();
    if (name[0] == 'v' && e.path().extension() == ".c" && name.find("_main") == std::string::npos) ++n;
  }
  return n;
}

}  // namespace

TEST_CASE("the CPU evaluator compiles announced variants when it reaches them", "[cpu_evaluator]") {
  std::string file = std::string(STENCILTUNE_SOURCE_DIR) + "/stencils/laplacian.f95";
  st::ast::Subroutine sub = st::parse_file(file).subroutines.at(0);
  st::SymbolTable symbols = st::build_symbols(sub);
  st::StencilInfo info = st::analyse(sub, symbols);
  st::TempDir dir("stenciltune-evaluator");
  st::Toolchain tools;
  REQUIRE(st::compile_reference(file, sub.name, dir.file("reference.o"), tools).ok);
  st::Reference reference{dir.file("reference.o"), st::reference_symbol(sub.name), {"-lgfortran"}, "gfortran -O0"};
  st::CpuEvaluatorConfig config;
  config.work_dir = dir.path().string();
  config.extents = {12, 10, 8};
  config.compile_jobs = 2;
  config.repetitions = 1;
  st::CpuEvaluator evaluator(sub, symbols, info, reference, config);

  std::vector<st::Point> points;
  for (long long cx : {4, 6, 8, 12}) {
    points.push_back({{"CX", cx}, {"CY", 5}, {"CZ", 4}, {"THREADS", 2}, {"NUMA", 0}, {"NT", cx % 8 == 0 ? 1 : 0}});
  }
  evaluator.prepare(points);
  CHECK(sources_in(dir.path()) == 0);  // announced, not built
  st::Measurement first = evaluator.evaluate(points[0]);
  INFO(first.reason);
  CHECK(first.valid);
  CHECK(sources_in(dir.path()) == 2);  // the first and the next announced one
  CHECK(evaluator.evaluate(points[1]).valid);
  CHECK(sources_in(dir.path()) == 2);  // already built
  CHECK(evaluator.evaluate(points[3]).valid);
  CHECK(sources_in(dir.path()) == 4);  // this one and the one still announced
  CHECK(evaluator.evaluate(points[2]).valid);
  CHECK(sources_in(dir.path()) == 4);
}
