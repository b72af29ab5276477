// The report stage on a made-up run (no tuning, no timing): the rates follow from the
// times, the ceilings are marked with the bound they feed, the sentence on what limits
// the result follows the measurements, report.md carries the Table-I figures of the
// Laplacian, and the files written pass tests/report/check_report.py (the JSON schema,
// well-formed charts with no overlapping labels, rendered to a non-blank PNG) — which in
// turn catches a report that contradicts itself.
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "analysis/bare_nest.h"
#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "catch.h"
#include "frontend/diagnostics.h"
#include "frontend/parse_driver.h"
#include "harness/process.h"
#include "report/report_json.h"
#include "report/report_markdown.h"
#include "report/roofline_svg.h"
#include "report/stages_svg.h"
#include "report/write_report.h"
#include "roofline/microbenchmark.h"
#include "support/atomic_file.h"
#include "test_support.h"

namespace {

st::Ceilings made_up_ceilings() {
  st::Ceilings c;
  c.target = "cpu";
  c.machine = "a made-up machine";
  c.measured_at = "2026-01-01T00:00:00Z";
  auto bw = [](const char* kernel, int r, int w, bool streaming, double achieved, double effective) {
    st::BandwidthCeiling b;
    b.kernel = kernel;
    b.reads = r;
    b.writes = w;
    b.streaming = streaming;
    b.achieved = {achieved, achieved * 0.95, achieved * 1.05};
    b.effective = {effective, effective * 0.95, effective * 1.05};
    b.repetitions = 10;
    return b;
  };
  c.bandwidth = {bw("copy", 1, 1, false, 9, 13.5), bw("triad", 2, 1, false, 10, 13.3), bw("mix", 1, 1, false, 10, 15),
                 bw("mix", 1, 1, true, 12, 12),    bw("mix", 3, 1, false, 20, 25),     bw("read", 1, 0, false, 30, 30)};
  c.flops = {{"fp64", {100, 90, 110}, 10}, {"fp32", {200, 180, 220}, 10}};
  return c;
}

// A Laplacian at 256^3 (256 MiB of grids, past a 32 MiB L3) on the made-up ceilings,
// its tuned stage at `tuned_fraction` of the bound.
st::Report made_up_report(double tuned_fraction) {
  st::NestInfo nest = st::test::suite_nest("laplacian");
  st::Report r;
  r.stencil = "laplacian";
  r.file = "stencils/laplacian.f95";
  r.target = "cpu";
  r.target_description = "the CPU (pthreads)";
  r.machine = "Made-up CPU @ 3 GHz, 1 socket(s), 8 cores";
  r.fingerprint = "0123456789abcdef";
  r.cache_bytes = std::uint64_t{32} << 20;
  r.cache_name = "L3";
  r.compiler = "cc (made up) 1.0";
  r.tool_version = "0.0-test";
  st::Ceilings c = made_up_ceilings();

  st::ReportKernel k;
  k.name = "laplacian";
  k.size = {256, 256, 256};
  k.reference = "the original compiled by gfortran -O0";
  k.precision = "fp64";
  k.stream_mix = st::stream_mix(nest).label();
  st::CacheModel cache{std::uint64_t{4} << 20, true};
  k.intensity = st::arithmetic_intensity(nest, k.size, cache);
  k.cache_model = "4 MiB of L3 per thread (8 threads)";
  k.grid_bytes = static_cast<std::uint64_t>(k.points()) * 16;
  k.bound = st::roofline_bound(nest, k.intensity, c);
  const double bound_seconds = k.points() / (k.bound->tuned.gstencils * 1e9);
  k.stages = {{"serial", "the original, one thread", true, "", bound_seconds * 8, 0.02, 5},
              {"OpenMP", "parallel do", true, "", bound_seconds * 4, 0.05, 5},
              {"+NUMA", "first touch", false, "wrong answer at point (3,4,5)", 0, 0, 0},
              {"+tuned",
               "the search's best variant",
               true,
               "",
               bound_seconds / tuned_fraction,
               0.03,
               5,
               {{"registers", "40"}}}};
  k.best = {{"CX", 256}, {"CY", 8}, {"RX", 2}};
  k.search.ran = true;
  k.search.engine = "hill";
  k.search.why = "the space is large";
  k.search.stopped = "budget";
  k.search.tried = 40;
  k.search.measured = 38;
  k.search.from_database = 2;
  k.search.invalid = 1;
  k.search.invalid_reasons = {{"compile error", 1}};
  k.search.space_total = 5000;
  k.search.legal = 1200;
  k.search.pruned = {{"core block larger than the grid", 3000, "CX=512 > 256"},
                     {"block over the cache", 800, "CX=256 CY=256"}};
  k.search.fixed = {"NT=0: not in the generator yet"};
  k.search.seconds = 19.5;
  k.notes = {"Copies (timed apart from the kernel): host to device 1.20 ms."};
  r.kernels.push_back(k);
  r.ceilings = st::report_ceilings(c, {&*r.kernels[0].bound});
  r.ceiling_source = st::ReportCeilingSource{c.measured_at, true, 1 << 30, "4x the L3", "8 threads, one per core", {}};
  return r;
}

st::ProcessResult check_report(const std::filesystem::path& dir) {
  return st::run_process({"python3", std::string(STENCILTUNE_SOURCE_DIR) + "/tests/report/check_report.py",
                          dir.string(), std::string(STENCILTUNE_SOURCE_DIR) + "/src/report/report.schema.json"});
}

}  // namespace

