// The roofline stage: arithmetic intensity of every suite stencil against hand counts
// (tests/expected/handcounts.json and the capacity misses counted below), the bound on
// made-up ceilings, array sizing, the ceilings' JSON and cache, the device probe's JSON,
// and the CPU STREAM and FMA kernels built and run at a small size: their checks pass,
// and catch a wrong value when one is planted. No assertion depends on a timing.
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "analysis/bare_nest.h"
#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "catch.h"
#include "embedded/roofline_flops_cpu.h"
#include "embedded/roofline_flops_cuda.h"
#include "embedded/roofline_stream_cpu.h"
#include "embedded/roofline_stream_cuda.h"
#include "frontend/parse_driver.h"
#include "roofline/bound.h"
#include "roofline/ceiling_cache.h"
#include "roofline/ceilings.h"
#include "roofline/cpu_ceilings.h"
#include "roofline/cuda_ceilings.h"
#include "roofline/device_probe.h"
#include "roofline/intensity.h"
#include "roofline/microbenchmark.h"
#include "test_support.h"

namespace {

using st::test::suite_nest;

std::vector<long long> suite_extents(const st::NestInfo& nest) {
  // 256^3 points in 3-D (512 KiB planes of doubles), 65536^2 in 2-D (512 KiB rows).
  return nest.dims == 3 ? std::vector<long long>{256, 256, 256} : std::vector<long long>{65536, 65536};
}

const st::CacheModel huge_cache{std::uint64_t{1} << 40, true};
// Smaller than the planes of every suite stencil at suite_extents, larger than its rows.
const st::CacheModel planes_do_not_fit{512 * 1024, true};
// Smaller than the rows too.
const st::CacheModel rows_do_not_fit{4 * 1024, true};

st::Ceilings made_up_ceilings() {
  st::Ceilings c;
  c.target = "cpu";
  c.machine = "a made-up machine";
  auto mix = [](int r, int w, bool streaming, double achieved, double effective) {
    st::BandwidthCeiling b;
    b.kernel = "mix";
    b.reads = r;
    b.writes = w;
    b.streaming = streaming;
    b.achieved = {achieved, achieved * 0.9, achieved * 1.1};
    b.effective = {effective, effective * 0.9, effective * 1.1};
    b.repetitions = 10;
    return b;
  };
  c.bandwidth = {mix(1, 1, false, 10, 15), mix(1, 1, true, 12, 12), mix(3, 1, false, 20, 25)};
  c.flops = {{"fp64", {100, 90, 110}, 10}, {"fp32", {200, 180, 220}, 10}};
  return c;
}

std::vector<st::BandwidthCeiling> run_stream_cpu(const std::vector<std::string>& extra_flags) {
  st::ScratchDir dir("stenciltune-test-roofline");
  auto source = st::write_benchmark_source(dir, "stream_cpu.c", st::embedded::roofline_stream_cpu);
  dir.write("stream_mixes.h", st::stream_mixes_header({{1, 1}, {3, 2}, {8, 4}, {13, 1}, {0, 2}}));
  std::string exe = (dir.path() / "stream_cpu").string();
  std::vector<std::string> argv = {"cc", "-O3", "-march=native", "-pthread"};
  argv.insert(argv.end(), extra_flags.begin(), extra_flags.end());
  argv.insert(argv.end(), {"-o", exe, source.string()});
  st::build_program(argv, "stream_cpu.c");
  std::string cpus = "0";
  std::vector<int> per_core = st::cpus_one_per_core(2);
  if (per_core.size() > 1) cpus += "," + std::to_string(per_core[1]);
  nlohmann::json run = st::run_benchmark({exe, "65536", "10", cpus, "copy", "triad", "read", "write", "write_nt",
                                          "mix:1x1", "mix_nt:1x1", "mix:3x2", "mix_nt:8x4", "mix:13x1", "mix_nt:0x2"},
                                         std::chrono::seconds(120), "stream_cpu");
  CHECK(run.at("elements").get<long long>() > 0);
  CHECK(run.at("elements").get<long long>() <= 65536);
  std::vector<st::BandwidthCeiling> figures;
  for (const nlohmann::json& k : run.at("kernels")) {
    INFO(k.dump());
    REQUIRE(k.at("mismatches").get<unsigned long long>() == 0);
    std::optional<st::BandwidthCeiling> b = st::bandwidth_from_run(k, "stream_cpu");
    if (b) figures.push_back(*b);
  }
  return figures;
}

}  // namespace

