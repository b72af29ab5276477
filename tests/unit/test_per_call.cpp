// What one call of the CUDA library costs beside the CPU target's time (issue 24): the
// CPU's fastest valid record of the same job, size and steps a call on this host, read
// from tuning.json under any compiler; and the report's sentence on which library a
// caller that calls once per step is faster with, in each order of the three times.
#include <filesystem>

#include "analysed_files.h"
#include "analysis/bare_nest.h"
#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "catch.h"
#include "driver/tune_common.h"
#include "frontend/parse_driver.h"
#include "report/report_json.h"
#include "report/report_markdown.h"
#include "roofline/microbenchmark.h"
#include "test_support.h"

namespace {

st::Options sized(std::vector<long long> extents) {
  st::Options options;
  options.sizes = {st::ProblemSize{std::move(extents)}};
  return options;
}

// A CUDA kernel of a made-up run whose host-pointer entries take 3.21 ms a call and
// whose kernels take 1 ms, with `cpu_seconds` from tuning.json.
st::ReportKernel cuda_kernel(std::optional<double> cpu_seconds, long long steps = 0) {
  st::ReportKernel k;
  k.name = "laplacian";
  k.size = {512, 512, 512};
  k.steps = steps;
  k.stages = {{"+tuned", "the packaged variant", true, "", 1e-3, 0.01, 5, {}}};
  st::ReportPerCall p;
  p.host_entries_seconds = 3.21e-3;
  p.kernels_seconds = 1e-3;
  p.cpu_seconds = cpu_seconds;
  k.per_call = p;
  return k;
}

st::Report cuda_report() {
  st::Report r;
  r.stencil = "laplacian";
  r.file = "stencils/laplacian.f95";
  r.target = "cuda";
  return r;
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("the CPU target's time of a job is its fastest valid record on this host, any compiler",
          "[per_call][tuning_db]") {
  std::vector<st::Analysed> analysed = st::test::analyse_subroutines(st::test::stencil_path("laplacian"));
  st::TuningPlan plan(analysed, sized({40, 30, 20}));
  st::TuningPlan other_size(analysed, sized({40, 30, 21}));
  const st::TuningJob& job = plan.jobs().at(0);
  st::ScratchDir dir("stenciltune-test-per-call");
  st::TuningDb db((dir.path() / "tuning.json").string());
  CHECK_FALSE(st::cpu_seconds_per_call(db, job, "host"));  // the CPU target has not run here

  st::Measurement wrong = st::Measurement::invalid("wrong answer");
  wrong.seconds = 1e-4;
  db.record(st::job_key(job, "cpu", "host", "cc 12"), {{"CX", 8}}, st::Measurement::ok(4e-3));
  db.record(st::job_key(job, "cpu", "host", "cc 12"), {{"CX", 16}}, wrong);
  db.record(st::job_key(job, "cpu", "host", "cc 14"), {{"CX", 32}}, st::Measurement::ok(3e-3));
  db.record(st::job_key(job, "cpu", "another host", "cc 14"), {{"CX", 8}}, st::Measurement::ok(1e-3));
  db.record(st::job_key(other_size.jobs().at(0), "cpu", "host", "cc 14"), {{"CX", 8}}, st::Measurement::ok(2e-3));
  db.record(st::job_key(job, "cuda", "host", "nvcc 12"), {{"BX", 32}}, st::Measurement::ok(5e-4));
  std::optional<double> cpu = st::cpu_seconds_per_call(db, job, "host");
  REQUIRE(cpu);
  CHECK(*cpu == 3e-3);
  CHECK(*st::cpu_seconds_per_call(db, job, "another host") == 1e-3);
  CHECK_FALSE(st::cpu_seconds_per_call(db, job, "a third host"));
  // The keys are the targets' own: the CPU target files this job's records under this key.
  CHECK(st::job_key(job, "cpu", "host", "cc 12").target == "cpu");
  CHECK(st::job_key(job, "cpu", "host", "cc 12").size == "40x30x20");
}

TEST_CASE("a time loop's CPU time is that of the same steps a call", "[per_call][tuning_db][temporal]") {
  std::vector<st::Analysed> analysed = st::test::analyse_subroutines(st::test::stencil_path("timeloop/heat3d"));
  st::Options twelve = sized({20, 18, 16});
  st::Options six = twelve;
  six.steps = 6;
  st::TuningPlan plan(analysed, twelve, st::cpu_default_extent, true);
  st::TuningPlan plan6(analysed, six, st::cpu_default_extent, true);
  const st::TuningJob& loop = plan.jobs().back();
  const st::TuningJob& loop6 = plan6.jobs().back();
  REQUIRE(loop.temporal);
  REQUIRE(loop6.temporal);
  st::ScratchDir dir("stenciltune-test-per-call");
  st::TuningDb db((dir.path() / "tuning.json").string());
  db.record(st::job_key(loop6, "cpu", "host", "cc 12"), {{"BT", 2}}, st::Measurement::ok(1e-3));
  db.record(st::job_key(plan.jobs().front(), "cpu", "host", "cc 12"), {{"CX", 8}}, st::Measurement::ok(1e-4));
  CHECK_FALSE(st::cpu_seconds_per_call(db, loop, "host"));  // 6 steps a call, or one nest: not this job
  db.record(st::job_key(loop, "cpu", "host", "cc 12"), {{"BT", 3}}, st::Measurement::ok(2e-3));
  CHECK(st::cpu_seconds_per_call(db, loop, "host") == 2e-3);
  CHECK(st::cpu_seconds_per_call(db, loop6, "host") == 1e-3);
}

TEST_CASE("the report says which library a caller that calls once per step is faster with", "[per_call][report]") {
  const st::Report r = cuda_report();
  const std::string host_pointer =
      "Per call of the host-pointer entries (copies in, kernels, copies out): 3.210 ms, against 1.000 ms for the "
      "kernels alone, what a call costs in resident mode (laplacian_resident_begin)";

  // The CPU faster than the CUDA library even in resident mode.
  st::ReportKernel k = cuda_kernel(0.5e-3);
  std::string text = st::per_call_text(r, k);
  INFO(text);
  CHECK(st::faster_once_per_step(*k.per_call) == "cpu");
  CHECK(text == host_pointer +
                    "; the CPU target's fastest variant in tuning.json: 0.500 ms per call. For a caller that calls "
                    "once per step, the CPU library is faster (0.500 ms against 3.210 ms per call), and faster than "
                    "the CUDA library in resident mode too (1.000 ms).");

  // Between: faster than the copies and kernels, slower than the kernels alone.
  k = cuda_kernel(2e-3);
  text = st::per_call_text(r, k);
  INFO(text);
  CHECK(st::faster_once_per_step(*k.per_call) == "cuda resident");
  CHECK(has(text,
            "For a caller that calls once per step, the CPU library is faster (2.000 ms against 3.210 ms per "
            "call); in resident mode the CUDA library is (1.000 ms)."));

  // Slower than both.
  k = cuda_kernel(5e-3);
  text = st::per_call_text(r, k);
  INFO(text);
  CHECK(st::faster_once_per_step(*k.per_call) == "cuda");
  CHECK(has(text,
            "For a caller that calls once per step, the CUDA library is faster (3.210 ms against 5.000 ms per "
            "call), and faster still in resident mode (1.000 ms)."));

  // A tie is no win for the CPU.
  CHECK(st::faster_once_per_step(*cuda_kernel(3.21e-3).per_call) == "cuda");
  CHECK(st::faster_once_per_step(*cuda_kernel(1e-3).per_call) == "cuda resident");

  // No CPU record: how to get one, at this size.
  k = cuda_kernel(std::nullopt);
  text = st::per_call_text(r, k);
  INFO(text);
  CHECK(st::faster_once_per_step(*k.per_call).empty());
  CHECK(text == host_pointer +
                    ". No time of this job by the CPU target on this machine is in tuning.json: tune the CPU target "
                    "into the same folder to compare (stenciltune stencils/laplacian.f95 --target=cpu "
                    "--size=512x512x512 -o OUT, OUT being this report's folder).");
  k.nest = 1;  // a nest on its own: its extents need not be the --size
  CHECK(has(st::per_call_text(r, k),
            "--target=cpu --size=SIZE -o OUT, OUT being this report's folder, SIZE this "
            "run's --size)."));

  // This host's CPU could not be read.
  k = cuda_kernel(std::nullopt);
  k.per_call->cpu_unavailable = "this host's CPU could not be read (hwloc_topology_load failed)";
  CHECK(has(st::per_call_text(r, k),
            "(laplacian_resident_begin). The CPU target's time is unavailable: this host's "
            "CPU could not be read (hwloc_topology_load failed)."));

  // A time loop tuned whole compares calls of its timed steps.
  k = cuda_kernel(2e-3, 12);
  text = st::per_call_text(r, k);
  INFO(text);
  CHECK(has(text, "(copies in, kernels, copies out; 12 steps a call): 3.210 ms"));
  CHECK(has(text, "For a call of 12 steps, the CPU library is faster (2.000 ms against 3.210 ms per call)"));
  k.per_call->cpu_seconds.reset();
  CHECK(has(st::per_call_text(r, k), "--target=cpu --size=512x512x512 --steps=12 -o OUT"));

  // Without copies timed (the CPU target), nothing.
  k.per_call.reset();
  CHECK(st::per_call_text(r, k).empty());
}

TEST_CASE("report.md and report.json carry the time per call", "[per_call][report]") {
  st::Report r = cuda_report();
  r.kernels.push_back(cuda_kernel(2e-3));
  r.kernels.push_back(cuda_kernel(std::nullopt));
  std::string md = st::report_markdown(r, {});
  INFO(md);
  // What tests/gpu/resident_cuda.sh reads on the GPU machine.
  CHECK(has(md,
            "\nPer call of the host-pointer entries (copies in, kernels, copies out): 3.210 ms, against 1.000 ms "
            "for the kernels alone"));
  CHECK(has(md, "in resident mode the CUDA library is (1.000 ms).\n"));
  CHECK(has(md, "tune the CPU target into the same folder to compare"));

  nlohmann::ordered_json j = st::to_json(r);
  const auto& with_cpu = j["kernels"][0]["per_call"];
  CHECK(with_cpu["host_entries_seconds"].get<double>() == Approx(3.21e-3));
  CHECK(with_cpu["kernels_seconds"].get<double>() == Approx(1e-3));
  CHECK(with_cpu["cpu_seconds"].get<double>() == Approx(2e-3));
  CHECK(with_cpu["faster_once_per_step"] == "cuda resident");
  CHECK_FALSE(with_cpu.contains("cpu_unavailable"));
  const auto& without = j["kernels"][1]["per_call"];
  CHECK(without["cpu_seconds"].is_null());
  CHECK(without["faster_once_per_step"].is_null());
  r.kernels[0].per_call.reset();
  CHECK_FALSE(st::to_json(r)["kernels"][0].contains("per_call"));
}
