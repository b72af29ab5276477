// The passes of a time loop blocked over time (backends/pass_schedule.h): the printed
// declaration and statement, compiled into the loop the generators print, run every step
// count from 0 to 40 at most BT a pass, and the passes are even wherever the last would
// otherwise run two or more steps; the CPU entry's peeled steps (cpu_peeled_steps) leave
// whole passes, even in number.
#include <fstream>
#include <sstream>

#include "backends/pass_schedule.h"
#include "catch.h"
#include "harness/process.h"
#include "harness/validation.h"
#include "test_support.h"

namespace {

// Compiles a C program that defines static void btN(ptrdiff_t st_steps) for N = 2 .. 8,
// runs each on every step count from 0 to 40, and returns what they print.
std::string run_for_every_depth(const std::string& functions) {
  std::ostringstream c;
  c << "#include <stddef.h>\n#include <stdio.h>\n" << functions;
  c << "int main(void) {\n  for (ptrdiff_t s = 0; s <= 40; ++s) {\n";
  for (int bt = 2; bt <= 8; ++bt) c << "    bt" << bt << "(s);\n";
  c << "  }\n  return 0;\n}\n";
  st::TempDir dir("stenciltune-pass-schedule");
  {
    std::ofstream out(dir.file("passes.c"));
    out << c.str();
  }
  st::StepResult built =
      st::run_tool({"gcc", "-std=c99", "-Wall", "-Wextra", "-Werror", dir.file("passes.c"), "-o", dir.file("passes")},
                   st::Toolchain{});
  INFO(built.message);
  REQUIRE(built.ok);
  st::ProcessResult r = st::run_process({dir.file("passes")});
  REQUIRE(r.ok());
  return r.out;
}

}  // namespace

TEST_CASE("an odd number of passes whose last runs two or more steps is made even", "[temporal]") {
  std::ostringstream c;
  for (int bt = 2; bt <= 8; ++bt) {
    c << "static void bt" << bt << "(ptrdiff_t st_steps) {\n"
      << st::pass_halving_declaration(bt, "st_steps", "  ") << "  int passes = 0, most = 0, least = 1 << 30;\n"
      << "  ptrdiff_t done = 0;\n  for (ptrdiff_t st_left = st_steps; st_left > 0;) {\n"
      << "    int st_now = st_left < " << bt << " ? (int)st_left : " << bt << ";\n"
      << st::pass_halving_statement(bt, "st_now", "    ")
      << "    ++passes;\n    done += st_now;\n    if (st_now > most) most = st_now;\n"
      << "    if (st_now < least) least = st_now;\n    st_left -= st_now;\n  }\n"
      << "  printf(\"%d %ld %ld %d %d %d\\n\", " << bt << ", (long)st_steps, (long)done, passes, most, least);\n}\n";
  }
  std::istringstream lines(run_for_every_depth(c.str()));
  int rows = 0;
  for (int bt, passes, most, least; true; ++rows) {
    long steps = 0, done = 0;
    if (!(lines >> bt >> steps >> done >> passes >> most >> least)) break;
    INFO("BT=" << bt << ", " << steps << " steps");
    CHECK(done == steps);
    if (steps == 0) {
      CHECK(passes == 0);
      continue;
    }
    CHECK(most <= bt);
    CHECK(least >= 1);
    const long plain = (steps + bt - 1) / bt, last = steps - (plain - 1) * bt;
    // Even where it can be without a pass of a single step; a last single step is the
    // library's entry's to peel (package_dispatch.h), so the passes stay as they were.
    if (plain % 2 == 1 && last >= 2) {
      CHECK(passes == plain + 1);
    } else {
      CHECK(passes == plain);
    }
  }
  CHECK(rows == 7 * 41);
}

TEST_CASE("the CPU's entry peels the steps of a last pass of one or two, leaving whole passes in even number",
          "[temporal]") {
  std::ostringstream c;
  for (int bt = 2; bt <= 8; ++bt) {
    c << "static void bt" << bt << "(ptrdiff_t st_steps) {\n"
      << "  const ptrdiff_t peel = " << st::cpu_peeled_steps("st_steps", bt) << ";\n"
      << st::pass_halving_declaration(bt, "(st_steps - peel)", "  ") << "  int passes = 0, least = 1 << 30, ones = 0;\n"
      << "  for (ptrdiff_t st_left = st_steps - peel; st_left > 0;) {\n"
      << "    int st_now = st_left < " << bt << " ? (int)st_left : " << bt << ";\n"
      << st::pass_halving_statement(bt, "st_now", "    ")
      << "    ++passes;\n    ones += st_now == 1;\n    if (st_now < least) least = st_now;\n    st_left -= st_now;\n  "
         "}\n"
      << "  printf(\"%d %ld %ld %d %d %d\\n\", " << bt << ", (long)st_steps, (long)peel, passes, least, ones);\n}\n";
  }
  std::istringstream lines(run_for_every_depth(c.str()));
  int rows = 0;
  for (int bt, passes, least, ones; true; ++rows) {
    long steps = 0, peel = 0;
    if (!(lines >> bt >> steps >> peel >> passes >> least >> ones)) break;
    INFO("BT=" << bt << ", " << steps << " steps");
    const long plain = (steps + bt - 1) / bt, last = steps - (plain - 1) * bt;
    if (steps > 0 && plain % 2 == 1 && last <= 2) {
      // The last pass's steps nest by nest; whole passes, even in number, before them.
      CHECK(peel == last);
      CHECK(passes == plain - 1);
      if (passes > 0) CHECK(least == bt);
    } else {
      CHECK(peel == 0);
      CHECK(passes % 2 == 0);
    }
    // No call runs two passes of one step, as halving a last pass of two would.
    CHECK(ones <= 1);
  }
  CHECK(rows == 7 * 41);
}
