// The tuning plan (issue 7): every subroutine at every --size, each nest of a
// subroutine of several nests on its own, and the library's kernels made of the winners.
#include "analysed_files.h"
#include "analysis/bare_nest.h"
#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "catch.h"
#include "driver/tune_common.h"
#include "driver/tuning_plan.h"
#include "frontend/diagnostics.h"
#include "frontend/parse_driver.h"

namespace {

st::ProblemSize size(std::vector<long long> extents) { return st::ProblemSize{std::move(extents)}; }

}  // namespace

TEST_CASE("a plan tunes every nest at every size, and the winners make the kernels", "[plan]") {
  std::vector<st::Analysed> analysed =
      st::test::analyse_subroutines(std::string(STENCILTUNE_SOURCE_DIR) + "/tests/library/heat_kernels.f95");
  REQUIRE(analysed.size() == 2);
  st::Options options;
  options.sizes = {size({12}), size({12}), size({30, 20, 10})};  // the repeated size is tuned once
  st::TuningPlan plan(analysed, options);
  const std::vector<st::TuningJob>& jobs = plan.jobs();
  REQUIRE(jobs.size() == 6);  // heat_step: 2 sizes x 2 nests; smooth2d: 2 sizes

  CHECK(jobs[0].label() == "heat_step nest 1");
  CHECK(jobs[0].unit->sub.name == "heat_step_nest1");
  CHECK(jobs[0].unit->info.nests.size() == 1);
  CHECK(jobs[0].unit->sub.params.size() == analysed[0].sub.params.size());
  CHECK_FALSE(jobs[0].unit_is_users_text());
  CHECK(jobs[0].extents == std::vector<long long>{12, 12});  // the 2-D nest takes the first extents
  CHECK(jobs[0].size == std::vector<long long>{12, 12, 12});
  CHECK(jobs[0].size_arguments == std::map<std::string, long long>{{"nx", 12}, {"ny", 12}, {"nz", 12}});
  CHECK(jobs[1].label() == "heat_step nest 2");
  CHECK(jobs[1].extents == std::vector<long long>{12, 12, 12});
  CHECK(jobs[3].size_index == 1);
  CHECK(jobs[3].extents == std::vector<long long>{30, 20, 10});
  CHECK(jobs[3].size_arguments == std::map<std::string, long long>{{"nx", 30}, {"ny", 20}, {"nz", 10}});
  CHECK(jobs[4].label() == "smooth2d");
  CHECK(jobs[4].nest == -1);
  CHECK(jobs[4].unit == &analysed[1]);
  CHECK(jobs[4].unit_is_users_text());
  CHECK(jobs[5].extents == std::vector<long long>{30, 20});
  CHECK(jobs[5].size_arguments == std::map<std::string, long long>{{"nx", 30}, {"ny", 20}});

  // heat_step's first nest found nothing at the second size: that size is left out of
  // heat_step, and the other kernels keep all of theirs.
  for (size_t i = 0; i < jobs.size(); ++i) {
    if (i != 2) plan.record(i, {{"CX", static_cast<long long>(8 + i)}, {"THREADS", 1}});
  }
  std::vector<st::PackagedKernel> kernels = plan.kernels("a test");
  REQUIRE(kernels.size() == 2);
  CHECK(kernels[0].sub == &analysed[0].sub);
  REQUIRE(kernels[0].variants.size() == 1);
  REQUIRE(kernels[0].variants[0].parts.size() == 2);
  CHECK(kernels[0].variants[0].parts[0].nest == 0);
  CHECK(kernels[0].variants[0].parts[1].nest == 1);
  CHECK(kernels[0].variants[0].parts[1].parameters == "CX=9 THREADS=1");
  REQUIRE(kernels[1].variants.size() == 2);
  CHECK(kernels[1].variants[1].size == std::vector<long long>{30, 20});
  std::string source = kernels[0].variants[0].parts[1].source("heat_step_size1_nest2");
  CHECK(source.find("void heat_step_size1_nest2(") != std::string::npos);
  CHECK(source.find("void heat_step_size1_nest2_first_touch(") != std::string::npos);
  CHECK(source.find("void heat_step_size1_nest2_(") == std::string::npos);  // the entry defines the Fortran symbol
}

