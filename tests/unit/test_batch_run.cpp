// A batch: several variants linked into one check program, their jobs run one after
// another in one process (harness/batch_run.h). A variant that is wrong, crashes or
// hangs fails alone; the variants after it are still proven and timed.
#include <fstream>

#include "backends/c/c_backend.h"
#include "backends/fortran/fortran_backend.h"
#include "catch.h"
#include "harness/batch_run.h"
#include "harness/check_harness.h"
#include "harness/validation.h"
#include "test_support.h"

namespace {

void write_file(const std::string& path, const std::string& text) {
  std::ofstream f(path);
  f << text;
}

// `source` with `to` in place of the first `from`.
std::string replaced(std::string source, const std::string& from, const std::string& to) {
  size_t at = source.find(from);
  REQUIRE(at != std::string::npos);
  return source.replace(at, from.size(), to);
}

using Outcome = st::BatchJobResult::Outcome;

}  // namespace

TEST_CASE("a batch proves and times many variants in one program, each failing alone", "[batch]") {
  st::test::AnalysedStencil l = st::test::analyse_suite_stencil("laplacian");
  st::TempDir dir("stenciltune-batch");
  st::Toolchain tools;
  write_file(dir.file("reference.f90"), st::emit_fortran(l.sub, l.symbols, {}));
  st::StepResult step = st::compile_reference(dir.file("reference.f90"), l.sub.name, dir.file("reference.o"), tools);
  INFO(step.message);
  REQUIRE(step.ok);

  // Five variants of the Laplacian: right, wrong (alpha doubled), one that
  // crashes, one that never returns, and a right one after them.
  std::vector<std::string> names = {"st_good", "st_wrong", "st_crash", "st_hang", "st_late"};
  std::vector<std::string> objects = {dir.file("check.o"), dir.file("reference.o")};
  for (const std::string& name : names) {
    st::CEmitOptions emit;
    emit.function_name = name;
    emit.fortran_entry = false;
    std::string source = st::emit_c(l.sub, l.symbols, emit);
    std::string body = ")\n{\n";
    if (name == "st_wrong") source = replaced(source, "alpha * u[", "alpha * 2.0 * u[");
    if (name == "st_crash") source = replaced(source, body, body + "  raise(SIGSEGV);\n");
    if (name == "st_hang") source = replaced(source, body, body + "  for (;;) pause();\n");
    source = "#include <signal.h>\n#include <unistd.h>\n" + source;
    write_file(dir.file(name + ".c"), source);
    step = st::run_tool({"gcc", "-std=gnu99", "-O1", "-c", dir.file(name + ".c"), "-o", dir.file(name + ".o")}, tools);
    INFO(source);
    INFO(step.message);
    REQUIRE(step.ok);
    objects.push_back(dir.file(name + ".o"));
  }
  st::CheckHarnessOptions check;
  check.reference_symbol = st::reference_symbol(l.sub.name);
  check.variant_symbol = names[0];
  check.integer_arguments = st::size_arguments(l.info, {12, 10, 8});
  check.timing_repetitions = 3;
  for (size_t k = 1; k < names.size(); ++k) check.more_variants.push_back({names[k], "", ""});
  write_file(dir.file("check.c"), st::generate_check_harness(l.sub, l.symbols, check));
  step = st::compile_harness(dir.file("check.c"), dir.file("check.o"), tools);
  INFO(step.message);
  REQUIRE(step.ok);
  step = st::link_check_program(objects, dir.file("check"), tools);
  INFO(step.message);
  REQUIRE(step.ok);

  // Each variant: a proof at 9x7x5, then a timing at 12x10x8.
  std::vector<st::BatchJob> jobs;
  for (int k = 0; k < static_cast<int>(names.size()); ++k) {
    std::vector<std::string> small, large;
    for (const auto& [name, value] : st::size_arguments(l.info, {9, 7, 5}))
      small.push_back(name + "=" + std::to_string(value));
    for (const auto& [name, value] : st::size_arguments(l.info, {12, 10, 8}))
      large.push_back(name + "=" + std::to_string(value));
    small.push_back("check.time=0");
    large.push_back("check.verify=0");
    jobs.push_back({k, small});
    jobs.push_back({k, large});
  }
  st::BatchRunOptions options;
  options.seconds_per_run = 2;
  options.seconds_per_job = 0.5;
  std::vector<st::BatchJobResult> r = st::run_batch(dir.file("check"), jobs, options);
  REQUIRE(r.size() == jobs.size());
  std::string all;
  for (size_t j = 0; j < r.size(); ++j)
    all += std::to_string(j) + ": " + st::outcome_name(r[j].outcome) + "\n" + r[j].output + r[j].death + "\n";
  INFO(all);
  CHECK(r[0].outcome == Outcome::Passed);
  CHECK(r[0].output.find("check: unext written=315 wrong=0 ") != std::string::npos);
  CHECK(r[1].outcome == Outcome::NotVerified);
  CHECK(r[1].output.find("time: median=") != std::string::npos);
  CHECK(r[2].outcome == Outcome::Failed);
  CHECK(r[2].output.find("check: unext written=315 wrong=0 ") == std::string::npos);
  CHECK(r[2].output.find("check: unext written=315 wrong=") != std::string::npos);
  CHECK(r[3].outcome == Outcome::Skipped);  // a wrong variant is not timed
  CHECK(r[4].outcome == Outcome::Died);
  CHECK(r[4].death.rfind("crash: ", 0) == 0);
  CHECK(r[5].outcome == Outcome::Skipped);
  CHECK(r[6].outcome == Outcome::Died);
  CHECK(r[6].death.rfind("hang: ", 0) == 0);
  CHECK(r[7].outcome == Outcome::Skipped);
  CHECK(r[8].outcome == Outcome::Passed);
  CHECK(r[9].outcome == Outcome::NotVerified);
  CHECK(r[9].output.find("time: median=") != std::string::npos);
}