TEST_CASE("the intensity of every suite stencil matches its hand counts", "[roofline]") {
  std::ifstream in(std::string(STENCILTUNE_SOURCE_DIR) + "/tests/expected/handcounts.json");
  REQUIRE(in);
  nlohmann::json expected = nlohmann::json::parse(in);
  for (const auto& [name, want] : expected.items()) {
    SECTION(name) {
      st::NestInfo nest = suite_nest(name);
      st::Intensity i = st::arithmetic_intensity(nest, suite_extents(nest), huge_cache);
      const double flops = want["flops"]["total"].get<double>();
      const long long compulsory = want["compulsory_bytes"].get<long long>();
      const long long naive = want["naive_bytes"].get<long long>();
      INFO("stencil " << name);
      CHECK(i.flops == want["flops"]["total"].get<int>());
      CHECK(i.traffic.compulsory == compulsory);
      CHECK(i.traffic.compulsory + i.traffic.write_allocate == naive);
      CHECK(i.traffic.capacity == 0);
      CHECK(i.traffic.reuse_lost == 0);
      CHECK(i.tuned() == Approx(flops / static_cast<double>(compulsory)));
      CHECK(i.naive() == Approx(flops / static_cast<double>(naive)));
    }
  }
}

TEST_CASE("the Laplacian's intensity is 0.5 tuned and 1/3 naive, 0.2 when planes do not fit", "[roofline]") {
  st::NestInfo nest = suite_nest("laplacian");
  st::Intensity fits = st::arithmetic_intensity(nest, {256, 256, 256}, huge_cache);
  CHECK(fits.flops == 8);
  CHECK(fits.traffic.compulsory == 16);
  CHECK(fits.traffic.naive() == 24);
  CHECK(fits.tuned() == Approx(0.5));
  CHECK(fits.naive() == Approx(1.0 / 3.0));
  // Three planes of u and one of unext, 512 KiB each: 2 MiB.
  CHECK(fits.traffic.plane_working_set == 4 * 256 * 256 * 8);
  // The paper's Table I: u(i,j,k-1) and u(i,j,k+1) come from memory again, 16 bytes.
  st::Intensity planes = st::arithmetic_intensity(nest, {256, 256, 256}, planes_do_not_fit);
  CHECK(planes.traffic.reuse_lost == 1);
  CHECK(planes.traffic.capacity == 16);
  CHECK(planes.naive() == Approx(0.2));
  CHECK(planes.tuned() == Approx(0.5));
  // With the rows lost too, u(i,j+-1,k) as well: 32 bytes.
  st::Intensity rows = st::arithmetic_intensity(nest, {256, 256, 256}, rows_do_not_fit);
  CHECK(rows.traffic.reuse_lost == 2);
  CHECK(rows.traffic.capacity == 32);
}