TEST_CASE("stage rates follow from the times, the size and the bound", "[report]") {
  st::Report r = made_up_report(0.9);
  const st::ReportKernel& k = r.kernels[0];
  // 12 GB/s of streaming stores over 16 compulsory bytes: 0.75 GStencil/s.
  REQUIRE(k.bound);
  CHECK(k.bound->tuned.gstencils == Approx(0.75));
  CHECK(k.intensity.traffic.compulsory == 16);
  st::StageRates tuned = st::stage_rates(k, k.stages[3]);
  CHECK(tuned.gstencils == Approx(0.675));
  CHECK(tuned.gbytes_per_second == Approx(0.675 * 16));
  REQUIRE(tuned.percent_of_bound);
  CHECK(*tuned.percent_of_bound == Approx(90));
  CHECK(st::stage_rates(k, k.stages[0]).percent_of_bound.value() == Approx(12.5));
  CHECK_THROWS_AS(st::stage_rates(k, k.stages[2]), st::InternalError);
  CHECK(st::best_stage(k) == &k.stages[3]);
}

TEST_CASE("the report lists the ceilings the bound uses, and which", "[report]") {
  st::Report r = made_up_report(0.9);
  auto find = [&](const std::string& name) -> const st::ReportCeiling* {
    for (const st::ReportCeiling& c : r.ceilings) {
      if (c.name == name) return &c;
    }
    return nullptr;
  };
  REQUIRE(find("copy, achieved"));
  CHECK(find("copy, achieved")->used_for.empty());
  REQUIRE(find("triad, achieved"));
  REQUIRE(find("mix 1R1W, streaming stores, achieved"));
  CHECK(find("mix 1R1W, streaming stores, achieved")->used_for == "tuned bound");
  REQUIRE(find("mix 1R1W, effective"));
  CHECK(find("mix 1R1W, effective")->used_for == "naive bound");
  CHECK(find("mix 1R1W, effective")->value.median == 15);
  REQUIRE(find("peak fp64"));
  CHECK(find("peak fp64")->kind == st::ReportCeiling::Kind::Flops);
  CHECK_FALSE(find("peak fp32"));           // no fp32 kernel
  CHECK_FALSE(find("mix 3R1W, achieved"));  // not this stencil's mix
  CHECK_FALSE(find("read-only, achieved"));
}