TEST_CASE("a one-variant check program runs several jobs, each from the defaults", "[batch]") {
  // The same program proves the variant at two sizes in one run: the second job does not
  // inherit the first's sizes or flags.
  st::test::AnalysedStencil l = st::test::analyse_suite_stencil("laplacian");
  st::TempDir dir("stenciltune-batch-jobs");
  st::Toolchain tools;
  write_file(dir.file("reference.f90"), st::emit_fortran(l.sub, l.symbols, {}));
  REQUIRE(st::compile_reference(dir.file("reference.f90"), l.sub.name, dir.file("reference.o"), tools).ok);
  st::CEmitOptions emit;
  emit.function_name = "st_variant";
  emit.fortran_entry = false;
  write_file(dir.file("variant.c"), st::emit_c(l.sub, l.symbols, emit));
  REQUIRE(st::run_tool({"gcc", "-std=c99", "-O1", "-c", dir.file("variant.c"), "-o", dir.file("variant.o")}, tools).ok);
  st::CheckHarnessOptions check;
  check.reference_symbol = st::reference_symbol(l.sub.name);
  check.variant_symbol = "st_variant";
  check.integer_arguments = st::size_arguments(l.info, {6, 5, 4});
  write_file(dir.file("check.c"), st::generate_check_harness(l.sub, l.symbols, check));
  REQUIRE(st::compile_harness(dir.file("check.c"), dir.file("check.o"), tools).ok);
  REQUIRE(st::link_check_program({dir.file("check.o"), dir.file("variant.o"), dir.file("reference.o")},
                                 dir.file("check"), tools)
              .ok);
  std::vector<std::string> first;
  for (const auto& [name, value] : st::size_arguments(l.info, {9, 7, 5}))
    first.push_back(name + "=" + std::to_string(value));
  std::vector<st::BatchJob> jobs = {{0, first}, {0, {}}, {1, {}}};
  std::vector<st::BatchJobResult> r = st::run_batch(dir.file("check"), {jobs[0], jobs[1]});
  REQUIRE(r.size() == 2);
  INFO(r[0].output << r[0].death << "\n--\n" << r[1].output << r[1].death);
  CHECK(r[0].outcome == Outcome::Passed);
  CHECK(r[0].output.find("written=315 ") != std::string::npos);  // 9 x 7 x 5
  CHECK(r[1].outcome == Outcome::Passed);
  CHECK(r[1].output.find("written=120 ") != std::string::npos);  // the default 6 x 5 x 4
  // A job naming a variant the program does not hold ends it: that job dies, alone.
  r = st::run_batch(dir.file("check"), {jobs[2], jobs[0]});
  REQUIRE(r.size() == 2);
  INFO(r[0].output << r[0].death << "\n--\n" << r[1].output << r[1].death);
  CHECK(r[0].outcome == Outcome::Died);
  CHECK(r[0].death.find("exited with status 2") != std::string::npos);
  CHECK(r[0].death.find("holds no variant 1") != std::string::npos);
  CHECK(r[1].outcome == Outcome::Passed);
}