TEST_CASE("capacity misses of every suite stencil match hand counts", "[roofline]") {
  // Bytes per point re-read when the planes do not fit (one per distinct offset along the
  // outermost loop, less one, per read grid) and when the rows do not fit either (one per
  // distinct (outer, middle) offset pair, less one), counted from the sources by hand.
  struct Want {
    const char* name;
    long long planes;
    long long rows;  // -1 for 2-D nests, where the rows are the planes
  };
  const Want wants[] = {
      {"laplacian", 16, 32},       // u: k in {-1,0,1}; (k,j) in 5 pairs
      {"laplacian_nest", 16, 32},  // the same nest, bare
      {"divergence", 8, 16},       // only uz varies in k (2 offsets); uy (2 j offsets) and uz in (k,j)
      {"gradient", 16, 32},        // u: k in {-1,0,1}; (k,j) in 5 pairs
      {"box27", 16, 64},           // u: k in {-1,0,1}; (k,j) in 9 pairs
      {"star13", 32, 64},          // u: k in {-2..2}; (k,j) in 9 pairs
      {"star25_sp", 32, 64},       // u, 4 bytes: k in {-4..4}; (k,j) in 17 pairs
      {"vardiff", 32, 64},         // a and u: k in {-1,0,1} each; (k,j) in 5 pairs each
      {"jacobi2d5", 16, -1},       // u: j in {-1,0,1}
      {"box2d9", 8, -1},           // u, 4 bytes: j in {-1,0,1}
  };
  for (const Want& w : wants) {
    SECTION(w.name) {
      st::NestInfo nest = suite_nest(w.name);
      st::Traffic planes = st::naive_traffic(nest, suite_extents(nest), planes_do_not_fit);
      CHECK(planes.reuse_lost == 1);
      CHECK(planes.capacity == w.planes);
      CHECK(planes.naive() == nest.naive_bytes + w.planes);
      if (w.rows >= 0) {
        st::Traffic rows = st::naive_traffic(nest, suite_extents(nest), rows_do_not_fit);
        CHECK(rows.reuse_lost == 2);
        CHECK(rows.capacity == w.rows);
      }
    }
  }
}

TEST_CASE("a CUDA device has no write-allocate; stream mixes follow the grids", "[roofline]") {
  st::NestInfo laplacian = suite_nest("laplacian");
  st::Traffic t = st::naive_traffic(laplacian, {256, 256, 256}, st::cuda_cache_model(std::uint64_t{60} << 20));
  CHECK(t.write_allocate == 0);
  CHECK(t.capacity == 0);
  CHECK(t.naive() == 16);
  CHECK(st::stream_mix(laplacian) == st::StreamMix{1, 1});
  CHECK(st::stream_mix(suite_nest("divergence")) == st::StreamMix{3, 1});
  CHECK(st::stream_mix(suite_nest("gradient")) == st::StreamMix{1, 3});
  CHECK(st::stream_mix(suite_nest("vardiff")) == st::StreamMix{2, 1});
  CHECK(st::stream_mix(suite_nest("star25_sp")) == st::StreamMix{1, 1});  // c(0:4) is a coefficient array
}

TEST_CASE("every constant index of an extra dimension is a stream of its own", "[roofline]") {
  // Himeno's Jacobi sweep: a(..,1..4), b(..,1..3), c(..,1..3), p, bnd and wrk1 read,
  // wrk2 written, all fp32.
  st::NestInfo himeno =
      st::test::analysed(st::test::parsed(st::parse_file(st::test::stencil_path("corpus/himeno")))).info.nests.at(0);
  CHECK(himeno.grids.size() == 14);
  CHECK(himeno.read_streams() == 13);
  CHECK(himeno.write_streams() == 1);
  CHECK(himeno.compulsory_bytes == 14 * 4);
  CHECK(himeno.naive_bytes == 15 * 4);  // the written grid's line is read first
  CHECK(st::stream_mix(himeno) == st::StreamMix{13, 1});
  CHECK(st::stream_mix(himeno).label() == "13R1W");
  // The intensity counts the same bytes: 56 compulsory, 4 of write-allocate, and, when
  // the planes do not fit, each of the 13 grids read again at its own distinct planes
  // (p at k-1, k, k+1: two more; the others at k only).
  st::Traffic fits = st::naive_traffic(himeno, {64, 64, 64}, huge_cache);
  CHECK(fits.compulsory == 56);
  CHECK(fits.write_allocate == 4);
  CHECK(fits.capacity == 0);
  // The working set of one plane: 3 planes of p and one of each other grid, 64x64 points.
  CHECK(fits.plane_working_set == (3 + 13) * 64 * 64 * 4);
  st::Traffic spills = st::naive_traffic(himeno, {64, 64, 64}, st::CacheModel{64 * 1024, true});
  CHECK(spills.reuse_lost == 1);
  CHECK(spills.capacity == 2 * 4);
  CHECK(st::naive_traffic(himeno, {64, 64, 64}, st::cuda_cache_model(std::uint64_t{60} << 20)).write_allocate == 0);
  CHECK(st::arithmetic_intensity(himeno, {64, 64, 64}, huge_cache).tuned() ==
        Approx(static_cast<double>(himeno.flops.total()) / 56));

  // An array whose extra index takes three values, one of them twice: three grids.
  st::NestInfo extra = st::test::analysed(st::test::parsed(st::parse_file(std::string(STENCILTUNE_SOURCE_DIR) +
                                                                          "/tests/accept/extra_dimension.f95")))
                           .info.nests.at(0);
  CHECK(st::stream_mix(extra) == st::StreamMix{3, 1});
  CHECK(extra.compulsory_bytes == 32);
}