TEST_CASE("the sentence on what limits the result follows the measurements", "[report]") {
  st::Report at_bound = made_up_report(0.9);
  CHECK(st::limiting_factor(at_bound, at_bound.kernels[0]).find("Memory bandwidth limits the result") == 0);
  CHECK(st::limiting_factor(at_bound, at_bound.kernels[0]).find("90.0 %") != std::string::npos);

  st::Report below = made_up_report(0.4);
  std::string sentence = st::limiting_factor(below, below.kernels[0]);
  INFO(sentence);
  CHECK(sentence.find("Bandwidth is not yet the limit") == 0);
  CHECK(sentence.find("40.0 %") != std::string::npos);

  st::Report in_cache = made_up_report(1.5);
  in_cache.cache_bytes = std::uint64_t{1} << 30;  // the 256 MiB of grids fit
  CHECK(st::limiting_factor(in_cache, in_cache.kernels[0]).find("fit in the L3 cache") != std::string::npos);

  st::Report flop_bound = made_up_report(0.9);
  st::ReportKernel& k = flop_bound.kernels[0];
  k.bound->tuned.memory_bound = false;
  CHECK(st::limiting_factor(flop_bound, k).find("Peak flops limit") == 0);
  k.bound.reset();
  k.no_bound_reason = "no STREAM mix 1R1W";
  CHECK(st::limiting_factor(flop_bound, k).find("No roofline bound was measured (no STREAM mix 1R1W)") == 0);

  // With hardware counters the sentence names the busiest unit and the DRAM bytes.
  st::Report counted = made_up_report(0.5);
  counted.target = "cuda";
  st::KernelCounters c;
  c.tool = "Nsight Compute";
  c.dram_bytes_per_point = 16.1;
  c.l2_bytes_per_point = 35.6;
  c.dram_percent = 70;
  c.l2_percent = 96;
  c.l1_percent = 51;
  c.sm_percent = 51;
  c.achieved_occupancy_percent = 87;
  c.theoretical_occupancy_percent = 100;
  counted.kernels[0].counters = c;
  std::string counted_sentence = st::limiting_factor(counted, counted.kernels[0]);
  INFO(counted_sentence);
  CHECK(counted_sentence.find("the busiest unit is the L2 at 96.0 % of its peak (then DRAM 70.0 %)") !=
        std::string::npos);
  CHECK(counted_sentence.find("16.1 DRAM bytes per point (1.01 x the 16.0 compulsory)") != std::string::npos);
  c.l1_percent = 97;
  counted.kernels[0].counters = c;
  CHECK(st::limiting_factor(counted, counted.kernels[0]).find("busiest unit is the L1 and shared memory at 97.0 %") !=
        std::string::npos);
  // Near the bound the sentence still gives the counters: what holds the last percent.
  st::Report near = made_up_report(0.82);
  near.target = "cuda";
  near.kernels[0].counters = c;
  std::string near_sentence = st::limiting_factor(near, near.kernels[0]);
  INFO(near_sentence);
  CHECK(near_sentence.find("Memory bandwidth limits the result") == 0);
  CHECK(near_sentence.find("; Nsight Compute counted 16.1 DRAM bytes per point") != std::string::npos);
  CHECK(near_sentence.find("the busiest unit is the L1 and shared memory at 97.0 %") != std::string::npos);
  CHECK(st::limiting_factor(at_bound, at_bound.kernels[0]).find("counted") == std::string::npos);  // no counters
  CHECK(st::limiting_factor(flop_bound, k).find("No roofline bound was measured (no STREAM mix 1R1W)") == 0);
}

