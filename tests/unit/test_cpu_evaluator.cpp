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

// A file's first subroutine analysed, with its reference compiled into a scratch folder:
// what a CpuEvaluator is made from.
struct Evaluated {
  explicit Evaluated(const std::string& file)
      : sub(st::parse_file(file).subroutines.at(0)),
        symbols(st::build_symbols(sub)),
        info(st::analyse(sub, symbols)),
        dir("stenciltune-evaluator") {
    st::Toolchain tools;
    REQUIRE(st::compile_reference(file, sub.name, dir.file("reference.o"), tools).ok);
    reference = {dir.file("reference.o"), st::reference_symbol(sub.name), {"-lgfortran"}, "gfortran -O0"};
  }
  st::ast::Subroutine sub;
  st::SymbolTable symbols;
  st::StencilInfo info;
  st::TempDir dir;
  st::Reference reference;
};

}  // namespace

TEST_CASE("the CPU evaluator compiles announced variants when it reaches them", "[cpu_evaluator]") {
  std::string file = std::string(STENCILTUNE_SOURCE_DIR) + "/stencils/laplacian.f95";
  Evaluated e(file);
  st::CpuEvaluatorConfig config;
  config.work_dir = e.dir.path().string();
  config.extents = {12, 10, 8};
  config.compile_jobs = 2;
  config.repetitions = 1;
  st::CpuEvaluator evaluator(e.sub, e.symbols, e.info, e.reference, config);

  std::vector<st::Point> points;
  for (long long cx : {4, 6, 8, 12}) {
    points.push_back({{"CX", cx}, {"CY", 5}, {"CZ", 4}, {"THREADS", 2}, {"NUMA", 0}, {"NT", cx % 8 == 0 ? 1 : 0}});
  }
  evaluator.prepare(points);
  CHECK(sources_in(e.dir.path()) == 0);  // announced, not built
  st::Measurement first = evaluator.evaluate(points[0]);
  INFO(first.reason);
  CHECK(first.valid);
  CHECK(sources_in(e.dir.path()) == 2);  // the first and the next announced one
  CHECK(evaluator.evaluate(points[1]).valid);
  CHECK(sources_in(e.dir.path()) == 2);  // already built
  CHECK(evaluator.evaluate(points[3]).valid);
  CHECK(sources_in(e.dir.path()) == 4);  // this one and the one still announced
  CHECK(evaluator.evaluate(points[2]).valid);
  CHECK(sources_in(e.dir.path()) == 4);
}

TEST_CASE("a time loop's variant is proven over a few steps and timed over all of them", "[cpu_evaluator][temporal]") {
  std::string file = std::string(STENCILTUNE_SOURCE_DIR) + "/stencils/timeloop/heat3d.f95";
  Evaluated e(file);
  st::CpuEvaluatorConfig config;
  config.work_dir = e.dir.path().string();
  config.extents = {13, 11, 9};
  config.repetitions = 1;
  config.arguments = {{"nt", 12}};
  config.steps_argument = "nt";
  config.timed_steps = 12;
  st::CpuEvaluator evaluator(e.sub, e.symbols, e.info, e.reference, config);
  // Two passes and a step more proven, without timing; then every step timed, unchecked.
  CHECK(evaluator.command_of("prog", {{"BT", 3}}) ==
        std::vector<std::string>{"prog", "nt=7", "check.time=0", "--", "check.verify=0"});
  CHECK(evaluator.command_of("prog", {{"BT", 1}}) ==
        std::vector<std::string>{"prog", "nt=3", "check.time=0", "--", "check.verify=0"});
  CHECK(evaluator.command_of("prog", {{"BT", 6}}) == std::vector<std::string>{"prog"});  // 13 steps: all of them
  st::Measurement m = evaluator.evaluate({{"BT", 3}, {"CY", 4}, {"CZ", 4}, {"THREADS", 2}, {"SIMD", 1}});
  INFO(m.reason);
  CHECK(m.valid);

  // A loop whose dummy is not its step count (`do t = 2, nt`: nt - 1 steps).
  config.arguments = {{"nt", 13}};
  st::CpuEvaluator shifted(e.sub, e.symbols, e.info, e.reference, config);
  CHECK(shifted.command_of("prog", {{"BT", 3}}) ==
        std::vector<std::string>{"prog", "nt=8", "check.time=0", "--", "check.verify=0"});

  // Without a step-count dummy, every run is proven over every step.
  config.steps_argument.clear();
  st::CpuEvaluator plain(e.sub, e.symbols, e.info, e.reference, config);
  CHECK(plain.command_of("prog", {{"BT", 3}}) == std::vector<std::string>{"prog"});
}