TEST_CASE("the STREAM programs are built for any stream mix, with a clear refusal beyond a kernel's limit",
          "[roofline]") {
  CHECK(st::stream_mixes_header({{1, 1}, {13, 1}, {0, 2}})
            .find("#define ST_MIXES ST_MIX(1, 1) ST_MIX(13, 1) ST_MIX(0, 2)\n") != std::string::npos);
  CHECK(st::stream_mixes_header({{499, 1}}, 500).find("ST_MIX(499, 1)") != std::string::npos);
  // A mix listed twice is built once.
  CHECK(st::stream_mixes_header({{2, 1}, {13, 1}, {2, 1}}).find("#define ST_MIXES ST_MIX(2, 1) ST_MIX(13, 1)\n") !=
        std::string::npos);
  auto refusal = [](const std::vector<st::StreamMix>& mixes, int max_streams) {
    try {
      st::stream_mixes_header(mixes, max_streams);
    } catch (const st::RooflineUnavailable& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  CHECK(refusal({{1, 1}, {500, 1}}, 500) ==
        "the stream mix 500R1W has 501 streams, more than the 500 one STREAM kernel can take");
  CHECK(refusal({{2, 0}}, 0) == "the stream mix 2R0W has no kernel: a mix writes at least one stream");
  CHECK(refusal({{600, 2}}, 0).empty());
  // The CUDA target refuses a mix beyond its kernels' parameters before it builds or runs
  // anything, so this needs no device.
  st::CudaDevice device;
  device.name = "a made-up device";
  device.major = 9;
  device.global_memory_bytes = std::uint64_t{80} << 30;
  device.l2_cache_bytes = std::uint64_t{50} << 20;
  st::CeilingPlan too_wide{{}, {{1, 1}, {600, 1}}, false, 0};
  std::string cuda_refusal;
  try {
    st::measure_cuda_ceilings({"/nonexistent/nvcc", ""}, device, "host", too_wide, nullptr);
  } catch (const st::RooflineUnavailable& e) {
    cuda_refusal = e.what();
  }
  CHECK(cuda_refusal == "the stream mix 600R1W has 601 streams, more than the 500 one STREAM kernel can take");

  // The bound of a 13R1W stencil uses the ceiling of that mix, as measured.
  st::Ceilings c = made_up_ceilings();
  st::NestInfo himeno =
      st::test::analysed(st::test::parsed(st::parse_file(st::test::stencil_path("corpus/himeno")))).info.nests.at(0);
  st::Intensity i = st::arithmetic_intensity(himeno, {64, 64, 64}, huge_cache);
  std::string missing;
  try {
    st::roofline_bound(himeno, i, c);
  } catch (const st::RooflineUnavailable& e) {
    missing = e.what();
  }
  CHECK(missing.find("no bandwidth for the stream mix 13R1W") != std::string::npos);
  st::BandwidthCeiling own;
  own.kernel = "mix";
  own.reads = 13;
  own.writes = 1;
  own.achieved = own.effective = {28, 27, 29};
  c.bandwidth.push_back(own);
  st::Bound b = st::roofline_bound(himeno, i, c);
  CHECK(b.mix == st::StreamMix{13, 1});
  CHECK(b.tuned.bandwidth_gbs == 28);
  CHECK(b.tuned.gstencils == Approx(28.0 / 56));
  CHECK(b.naive.gstencils == Approx(28.0 / 60));
}

TEST_CASE("the bound is min(peak, intensity x the matching bandwidth)", "[roofline]") {
  st::Ceilings c = made_up_ceilings();
  st::NestInfo laplacian = suite_nest("laplacian");
  st::Intensity i = st::arithmetic_intensity(laplacian, {256, 256, 256}, huge_cache);
  st::Bound b = st::roofline_bound(laplacian, i, c);
  CHECK(b.precision == "fp64");
  CHECK(b.peak_gflops == 100);
  // Naive: 24 bytes at the effective 15 GB/s of 1R1W with ordinary stores.
  CHECK(b.naive.bandwidth_gbs == 15);
  CHECK(b.naive.gstencils == Approx(15.0 / 24));
  CHECK(b.naive.gflops == Approx(8 * 15.0 / 24));
  CHECK(b.naive.memory_bound);
  // Tuned: 16 bytes at the achieved 12 GB/s of 1R1W with streaming stores.
  CHECK(b.tuned.bandwidth_gbs == 12);
  CHECK(b.tuned.gstencils == Approx(12.0 / 16));
  CHECK(b.tuned.gflops == Approx(0.5 * 12));
  CHECK(b.expected_benefit == Approx((12.0 / 16) / (15.0 / 24)));

  // Without streaming stores the tuned bound uses the achieved bandwidth of ordinary stores.
  c.bandwidth.erase(c.bandwidth.begin() + 1);
  CHECK(st::roofline_bound(laplacian, i, c).tuned.bandwidth_gbs == 10);

  // Flop bound: a peak below intensity x bandwidth caps both.
  c.flops = {{"fp64", {2, 2, 2}, 10}};
  st::Bound capped = st::roofline_bound(laplacian, i, c);
  CHECK_FALSE(capped.tuned.memory_bound);
  CHECK(capped.tuned.gflops == Approx(2));
  CHECK(capped.tuned.gstencils == Approx(2.0 / 8));

  // A mix or a precision that was not measured is not made up.
  st::NestInfo gradient = suite_nest("gradient");
  CHECK_THROWS_AS(st::roofline_bound(gradient, st::arithmetic_intensity(gradient, {256, 256, 256}, huge_cache), c),
                  st::RooflineUnavailable);
  st::NestInfo single = suite_nest("star25_sp");
  CHECK_THROWS_AS(st::roofline_bound(single, st::arithmetic_intensity(single, {256, 256, 256}, huge_cache), c),
                  st::RooflineUnavailable);
}

TEST_CASE("spreads, sizing and flop iterations", "[roofline]") {
  st::Spread odd = st::spread_of({3, 1, 2});
  CHECK(odd.median == 2);
  CHECK(odd.min == 1);
  CHECK(odd.max == 3);
  CHECK(st::spread_of({4, 1, 2, 3}).median == 2.5);

  st::MachineInfo m;
  m.caches = {{3, std::uint64_t{480} << 20, 64, 1, 2}};
  m.memory_bytes = std::uint64_t{24} << 30;
  st::ArraySizing capped = st::cpu_array_sizing(m, 4, 0);
  CHECK(capped.bytes == (std::uint64_t{24} << 30) / 16);
  CHECK(capped.why.find("capped") != std::string::npos);
  m.memory_bytes = std::uint64_t{512} << 30;
  st::ArraySizing stream_rule = st::cpu_array_sizing(m, 4, 0);
  CHECK(stream_rule.bytes == 4 * (std::uint64_t{480} << 20));
  CHECK(stream_rule.why.find("STREAM") != std::string::npos);
  st::ArraySizing quick = st::cpu_array_sizing(m, 4, 1 << 20);
  CHECK(quick.bytes == 1 << 20);
  CHECK(quick.why.find("cache, not memory") != std::string::npos);

  st::CudaDevice h200;
  h200.l2_cache_bytes = std::uint64_t{60} << 20;
  h200.global_memory_bytes = std::uint64_t{141} << 30;
  CHECK(st::cuda_array_sizing(h200, 4, 0).bytes == 8 * (std::uint64_t{60} << 20));

  CHECK(st::flop_iterations(0.2, 1000, 0.001, 1L << 40) == 200000);
  CHECK(st::flop_iterations(0.2, 1000, 0.001, 1L << 10) == 1024);
  CHECK(st::flop_iterations(1e-9, 1000, 1.0, 1L << 40) == 1024);
}

TEST_CASE("ceilings survive their JSON and the cache, keyed by target, fingerprint and request", "[roofline]") {
  st::Ceilings c = made_up_ceilings();
  c.fingerprint = "0123456789abcdef";
  c.measured_at = "2025-01-01T00:00:00Z";
  c.array_bytes = 1 << 20;
  c.notes = {"a note"};
  st::Ceilings back = st::ceilings_from_json(nlohmann::json::parse(st::to_json(c).dump()));
  CHECK(st::to_json(back) == st::to_json(c));
  CHECK(back.mix({1, 1}, true)->achieved.median == 12);
  CHECK(back.peak(4)->precision == "fp32");
  CHECK(back.peak(8)->precision == "fp64");
  CHECK_THROWS_AS(st::ceilings_from_json(nlohmann::json{{"stenciltune_roofline_version", 99}}),
                  st::RooflineUnavailable);
  CHECK(st::to_text(c).find("mix 1R1W, streaming stores") != std::string::npos);

  st::ScratchDir dir("stenciltune-test-cache");
  auto file = st::ceilings_cache_file(dir.path(), "cpu", c.fingerprint, c.request);
  CHECK(file.filename() == "roofline-cpu-0123456789abcdef.json");
  st::MeasureRequest quick;
  quick.array_bytes = 1 << 20;
  CHECK(st::ceilings_cache_file(dir.path(), "cpu", c.fingerprint, quick) != file);

  CHECK_FALSE(st::read_cached_ceilings(file, "cpu", c.fingerprint, c.request));
  st::write_cached_ceilings(file, c);
  std::optional<st::Ceilings> read = st::read_cached_ceilings(file, "cpu", c.fingerprint, c.request);
  REQUIRE(read);
  CHECK(st::to_json(*read) == st::to_json(c));
  CHECK_FALSE(st::read_cached_ceilings(file, "cuda", c.fingerprint, c.request));
  CHECK_FALSE(st::read_cached_ceilings(file, "cpu", "fedcba9876543210", c.request));
  CHECK_FALSE(st::read_cached_ceilings(file, "cpu", c.fingerprint, quick));
  // Only the file itself is left: the temporary one was renamed into place.
  int entries = 0;
  for (const auto& e : std::filesystem::directory_iterator(dir.path())) entries += e.is_regular_file();
  CHECK(entries == 1);
}

TEST_CASE("the device probe's JSON becomes devices, or the reason there are none", "[roofline]") {
  nlohmann::json probe =
      nlohmann::json::parse(R"({"program": "device_probe", "runtime_version": 13000, "driver_version": 13000,
    "devices": [{"index": 0, "name": "NVIDIA H200", "uuid": "00112233445566778899aabbccddeeff",
      "compute_capability": [9, 0], "multiprocessors": 132, "global_memory_bytes": 150754820096,
      "l2_cache_bytes": 62914560, "persisting_l2_max_bytes": 0, "shared_memory_per_block": 49152,
      "shared_memory_per_block_optin": 232448, "shared_memory_per_multiprocessor": 233472,
      "registers_per_block": 65536, "registers_per_multiprocessor": 65536, "max_threads_per_block": 1024,
      "max_threads_per_multiprocessor": 2048, "max_blocks_per_multiprocessor": 32, "warp_size": 32,
      "max_block_dims": [1024, 1024, 64], "max_grid_dims": [2147483647, 65535, 65535],
      "memory_bus_width_bits": 6144, "clock_khz": 1980000, "memory_clock_khz": 2619000, "ecc": true,
      "pci": "0000:19:00"}]})");
  std::vector<st::CudaDevice> devices = st::cuda_devices_from_json(probe);
  REQUIRE(devices.size() == 1);
  CHECK(devices[0].arch() == "sm_90");
  CHECK(devices[0].l2_cache_bytes == 62914560);
  CHECK(devices[0].multiprocessors == 132);
  CHECK(devices[0].shared_memory_per_block_optin == 232448);
  CHECK(devices[0].summary().find("NVIDIA H200, compute capability 9.0, 132 SMs") == 0);
  nlohmann::json none = {{"program", "device_probe"},
                         {"runtime_version", 13000},
                         {"driver_version", 0},
                         {"error", "CUDA driver version is insufficient for CUDA runtime version"}};
  std::string message;
  try {
    st::cuda_devices_from_json(none);
  } catch (const st::RooflineUnavailable& e) {
    message = e.what();
  }
  CHECK(message.find("no usable device: CUDA driver version is insufficient") != std::string::npos);
}

TEST_CASE("the CPU STREAM kernels compute what they claim", "[roofline][run]") {
  std::vector<st::BandwidthCeiling> figures = run_stream_cpu({});
  REQUIRE(figures.size() >= 8);  // the streaming kernels only where the CPU has such stores
  for (const st::BandwidthCeiling& b : figures) {
    INFO(b.label());
    CHECK(b.repetitions == 10);
    CHECK(b.achieved.min > 0);
    CHECK(b.achieved.min <= b.achieved.median);
    CHECK(b.achieved.median <= b.achieved.max);
    // Write-allocate adds one read per written byte for ordinary stores, none otherwise.
    double ratio = b.effective.median / b.achieved.median;
    double want = b.streaming ? 1.0 : static_cast<double>(b.reads + 2 * b.writes) / (b.reads + b.writes);
    CHECK(ratio == Approx(want));
  }
}

TEST_CASE("a wrong value planted in any STREAM kernel's output is caught", "[roofline][run]") {
  st::ScratchDir dir("stenciltune-test-roofline");
  auto source = st::write_benchmark_source(dir, "stream_cpu.c", st::embedded::roofline_stream_cpu);
  std::string exe = (dir.path() / "stream_cpu").string();
  dir.write("stream_mixes.h", st::stream_mixes_header({{2, 3}, {13, 1}}));
  st::build_program({"cc", "-O1", "-pthread", "-DST_BREAK_CHECKS", "-o", exe, source.string()}, "stream_cpu.c");
  nlohmann::json run =
      st::run_benchmark({exe, "4096", "1", "0", "copy", "triad", "read", "write", "mix:2x3", "mix:13x1"},
                        std::chrono::seconds(60), "stream_cpu");
  for (const nlohmann::json& k : run.at("kernels")) {
    INFO(k.dump());
    CHECK(k.at("mismatches").get<unsigned long long>() == 1);
    CHECK_THROWS_AS(st::bandwidth_from_run(k, "stream_cpu"), st::RooflineUnavailable);
  }
}

TEST_CASE("the FMA peak kernel checks every lane, in both precisions", "[roofline][run]") {
  st::ScratchDir dir("stenciltune-test-roofline");
  auto source = st::write_benchmark_source(dir, "flops_cpu.c", st::embedded::roofline_flops_cpu);
  for (bool broken : {false, true}) {
    std::string exe = (dir.path() / (broken ? "broken" : "flops_cpu")).string();
    std::vector<std::string> argv = {"cc", "-O3", "-march=native", "-ffp-contract=fast", "-pthread",
                                     "-o", exe,   source.string()};
    if (broken) argv.push_back("-DST_BREAK_CHECKS");
    st::build_program(argv, "flops_cpu.c");
    for (const char* precision : {"fp64", "fp32"}) {
      nlohmann::json run =
          st::run_benchmark({exe, precision, "20000", "10", "0"}, std::chrono::seconds(60), "flops_cpu");
      INFO(run.dump());
      if (broken) {
        CHECK(run.at("mismatches").get<unsigned long long>() == 10);
        CHECK_THROWS_AS(st::flops_from_run(run), st::RooflineUnavailable);
      } else {
        st::FlopCeiling f = st::flops_from_run(run);
        CHECK(f.precision == precision);
        CHECK(f.repetitions == 10);
        CHECK(f.gflops.min > 0);
        CHECK(f.gflops.min <= f.gflops.median);
        CHECK(f.gflops.median <= f.gflops.max);
      }
    }
  }
}

TEST_CASE("measure_cpu_ceilings at a small size gives every standard figure", "[roofline][run]") {
  st::MachineInfo machine = st::probe_machine();
  st::CeilingPlan plan;
  plan.request.array_bytes = 1 << 20;
  plan.request.flop_seconds = 0.002;
  plan.mixes = st::standard_mixes();
  st::Ceilings c = st::measure_cpu_ceilings(machine, plan, nullptr);
  CHECK(c.target == "cpu");
  CHECK(c.fingerprint == machine.fingerprint());
  CHECK(c.array_bytes > 0);
  CHECK(c.array_bytes <= std::uint64_t{1} << 20);
  CHECK(c.sizing.find("cache, not memory") != std::string::npos);
  for (const char* kernel : {"copy", "triad"}) CHECK(c.find(kernel, kernel[0] == 'c' ? 1 : 2, 1, false));
  CHECK(c.find("read", 1, 0, false));
  CHECK(c.find("write", 0, 1, false));
  for (const st::StreamMix& m : st::standard_mixes()) {
    INFO(m.label());
    CHECK(c.mix(m, false));
  }
  REQUIRE(c.peak(8));
  REQUIRE(c.peak(4));
  CHECK(c.peak(8)->gflops.median > 0);
  // The bound of the Laplacian on these ceilings is finite and positive.
  st::NestInfo laplacian = suite_nest("laplacian");
  st::Bound b = st::roofline_bound(
      laplacian, st::arithmetic_intensity(laplacian, {256, 256, 256}, st::cpu_cache_model(machine, 1)), c);
  CHECK(b.naive.gstencils > 0);
  CHECK(b.tuned.gstencils > 0);
}

TEST_CASE("the roofline programs build from the scratch folder the tuner writes them to", "[roofline]") {
  st::ScratchDir dir("stenciltune-test-roofline");
  std::filesystem::path c = st::write_benchmark_source(dir, "flops_cpu.c", st::embedded::roofline_flops_cpu);
  CHECK(std::filesystem::exists(dir.path() / "bench_cpu.h"));
  CHECK_FALSE(std::filesystem::exists(dir.path() / "bench_cuda.h"));
  CHECK_NOTHROW(st::build_program({"cc", "-O1", "-pthread", "-o", (dir.path() / "flops_cpu").string(), c.string()},
                                  "flops_cpu.c"));
  std::optional<st::CudaToolchain> cuda = st::find_cuda_toolchain();
  if (!cuda) {
    ST_SKIP("no nvcc: the CUDA programs' build is not tried");
  }
  dir.write("stream_mixes.h", st::stream_mixes_header({{1, 1}, {13, 1}}, 500));
  for (const auto& [name, text] : {std::pair{"stream_cuda", st::embedded::roofline_stream_cuda},
                                   std::pair{"flops_cuda", st::embedded::roofline_flops_cuda}}) {
    std::filesystem::path cu = st::write_benchmark_source(dir, std::string(name) + ".cu", text);
    CHECK(std::filesystem::exists(dir.path() / "bench_cuda.h"));
    CHECK_NOTHROW(st::build_program({cuda->nvcc, "-O3", "-arch=sm_90", "-o", (dir.path() / name).string(), cu.string()},
                                    std::string(name) + ".cu"));
  }
}