TEST_CASE("report.md has the Laplacian's Table-I figures, the stages and what was pruned", "[report]") {
  st::Report r = made_up_report(0.9);
  std::string md = st::report_markdown(r, {"roofline.svg", "stages.svg"});
  INFO(md);
  // 8 flops, 16 compulsory bytes, 8 of write-allocate; the 256x256 planes (2 MiB) fit the 4 MiB.
  CHECK(md.find("| flops | 8 |") != std::string::npos);
  CHECK(md.find("| memory streams (a grid read or written; each constant index of an array its own grid) | 1R1W |") !=
        std::string::npos);
  CHECK(md.find("| compulsory bytes (each grid read once, written once) | 16 |") != std::string::npos);
  CHECK(md.find("| + write-allocate bytes | 8 |") != std::string::npos);
  CHECK(md.find("| + capacity-miss bytes | 0 |") != std::string::npos);
  CHECK(md.find("| naive bytes | 24 |") != std::string::npos);
  CHECK(md.find("| naive intensity | 0.333 flop/byte |") != std::string::npos);
  CHECK(md.find("| tuned intensity (compulsory only) | 0.500 flop/byte |") != std::string::npos);
  // Naive: 15 GB/s / 24 B = 0.625; tuned 0.75: a benefit of 1.2.
  CHECK(md.find("| expected tuning benefit | 1.20x |") != std::string::npos);
  CHECK(md.find("| +tuned | 0.675 | 10.8 | 90.0 % |") != std::string::npos);
  CHECK(md.find("the search's best variant (registers: 40) |") != std::string::npos);
  CHECK(md.find("\nCopies (timed apart from the kernel): host to device 1.20 ms.\n") != std::string::npos);
  CHECK(md.find("| +NUMA | invalid |") != std::string::npos);
  CHECK(md.find("3000 x core block larger than the grid (e.g. CX=512 > 256)") != std::string::npos);
  CHECK(md.find("`CX=256 CY=8 RX=2`") != std::string::npos);
  CHECK(md.find("**What limits the result:** Memory bandwidth") != std::string::npos);
  CHECK(md.find("![roofline.svg](roofline.svg)") != std::string::npos);

  // When the planes do not fit, the capacity misses of Table I appear: 16 more bytes.
  st::NestInfo nest = st::test::suite_nest("laplacian");
  r.kernels[0].intensity = st::arithmetic_intensity(nest, {256, 256, 256}, {std::uint64_t{1} << 20, true});
  md = st::report_markdown(r, {});
  CHECK(md.find("| + capacity-miss bytes | 16 |") != std::string::npos);
  CHECK(md.find("| naive bytes | 40 |") != std::string::npos);
  CHECK(md.find("do not fit") != std::string::npos);
}

TEST_CASE("report.json keeps its keys and leaves out what was not measured", "[report]") {
  st::Report r = made_up_report(0.9);
  nlohmann::ordered_json j = st::to_json(r);
  CHECK(j["stenciltune_report_version"] == 1);
  const auto& k = j["kernels"][0];
  CHECK(k["intensity"]["flops_per_point"] == 8);
  CHECK(k["intensity"]["bytes_per_point"]["naive"] == 24);
  CHECK(k["bound"]["tuned"]["gstencils"].get<double>() == Approx(0.75));
  CHECK(k["stages"][3]["percent_of_bound"].get<double>() == Approx(90));
  CHECK_FALSE(k["stages"][2].contains("gstencils"));
  CHECK(k["stages"][2]["reason"] == "wrong answer at point (3,4,5)");
  CHECK(k["search"]["pruned"][1]["count"] == 800);
  CHECK(k["stages"][3]["details"]["registers"] == "40");
  CHECK_FALSE(k["stages"][0].contains("details"));
  CHECK(k["notes"].size() == 1);
  r.kernels[0].bound.reset();
  r.kernels[0].no_bound_reason = "no ceilings";
  r.ceilings.clear();
  r.ceiling_source.reset();
  j = st::to_json(r);
  CHECK(j["ceilings"].is_null());
  CHECK(j["kernels"][0]["bound"].is_null());
  CHECK(j["kernels"][0]["stages"][3]["percent_of_bound"].is_null());
  // Without ceilings there is no roofline to draw; the stage bars remain.
  CHECK(st::roofline_svg(r).empty());
  CHECK_FALSE(st::stages_svg(r).empty());
}