TEST_CASE("a --size is checked against the deepest nest of the file", "[plan]") {
  std::vector<st::Analysed> analysed =
      st::test::analyse_subroutines(std::string(STENCILTUNE_SOURCE_DIR) + "/tests/library/heat_kernels.f95");
  st::Options options;
  options.sizes = {size({64, 32})};
  CHECK_THROWS_AS(st::TuningPlan(analysed, options), st::UserError);
  options.sizes.clear();  // the default size: each subroutine's own
  st::TuningPlan plan(analysed, options);
  CHECK(plan.jobs().front().size == std::vector<long long>{256, 256, 256});
  CHECK(plan.jobs().back().size == std::vector<long long>{4096, 4096});
}

TEST_CASE("a grid dimension whose loops have constant bounds keeps its extent at every size", "[plan]") {
  std::vector<st::Analysed> analysed =
      st::test::analyse_subroutines(std::string(STENCILTUNE_SOURCE_DIR) + "/tests/inputs/timeloop_fixed_width.f95");
  st::Options options;  // the default size: nx is 64 whatever it says
  st::TuningPlan plan(analysed, options);
  REQUIRE(!plan.jobs().empty());
  CHECK(plan.jobs().front().extents == std::vector<long long>{64, 4096});
  CHECK(plan.jobs().front().size_arguments.at("ny") == 4096);
  CHECK(plan.jobs().front().size_arguments.count("nx") == 0);

  options.sizes = {size({64, 100})};
  CHECK(st::TuningPlan(analysed, options).jobs().front().extents == std::vector<long long>{64, 100});

  options.sizes = {size({100, 100})};
  try {
    st::TuningPlan wrong(analysed, options);
    FAIL("a --size that changes the constant width was accepted");
  } catch (const st::UserError& e) {
    CHECK(e.where().begin.line == 12);
    CHECK(std::string(e.what()) ==
          "--size gives dimension 1 of 'timeloop_fixed_width' 100 points, but its loops run over constant bounds "
          "(to 64): no argument changes them; give --size=64x100 or leave --size out");
  }
}

TEST_CASE("a time loop that can be blocked gets a job of its own, whose blocked winner replaces the nests",
          "[plan][temporal]") {
  std::vector<st::Analysed> analysed =
      st::test::analyse_subroutines(std::string(STENCILTUNE_SOURCE_DIR) + "/stencils/timeloop/heat3d.f95");
  st::Options options;
  options.sizes = {size({20, 18, 16})};
  st::TuningPlan plain(analysed, options);
  CHECK(plain.jobs().size() == 2);  // without a target that blocks: the two nests alone

  st::TuningPlan plan(analysed, options, st::cpu_default_extent, true);
  const std::vector<st::TuningJob>& jobs = plan.jobs();
  REQUIRE(jobs.size() == 3);
  const st::TuningJob& loop = jobs[2];
  CHECK(loop.temporal);
  CHECK(loop.label() == "heat3d time loop");
  CHECK(loop.unit == &analysed[0]);
  CHECK(loop.timed_steps == st::temporal_timed_steps);
  // `do t = 1, nt`: nt is set so that the loop runs the timed steps.
  CHECK(loop.size_arguments ==
        std::map<std::string, long long>{{"nx", 20}, {"ny", 18}, {"nz", 16}, {"nt", st::temporal_timed_steps}});
  // What a harness sets beyond the size at every size it runs: the step count alone, so
  // that the proofs at smaller sizes keep their own nx, ny and nz.
  CHECK(loop.step_arguments == std::map<std::string, long long>{{"nt", st::temporal_timed_steps}});

  CHECK(plan.nest_winners(2).empty());
  plan.record(0, {{"THREADS", 1}});
  // The time loop's job sees the nests' winners recorded so far, in nest order: its
  // step-by-step candidates.
  CHECK(plan.nest_winners(2) == std::vector<st::Point>{{{"THREADS", 1}}});
  plan.record(1, {{"THREADS", 2}});
  CHECK(plan.nest_winners(2) == std::vector<st::Point>{{{"THREADS", 1}}, {{"THREADS", 2}}});
  plan.record(2, {{"BT", 1}, {"THREADS", 2}});  // step by step won: the nests' own parts
  CHECK(plan.nest_winners(2).size() == 2);      // its own winner is not a nest's
  std::vector<st::PackagedKernel> kernels = plan.kernels("test");
  REQUIRE(kernels.size() == 1);
  REQUIRE(kernels[0].variants.size() == 1);
  REQUIRE(kernels[0].variants[0].parts.size() == 2);
  CHECK(kernels[0].variants[0].parts[0].nest == 0);
  CHECK(kernels[0].variants[0].parts[1].nest == 1);

  plan.record(2, {{"BT", 3}, {"THREADS", 2}});  // blocked won: one part runs the whole loop
  kernels = plan.kernels("test");
  REQUIRE(kernels[0].variants[0].parts.size() == 1);
  CHECK(kernels[0].variants[0].parts[0].nest == -1);
  CHECK(kernels[0].variants[0].parts[0].parameters == "BT=3 THREADS=2");
  CHECK(kernels[0].variants[0].parts[0].source("heat3d_v1").find("heat3d_v1_TB_tile3") != std::string::npos);
}

