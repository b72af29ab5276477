// The CUDA target without a GPU (issue 6): the space and its pruning from the device's
// limits, the default, --param parsing, what the generator prints for each option, and
// ptxas -v parsing. Compiling every variant with nvcc is tests/cases/cuda_compile.sh;
// running them is tests/gpu/cuda_tune.sh.
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <regex>
#include <sstream>

#include "analysis/bare_nest.h"
#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "backends/cuda/cuda_backend.h"
#include "catch.h"
#include "frontend/diagnostics.h"
#include "frontend/parse_driver.h"
#include "harness/check_harness.h"
#include "harness/cuda_counters.h"
#include "harness/cuda_evaluator.h"
#include "harness/process.h"
#include "strategy/cuda_strategy.h"
#include "support/atomic_file.h"
#include "test_support.h"

namespace {

using Loaded = st::test::AnalysedStencil;

Loaded load(const std::string& stencil) { return st::test::analyse_suite_stencil(stencil); }

// A suite stencil with every `from` of its source replaced by `to` (another precision).
Loaded load_as(const std::string& stencil, const std::string& from, const std::string& to) {
  std::ifstream in(st::test::stencil_path(stencil));
  const std::string src((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::string text = src;
  for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
  REQUIRE(text != src);
  return st::test::analysed(st::test::parse(text));
}

st::CudaDevice h200_like() {
  st::CudaDevice d;
  d.name = "test device";
  d.major = 9;
  d.warp_size = 32;
  d.max_threads_per_block = 1024;
  d.shared_memory_per_block = 48 * 1024;
  d.shared_memory_per_block_optin = 227 * 1024;
  return d;
}

// A ring (SMEM=2) with the queue, 32 x 4 threads of 2 x 2 points each, 16 planes.
// The CUDA default of a suite stencil's nest at 512^3 on an H200-like device, checked legal.
st::Point default_512(const Loaded& l) {
  st::ParamSpace space = st::cuda_space(l.info, l.info.nests[0], {512, 512, 512}, h200_like());
  st::Point p = st::cuda_default(space, l.info.nests[0], {512, 512, 512});
  CHECK(space.legal(p));
  return p;
}

st::CudaVariant ring_rx2() {
  st::CudaVariant v;
  v.tx = 32;
  v.ty = 4;
  v.ry = 2;
  v.rx = 2;
  v.zb = 16;
  v.stream = true;
  v.shared_memory = 2;
  return v;
}

}  // namespace

TEST_CASE("the CUDA space obeys the device's limits and the grid", "[cuda]") {
  Loaded l = load("laplacian");
  st::CudaDevice d = h200_like();
  d.max_threads_per_block = 256;
  st::ParamSpace space = st::cuda_space(l.info, l.info.nests[0], {64, 64, 64}, d);
  st::Point p = {{"TX", 64},  {"TY", 8},   {"RY", 1}, {"RX", 1}, {"ZB", 32},   {"STREAM", 1},
                 {"SMEM", 0}, {"PIPE", 1}, {"RO", 1}, {"LB", 1}, {"UNROLL", 1}};
  CHECK_FALSE(space.legal(p));  // 512 threads > 256
  p["TY"] = 4;
  CHECK(space.legal(p));
  p["ZB"] = 128;  // deeper than the grid
  CHECK_FALSE(space.legal(p));
  p["ZB"] = 32;
  p["SMEM"] = 1;
  p["STREAM"] = 0;  // shared memory needs streaming
  CHECK_FALSE(space.legal(p));
  p["STREAM"] = 1;
  CHECK(space.legal(p));
  d.shared_memory_per_block = 1024;  // a tile of 66 x 6 doubles does not fit 1 KiB
  st::ParamSpace small = st::cuda_space(l.info, l.info.nests[0], {64, 64, 64}, d);
  CHECK_FALSE(small.legal(p));
  bool named = false;
  for (const std::string& v : small.violations(p))
    named = named || v.find("shared memory beyond the per-block limit") != std::string::npos;
  CHECK(named);
  for (const st::Point& q : space.legal_points(200)) {
    CHECK(q.at("TX") >= 32);
    CHECK(q.at("TX") * q.at("TY") <= 256);
  }
}

TEST_CASE("the CUDA default is legal for every suite stencil", "[cuda]") {
  for (const char* name : {"laplacian", "divergence", "gradient", "box27", "star13", "star25_sp", "jacobi2d5", "box2d9",
                           "vardiff", "laplacian_nest"}) {
    INFO(name);
    Loaded l = load(name);
    const st::NestInfo& nest = l.info.nests[0];
    std::vector<long long> extents(static_cast<size_t>(nest.dims), nest.dims == 3 ? 40 : 300);
    st::ParamSpace space = st::cuda_space(l.info, nest, extents, h200_like());
    st::Point p = st::cuda_default(space, nest, extents);
    CHECK(space.legal(p));
    if (nest.dims == 2) CHECK(p.at("TY") == 1);
    CHECK(space.tally().legal > 10);
  }
}

TEST_CASE("--param for CUDA: unknown names and illegal values are refused", "[cuda]") {
  Loaded l = load("laplacian");
  CHECK_THROWS_AS(st::parse_cuda_variant({"CX=4"}, l.info), st::UserError);
  CHECK_THROWS_AS(st::parse_cuda_variant({"TX=16"}, l.info), st::UserError);
  CHECK_THROWS_AS(st::parse_cuda_variant({"TX=abc"}, l.info), st::UserError);
  st::CudaVariant v = st::parse_cuda_variant({"tx=64", "TY=2", "SMEM=1"}, l.info);
  CHECK(v.tx == 64);
  CHECK(v.ty == 2);
  CHECK(v.shared_memory);
  CHECK(v.stream);
}

TEST_CASE("the CUDA generator prints each option", "[cuda]") {
  Loaded l = load("laplacian");
  st::CudaVariant v;
  v.tx = 32;
  v.ty = 4;
  v.zb = 8;
  v.stream = true;
  v.read_only = true;
  v.launch_bounds = true;
  std::string s = st::emit_cuda(l.sub, l.symbols, l.info, v, {});
  CHECK(s.find("__launch_bounds__(128)") != std::string::npos);
  CHECK(s.find("st_q0_m1") != std::string::npos);  // the register queue: u(i,j,k-1)
  CHECK(s.find("st_q0_1") != std::string::npos);
  CHECK(s.find("__ldg(&u[") != std::string::npos);
  CHECK(s.find("__shared__") == std::string::npos);
  CHECK(s.find("extern \"C\" int laplacian_device(") != std::string::npos);
  CHECK(s.find("extern \"C\" void laplacian_(") != std::string::npos);
  v.shared_memory = true;
  v.launch_bounds = false;
  v.read_only = false;
  s = st::emit_cuda(l.sub, l.symbols, l.info, v, {});
  CHECK(s.find("__shared__ double st_s0[1][6][34]") != std::string::npos);  // (TY+2) x (TX+2), one plane
  CHECK(s.find("__syncthreads()") != std::string::npos);
  CHECK(s.find("__launch_bounds__") == std::string::npos);
  CHECK(s.find("__ldg") == std::string::npos);
  CHECK(st::cuda_shared_bytes(l.info, v) == 6 * 34 * 8);

  Loaded box = load("box27");  // neighbours in three planes: three shared planes
  s = st::emit_cuda(box.sub, box.symbols, box.info, v, {});
  CHECK(s.find("st_s0[3][6][34]") != std::string::npos);

  // Register blocking along the second dimension: RY rows per thread, each with its own
  // queue, a tile RY times taller, and a grid of blocks RY times shorter.
  v.ry = 4;
  s = st::emit_cuda(l.sub, l.symbols, l.info, v, {});
  CHECK(s.find("__shared__ double st_s0[1][18][34]") != std::string::npos);  // (4*4+2) x (32+2)
  CHECK(st::cuda_shared_bytes(l.info, v) == 18 * 34 * 8);
  for (const char* row : {"st_q0_m1_r0", "st_q0_m1_r3", "st_n0_r3"}) {
    INFO(row);
    CHECK(s.find(row) != std::string::npos);
  }
  CHECK(s.find("st_q0_m1_r4") == std::string::npos);
  CHECK(s.find("(st_n1 + 15) / 16") != std::string::npos);
  CHECK(s.find("Variant: TX=32 TY=4 RY=4") != std::string::npos);
}

TEST_CASE("SMEM=2 copies planes asynchronously into a ring of shared planes", "[cuda]") {
  Loaded l = load("laplacian");
  st::CudaVariant v;
  v.tx = 64;
  v.ty = 4;
  v.ry = 2;
  v.zb = 16;
  v.stream = true;
  v.shared_memory = 2;
  v.pipe = 2;
  std::string s = st::emit_cuda(l.sub, l.symbols, l.info, v, {});
  // The queue's newest plane (k+1) and the in-plane neighbours' plane (k) in use, one spare,
  // two in flight: 5 planes of (8+2) x (64+2) doubles.
  CHECK(s.find("#include <cuda_pipeline.h>") != std::string::npos);
  CHECK(s.find("double (*st_s0)[10][66] = reinterpret_cast<double (*)[10][66]>(st_smem + 0);") != std::string::npos);
  CHECK(st::cuda_shared_bytes(l.info, v) == 5 * 10 * 66 * 8);
  CHECK(s.find("__pipeline_memcpy_async(&st_s0[((st_it + 3) % 5)]") != std::string::npos);  // plane k+3 goes out
  CHECK(s.find("__pipeline_wait_prior(2);") != std::string::npos);
  CHECK(s.find("__pipeline_wait_prior(0);") != std::string::npos);  // nothing lands after the block leaves
  CHECK(s.find("st_q0_1_r1 = st_s0[((st_it + 1) % 5)][st_ty * 2 + 2][st_tx + 1];") != std::string::npos);
  CHECK(s.find("st_n0_r") == std::string::npos);               // no register prefetch: the ring feeds the queue
  CHECK(s.find(", 26400>>>(") != std::string::npos);           // dynamic shared memory at the launch
  CHECK(s.find("cudaFuncSetAttribute") == std::string::npos);  // within the default 48 KiB
  CHECK(s.find("Variant: TX=64 TY=4 RY=2 ZB=16 STREAM=1 SMEM=2 PIPE=2") != std::string::npos);
  // Where the block's rows start 16-byte aligned (first row, next row, next plane), a row
  // goes 16 bytes (two doubles) at a time, a chunk at the grid's edge one element at a time;
  // elsewhere every cell alone.
  CHECK(s.find("const bool st_al0 = (((uintptr_t)&u[((st_o0 - 1)) + ((st_o1 - 1)) * u_s1 + st_kb * u_s2] | "
               "(uintptr_t)&u[((st_o0 - 1)) + "
               "((st_o1 - 1 + 1)) * u_s1 + st_kb * u_s2] | (uintptr_t)&u[((st_o0 - 1)) + ((st_o1 - 1)) * u_s1 + (st_kb "
               "+ 1) * u_s2]) & 15) == 0;") != std::string::npos);
  CHECK(s.find("if (st_al0) {") != std::string::npos);
  CHECK(s.find("* u_s1 + (k + 3) * u_s2], 16);") != std::string::npos);  // plane k+3 in 16-byte copies
  CHECK(s.find("st_e < 330; st_e += 256") != std::string::npos);         // 33 chunks of the 66-cell rows x 10 rows

  // Beyond 48 KiB the launch asks for the memory first.
  v.tx = 128;
  v.pipe = 3;
  s = st::emit_cuda(l.sub, l.symbols, l.info, v, {});
  CHECK(st::cuda_shared_bytes(l.info, v) == 6 * 10 * 130 * 8);
  CHECK(s.find("cudaFuncSetAttribute(st_laplacian_kernel0, cudaFuncAttributeMaxDynamicSharedMemorySize, 62400)") !=
        std::string::npos);

  // Without the queue every read comes from the ring: a box stencil keeps three planes.
  Loaded box = load("box27");
  v.tx = 32;
  v.stream = false;
  v.pipe = 1;
  s = st::emit_cuda(box.sub, box.symbols, box.info, v, {});
  CHECK(st::cuda_shared_bytes(box.info, v) == 5 * 10 * 34 * 8);  // planes k-1..k+1, a spare, one in flight
  CHECK(s.find("st_s0[((st_it + 0) % 5)][st_ty * 2 + 1][st_tx + 1]") !=
        std::string::npos);  // u(i-1,j-1,k-1)... the centre
  CHECK(s.find("st_q0") == std::string::npos);
}

TEST_CASE("several grids get one ring each, and their first planes go out in step", "[cuda]") {
  Loaded l = load("divergence");  // ux(i+-1), uy(j+-1), uz(k+-1)
  st::CudaVariant v;
  v.tx = 32;
  v.ty = 4;
  v.zb = 8;
  v.stream = false;  // every read from a ring, uz's column too
  v.shared_memory = 2;
  v.pipe = 1;
  std::string s = st::emit_cuda(l.sub, l.symbols, l.info, v, {});
  // ux: one plane in use, (4) x (32+2); uy: (4+2) x 32; uz: planes k-1..k+1, 4 x 32; each with a
  // spare and one in flight, 16-byte aligned one after the other.
  CHECK(s.find("double (*st_s0)[4][34] = reinterpret_cast<double (*)[4][34]>(st_smem + 0);") != std::string::npos);
  CHECK(s.find("double (*st_s1)[6][32] = reinterpret_cast<double (*)[6][32]>(st_smem + 3264);") != std::string::npos);
  CHECK(s.find("double (*st_s2)[4][32] = reinterpret_cast<double (*)[4][32]>(st_smem + 7872);") != std::string::npos);
  CHECK(st::cuda_shared_bytes(l.info, v) == 3 * 4 * 34 * 8 + 3 * 6 * 32 * 8 + 5 * 4 * 32 * 8);
  // uz needs three planes before the loop, ux and uy one: three groups, the one-plane grids
  // in the last, so that waiting for all but PIPE groups means the same step for every grid.
  size_t loop = s.find("for (k = ");
  REQUIRE(loop != std::string::npos);
  std::string prime = s.substr(0, loop);
  size_t commits = 0;
  for (size_t at = prime.find("__pipeline_commit();"); at != std::string::npos;
       at = prime.find("__pipeline_commit();", at + 1))
    ++commits;
  CHECK(commits == 3);
  size_t second = prime.find("__pipeline_commit();", prime.find("__pipeline_commit();") + 1);
  CHECK(prime.find("&st_s0[0]") > second);                              // ux's first plane is in the third group
  CHECK(prime.find("&st_s2[0]") < prime.find("__pipeline_commit();"));  // uz's plane k-1 in the first
}

TEST_CASE("the ring's depth and size are parameters the space bounds", "[cuda]") {
  Loaded l = load("laplacian");
  st::ParamSpace space = st::cuda_space(l.info, l.info.nests[0], {256, 256, 256}, h200_like());
  st::Point p = {{"TX", 128}, {"TY", 4},   {"RY", 2}, {"RX", 1}, {"ZB", 32},   {"STREAM", 1},
                 {"SMEM", 2}, {"PIPE", 3}, {"RO", 0}, {"LB", 0}, {"UNROLL", 1}};
  CHECK(space.legal(p));  // 62400 bytes: beyond the static 48 KiB, within the opt-in limit
  p["SMEM"] = 1;          // PIPE belongs to the ring
  CHECK_FALSE(space.legal(p));
  p["PIPE"] = 1;
  CHECK(space.legal(p));  // SMEM=1 keeps one plane
  p["SMEM"] = 2;
  p["STREAM"] = 0;  // the ring works without the queue
  CHECK(space.legal(p));
  p["ZB"] = 1;
  CHECK_FALSE(space.legal(p));
  st::CudaDevice d = h200_like();
  d.shared_memory_per_block_optin = 0;  // no opt-in: 48 KiB for the ring too
  st::ParamSpace small = st::cuda_space(l.info, l.info.nests[0], {256, 256, 256}, d);
  p["ZB"] = 32;
  p["STREAM"] = 1;
  p["PIPE"] = 3;
  CHECK_FALSE(small.legal(p));
  // The default of a one-grid star is a ring, and it is legal on both.
  for (const st::ParamSpace* s : {&space, &small}) {
    st::Point def = st::cuda_default(*s, l.info.nests[0], {256, 256, 256});
    CHECK(def.at("SMEM") == 2);
    CHECK(s->legal(def));
  }
  Loaded div = load("divergence");  // three grids: plain loads
  st::ParamSpace dspace = st::cuda_space(div.info, div.info.nests[0], {256, 256, 256}, h200_like());
  CHECK(st::cuda_default(dspace, div.info.nests[0], {256, 256, 256}).at("SMEM") == 0);
}

TEST_CASE("RY is a 3-D parameter and the tile must fit the grid", "[cuda]") {
  Loaded l = load("laplacian");
  st::ParamSpace space = st::cuda_space(l.info, l.info.nests[0], {64, 24, 64}, h200_like());
  st::Point p = {{"TX", 32},  {"TY", 8},   {"RY", 2}, {"RX", 1}, {"ZB", 32},   {"STREAM", 1},
                 {"SMEM", 1}, {"PIPE", 1}, {"RO", 1}, {"LB", 1}, {"UNROLL", 1}};
  CHECK(space.legal(p));
  p["RY"] = 4;  // 32 rows > 24
  CHECK_FALSE(space.legal(p));
  Loaded flat = load("jacobi2d5");
  CHECK_THROWS_AS(st::parse_cuda_variant({"RY=2"}, flat.info), st::UserError);
  CHECK(st::parse_cuda_variant({"RY=2"}, l.info).ry == 2);
}

TEST_CASE("the CUDA timer fills null grids on the device and then times no copies", "[cuda]") {
  Loaded l = load("divergence");
  st::CudaEmitOptions options;
  options.timing_entry = true;
  std::string s = st::emit_cuda(l.sub, l.symbols, l.info, st::CudaVariant{}, options);
  CHECK(s.find("st_fill_kernel") != std::string::npos);
  CHECK(s.find("if (st_host_data) printf(\"copies:") != std::string::npos);
  // Every grid has its own values.
  CHECK(s.find("st_bytes0 / sizeof(double), 1u)") != std::string::npos);
  CHECK(s.find("st_bytes1 / sizeof(double), 2u)") != std::string::npos);
  // The timed launches are queued back to back, each between its own events, and waited
  // for once after the last: no synchronisation inside the loop.
  size_t loop = s.find("ST_CHECK(cudaEventRecord(st_ta[ST_r]));");
  REQUIRE(loop != std::string::npos);
  size_t wait = s.find("ST_CHECK(cudaEventSynchronize(st_tb[ST_reps - 1]));", loop);
  REQUIRE(wait != std::string::npos);
  CHECK(s.substr(loop, wait - loop).find("Synchronize") == std::string::npos);
  CHECK(s.find("cudaEventElapsedTime(&st_ms[ST_r], st_ta[ST_r], st_tb[ST_r])", wait) != std::string::npos);
  std::string library = st::emit_cuda(l.sub, l.symbols, l.info, st::CudaVariant{}, {});
  CHECK(library.find("st_fill_kernel") == std::string::npos);
}

TEST_CASE("ptxas -v output is read per kernel", "[cuda]") {
  const std::string text =
      "ptxas info    : Compiling entry function '_Z20st_st_variant_kernel0iiiddPKdPd' for 'sm_90'\n"
      "ptxas info    : Function properties for _Z20st_st_variant_kernel0iiiddPKdPd\n"
      "    8 bytes stack frame, 24 bytes spill stores, 8 bytes spill loads\n"
      "ptxas info    : Used 32 registers, used 1 barriers, 8 bytes cumulative stack size, 2720 bytes smem\n"
      "ptxas info    : Function properties for _Z11other_functionv\n"
      "    0 bytes stack frame, 100 bytes spill stores, 0 bytes spill loads\n"
      "ptxas info    : Used 90 registers\n";
  st::PtxasInfo info = st::parse_ptxas(text, "st_st_variant_kernel");
  CHECK(info.known);
  CHECK(info.registers == 32);
  CHECK(info.spill_bytes == 32);
  CHECK(info.shared_bytes == 2720);
  CHECK_FALSE(st::parse_ptxas("nothing here", "kernel").known);
}

TEST_CASE("the timing program the CUDA evaluator builds compiles warning-free", "[cuda]") {
  // What CudaEvaluator::build_all compiles for every variant: the variant with its timer
  // (nvcc) and the check harness that hands it null grids in a timing-only run (cc).
  std::string nvcc = "nvcc";
  if (!st::run_process({nvcc, "--version"}).ok()) nvcc = "/usr/local/cuda/bin/nvcc";
  if (!st::run_process({nvcc, "--version"}).ok()) {
    ST_SKIP("no nvcc: the timing program was not compiled");
  }
  namespace fs = std::filesystem;
  fs::path dir = fs::temp_directory_path() / ("st_cuda_timing_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  Loaded l = load("vardiff");
  st::CudaVariant v;
  v.ty = 4;
  v.ry = 2;
  v.zb = 8;
  v.stream = true;
  v.shared_memory = true;
  st::CudaEmitOptions options;
  options.function_name = "st_variant";
  options.fortran_entry = false;
  options.timing_entry = true;
  st::write_file_atomically((dir / "v.cu").string(), st::emit_cuda(l.sub, l.symbols, l.info, v, options));
  st::CheckHarnessOptions check;
  check.reference_symbol = "ref_";
  check.variant_symbol = "st_variant";
  check.timing_repetitions = 5;
  check.timing_symbol = "st_time_st_variant";
  check.timer_fills_device = true;
  st::write_file_atomically((dir / "main.c").string(), st::generate_check_harness(l.sub, l.symbols, check));
  st::ProcessOptions limit;
  limit.time_limit = std::chrono::minutes(3);
  st::ProcessResult cu = st::run_process({nvcc, "-arch=sm_90", "-O3", "-Xcompiler", "-Wall,-Wextra", "-Werror",
                                          "all-warnings", "-c", (dir / "v.cu").string(), "-o", (dir / "v.o").string()},
                                         limit);
  INFO(cu.out + cu.err);
  CHECK(cu.ok());
  st::ProcessResult c = st::run_process({"cc", "-std=c99", "-O2", "-Wall", "-Wextra", "-Werror", "-c",
                                         (dir / "main.c").string(), "-o", (dir / "main.o").string()},
                                        limit);
  INFO(c.out + c.err);
  CHECK(c.ok());
  fs::remove_all(dir);
}

TEST_CASE("the final comparison's program of CUDA variants compiles warning-free and links", "[cuda]") {
  // What CudaEvaluator::time_interleaved builds: each variant under its own name with its
  // timer (nvcc), one harness calling the timers in turn (cc), linked into one program.
  std::string nvcc = "nvcc";
  if (!st::run_process({nvcc, "--version"}).ok()) nvcc = "/usr/local/cuda/bin/nvcc";
  if (!st::run_process({nvcc, "--version"}).ok()) {
    ST_SKIP("no nvcc: the comparison program was not compiled");
  }
  namespace fs = std::filesystem;
  fs::path dir = fs::temp_directory_path() / ("st_cuda_compare_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  Loaded l = load("laplacian");
  st::ComparisonHarnessOptions compare;
  compare.rounds = 3;
  std::vector<std::string> link = {nvcc, "-arch=sm_90", (dir / "main.o").string()};
  st::ProcessOptions limit;
  limit.time_limit = std::chrono::minutes(3);
  for (int k = 0; k < 2; ++k) {
    st::CudaVariant v;
    v.ty = k ? 4 : 8;
    v.zb = 8;
    v.stream = k == 1;
    st::CudaEmitOptions options;
    options.function_name = "ST_V" + std::to_string(k);
    options.fortran_entry = false;
    options.timing_entry = true;
    std::string stem = (dir / ("v" + std::to_string(k))).string();
    st::write_file_atomically(stem + ".cu", st::emit_cuda(l.sub, l.symbols, l.info, v, options));
    st::ProcessResult cu = st::run_process({nvcc, "-arch=sm_90", "-O3", "-Xcompiler", "-Wall,-Wextra", "-Werror",
                                            "all-warnings", "-c", stem + ".cu", "-o", stem + ".o"},
                                           limit);
    INFO(cu.out + cu.err);
    CHECK(cu.ok());
    link.push_back(stem + ".o");
    // The CUDA backend prints its entries' names in lower case.
    std::string entry = "st_v" + std::to_string(k);
    compare.variant_symbols.push_back(entry);
    compare.timing_symbols.push_back("st_time_" + entry);
  }
  std::string main = st::generate_comparison_harness(l.sub, l.symbols, compare);
  CHECK(main.find("st_time_st_v0(5, ") != std::string::npos);
  CHECK(main.find("st_time_st_v1(5, ") != std::string::npos);
  st::write_file_atomically((dir / "main.c").string(), main);
  st::ProcessResult c = st::run_process({"cc", "-std=c99", "-O2", "-Wall", "-Wextra", "-Werror", "-c",
                                         (dir / "main.c").string(), "-o", (dir / "main.o").string()},
                                        limit);
  INFO(c.out + c.err);
  CHECK(c.ok());
  link.insert(link.end(), {"-o", (dir / "compare").string(), "-lm"});
  st::ProcessResult linked = st::run_process(link, limit);
  INFO(linked.out + linked.err);
  CHECK(linked.ok());
  if (linked.ok()) fs::remove_all(dir);
}

TEST_CASE("the CUDA timing program takes the user's names that the generators' once were", "[cuda]") {
  // r, reps and e were the timer's and the host entry's own variables; min and dim3 are
  // CUDA's; int names the subroutine (its symbol stays int_).
  std::string nvcc = "nvcc";
  if (!st::run_process({nvcc, "--version"}).ok()) nvcc = "/usr/local/cuda/bin/nvcc";
  if (!st::run_process({nvcc, "--version"}).ok()) {
    ST_SKIP("no nvcc: the timing program was not compiled");
  }
  Loaded l = st::test::analysed(st::test::parse(R"(subroutine int(r, reps, e, min, dim3, seconds)
  implicit none
  integer, intent(in) :: r, reps, e
  double precision, intent(in) :: min
  double precision, intent(in) :: dim3(0:r+1, 0:reps+1, 0:e+1)
  double precision, intent(inout) :: seconds(0:r+1, 0:reps+1, 0:e+1)
  integer :: status, start, st_e
  do st_e = 1, e
    do start = 1, reps
      do status = 1, r
        seconds(status,start,st_e) = min*(dim3(status-1,start,st_e) + dim3(status+1,start,st_e))
      end do
    end do
  end do
end subroutine int
)"));
  namespace fs = std::filesystem;
  fs::path dir = fs::temp_directory_path() / ("st_cuda_names_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  st::CudaEmitOptions options;
  options.timing_entry = true;
  std::string text = st::emit_cuda(l.sub, l.symbols, l.info, st::CudaVariant{}, options);
  CHECK(text.find("extern \"C\" void int_(") != std::string::npos);
  CHECK(text.find("extern \"C\" void U_int(") != std::string::npos);
  st::write_file_atomically((dir / "v.cu").string(), text);
  st::ProcessOptions limit;
  limit.time_limit = std::chrono::minutes(3);
  st::ProcessResult cu = st::run_process({nvcc, "-arch=sm_90", "-Xcompiler", "-Wall,-Wextra", "-Werror", "all-warnings",
                                          "-c", (dir / "v.cu").string(), "-o", (dir / "v.o").string()},
                                         limit);
  INFO(text << cu.out + cu.err);
  CHECK(cu.ok());
  fs::remove_all(dir);
}

TEST_CASE("Nsight Compute's CSV is read into per-point counters", "[cuda]") {
  // Two kernels (two nests) of one launch, as `ncu --csv --page details --print-units
  // base` prints them, among the program's own output.
  const std::string text =
      "==PROF== Connected to process 42\n"
      "time: median=1.0e-03 min=1.0e-03 max=1.0e-03 reps=20\n"
      "\"ID\",\"Process ID\",\"Kernel Name\",\"Section Name\",\"Metric Name\",\"Metric Unit\",\"Metric Value\"\n"
      "\"0\",\"1\",\"st_st_variant_kernel0\",\"GPU Speed Of Light Throughput\",\"Duration\",\"nsecond\",\"3,000\"\n"
      "\"0\",\"1\",\"st_st_variant_kernel0\",\"GPU Speed Of Light Throughput\",\"DRAM Throughput\",\"%\",\"80\"\n"
      "\"0\",\"1\",\"st_st_variant_kernel0\",\"GPU Speed Of Light Throughput\",\"L2 Cache Throughput\",\"%\",\"90\"\n"
      "\"0\",\"1\",\"st_st_variant_kernel0\",\"Occupancy\",\"Achieved Occupancy\",\"%\",\"60\"\n"
      "\"0\",\"1\",\"st_st_variant_kernel0\",\"Command line profiler "
      "metrics\",\"dram__bytes_read.sum\",\"byte\",\"1,000,000\"\n"
      "\"0\",\"1\",\"st_st_variant_kernel0\",\"Command line profiler "
      "metrics\",\"dram__bytes_write.sum\",\"byte\",\"500,000\"\n"
      "\"0\",\"1\",\"st_st_variant_kernel0\",\"Command line profiler "
      "metrics\",\"lts__t_bytes.sum\",\"byte\",\"2,000,000\"\n"
      "\"1\",\"1\",\"st_st_variant_kernel1\",\"GPU Speed Of Light Throughput\",\"Duration\",\"nsecond\",\"1,000\"\n"
      "\"1\",\"1\",\"st_st_variant_kernel1\",\"GPU Speed Of Light Throughput\",\"DRAM Throughput\",\"%\",\"40\"\n"
      "\"1\",\"1\",\"st_st_variant_kernel1\",\"Occupancy\",\"Achieved Occupancy\",\"%\",\"100\"\n"
      "\"1\",\"1\",\"st_st_variant_kernel1\",\"Command line profiler "
      "metrics\",\"dram__bytes_read.sum\",\"byte\",\"500,000\"\n"
      "check: NOT VERIFIED\n";
  std::optional<st::KernelCounters> c = st::parse_ncu_csv(text, 1e5);
  REQUIRE(c);
  CHECK(c->dram_bytes_per_point == Approx(20.0));  // (1e6 + 5e5 + 5e5) / 1e5
  CHECK(c->l2_bytes_per_point == Approx(20.0));
  CHECK(c->dram_percent == Approx(70.0));  // weighted by duration: (3 * 80 + 1 * 40) / 4
  CHECK(c->l2_percent == Approx(67.5));
  CHECK(c->achieved_occupancy_percent == Approx(70.0));
  CHECK_FALSE(st::parse_ncu_csv("==ERROR== the profiler could not read the counters\n", 1e5));
  CHECK_FALSE(st::parse_ncu_csv(text, 0));
}

TEST_CASE("a 2-D grid narrower than two warps still has a CUDA variant", "[cuda]") {
  Loaded l = load("jacobi2d5");
  const st::NestInfo& nest = l.info.nests[0];
  st::ParamSpace space = st::cuda_space(l.info, nest, {24, 24}, h200_like());
  CHECK(space.tally().legal > 0);
  st::Point p = st::cuda_default(space, nest, {24, 24});
  CHECK(space.legal(p));
  CHECK(p.at("TX") == 32);
  // A grid of two warps or more keeps the rule.
  st::ParamSpace wide = st::cuda_space(l.info, nest, {300, 300}, h200_like());
  for (const st::Point& q : wide.legal_points(500)) CHECK(q.at("TX") * q.at("TY") >= 64);
}

TEST_CASE("RX adjacent points per thread read the ring's cells as vectors", "[cuda]") {
  Loaded l = load("star25_sp");  // radius 4, single precision
  st::CudaVariant v = ring_rx2();
  std::string s = st::emit_cuda(l.sub, l.symbols, l.info, v, {});
  // A tile of 64 x 8 points: rows of 64 + 8 cells, 8 + 8 rows; the queue's newest plane k+4
  // and the plane in use, a spare, one in flight: 7 planes.
  CHECK(s.find("float (*st_s1)[16][72] = reinterpret_cast<float (*)[16][72]>(st_smem + 0);") != std::string::npos);
  CHECK(st::cuda_shared_bytes(l.info, v) == 7 * 16 * 72 * 4);
  CHECK(s.find("blockIdx.x * 64;") != std::string::npos);
  CHECK(s.find("const int st_x1 = st_o0 + st_tx * 2 + 1;") != std::string::npos);
  CHECK(s.find("Variant: TX=32 TY=4 RY=2 RX=2 ZB=16") != std::string::npos);
  // Each point has its own queue, fed from the ring.
  CHECK(s.find("st_q1_4_r1_c1 = st_s1[((st_it + 4) % 7)][st_ty * 2 + 5][st_tx * 2 + 5];") != std::string::npos);
  // The body is a sum of coefficients times cells, so each point gets an accumulator that
  // starts with its queue's terms (the z-neighbours and the centre)...
  CHECK(s.find("float st_a_r1_c1 = (st_c * st_q1_0_r1_c1) + st_c_2 * st_q1_m1_r1_c1 + st_c_2 * st_q1_1_r1_c1") !=
        std::string::npos);
  // ...and the ring rows go by one at a time: the row of tile row 4 (the first row's own)
  // read as five pairs, each pair once, its cells added into every point that needs them;
  // u(i-3,j,k) of the first column is the second element of the pair at cell 0.
  const std::string row4 =
      "const float2 st_v1_0_4_0 = *reinterpret_cast<const float2 *>(&st_s1[((st_it + 0) % 7)][st_ty * 2 + 4][st_tx * 2 "
      "+ 0]);";
  size_t r4 = s.find(row4);
  REQUIRE(r4 != std::string::npos);
  CHECK(s.find(row4, r4 + 1) == std::string::npos);
  size_t r4_end = s.find("}", r4);
  CHECK(s.find("st_a_r0_c0 += st_c_4 * st_v1_0_4_0.y;", r4) < r4_end);
  // Row 1 of the thread takes the centre pair of tile row 4 as its u(i,j-1,k).
  CHECK(s.find("st_a_r1_c1 += st_c_2 * st_v1_0_4_2.y;", r4) < r4_end);
  // The pair below the last row's reach (tile row 9) is read once, for row 1 only.
  size_t r9 = s.find("const float2 st_v1_0_9_2 =");
  REQUIRE(r9 != std::string::npos);
  CHECK(s.find("st_a_r1_c0 += st_c_5 * st_v1_0_9_2.x;", r9) < s.find("}", r9));
  CHECK(s.find("st_a_r0_c0", r9) > s.find("}", r9));
  // The stores: a row's two points are adjacent elements, stored as one pair where both
  // are inside and the first is 8-byte aligned; else one at a time, the second guarded
  // (at the right edge of the grid it may be outside).
  CHECK(s.find("float *st_w_2 = &unew[(i + 3) + (j + 3) * unew_s1 + (k + 3) * unew_s2];") != std::string::npos);
  CHECK(s.find("if (st_x1 <= st_hi0 && ((uintptr_t)st_w_2 & 7) == 0) {") != std::string::npos);
  CHECK(s.find("*reinterpret_cast<float2 *>(st_w_2) = make_float2(st_a_r1_c0, st_a_r1_c1);") != std::string::npos);
  CHECK(s.find("if (st_x1 <= st_hi0) st_w_2[1] = st_a_r1_c1;") != std::string::npos);
  // Grid of tiles along x counts 64 points per block.
  CHECK(s.find("(st_n0 + 63) / 64") != std::string::npos);

  // Differences subtract: the divergence's cx*(ux(i+1,j,k) - ux(i-1,j,k)).
  Loaded div = load("divergence");
  std::string d = st::emit_cuda(div.sub, div.symbols, div.info, v, {});
  CHECK(d.find("st_a_r0_c1 -= cx * st_v0_0_0_0.y;") != std::string::npos);
  CHECK(d.find("st_a_r0_c1 += cx * st_v0_0_0_1.y;") != std::string::npos);
  // A body that is not such a sum (products of cells) keeps one expression per point, each
  // row's block opening with the pairs it is the first to need.
  Loaded var = load("vardiff");
  std::string e = st::emit_cuda(var.sub, var.symbols, var.info, v, {});
  CHECK(e.find("st_a_r0_c0") == std::string::npos);
  CHECK(e.find("st_w") == std::string::npos);
  CHECK(e.find("const double2 st_v") != std::string::npos);
  CHECK(e.find("if (st_x1 <= st_hi0) {") != std::string::npos);

  // Double precision: pairs are 16 bytes, and RX=4 still reads them two at a time.
  Loaded lap = load("laplacian");
  v.rx = 4;
  v.ry = 1;
  s = st::emit_cuda(lap.sub, lap.symbols, lap.info, v, {});
  CHECK(s.find("const double2 st_v0_") != std::string::npos);
  CHECK(s.find("double4") == std::string::npos);
  // ...and stores four points as two 16-byte pairs.
  CHECK(s.find("if (st_x3 <= st_hi0 && ((uintptr_t)st_w & 15) == 0) {") != std::string::npos);
  CHECK(s.find("*reinterpret_cast<double2 *>(st_w + 2) = make_double2(st_a_r0_c2, st_a_r0_c3);") != std::string::npos);
  // Rows of 128 + 2 cells round up to a whole pair.
  CHECK(s.find("double (*st_s0)[6][130]") != std::string::npos);

  // The space keeps RX to the ring and to tiles that fit the grid.
  st::ParamSpace space = st::cuda_space(l.info, l.info.nests[0], {96, 64, 64}, h200_like());
  st::Point p = {{"TX", 32},  {"TY", 4},   {"RY", 2}, {"RX", 2}, {"ZB", 16},   {"STREAM", 1},
                 {"SMEM", 2}, {"PIPE", 1}, {"RO", 0}, {"LB", 0}, {"UNROLL", 1}};
  CHECK(space.legal(p));
  p["SMEM"] = 1;
  CHECK_FALSE(space.legal(p));
  p["SMEM"] = 2;
  p["TX"] = 64;  // 128 points > 96
  CHECK_FALSE(space.legal(p));
  // The default for the radius-4 fp32 star: four points per thread over 32 x 8 threads,
  // four rows each, one block per multiprocessor, two planes in flight...
  st::Point def = default_512(l);
  CHECK(def.at("RX") == 4);
  CHECK(def.at("TX") == 32);
  CHECK(def.at("TY") == 8);
  CHECK(def.at("RY") == 4);
  CHECK(def.at("LB") == 1);
  CHECK(def.at("SMEM") == 2);
  CHECK(def.at("PIPE") == 2);
  CHECK(def.at("UNROLL") == 1);  // unrolled, it spills
  // ...and the same shape for the radius-2 fp32 star...
  def = default_512(load_as("star13", "=8)", "=4)"));  // REAL(KIND=8), Real(Kind=8), ...
  CHECK(def.at("RX") == 4);
  CHECK(def.at("RY") == 4);
  CHECK(def.at("PIPE") == 2);
  // ...in double precision two points per thread over 64 x 4 threads, the loop unrolled
  // twice; at radius 2 over 128 x 2 threads, not unrolled; a 27-point box two points per
  // thread over 128 x 2 threads without the queue...
  def = default_512(load_as("star25_sp", "real(4)", "real(8)"));
  CHECK(def.at("RX") == 2);
  CHECK(def.at("TX") == 64);
  CHECK(def.at("RY") == 4);
  CHECK(def.at("UNROLL") == 2);
  CHECK(def.at("ZB") == 128);
  def = default_512(load("star13"));
  CHECK(def.at("RX") == 2);
  CHECK(def.at("TX") == 128);
  CHECK(def.at("TY") == 2);
  CHECK(def.at("UNROLL") == 1);
  def = default_512(load("box27"));
  CHECK(def.at("RX") == 2);
  CHECK(def.at("STREAM") == 0);
  CHECK(def.at("ZB") == 128);
  // ...where a 128-point tile does not fit, fewer points per thread: 2 x 32 of 96...
  def = st::cuda_default(space, l.info.nests[0], {96, 64, 64});
  CHECK(def.at("RX") == 2);
  CHECK(def.at("TX") == 32);
  CHECK(space.legal(def));
  // ...and one where 64 do not (tiles may pass the grid only up to the next warp)...
  st::ParamSpace narrow = st::cuda_space(l.info, l.info.nests[0], {24, 64, 64}, h200_like());
  def = st::cuda_default(narrow, l.info.nests[0], {24, 64, 64});
  CHECK(def.at("RX") == 1);
  CHECK(narrow.legal(def));
}

TEST_CASE("with RX > 1 the queue is primed with vector loads, and 8-byte vectors serve rows 16-byte ones do not",
          "[cuda]") {
  Loaded l = load("star25_sp");  // radius 4, single precision: a 9-deep queue
  st::CudaVariant v = ring_rx2();
  v.rx = 4;
  v.read_only = true;
  std::string s = st::emit_cuda(l.sub, l.symbols, l.info, v, {});
  // Row 1's four points are adjacent floats: where all are inside and the first is
  // 16-byte aligned in every primed plane (k-1 .. k+6), each plane is one float4...
  size_t wide = s.find(
      "if (st_in1 && st_x3 <= st_hi0 && (((uintptr_t)&u[(st_x0 + 3) + (st_y1 + 3) * u_s1 + (st_kb - 1) * u_s2] | ");
  REQUIRE(wide != std::string::npos);
  size_t close = s.find("& 15) == 0) {", wide);
  REQUIRE(close < s.find("\n", wide));
  CHECK(s.substr(wide, close - wide).find("(uintptr_t)&u[(st_x0 + 3) + (st_y1 + 3) * u_s1 + (st_kb + 6) * u_s2])") !=
        std::string::npos);
  size_t load4 = s.find(
      "= __ldg(reinterpret_cast<const float4 *>(&u[(st_x0 + 3) + (st_y1 + 3) * u_s1 + (st_kb - 1) * u_s2]));", close);
  REQUIRE(load4 != std::string::npos);
  std::string vec = s.substr(s.rfind("const float4 ", load4) + 13,
                             s.find(" =", s.rfind("const float4 ", load4)) - s.rfind("const float4 ", load4) - 13);
  CHECK(s.find("st_q1_m3_r1_c3 = " + vec + ".w;", load4) != std::string::npos);
  // ...else, 8-byte aligned, two float2 per plane (the second at the third point)...
  size_t pairs = s.find(
      "} else if (st_in1 && st_x3 <= st_hi0 && (((uintptr_t)&u[(st_x0 + 3) + (st_y1 + 3) * u_s1 + (st_kb - 1) * u_s2]",
      load4);
  REQUIRE(pairs != std::string::npos);
  CHECK(s.find("& 7) == 0) {", pairs) < s.find("\n", pairs));
  CHECK(s.find(
            "__ldg((reinterpret_cast<const float2 *>(&u[(st_x0 + 3) + (st_y1 + 3) * u_s1 + (st_kb + 6) * u_s2]) + 1));",
            pairs) != std::string::npos);
  // ...else point by point, each after the first guarded, as before.
  size_t scalar = s.find("} else {", pairs);
  REQUIRE(scalar != std::string::npos);
  CHECK(s.find("if ((st_in1 && st_x3 <= st_hi0)) {", scalar) <
        s.find("st_q1_m3_r1_c3 = __ldg(&u[(st_x3 + 3) + (st_y1 + 3) * u_s1 + (st_kb - 1) * u_s2]);", scalar));
  // The stores take the same three paths.
  size_t store4 = s.find("if (st_x3 <= st_hi0 && ((uintptr_t)st_w_2 & 15) == 0) {");
  REQUIRE(store4 != std::string::npos);
  CHECK(s.find("*reinterpret_cast<float4 *>(st_w_2) = make_float4(st_a_r1_c0, st_a_r1_c1, st_a_r1_c2, st_a_r1_c3);",
               store4) != std::string::npos);
  size_t store2 = s.find("} else if (st_x3 <= st_hi0 && ((uintptr_t)st_w_2 & 7) == 0) {", store4);
  REQUIRE(store2 != std::string::npos);
  CHECK(s.find("*reinterpret_cast<float2 *>(st_w_2 + 2) = make_float2(st_a_r1_c2, st_a_r1_c3);", store2) <
        s.find("} else {", store2));
  // Without the read-only path the vectors are plain loads.
  v.read_only = false;
  s = st::emit_cuda(l.sub, l.symbols, l.info, v, {});
  CHECK(s.find("= *reinterpret_cast<const float4 *>(&u[(st_x0 + 3) + (st_y0 + 3) * u_s1 + (st_kb - 1) * u_s2]);") !=
        std::string::npos);
  CHECK(
      s.find("= *(reinterpret_cast<const float2 *>(&u[(st_x0 + 3) + (st_y0 + 3) * u_s1 + (st_kb - 1) * u_s2]) + 1);") !=
      std::string::npos);
  // Double precision: 16 bytes are two elements and 8 bytes one, so pairs only.
  Loaded fp64 = load_as("star25_sp", "real(4)", "real(8)");
  v.rx = 2;
  s = st::emit_cuda(fp64.sub, fp64.symbols, fp64.info, v, {});
  CHECK(s.find("const double2 st_pv") != std::string::npos);
  CHECK(s.find("& 7) == 0) {") == std::string::npos);
  // One point per thread: no vectors.
  v.rx = 1;
  s = st::emit_cuda(l.sub, l.symbols, l.info, v, {});
  CHECK(s.find("st_pv") == std::string::npos);
}

TEST_CASE("the report's baseline is the paper's generator whatever the tuned variant is", "[cuda]") {
  // One point per thread, global memory only: none of the tuned variant's register
  // blocking (RX, RY), queue, ring or planes in flight; every parameter of the space set.
  for (const char* name : {"star25_sp", "laplacian", "jacobi2d5", "divergence"}) {
    Loaded l = load(name);
    const st::NestInfo& nest = l.info.nests[0];
    std::vector<long long> extents(static_cast<size_t>(nest.dims), nest.dims == 3 ? 512 : 8192);
    st::ParamSpace space = st::cuda_space(l.info, nest, extents, h200_like());
    st::Point base = st::cuda_baseline(space, nest);
    INFO(name);
    CHECK(base.size() == space.dimensions().size());
    CHECK(space.legal(base));
    CHECK(base.at("RX") == 1);
    CHECK(base.at("RY") == 1);
    CHECK(base.at("PIPE") == 1);
    CHECK(base.at("SMEM") == 0);
    CHECK(base.at("STREAM") == 0);
    CHECK(base.at("TX") * base.at("TY") == 256);
    st::CudaVariant v = st::cuda_variant_of(base);
    std::string s = st::emit_cuda(l.sub, l.symbols, l.info, v, {});
    CHECK(s.find("st_x1") == std::string::npos);  // no second point per thread
    CHECK(s.find("__shared__") == std::string::npos);
  }
}

TEST_CASE("the 7-point default depends on the element size", "[cuda]") {
  Loaded fp64 = load("laplacian");
  Loaded fp32 = load_as("laplacian", "double precision", "real(4)");
  for (const Loaded* l : {&fp64, &fp32}) {
    st::ParamSpace space = st::cuda_space(l->info, l->info.nests[0], {512, 512, 512}, h200_like());
    st::Point def = st::cuda_default(space, l->info.nests[0], {512, 512, 512});
    CHECK(space.legal(def));
    CHECK(def.at("SMEM") == 2);
    CHECK(def.at("LB") >= 1);  // launch bounds: the registers fit the block
    if (l == &fp32) {
      CHECK(def.at("RY") == 8);
      CHECK(def.at("LB") == 2);
      CHECK(def.at("UNROLL") == 4);
      CHECK(def.at("ZB") == 8);
      CHECK(def.at("RO") == 1);
    } else {
      CHECK(def.at("TX") * def.at("TY") == 1024);
      CHECK(def.at("LB") == 1);
      CHECK(def.at("STREAM") == 0);  // every read from the ring
      CHECK(def.at("ZB") == 128);
      CHECK(def.at("PIPE") == 2);
      CHECK(def.at("UNROLL") == 2);
    }
  }
}

TEST_CASE("a ring's blocks wholly inside the grid copy without bounds checks, and are proven at a size that has one",
          "[cuda]") {
  Loaded l = load("star25_sp");
  st::CudaVariant v = ring_rx2();
  std::string s = st::emit_cuda(l.sub, l.symbols, l.info, v, {});
  // Rows of 72 cells (64 + 2 x 4) in 18 chunks of 16 bytes, 16 rows: the block copies
  // unchecked when its last row's last chunk lies in the array's memory, tested in the
  // array's last plane (a block at the far edge in x reads on into the next row).
  CHECK(s.find("const bool st_full1 = st_al1 && &u[((st_o0 - 4 + 71) + 3) + ((st_o1 - 4 + 15) + 3) * u_s1 + ((nz + 4) "
               "+ 3) * "
               "u_s2] <= &u[((nx + 4) + 3) + ((ny + 4) + 3) * u_s1 + ((nz + 4) + 3) * u_s2];") != std::string::npos);
  // 128 threads take 7 rows of 18 chunks at a time (two idle), in 3 steps, the last partial.
  size_t loop = s.find("for (k = st_kb;");
  REQUIRE(loop != std::string::npos);
  size_t fast = s.find("if (st_full1) {", loop);
  size_t checked = s.find("} else if (st_al1) {", loop);
  REQUIRE(fast < checked);
  std::string path = s.substr(fast, checked - fast);
  CHECK(path.find("st_tid / 18") != std::string::npos);
  CHECK(path.find("< 7) {") != std::string::npos);
  CHECK(path.find("< 3; ++") != std::string::npos);
  CHECK(path.find(" * 7 < 16) __pipeline_memcpy_async(&st_s1[((st_it + 5) % 7)][") != std::string::npos);
  CHECK(path.find("st_hi") == std::string::npos);  // no bounds checks

  // The second proof of a ring variant is wide (and high) enough for such a block.
  st::CudaEvaluatorConfig c;
  c.extents = {512, 512, 512};
  c.check_extents = {77, 45, 71};
  c.aligned_check_extents = {76, 45, 71};
  st::Point p = {{"SMEM", 2}, {"TX", 64}, {"RX", 2}, {"TY", 4}, {"RY", 4}};
  CHECK(st::ring_check_extents(c, p) == std::vector<long long>{132, 45, 71});  // 128 + 3, in steps of 4 from 76
  p["RY"] = 16;
  CHECK(st::ring_check_extents(c, p) == std::vector<long long>{132, 64, 71});
  p = {{"SMEM", 2}, {"TX", 32}, {"RX", 1}, {"TY", 8}, {"RY", 2}};
  CHECK(st::ring_check_extents(c, p) == std::vector<long long>{76, 45, 71});
  p["SMEM"] = 1;
  CHECK(st::ring_check_extents(c, p).empty());
  // Never beyond the tuned size; nothing where that is the first proof's size.
  c.extents = {100, 50, 60};
  p = {{"SMEM", 2}, {"TX", 64}, {"RX", 2}, {"TY", 4}, {"RY", 16}};
  CHECK(st::ring_check_extents(c, p) == std::vector<long long>{100, 50, 60});
  c.aligned_check_extents.clear();
  c.extents = {77, 45, 71};
  CHECK(st::ring_check_extents(c, p).empty());
}

TEST_CASE("single-precision rows only 8-byte aligned go in 8-byte copies", "[cuda]") {
  // The 7-point in single precision: a halo of one float, so that at an even size the rows
  // (n + 2 floats) start 8- but not 16-byte aligned and each row's first point 4 bytes
  // past an 8-byte boundary.
  Loaded l = load_as("laplacian", "double precision", "real");
  st::CudaVariant v = ring_rx2();
  v.rx = 4;
  std::string s = st::emit_cuda(l.sub, l.symbols, l.info, v, {});
  // The ring: 16-byte copies where the block's rows are 16-byte aligned, else 8-byte
  // copies where they are 8-byte aligned, else one float at a time.
  CHECK(s.find("const bool st_al8_0 = (((uintptr_t)&u[((st_o0 - 1)) + ((st_o1 - 1)) * u_s1 + st_kb * u_s2] | "
               "(uintptr_t)&u[((st_o0 - 1)) + "
               "((st_o1 - 1 + 1)) * u_s1 + st_kb * u_s2] | (uintptr_t)&u[((st_o0 - 1)) + ((st_o1 - 1)) * u_s1 + (st_kb "
               "+ 1) * u_s2]) & 7) == 0;") != std::string::npos);
  size_t loop = s.find("for (k = st_kb;");
  REQUIRE(loop != std::string::npos);
  size_t a16 = s.find("} else if (st_al0) {", loop);
  size_t a8 = s.find("} else if (st_al8_0) {", loop);
  size_t a4 = s.find("} else {", a8);
  REQUIRE(a16 < a8);
  REQUIRE(a8 != std::string::npos);
  std::string eight = s.substr(a8, a4 - a8);
  // Rows of 128 + 2 cells padded to 132 are 66 pairs; 4 x 2 + 2 rows: 660 copies.
  CHECK(eight.find(" < 660; ") != std::string::npos);
  CHECK(eight.find(" / 66, ") != std::string::npos);
  CHECK(eight.find("* u_s1 + (k + 2) * u_s2], 8);") != std::string::npos);
  CHECK(eight.find(", 16);") == std::string::npos);
  // Double precision has no such rows (8-byte elements); one point per thread copies so too.
  Loaded fp64 = load("laplacian");
  CHECK(st::emit_cuda(fp64.sub, fp64.symbols, fp64.info, v, {}).find("st_al8_") == std::string::npos);
  v.rx = 1;
  s = st::emit_cuda(l.sub, l.symbols, l.info, v, {});
  CHECK(s.find("} else if (st_al8_0) {") != std::string::npos);
}

TEST_CASE("RX > 1 stores of rows whose first point is 4 bytes past an 8-byte boundary go out shifted, as vectors",
          "[cuda]") {
  Loaded l = load_as("laplacian", "double precision", "real");
  st::CudaVariant v = ring_rx2();
  v.rx = 4;
  std::string s = st::emit_cuda(l.sub, l.symbols, l.info, v, {});
  // The stores: a warp's threads whose first point is 4 bytes past an 8-byte boundary each
  // store their left neighbour's last point and their own but last, 16 or 8 bytes at a
  // time; lane 0 and lane 31 store the points the shift leaves alone, as does the thread
  // with the row's last point.
  CHECK(s.find("const int st_lane = st_tx & 31;") != std::string::npos);
  CHECK(s.find("const float st_a_r1_left = __shfl_up_sync(0xffffffffu, st_a_r1_c3, 1);") != std::string::npos);
  size_t shifted = s.find("} else if (((uintptr_t)st_w_2 & 7) == 4) {");
  REQUIRE(shifted != std::string::npos);
  size_t end = s.find("} else {\n", s.find("} else {\n", shifted) + 1);
  std::string path = s.substr(shifted, end - shifted);
  CHECK(path.find("if (st_lane != 0 && st_x2 <= st_hi0 && ((uintptr_t)(st_w_2 - 1) & 15) == 0) {") !=
        std::string::npos);
  CHECK(
      path.find(
          "*reinterpret_cast<float4 *>(st_w_2 - 1) = make_float4(st_a_r1_left, st_a_r1_c0, st_a_r1_c1, st_a_r1_c2);") !=
      std::string::npos);
  CHECK(path.find("} else if (st_lane != 0 && st_x2 <= st_hi0) {") != std::string::npos);
  CHECK(path.find("*reinterpret_cast<float2 *>(st_w_2 + 1) = make_float2(st_a_r1_c1, st_a_r1_c2);") !=
        std::string::npos);
  CHECK(path.find("if (st_lane != 0) st_w_2[-1] = st_a_r1_left;") != std::string::npos);
  CHECK(path.find("if (st_x2 <= st_hi0) st_w_2[2] = st_a_r1_c2;") != std::string::npos);
  CHECK(path.find("if (st_x3 <= st_hi0 && (st_lane == 31 || st_x3 == st_hi0)) st_w_2[3] = st_a_r1_c3;") !=
        std::string::npos);
  // The shuffles are outside every guard, where the whole warp reaches them.
  CHECK(s.find("__shfl_up_sync") < s.find("if (st_in0) {", s.find("const int st_lane")));

  // Double precision has no such window (8-byte elements), nor one point per thread.
  Loaded fp64 = load("laplacian");
  CHECK(st::emit_cuda(fp64.sub, fp64.symbols, fp64.info, v, {}).find("__shfl_up_sync") == std::string::npos);
  v.rx = 1;
  CHECK(st::emit_cuda(l.sub, l.symbols, l.info, v, {}).find("__shfl_up_sync") == std::string::npos);
  // Nor a block whose warps would straddle its rows.
  v.rx = 2;
  v.tx = 48;
  CHECK(st::emit_cuda(l.sub, l.symbols, l.info, v, {}).find("__shfl_up_sync") == std::string::npos);
  // Nor a nest whose first point is an even number of floats into the row (the radius-4
  // star's halo of 4), where rows never take the window and the shuffles only cost.
  Loaded wide = load("star25_sp");
  v.tx = 32;
  v.rx = 4;
  s = st::emit_cuda(wide.sub, wide.symbols, wide.info, v, {});
  CHECK(s.find("make_float4(st_a_r0_c0") != std::string::npos);  // its stores are vectors...
  CHECK(s.find("__shfl_up_sync") == std::string::npos);          // ...never shifted
}

TEST_CASE("the 2-D single-precision default is a ring of rows with four points per thread", "[cuda]") {
  Loaded jac = load_as("jacobi2d5", "double precision", "real");
  st::ParamSpace space = st::cuda_space(jac.info, jac.info.nests[0], {8192, 8192}, h200_like());
  st::Point p = st::cuda_default(space, jac.info.nests[0], {8192, 8192});
  CHECK(space.legal(p));
  CHECK(p.at("SMEM") == 2);
  CHECK(p.at("RX") == 4);
  CHECK(p.at("TX") == 128);
  CHECK(p.at("STREAM") == 1);  // a star keeps its column in the queue
  CHECK(p.at("ZB") == 8);
  Loaded box = load("box2d9");  // single precision already
  space = st::cuda_space(box.info, box.info.nests[0], {8192, 8192}, h200_like());
  p = st::cuda_default(space, box.info.nests[0], {8192, 8192});
  CHECK(p.at("SMEM") == 2);
  CHECK(p.at("STREAM") == 0);  // a box reads every cell from the ring
  // In double precision the 2-D default stays the plain long rows.
  Loaded jac64 = load("jacobi2d5");
  space = st::cuda_space(jac64.info, jac64.info.nests[0], {8192, 8192}, h200_like());
  p = st::cuda_default(space, jac64.info.nests[0], {8192, 8192});
  CHECK(p.at("SMEM") == 0);
  CHECK(p.at("TX") == 512);
}

namespace {

size_t count_of(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + what.size())) ++n;
  return n;
}

}  // namespace

TEST_CASE("PSUM: a box's ring cells are summed once per plane and the sums kept along the stream", "[cuda]") {
  // The parameter exists where a grid's in-plane neighbour is read from several planes.
  for (const char* name : {"box27", "box2d9"}) {
    Loaded l = load(name);
    INFO(name);
    CHECK(st::cuda_plane_sums_pay(l.info.nests[0]));
  }
  for (const char* name : {"laplacian", "star25_sp", "star13", "jacobi2d5", "vardiff", "gradient", "divergence"}) {
    Loaded l = load(name);
    INFO(name);
    CHECK_FALSE(st::cuda_plane_sums_pay(l.info.nests[0]));
    std::vector<long long> extents(static_cast<size_t>(l.info.nests[0].dims), 64);
    st::ParamSpace space = st::cuda_space(l.info, l.info.nests[0], extents, h200_like());
    CHECK(space.dimension("PSUM") == nullptr);
  }
  Loaded box = load_as("box27", "real(8)", "real(4)");
  st::ParamSpace space = st::cuda_space(box.info, box.info.nests[0], {96, 64, 64}, h200_like());
  REQUIRE(space.dimension("PSUM") != nullptr);
  st::Point p = {{"TX", 32},  {"TY", 4},   {"RY", 2}, {"RX", 1}, {"ZB", 16},    {"STREAM", 0},
                 {"SMEM", 2}, {"PIPE", 1}, {"RO", 0}, {"LB", 1}, {"UNROLL", 1}, {"PSUM", 1}};
  CHECK(space.legal(p));
  p["SMEM"] = 0;  // the sums come from the ring
  CHECK_FALSE(space.legal(p));
  p["SMEM"] = 2;
  st::Point base = st::cuda_baseline(space, box.info.nests[0]);
  CHECK(base.at("PSUM") == 0);
  CHECK(space.legal(base));

  st::CudaVariant v = st::cuda_variant_of(p);
  REQUIRE(v.plane_sums);
  std::string with = st::emit_cuda(box.sub, box.symbols, box.info, v, {});
  v.plane_sums = false;
  std::string without = st::emit_cuda(box.sub, box.symbols, box.info, v, {});
  // Three sums (the centre, the 4 edge-adjacent cells, the 4 corners of the 3x3 square)
  // per row, each at planes k-1, k, k+1.
  CHECK(with.find("float st_ps0_m1_r0 = 0, st_ps0_0_r0 = 0, st_ps0_1_r0 = 0;") != std::string::npos);
  CHECK(with.find("float st_ps2_m1_r1 = 0, st_ps2_0_r1 = 0, st_ps2_1_r1 = 0;") != std::string::npos);
  // They move down the queue at each step, the older planes' are taken at the first step
  // only, and the newest plane's at every step.
  CHECK(with.find("st_ps1_m1_r0 = st_ps1_0_r0;") != std::string::npos);
  CHECK(with.find("if (st_it == 0) {") != std::string::npos);
  CHECK(
      with.find(
          "st_ps1_1_r0 = st_s0[((st_it + 2) % 5)][st_ty * 2 + 1][st_tx + 0] + st_s0[((st_it + 2) % 5)][st_ty * 2 + "
          "0][st_tx + 1] + "
          "st_s0[((st_it + 2) % 5)][st_ty * 2 + 2][st_tx + 1] + st_s0[((st_it + 2) % 5)][st_ty * 2 + 1][st_tx + 2];") !=
      std::string::npos);
  // Each class of the box is its factor times the sums of three planes.
  CHECK(with.find("float st_a_r0_c0 = c0 * st_ps0_0_r0 + c1 * (st_ps0_m1_r0 + st_ps1_0_r0 + st_ps0_1_r0) + c2 * "
                  "(st_ps1_m1_r0 + "
                  "st_ps2_0_r0 + st_ps1_1_r0) + c3 * (st_ps2_m1_r0 + st_ps2_1_r0);") != std::string::npos);
  CHECK(with.find("unew[i + j * unew_s1 + k * unew_s2] = st_a_r1_c0;") != std::string::npos);
  // After the first step, each row reads the 9 cells of the newest plane (slot it + 2),
  // where without the sums it reads 27 cells of three planes.
  size_t newest = with.find("st_ps0_1_r0 = st_s0"), points = with.find("float st_a_r0_c0");
  REQUIRE(newest != std::string::npos);
  REQUIRE(points != std::string::npos);
  REQUIRE(newest > with.find("if (st_it == 0) {"));
  std::string step = with.substr(newest, points - newest);
  CHECK(count_of(step, "st_s0[((st_it + 2) % 5)]") == 2 * 9);
  CHECK(count_of(step, "st_s0[") == 2 * 9);
  CHECK(count_of(with.substr(points), "st_s0[") == 0);
  size_t body = without.find("j = st_y0;\n      if (st_in0) {");
  REQUIRE(body != std::string::npos);
  CHECK(count_of(without.substr(body), "st_s0[") == 2 * 27);
  CHECK(without.find("st_ps") == std::string::npos);

  // Several points per thread: the sums read the ring as vectors, one set per column.
  Loaded box64 = load("box27");
  v = st::cuda_variant_of(p);
  v.rx = 2;
  std::string rx2 = st::emit_cuda(box64.sub, box64.symbols, box64.info, v, {});
  CHECK(rx2.find("double st_ps0_m1_r1_c1 = 0, st_ps0_0_r1_c1 = 0, st_ps0_1_r1_c1 = 0;") != std::string::npos);
  CHECK(rx2.find("const double2 st_v0_2_1_1 = *reinterpret_cast<const double2 *>(&st_s0[((st_it + 2) % 5)][st_ty * 2 + "
                 "1][st_tx * 2 + 2]);") != std::string::npos);
  CHECK(rx2.find("st_ps0_1_r0_c1 = st_v0_2_1_1.x;") != std::string::npos);
  CHECK(rx2.find("*reinterpret_cast<double2 *>(st_w) = make_double2(st_a_r0_c0, st_a_r0_c1);") != std::string::npos);

  // 2-D: the sums of a row (the centre; its left and right cells) over rows j-1, j, j+1.
  Loaded q = load("box2d9");
  st::ParamSpace space2 = st::cuda_space(q.info, q.info.nests[0], {8192, 8192}, h200_like());
  st::Point def2 = st::cuda_default(space2, q.info.nests[0], {8192, 8192});
  CHECK(def2.at("PSUM") == 0);  // on the H200 the 2-D box runs faster without
  st::CudaVariant v2 = st::cuda_variant_of(def2);
  v2.rx = 1;
  v2.plane_sums = true;
  std::string row = st::emit_cuda(q.sub, q.symbols, q.info, v2, {});
  CHECK(row.find("st_ps1_1 = st_s0[((st_it + 2) % 6)][st_tx + 0] + st_s0[((st_it + 2) % 6)][st_tx + 2];") !=
        std::string::npos);
  CHECK(row.find("float st_a_r0_c0 = st_ps0_0 + r * (st_ps0_m1 + st_ps1_0 + st_ps0_1) + r * 0.25f * (st_ps1_m1 + "
                 "st_ps1_1) - r * 5.0f * "
                 "st_ps0_0;") != std::string::npos);

  // The defaults: plane sums for the single-precision box, not for the double-precision one.
  CHECK(default_512(box).at("PSUM") == 1);
  CHECK(default_512(box).at("LB") == 2);
  CHECK(default_512(box).at("UNROLL") == 4);
  CHECK(default_512(box64).at("PSUM") == 0);
}

TEST_CASE("several double-precision grids read as stars default to one ring each", "[cuda]") {
  // Variable-coefficient diffusion: a and u, each read with neighbours along both plane
  // dimensions. In double precision a ring per grid with the centre columns in the queue;
  // in single precision, and for the divergence (each grid with neighbours along one
  // dimension only), global loads.
  st::Point vd = default_512(load("vardiff"));
  CHECK(vd.at("SMEM") == 2);
  CHECK(vd.at("STREAM") == 1);
  CHECK(vd.at("TX") * vd.at("TY") == 256);
  CHECK(vd.at("RY") == 4);
  CHECK(vd.at("ZB") == 32);
  CHECK(default_512(load_as("vardiff", "real(kind=8)", "real(kind=4)")).at("SMEM") == 0);
  CHECK(default_512(load("divergence")).at("SMEM") == 0);
}

TEST_CASE("a default with SMEM fixed keeps its shape, without what only the ring has", "[cuda]") {
  // The 27-point fp32 default is a ring with plane sums and two planes in flight; fixing
  // SMEM=0 keeps its tiles and drops the rest (it fell to the first legal point before).
  Loaded box = load_as("box27", "real(8)", "real(4)");
  for (long long smem : {0LL, 1LL}) {
    st::ParamSpace space = st::cuda_space(box.info, box.info.nests[0], {512, 512, 512}, h200_like());
    space.fix("SMEM", smem);
    st::Point p = st::cuda_default(space, box.info.nests[0], {512, 512, 512});
    INFO("SMEM=" << smem);
    CHECK(space.legal(p));
    CHECK(p.at("RY") == 8);
    CHECK(p.at("TX") == 128);
    CHECK(p.at("PSUM") == 0);
    CHECK(p.at("PIPE") == 1);
    CHECK(p.at("STREAM") == (smem == 1 ? 1 : 0));
  }
}

TEST_CASE("with RX > 1 a queue of the centre alone is primed by nothing", "[cuda]") {
  // A 5-point Laplacian in every plane: the centre column is read at one plane only, so
  // its queue has one entry, which the ring fills; the vector priming printed an empty
  // address list there, which nvcc refused.
  Loaded l = st::test::analysed(
      st::test::parsed(st::parse_file(std::string(STENCILTUNE_SOURCE_DIR) + "/tests/inputs/plane5.f95")));
  st::CudaVariant v = ring_rx2();
  std::string s = st::emit_cuda(l.sub, l.symbols, l.info, v, {});
  CHECK(s.find("(()") == std::string::npos);
  CHECK(s.find("st_q0_0_r0_c1 = st_s0[") != std::string::npos);  // the queue's entry comes from the ring
}

TEST_CASE("the CUDA default fits its tiles and z-chunks to the size being tuned", "[cuda]") {
  const int sms = 132;
  auto fitted = [&](const Loaded& l, std::vector<long long> extents) {
    st::ParamSpace space = st::cuda_space(l.info, l.info.nests[0], extents, h200_like());
    st::Point p = st::cuda_default(space, l.info.nests[0], extents, sms);
    CHECK(space.legal(p));
    return p;
  };
  Loaded lap = load("laplacian");
  // At 512^3 every tile divides the grid and the blocks fill the SMs: the measured default.
  st::Point p = fitted(lap, {512, 512, 512});
  CHECK(p.at("TX") == 256);
  CHECK(p.at("ZB") == 128);
  // At 376^3 a 256-point row would leave a quarter of its last tile idle: 128 points, and
  // z-chunks short enough for several waves of blocks.
  p = fitted(lap, {376, 376, 376});
  CHECK(p.at("TX") == 128);
  CHECK(p.at("ZB") < 128);
  CHECK(p.at("ZB") >= 16);
  // At 256^3 the tiles divide but 128 planes make too few blocks for 132 SMs.
  p = fitted(lap, {256, 256, 256});
  CHECK(p.at("TX") == 256);
  long long columns = 256 / (p.at("TX") * p.at("RX")) * (256 / (p.at("TY") * p.at("RY")));
  CHECK(columns * ((256 + p.at("ZB") - 1) / p.at("ZB")) >= sms);
  CHECK(p.at("ZB") < 128);
  // The radius-4 fp32 star at FDTD3d's 376^3: its 128 x 32 tiles leave edge blocks, so
  // 16-plane chunks (at least four blocks per SM); at 512^3 the measured 128 planes.
  Loaded star = load("star25_sp");
  p = fitted(star, {376, 376, 376});
  CHECK(p.at("TX") * p.at("RX") == 128);
  CHECK(p.at("ZB") == 16);
  CHECK(fitted(star, {512, 512, 512}).at("ZB") == 128);
  // Unknown SM count (--no-tune without a device): the rows still fit, the chunks stay.
  st::ParamSpace space = st::cuda_space(lap.info, lap.info.nests[0], {376, 376, 376}, h200_like());
  p = st::cuda_default(space, lap.info.nests[0], {376, 376, 376});
  CHECK(p.at("TX") == 128);
  CHECK(p.at("ZB") == 128);
}

TEST_CASE("with RX > 1 a term's factors are read at the point it is added to", "[cuda]") {
  // Upwind advection (stencils/corpus/upwind.f95): each neighbour of q is multiplied by
  // max(u(i,j,k), 0) or min(...) of the point being updated, a register of that point.
  // The accumulated form printed those factors at a point past the thread's last one,
  // registers that do not exist.
  Loaded l = st::test::analysed(
      st::test::parsed(st::parse_file(std::string(STENCILTUNE_SOURCE_DIR) + "/stencils/corpus/upwind.f95")));
  std::string s = st::emit_cuda(l.sub, l.symbols, l.info, ring_rx2(), {});
  const std::regex added(R"(st_a_r(\d+)_c(\d+) [-+]= )"), point(R"(_r(\d+)_c(\d+)\b)");
  std::istringstream lines(s);
  int checked = 0;
  for (std::string line; std::getline(lines, line);) {
    std::smatch m;
    if (!std::regex_search(line, m, added)) continue;
    const std::string at = "_r" + m[1].str() + "_c" + m[2].str();
    for (auto it = std::sregex_iterator(line.begin(), line.end(), point); it != std::sregex_iterator(); ++it) {
      INFO(line);
      CHECK(it->str() == at);
    }
    ++checked;
  }
  CHECK(checked >= 8);
}

TEST_CASE("a CUDA evaluator's program measures at most round_size variants, and forgets dropped announcements",
          "[cuda]") {
  // No nvcc at this path: every variant of a round fails to build and is answered as
  // invalid, which shows which variants the round held without a GPU.
  namespace fs = std::filesystem;
  fs::path dir = fs::temp_directory_path() / ("st_cuda_rounds_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  Loaded l = load("laplacian");
  st::CudaEvaluatorConfig config;
  config.work_dir = dir.string();
  config.extents = {64, 64, 64};
  config.check_extents = {13, 11, 9};
  config.nvcc = (dir / "no-nvcc-here").string();
  config.compile_jobs = 4;
  config.round_size = 2;
  st::CudaEvaluator evaluator(l.sub, l.symbols, l.info, st::Reference{}, config);
  auto point = [](long long ty) { return st::Point{{"TX", 32}, {"TY", ty}, {"ZB", 8}}; };
  evaluator.prepare({point(2), point(4), point(8)});
  CHECK(!evaluator.evaluate(point(1)).valid);
  CHECK(evaluator.measured(point(1)));
  CHECK(evaluator.measured(point(2)));
  CHECK(!evaluator.measured(point(4)));  // past the round's two
  evaluator.drop_announced();
  evaluator.evaluate(point(16));
  CHECK(!evaluator.measured(point(4)));
  CHECK(!evaluator.measured(point(8)));

  // Without a round size, a round holds as many as compile at once.
  config.round_size = 0;
  st::CudaEvaluator wide(l.sub, l.symbols, l.info, st::Reference{}, config);
  wide.prepare({point(2), point(4), point(8), point(16)});
  wide.evaluate(point(1));
  CHECK(wide.measured(point(8)));
  CHECK(!wide.measured(point(16)));
  fs::remove_all(dir);
}

TEST_CASE("a rule the CUDA variant breaks names the value it was given", "[cuda]") {
  // Reads along z alone: no neighbour in the plane for shared memory to serve.
  Loaded l = st::test::analysed(st::test::parse(R"(subroutine zonly(n, u, v)
  integer, intent(in) :: n
  real(8), intent(in) :: u(n, n, n)
  real(8), intent(inout) :: v(n, n, n)
  integer :: i, j, k
  do k = 2, n - 1
    do j = 1, n
      do i = 1, n
        v(i,j,k) = u(i,j,k-1) + u(i,j,k+1)
      end do
    end do
  end do
end subroutine zonly
)"));
  st::ParamSpace space = st::cuda_space(l.info, l.info.nests[0], {256, 256, 256}, h200_like());
  st::Point p = st::cuda_default(space, l.info.nests[0], {256, 256, 256});
  REQUIRE(space.legal(p));
  for (long long smem : {1, 2}) {
    space.fix("SMEM", smem);
    p["SMEM"] = smem;
    const std::vector<std::string> broken = space.violations(p);
    CHECK(std::find(broken.begin(), broken.end(),
                    "shared memory for a stencil without in-plane neighbours: SMEM=" + std::to_string(smem)) !=
          broken.end());
  }
}