TEST_CASE("the several-GPU section lists every layout timed and marks the library's default", "[report][tools]") {
  st::Report r = made_up_report(0.9);
  st::ReportGpuSplit s;
  s.subroutine = "laplacian";
  s.size = {512, 512, 512};
  s.devices = "0,1,2,3";
  s.timings = {{1, true, 1, true, "", 0.060},
               {2, true, 1, true, "", 0.031},
               {4, true, 1, true, "", 0.024},
               {4, false, 1, false, "wrong answer: u(3,4,5)", 0}};
  s.chosen = 2;
  s.min_points = 33554432;
  s.note = "4 GPUs, interior overlapped with the exchange ran a call 2.50x as fast as one GPU.";
  r.gpu_splits.push_back(s);
  nlohmann::ordered_json j = st::to_json(r);
  CHECK(j["gpu_split"][0]["chosen"] == 2);
  CHECK(j["gpu_split"][0]["timings"][1]["seconds"].get<double>() == Approx(0.031));
  CHECK_FALSE(j["gpu_split"][0]["timings"][3].contains("seconds"));
  CHECK(j["gpu_split"][0]["timings"][3]["reason"] == "wrong answer: u(3,4,5)");
  const std::string md = st::report_markdown(r, {});
  CHECK(md.find("## Several GPUs") != std::string::npos);
  CHECK(md.find("| **4** | overlapped with the interior | - | 24.000 | 2.50x |") != std::string::npos);
  CHECK(md.find("| 4 | before the interior | - | invalid: wrong answer: u(3,4,5) |") != std::string::npos);
  CHECK(md.find("at least 33554432 points of the first nest") != std::string::npos);
  CHECK(j["gpu_split"][0]["pass_steps"] == 1);
  CHECK(md.find("steps a pass") == std::string::npos);
  // A variant blocked over time: its split is timed at a pass's depth, and the report says so.
  st::Report blocked = r;
  blocked.gpu_splits[0].steps = 100;
  blocked.gpu_splits[0].pass_steps = 3;
  CHECK(st::to_json(blocked)["gpu_split"][0]["pass_steps"] == 3);
  CHECK(st::report_markdown(blocked, {}).find("runs the time loop 3 steps a pass") != std::string::npos);
  st::ScratchDir dir("stenciltune-test-report");
  st::write_report(r, dir.path().string());
  st::ProcessResult ok = check_report(dir.path());
  INFO(ok.out << ok.err);
  CHECK(ok.ok());
  // Without a choice the schema wants no min_points, and a chosen index needs one.
  r.gpu_splits[0].chosen.reset();
  CHECK_FALSE(st::to_json(r)["gpu_split"][0].contains("min_points"));
  st::ScratchDir none("stenciltune-test-report");
  st::write_report(r, none.path().string());
  CHECK(check_report(none.path()).ok());
  nlohmann::json broken = nlohmann::json::parse(st::read_file((none.path() / "report.json").string()));
  broken["gpu_split"][0]["chosen"] = 1;
  st::write_file_atomically((none.path() / "report.json").string(), broken.dump());
  CHECK_FALSE(check_report(none.path()).ok());
  broken["gpu_split"][0].erase("chosen");
  broken["gpu_split"][0]["timings"][3]["seconds"] = 0.5;  // an invalid layout with a time
  st::write_file_atomically((none.path() / "report.json").string(), broken.dump());
  CHECK_FALSE(check_report(none.path()).ok());
}