TEST_CASE("a time loop that cannot be blocked has no job of its own", "[plan][temporal]") {
  std::vector<st::Analysed> analysed =
      st::test::analyse_subroutines(std::string(STENCILTUNE_SOURCE_DIR) + "/stencils/timeloop/himeno_jacobi.f95");
  st::Options options;
  options.sizes = {size({20, 18, 16})};
  st::TuningPlan plan(analysed, options, st::cpu_default_extent, true);
  for (const st::TuningJob& job : plan.jobs()) CHECK_FALSE(job.temporal);
  CHECK(plan.jobs().size() == analysed[0].info.nests.size());
}

namespace {

st::Analysed analyse_text(const std::string& text) {
  st::ast::Unit unit = st::parse_text("steps.f95", text);
  st::Analysed a;
  a.sub = st::complete_bare_nest(unit.subroutines.at(0));
  a.symbols = st::build_symbols(a.sub);
  a.info = st::analyse(a.sub, a.symbols);
  return a;
}

std::string jacobi_loop(const std::string& header, const std::string& loop) {
  return "subroutine jac(" + header +
         ")\n  integer, intent(in) :: n, nt\n  real(8), intent(inout) :: u(n), v(n)\n  integer :: i, t\n  " + loop +
         "\n    do i = 2, n - 1\n      v(i) = 0.5d0 * (u(i-1) + u(i+1))\n    end do\n"
         "    do i = 2, n - 1\n      u(i) = v(i)\n    end do\n  end do\nend subroutine jac\n";
}

}  // namespace

TEST_CASE("a time loop runs the steps wanted through its step count's dummy, or its constant bounds' own",
          "[plan][temporal]") {
  st::Analysed counted = analyse_text(jacobi_loop("n, nt, u, v", "do t = 1, nt"));
  std::optional<st::TimeLoopSteps> steps = st::time_loop_steps(counted.info, 12);
  REQUIRE(steps.has_value());
  CHECK(steps->dummy == "nt");
  CHECK(steps->value == 12);
  CHECK(steps->steps == 12);

  // do t = 0, nt + 1 runs nt + 2 steps: 12 steps need nt = 10.
  st::Analysed shifted = analyse_text(jacobi_loop("n, nt, u, v", "do t = 0, nt + 1"));
  steps = st::time_loop_steps(shifted.info, 12);
  REQUIRE(steps.has_value());
  CHECK(steps->dummy == "nt");
  CHECK(steps->value == 10);
  CHECK(steps->steps == 12);

  // Constant bounds run their own count, whatever is wanted.
  st::Analysed fixed = analyse_text(jacobi_loop("n, nt, u, v", "do t = 3, 7"));
  steps = st::time_loop_steps(fixed.info, 12);
  REQUIRE(steps.has_value());
  CHECK(steps->dummy.empty());
  CHECK(steps->steps == 5);

  // do t = nt, 1, -1 counts down through the same nt steps; a step of 2 is refused.
  st::Analysed down = analyse_text(jacobi_loop("n, nt, u, v", "do t = nt, 1, -1"));
  REQUIRE(down.info.time_loop.has_value());
  CHECK(down.info.time_loop->counts_down);
  CHECK_FALSE(counted.info.time_loop->counts_down);
  steps = st::time_loop_steps(down.info, 12);
  REQUIRE(steps.has_value());
  CHECK(steps->dummy == "nt");
  CHECK(steps->value == 12);
  CHECK(steps->steps == 12);
  std::string refusal;
  try {
    analyse_text(jacobi_loop("n, nt, u, v", "do t = 1, nt, 2"));
  } catch (const st::UserError& e) {
    refusal = e.what();
  }
  CHECK(refusal == "the step of time loop 't' must be 1 or -1");

  // Twice the dummy: no value of it gives the steps wanted exactly.
  st::Analysed doubled = analyse_text(jacobi_loop("n, nt, u, v", "do t = 1, 2 * nt"));
  REQUIRE(doubled.info.time_loop.has_value());
  CHECK_FALSE(st::time_loop_steps(doubled.info, 12).has_value());
}

