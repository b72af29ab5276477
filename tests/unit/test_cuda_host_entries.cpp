// The host entry points printed from runtime/host_entries.cuh: every section the printer
// takes is found, and no placeholder of the file is left in what it prints.
#include <string>

#include "backends/cuda/cuda_backend.h"
#include "catch.h"
#include "test_support.h"

namespace {

size_t count_of(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
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