TEST_CASE("the report files pass the schema, parse, render and do not overlap", "[report][tools]") {
  st::ScratchDir dir("stenciltune-test-report");
  st::Report r = made_up_report(0.9);
  std::vector<std::string> files = st::write_report(r, dir.path().string());
  CHECK(files == std::vector<std::string>{"report.json", "report.md", "roofline.svg", "stages.svg"});
  st::ProcessResult ok = check_report(dir.path());
  INFO(ok.out << ok.err);
  CHECK(ok.ok());
  CHECK(ok.out.find("roofline.svg: ") != std::string::npos);

  // Two nests in one report: the charts make room for both without overlapping labels.
  st::Report two = r;
  two.kernels.push_back(r.kernels[0]);
  two.kernels[1].name = "laplacian_second_nest";
  two.kernels[1].size = {128, 128, 128};
  two.kernels[1].stages.pop_back();
  // The time per call where a target timed its copies: with a CPU time, and without.
  two.kernels[0].per_call = st::ReportPerCall{3.21e-3, 1e-3, 2e-3, ""};
  two.kernels[1].per_call = st::ReportPerCall{3.21e-3, 1e-3, std::nullopt, "this host's CPU could not be read"};
  st::ScratchDir two_dir("stenciltune-test-report");
  st::write_report(two, two_dir.path().string());
  st::ProcessResult two_ok = check_report(two_dir.path());
  INFO(two_ok.out << two_ok.err);
  CHECK(two_ok.ok());
  CHECK(st::read_file((two_dir.path() / "roofline.svg").string()).find("laplacian_second_nest 128x128x128: OpenMP") !=
        std::string::npos);

  // The checker is not vacuous: a report that contradicts itself, a label drawn over
  // another and a blank picture are each caught.
  std::string json = st::read_file((dir.path() / "report.json").string());
  nlohmann::json broken = nlohmann::json::parse(json);
  broken["kernels"][0]["stages"][0]["gstencils"] = 1.0;
  st::write_file_atomically((dir.path() / "report.json").string(), broken.dump());
  st::ProcessResult wrong = check_report(dir.path());
  CHECK_FALSE(wrong.ok());
  CHECK(wrong.err.find("serial: 1") != std::string::npos);

  nlohmann::json two_json = nlohmann::json::parse(st::read_file((two_dir.path() / "report.json").string()));
  two_json["kernels"][0]["per_call"]["faster_once_per_step"] = "cpu";
  st::write_file_atomically((two_dir.path() / "report.json").string(), two_json.dump());
  st::ProcessResult wrong_faster = check_report(two_dir.path());
  CHECK_FALSE(wrong_faster.ok());
  CHECK(wrong_faster.err.find("faster_once_per_step cpu, the times give cuda resident") != std::string::npos);

  st::write_file_atomically((dir.path() / "report.json").string(), json);
  std::string svg = st::read_file((dir.path() / "stages.svg").string());
  std::string overlapping = svg;
  overlapping.insert(overlapping.rfind("</svg>"),
                     "<text x=\"20\" y=\"30\" font-size=\"17\">laid over the title</text>\n");
  st::write_file_atomically((dir.path() / "stages.svg").string(), overlapping);
  st::ProcessResult over = check_report(dir.path());
  CHECK_FALSE(over.ok());
  CHECK(over.err.find("overlap") != std::string::npos);

  st::write_file_atomically(
      (dir.path() / "stages.svg").string(),
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"400\" height=\"300\"><text x=\"1\" y=\"20\" "
      "font-size=\"2\">a</text><text x=\"1\" y=\"40\" font-size=\"2\">b</text><text x=\"1\" y=\"60\" "
      "font-size=\"2\">c</text><text x=\"1\" y=\"80\" font-size=\"2\">d</text><text x=\"1\" y=\"100\" "
      "font-size=\"2\">e</text></svg>");
  st::ProcessResult blank = check_report(dir.path());
  CHECK_FALSE(blank.ok());
  CHECK(blank.err.find("blank") != std::string::npos);

  // A second write without ceilings removes the roofline of the first.
  r.ceilings.clear();
  r.ceiling_source.reset();
  CHECK(st::write_report(r, dir.path().string()) == std::vector<std::string>{"report.json", "report.md", "stages.svg"});
  CHECK_FALSE(std::filesystem::exists(dir.path() / "roofline.svg"));
}