TEST_CASE("a library check may run longer the larger its grid and the more sweeps a call", "[plan][library]") {
  std::vector<st::Analysed> laplacian =
      st::test::analyse_subroutines(std::string(STENCILTUNE_SOURCE_DIR) + "/stencils/laplacian.f95");
  std::vector<st::Analysed> heat =
      st::test::analyse_subroutines(std::string(STENCILTUNE_SOURCE_DIR) + "/stencils/timeloop/heat3d.f95");
  // Small grids keep the minute a hang is given.
  CHECK(st::library_check_seconds(laplacian[0].info, {64, 64, 64}) < 61);
  // 1024^3: the reference's sweep alone takes seconds; a time loop of two nests over its
  // default steps takes minutes, more than the minute the check had.
  const double sweep = st::library_check_seconds(laplacian[0].info, {1024, 1024, 1024});
  const double loop = st::library_check_seconds(heat[0].info, {1024, 1024, 1024});
  CHECK(sweep > 120);
  CHECK(loop > 3 * sweep - 120);
  CHECK(loop < 3600);

  // The check passes nt = 3: do t = 0, nt + 1 then runs 5 steps, do t = 1, nt 3.
  const st::Analysed counted = analyse_text(jacobi_loop("n, nt, u, v", "do t = 1, nt"));
  const st::Analysed shifted = analyse_text(jacobi_loop("n, nt, u, v", "do t = 0, nt + 1"));
  const double per_sweep = 1e8 / 2e7;  // a grid of 1e8 points, at the rule's rate
  CHECK(st::library_check_seconds(shifted.info, {100000000}) - st::library_check_seconds(counted.info, {100000000}) ==
        Approx(2 * 2 * per_sweep));
}

TEST_CASE("a time loop's report shows the fastest blocked and step-by-step variants of the final comparison",
          "[plan][temporal]") {
  // The search measured step-by-step variant A fastest, but B (a nest's winner) beat it
  // side by side, and so did blocked D beat C: the stages are B and D, the ones compared.
  const st::Point a = {{"BT", 1}, {"CY", 8}}, b = {{"CY", 16}}, c = {{"BT", 2}, {"CY", 8}}, d = {{"BT", 4}};
  st::FinalChoice final;
  final.compared = true;
  final.points = {a, b, c, d};
  final.times = {st::Measurement::ok(3.0, 0, 5), st::Measurement::ok(2.0, 0, 5), st::Measurement::ok(2.5, 0, 5),
                 st::Measurement::ok(2.2, 0, 5)};
  CHECK(st::fastest_compared(final, false, a) == b);
  CHECK(st::fastest_compared(final, true, c) == d);
  // A variant whose timing failed is not chosen.
  final.times[3] = st::Measurement::invalid("no call was timed");
  CHECK(st::fastest_compared(final, true, d) == c);
  // A kind the comparison lacks keeps the search's.
  final.points.resize(2);
  final.times.resize(2);
  CHECK(st::fastest_compared(final, true, c) == c);
  CHECK_FALSE(st::fastest_compared(st::FinalChoice{}, true, std::nullopt).has_value());
}
