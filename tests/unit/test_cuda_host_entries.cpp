// The host entry points printed from runtime/host_entries.cuh: every section the printer
// takes is found, and no placeholder of the file is left in what it prints; the package's
// entries (pinned staging, resident mode) are where they belong and compile for sm_90.
#include <unistd.h>

#include <filesystem>
#include <string>

#include "backends/cuda/cuda_backend.h"
#include "catch.h"
#include "harness/process.h"
#include "strategy/cuda_strategy.h"
#include "support/atomic_file.h"
#include "test_support.h"

namespace {

size_t count_of(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

// nvcc on the PATH or in /usr/local/cuda/bin; empty where there is none.
std::string find_nvcc() {
  for (std::string nvcc : {"nvcc", "/usr/local/cuda/bin/nvcc"}) {
    if (st::run_process({nvcc, "--version"}).ok()) return nvcc;
  }
  return "";
}

// Compiles `cu` into `object` for sm_90 with every warning an error.
st::ProcessResult compile_for_sm90(const std::string& nvcc, const std::string& cu, const std::string& object) {
  st::ProcessOptions limit;
  limit.time_limit = std::chrono::minutes(3);
  return st::run_process(
      {nvcc, "-arch=sm_90", "-O3", "-Xcompiler", "-Wall,-Wextra", "-Werror", "all-warnings", "-c", cu, "-o", object},
      limit);
}

}  // namespace

TEST_CASE("the CUDA host entries fill in the runtime file's placeholders", "[cuda]") {
  st::test::AnalysedStencil l = st::test::analyse_suite_stencil("laplacian");
  st::CudaEmitOptions options;
  options.timing_entry = true;
  options.library_entries = true;
  std::string s = st::emit_cuda(l.sub, l.symbols, l.info, st::CudaVariant{}, options);
  for (const char* placeholder : {"ST_NAME", "ST_ARRAYS", "ST_CALL", "/// section"}) {
    INFO(placeholder);
    CHECK(s.find(placeholder) == std::string::npos);
  }
  // Two arrays (u, unext): the buffers of this entry, its reserve, and its name in the
  // error message.
  CHECK(s.find("static void *st_buffer_laplacian[2];\nstatic size_t st_capacity_laplacian[2];\n") != std::string::npos);
  CHECK(s.find("static cudaError_t st_reserve_laplacian(int which, size_t bytes)\n{\n") != std::string::npos);
  CHECK(s.find("fprintf(stderr, \"laplacian: CUDA error %d: %s\\n\"") != std::string::npos);
  // The device call timed: once as the warm-up, once in the loop of timed launches.
  CHECK(count_of(s, "ST_CHECK((cudaError_t)laplacian_device(") == 2);
  // The pieces come in the file's order: the prologue before the kernels, the timing
  // helpers before the timing entry, and the entry that gives this entry's buffers
  // back (for a program that runs many variants) last.
  CHECK(s.find("#define restrict __restrict__") < s.find("__global__"));
  CHECK(s.find("static int st_compare(") < s.find("void st_time_laplacian("));
  CHECK(s.find("  cudaEventDestroy(st_b);\n}\n") < s.find("void st_release_laplacian(void)"));
  CHECK(s.find("for (st_i = 0; st_i < 2; ++st_i) {\n    if (st_buffer_laplacian[st_i] != NULL)") != std::string::npos);
  CHECK(s.ends_with("    st_capacity_laplacian[st_i] = 0;\n  }\n}\n"));
}

TEST_CASE("the package's host entries stage through pinned memory and keep resident arrays", "[cuda]") {
  st::test::AnalysedStencil l = st::test::analyse_suite_stencil("laplacian");
  st::CudaEmitOptions options;
  options.library_entries = true;
  options.resident_entries = true;
  std::string s = st::emit_cuda(l.sub, l.symbols, l.info, st::CudaVariant{}, options);
  for (const char* placeholder : {"ST_NAME", "ST_ARRAYS", "ST_ENTRY", "/// section"}) {
    INFO(placeholder);
    CHECK(s.find(placeholder) == std::string::npos);
  }
  // Each of the two arrays is looked up among the resident ones, and otherwise copied
  // through its registration (two per argument: a ping-pong keeps both).
  CHECK(s.find("static st_PinnedArray st_pinned_laplacian[2 * 2];") != std::string::npos);
  CHECK(s.find("st_ResidentArray *st_resident0 = st_resident_find(&st_residents, u, st_bytes0, "
               "&st_clash);") != std::string::npos);
  CHECK(s.find("st_pin(st_pinned_laplacian, 4, &st_pinnedTick_laplacian, u, st_bytes0);") != std::string::npos);
  CHECK(s.find("st_pin(st_pinned_laplacian, 4, &st_pinnedTick_laplacian, unext, st_bytes1);") != std::string::npos);
  CHECK(s.find("getenv(\"STENCILTUNE_PAGEABLE\")") != std::string::npos);
  // Only unext is written: its resident copy is marked for the copy back, u's never.
  CHECK(s.find("if (st_resident1 != NULL) st_resident1->written = 1;") != std::string::npos);
  CHECK(s.find("st_resident0->written = 1") == std::string::npos);
  // The three steps and their gfortran symbols; sync and end copy into u and unext,
  // which are not const there.
  for (const char* step : {"_resident_begin", "_resident_sync", "_resident_end"}) {
    for (const char* convention : {"(", "_("}) {
      std::string head = std::string("extern \"C\" void laplacian") + step + convention;
      INFO(head);
      size_t at = s.find(head);
      REQUIRE(at != std::string::npos);
      std::string line = s.substr(at, s.find('\n', at) - at);
      std::string u = std::string(", const double *") + (std::string(convention) == "(" ? "restrict u" : "u");
      CHECK((line.find(u) != std::string::npos) == (std::string(step) == "_resident_begin"));
      CHECK(line.find(std::string("double *") + (std::string(convention) == "(" ? "restrict " : "") + "unext)") !=
            std::string::npos);
    }
  }
  CHECK(s.find("st_e = st_resident_add(&st_residents, st_pinned_laplacian, 4, &st_pinnedTick_laplacian, "
               "unext, st_bytes1, st_split);") != std::string::npos);
  // Without a split, begin makes the device copies on the current GPU.
  CHECK(s.find("const int st_split = 0;") != std::string::npos);
  // An array a split of another subroutine holds gets a device copy before the call
  // uses its device pointer.
  CHECK(s.find("if (st_resident1 != NULL) ST_TRY(st_resident_settle(st_resident1));") < s.find("void *st_device1 = "));
  CHECK(s.find("st_e = st_resident_finish(&st_residents, u, st_bytes0, 0);") != std::string::npos);
  CHECK(s.find("st_e = st_resident_finish(&st_residents, u, st_bytes0, 1);") != std::string::npos);
  CHECK(s.find("fprintf(stderr, \"laplacian_resident_end: CUDA error %d: %s\\n\"") != std::string::npos);

  // Without the package's entries (--emit=cuda, the harness) the host entry copies as it
  // did, and none of this is printed.
  options.resident_entries = false;
  std::string plain = st::emit_cuda(l.sub, l.symbols, l.info, st::CudaVariant{}, options);
  CHECK(plain.find("resident") == std::string::npos);
  CHECK(plain.find("st_pin(") == std::string::npos);
  CHECK(plain.find("ST_TRY(cudaMemcpy(st_buffer_laplacian[0], u, st_bytes0, cudaMemcpyHostToDevice));") !=
        std::string::npos);

  // The timing entry times the copies from registered host arrays, and gives them back.
  options.timing_entry = true;
  std::string timed = st::emit_cuda(l.sub, l.symbols, l.info, st::CudaVariant{}, options);
  CHECK(timed.find("cudaHostRegister((void *)u, st_bytes0, cudaHostRegisterDefault)") < timed.find("st_h2d, st_a"));
  CHECK(timed.find("if (st_registered1) cudaHostUnregister((void *)unext);") != std::string::npos);
  CHECK(timed.find("pinned=%d") != std::string::npos);
}

TEST_CASE("the package's resident entries compile warning-free for sm_90", "[cuda]") {
  const std::string nvcc = find_nvcc();
  if (nvcc.empty()) ST_SKIP("no nvcc: the resident entries were not compiled");
  namespace fs = std::filesystem;
  fs::path dir = fs::temp_directory_path() / ("st_cuda_resident_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  // The Laplacian, and Himeno (a reduction's result, a host pointer, among the arguments;
  // arrays of four dimensions), each with the timing entry as the harness builds it.
  for (const char* name : {"laplacian", "corpus/himeno"}) {
    INFO(name);
    st::test::AnalysedStencil l = st::test::analyse_suite_stencil(name);
    st::CudaEmitOptions options;
    options.library_entries = true;
    options.resident_entries = true;
    options.timing_entry = true;
    fs::path cu = dir / (l.sub.name + ".cu");
    st::write_file_atomically(cu.string(), st::emit_cuda(l.sub, l.symbols, l.info, st::CudaVariant{}, options));
    st::ProcessResult r = compile_for_sm90(nvcc, cu.string(), (dir / "v.o").string());
    INFO(r.out + r.err);
    CHECK(r.ok());
    st::ProcessResult nm = st::run_process({"nm", (dir / "v.o").string()});
    for (const std::string& symbol :
         {l.sub.name + "_resident_begin", l.sub.name + "_resident_sync_", l.sub.name + "_resident_end_"}) {
      INFO(symbol);
      CHECK(nm.out.find(" T " + symbol + "\n") != std::string::npos);
    }
  }
  fs::remove_all(dir);
}

TEST_CASE("a blocked time loop's timing entry gives its second copies of the grids back", "[cuda][temporal]") {
  // A harness program runs many variants in turn: each blocked one's second copies
  // (temporal_kernel.h) must go back with its buffers, or a round of variants at 512^3
  // holds gigabytes it no longer uses.
  st::test::AnalysedStencil h = st::test::analyse_suite_stencil("timeloop/heat3d");
  st::CudaEmitOptions options;
  options.timing_entry = true;
  options.library_entries = true;
  std::string blocked = st::emit_cuda(h.sub, h.symbols, h.info, st::parse_cuda_variant({"BT=2"}, h.info), options);
  const size_t release = blocked.find("void st_release_heat3d(void)");
  REQUIRE(release != std::string::npos);
  CHECK(blocked.find("cudaFree(st_tb_buffer_heat3d[st_i]);", release) != std::string::npos);
  CHECK(blocked.find("st_tb_capacity_heat3d[st_i] = 0;", release) != std::string::npos);
  CHECK(blocked.find("ST_RELEASE_MORE") == std::string::npos);
  // Step by step there are no second copies to give back.
  std::string step = st::emit_cuda(h.sub, h.symbols, h.info, st::parse_cuda_variant({"BT=1"}, h.info), options);
  CHECK(step.find("st_tb_buffer") == std::string::npos);
  CHECK(step.find("ST_RELEASE_MORE") == std::string::npos);

  const std::string nvcc = find_nvcc();
  if (nvcc.empty()) return;
  namespace fs = std::filesystem;
  fs::path dir = fs::temp_directory_path() / ("st_cuda_release_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  fs::path cu = dir / "heat3d.cu";
  st::write_file_atomically(cu.string(), blocked);
  st::ProcessResult r = compile_for_sm90(nvcc, cu.string(), (dir / "v.o").string());
  INFO(r.out + r.err);
  CHECK(r.ok());
  fs::remove_all(dir);
}
