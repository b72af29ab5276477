// The tuning driver (driver/tune.h) with a target of the test's own: a new target plugs
// in by implementing TuningTarget, and tune() asks it at each stage, in order.
#include <stdlib.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "analysed_files.h"
#include "analysis/bare_nest.h"
#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "catch.h"
#include "driver/tune.h"
#include "driver/tune_common.h"
#include "frontend/parse_driver.h"
#include "test_support.h"

namespace fs = std::filesystem;

namespace {

// Times a variant as 1 ms per unit of CX: the smallest CX is the fastest.
class CxEvaluator : public st::Evaluator {
 public:
  st::Measurement evaluate(const st::Point& point) override {
    return st::Measurement::ok(1e-3 * static_cast<double>(point.at("CX")));
  }
};

// A target that measures nothing real and packages nothing: it records which stage the
// driver asked for.
class FakeTarget : public st::TuningTarget {
 public:
  std::vector<std::string> calls;

  std::array<long long, 3> default_extent() const override { return {64, 16, 8}; }
  bool probe(st::Report& report) override {
    calls.push_back("probe");
    report.target = "fake";
    report.target_description = "a target of the test's own";
    report.machine = "none";
    return true;
  }
  void check_fits(const st::TuningPlan&) const override {}
  st::RooflineRequest roofline_request() const override { throw std::runtime_error("the fake target has no roofline"); }
  std::string no_tune_bound_reason() const override { return "--no-tune"; }
  void reference(st::JobRun& run) override {
    calls.push_back("reference");
    run.kernel.reference = "the fake reference";
  }
  void space_and_default(st::JobRun& run) override {
    calls.push_back("space and default");
    run.space.add_dimension({"CX", {1, 2, 4}, "a block"});
    st::fix_params(run.space, params);
    run.chosen = {{"CX", run.space.dimension("CX")->values.back()}};
  }
  st::Evaluator& evaluator(st::JobRun&) override { return evaluator_; }
  st::TuningKey key(const st::JobRun& run) const override {
    return st::TuningKey::make("fake", run.job->extents, "fake", "machine", "v1");
  }
  void search_options(const st::JobRun&, st::SearchOptions& so) const override { so.seconds_per_variant = 0.1; }
  std::string tuning_where(const st::JobRun&) const override { return "nothing"; }
  void stages(st::JobRun& run, st::Evaluator&, const std::map<st::Point, st::Measurement>&) override {
    calls.push_back("stages");
    run.stages.push_back({"+tuned", run.chosen, run.result.best_measurement, "the search's fastest", {}});
  }
  void report(st::JobRun& run, const st::TuningDb&) override {
    calls.push_back("report");
    for (const st::Stage& s : run.stages) {
      const st::Measurement& m = s.measurement;
      run.kernel.stages.push_back({s.name, s.what, m.valid, m.reason, m.seconds, m.spread, m.repetitions, {}});
    }
  }
  std::vector<st::PackagedKernel> packaged_kernels(const st::TuningPlan& plan) const override {
    return plan.kernels("fake");
  }
  void write_package(const st::PackageRequest& request) override {
    calls.push_back("package");
    packaged = request.kernels.size();
  }
  st::LibraryCheck library_check() const override {
    st::LibraryCheck check;
    check.not_checked = "the fake target runs nothing";
    return check;
  }
  st::RateFormat rate_format() const override { return {}; }

  std::vector<std::string> params;
  size_t packaged = 0;

 private:
  CxEvaluator evaluator_;
};

std::string read(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

TEST_CASE("tune() runs a target's stages in order and packages its winner", "[tune_driver]") {
  std::string pattern = (fs::temp_directory_path() / "stenciltune-driver-XXXXXX").string();
  REQUIRE(::mkdtemp(pattern.data()) != nullptr);
  std::vector<st::Analysed> analysed = st::test::analyse_subroutines(st::test::stencil_path("laplacian"));
  st::Options options;
  options.file = "laplacian.f95";
  options.out_dir = pattern;
  options.verbosity = 0;
  options.search = st::Search::Exhaustive;
  FakeTarget target;
  std::ostringstream out, err;

  SECTION("tuned") {
    CHECK(st::tune(options.file, analysed, options, target, out, err) == 0);
    CHECK(target.calls ==
          std::vector<std::string>{"probe", "reference", "space and default", "stages", "report", "package"});
    CHECK(target.packaged == 1);
    // The search measured every variant into tuning.json, and the fastest is reported.
    std::string db = read(pattern + "/tuning.json");
    CHECK(db.find("\"fake\"") != std::string::npos);
    std::string report = read(pattern + "/report.json");
    CHECK(report.find("\"the fake target runs nothing\"") != std::string::npos);
    CHECK(report.find("\"CX\": 1") != std::string::npos);
    CHECK(err.str().find("no roofline bound (the fake target has no roofline)") != std::string::npos);
  }
  SECTION("--no-tune packages the default without a search or its stages") {
    options.no_tune = true;
    CHECK(st::tune(options.file, analysed, options, target, out, err) == 0);
    CHECK(target.calls == std::vector<std::string>{"probe", "reference", "space and default", "report", "package"});
    CHECK(read(pattern + "/report.json").find("\"CX\": 4") != std::string::npos);
    CHECK(err.str() == "stenciltune: laplacian: --no-tune: packaging the strategy's default variant without timing\n");
  }
  SECTION("--param restricts the target's space") {
    target.params = {"cx=2"};
    CHECK(st::tune(options.file, analysed, options, target, out, err) == 0);
    CHECK(read(pattern + "/report.json").find("\"CX\": 2") != std::string::npos);
  }
  std::error_code ec;
  fs::remove_all(pattern, ec);
}

TEST_CASE("a time loop's step keeps the planes of one sweep at a time", "[driver][temporal]") {
  // heat3d's step is two sweeps of a 7-point star: each keeps three planes of its input
  // and one of its output, so the step's working set is one sweep's, not zero or two.
  std::vector<st::Analysed> analysed =
      st::test::analyse_subroutines(std::string(STENCILTUNE_SOURCE_DIR) + "/stencils/timeloop/heat3d.f95");
  const st::StencilInfo& info = analysed.at(0).info;
  REQUIRE(info.nests.size() == 2);
  const std::vector<long long> extents{256, 256, 256};
  const std::uint64_t plane = 256ULL * 256 * 8;
  st::CacheModel roomy{64ULL << 20, true};
  st::Intensity step = st::step_intensity(info, extents, roomy);
  CHECK(step.traffic.plane_working_set == 4 * plane);
  CHECK(step.traffic.reuse_lost == 0);
  CHECK(step.traffic.compulsory == 2 * st::arithmetic_intensity(info.nests[0], extents, roomy).traffic.compulsory);
  // A cache smaller than one sweep's planes: the step loses the planes' reuse.
  st::CacheModel small{1ULL << 20, true};
  step = st::step_intensity(info, extents, small);
  CHECK(step.traffic.plane_working_set == 4 * plane);
  CHECK(step.traffic.reuse_lost == 1);
  CHECK(step.traffic.capacity > 0);
}