TEST_CASE("the MPI section gives each search on the rank grid, whatever its outcome", "[report][tools]") {
  st::Report r = made_up_report(0.9);
  st::ReportMpi m;
  m.library = "liblaplacian_mpi.a";
  // A long subroutine name and parameters: the timing's line is kept whole.
  const std::string name(63, 'l');
  std::string params;
  for (const char* p : {"CHUNK=1", "CX=128", "CY=64", "CZ=16", "NT=0", "NUMA=0", "RX=4", "RY=2", "RZ=2", "SCHED=0",
                        "SIMD=0", "TBX=0", "TBY=0", "TBZ=0", "TEAM=1", "VEC=64", "REDUCE=1", "THREADS=1"})
    params += std::string(params.empty() ? "" : " ") + p;
  st::ReportMpiTiming t;
  t.subroutine = name;
  t.ranks = {4, 2, 2};
  t.mode = "blocking";
  t.block = {128, 128, 128};
  t.seconds = 8.456e-3;
  t.exchange_seconds = 1.052e-3;
  t.compute_seconds = 7.49e-3;
  t.one_rank_seconds = 3.23e-3;
  t.chosen = true;
  t.threads = 1;
  t.found_on_grid = true;
  t.parameters = params;
  m.timings.push_back(t);
  st::ReportMpiSearch found;
  found.subroutine = name;
  found.threads = 1;
  found.mode = "blocking";
  found.start = "CX=64 THREADS=1";
  found.start_seconds = 11.186e-3;
  found.best = params;
  found.best_seconds = 7.805e-3;
  found.engine = "hill";
  found.stopped = "budget";
  found.measured = 4;
  found.seconds = 19;
  found.rejected = {"CX=32 THREADS=1: wrong answer at u(3,4,5)"};
  st::ReportMpiSearch none = found;
  none.nest = 1;
  none.best = none.start;
  none.best_seconds = none.start_seconds;
  none.rejected.clear();
  none.from_database = 2;
  st::ReportMpiSearch refused;
  refused.subroutine = name;
  refused.nest = 0;
  refused.not_run = "the fastest variant timed is not a point of its space";
  m.searches = {found, none, refused};
  r.mpi = m;
  const std::string md = st::report_markdown(r, {});
  const std::string line = "- " + name + " on 4x2x2 ranks, blocks of 128x128x128, blocking, the fastest variant of " +
                           "the search on the rank grid (" + params + "), THREADS=1 a rank: 8.456 ms a call";
  CHECK(md.find(line) != std::string::npos);
  CHECK(md.find("weak-scaling efficiency (faster: the library's mode where STENCILTUNE_MPI_MODE is unset)\n") !=
        std::string::npos);
  CHECK(md.find("4 variants measured in 19 s (hill climbing from CX=64 THREADS=1 at 11.186 ms; stopped: budget)") !=
        std::string::npos);
  CHECK(md.find("faster but not taken, its library differing from the original: CX=32 THREADS=1: wrong answer") !=
        std::string::npos);
  CHECK(md.find("the fastest, " + params + " at 7.805 ms (1.43x), its library checked against the original.\n") !=
        std::string::npos);
  CHECK(md.find("- " + name + ", nest 2: the kernel's space searched") != std::string::npos);
  CHECK(md.find("4 variants measured in 19 s, 2 answered from tuning.json (hill climbing") != std::string::npos);
  CHECK(md.find("no variant taken was faster than its start.\n") != std::string::npos);
  CHECK(md.find("- " + name + ", nest 1: no search on the rank grid: the fastest variant timed is not a point") !=
        std::string::npos);
  nlohmann::ordered_json j = st::to_json(r);
  CHECK(j["mpi"]["searches"][0]["rejected"].size() == 1);
  CHECK(j["mpi"]["searches"][0]["nest"] == -1);
  CHECK(j["mpi"]["searches"][0]["from_database"] == 0);
  CHECK(j["mpi"]["searches"][1]["from_database"] == 2);
  CHECK_FALSE(j["mpi"]["searches"][2].contains("best"));
  CHECK(j["mpi"]["timings"][0]["found_on_grid"] == true);
  st::ScratchDir dir("stenciltune-test-report");
  st::write_report(r, dir.path().string());
  st::ProcessResult ok = check_report(dir.path());
  INFO(ok.out << ok.err);
  CHECK(ok.ok());
  // A search entry with neither its figures nor a reason fails the schema.
  nlohmann::json broken = nlohmann::json::parse(st::read_file((dir.path() / "report.json").string()));
  broken["mpi"]["searches"][0].erase("best");
  st::write_file_atomically((dir.path() / "report.json").string(), broken.dump());
  CHECK_FALSE(check_report(dir.path()).ok());
}

TEST_CASE("the MPI section says whether a remade kernel was faster again beside the library", "[report][tools]") {
  st::Report r = made_up_report(0.9);
  st::ReportMpi m;
  m.library = "liblaplacian_mpi.a";
  st::ReportMpiTiming packaged;
  packaged.subroutine = "laplacian";
  packaged.ranks = {2, 1, 1};
  packaged.mode = "blocking";
  packaged.block = {256, 256, 256};
  packaged.seconds = 1.124e-3;
  packaged.one_rank_seconds = 0.087e-3;
  packaged.parameters = "RO=0 TX=256";
  st::ReportMpiTiming runner_up = packaged;
  runner_up.seconds = 1.001e-3;
  runner_up.variant = 2;
  runner_up.parameters = "RO=1 TX=256";
  st::ReportMpiTiming overlapped = runner_up;
  overlapped.mode = "overlapped";
  overlapped.pieces = 1;
  m.timings = {packaged, runner_up, overlapped};
  m.timings[0].chosen = true;
  st::ReportMpiConfirmation kept;
  kept.subroutine = "laplacian";
  kept.candidate = 1;
  kept.packaged = 0;
  kept.rounds = 3;
  kept.candidate_seconds = 1.05e-3;
  kept.packaged_seconds = 1.08e-3;
  st::ReportMpiConfirmation failed = kept;
  failed.candidate = 2;
  failed.rounds = 0;
  failed.candidate_seconds = failed.packaged_seconds = 0;
  failed.failed = "a run failed: mpiexec -n 2 mpi_time_laplacian exited with status 1";
  st::ReportMpiConfirmation taken = kept;
  taken.candidate_seconds = 0.9e-3;
  taken.taken = true;
  m.confirmations = {kept, failed, taken};
  r.mpi = m;
  const std::string md = st::report_markdown(r, {});
  CHECK(md.find("- laplacian: RO=1 TX=256, blocking beat the library as packaged (RO=0 TX=256, blocking) by more "
                "than 5 %; the two run again alternately, 3 rounds on the rank grid, medians 1.050 ms against "
                "1.080 ms (1.03x): not faster by the margin again, the library as packaged is kept.\n") !=
        std::string::npos);
  CHECK(md.find("(1.20x): faster again, the library runs it.\n") != std::string::npos);
  CHECK(md.find("overlapped, interior in one piece beside the exchange) beat") == std::string::npos);
  CHECK(md.find("RO=1 TX=256, overlapped, interior in one piece beside the exchange beat the library as packaged") !=
        std::string::npos);
  CHECK(md.find("run again beside it, a run failed: mpiexec -n 2") != std::string::npos);
  nlohmann::ordered_json j = st::to_json(r);
  REQUIRE(j["mpi"]["confirmations"].size() == 3);
  CHECK(j["mpi"]["confirmations"][0]["taken"] == false);
  CHECK(j["mpi"]["confirmations"][0]["candidate"] == 1);
  CHECK_FALSE(j["mpi"]["confirmations"][0].contains("failed"));
  CHECK(j["mpi"]["confirmations"][1]["rounds"] == 0);
  CHECK(j["mpi"]["confirmations"][2]["taken"] == true);
  st::ScratchDir dir("stenciltune-test-report");
  st::write_report(r, dir.path().string());
  st::ProcessResult ok = check_report(dir.path());
  INFO(ok.out << ok.err);
  CHECK(ok.ok());
  // A confirmation without its medians fails the schema.
  nlohmann::json broken = nlohmann::json::parse(st::read_file((dir.path() / "report.json").string()));
  broken["mpi"]["confirmations"][0].erase("candidate_seconds");
  st::write_file_atomically((dir.path() / "report.json").string(), broken.dump());
  CHECK_FALSE(check_report(dir.path()).ok());
}
