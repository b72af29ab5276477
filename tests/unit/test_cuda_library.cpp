// The CUDA library without a GPU (issue 7): --cuda-arch's parsing and the limits CUDA
// guarantees, the backend's part and host files, the device entry that picks a variant,
// and the header's list of tuned sizes. Building and linking it for every suite stencil
// is tests/cases/library_suite_cuda.sh; running it, tests/gpu/library_cuda.sh.
#include <string>

#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "backends/cuda/cuda_backend.h"
#include "catch.h"
#include "frontend/diagnostics.h"
#include "frontend/parse_driver.h"
#include "package/cuda_package.h"
#include "package/package_dispatch.h"
#include "roofline/cuda_arch.h"
#include "strategy/cuda_strategy.h"
#include "test_support.h"

namespace {

struct Laplacian : st::test::AnalysedStencil {
  Laplacian() : st::test::AnalysedStencil(st::test::analyse_suite_stencil("laplacian")) {}
};

st::PackagedVariant cuda_variant_at(const Laplacian& l, long long side, int parts) {
  st::PackagedVariant v;
  v.size = {side, side, side};
  v.size_arguments = {{"nx", side}, {"ny", side}, {"nz", side}};
  for (int p = 0; p < parts; ++p) {
    st::PackagedPart part;
    part.target = "cuda";
    part.sub = &l.sub;
    part.symbols = &l.symbols;
    part.nest = parts > 1 ? p : -1;
    part.parameters = "TX=32 TY=8";
    v.parts.push_back(part);
  }
  return v;
}

bool contains(const std::string& text, const std::string& what) { return text.find(what) != std::string::npos; }

}  // namespace

TEST_CASE("--cuda-arch takes sm_NN of compute capability 7.0 or later", "[cuda][library]") {
  st::CudaArch a = st::parse_cuda_arch("sm_90");
  CHECK(a.major == 9);
  CHECK(a.minor == 0);
  CHECK(st::parse_cuda_arch("sm_86").minor == 6);
  CHECK(st::parse_cuda_arch("sm_120").major == 12);
  CHECK(st::parse_cuda_arch("sm_90a").name == "sm_90a");
  CHECK(st::parse_cuda_arch("sm_70").major == 7);
  for (const char* bad : {"sm_abc", "sm_", "sm_9", "sm_60", "compute_90", "90", "sm_90x", "sm_1234"}) {
    INFO(bad);
    CHECK_THROWS_AS(st::parse_cuda_arch(bad), st::UserError);
  }
  try {
    st::parse_cuda_arch("sm_abc");
  } catch (const st::UserError& e) {
    CHECK(contains(e.what(), "'sm_abc'"));
    CHECK(contains(e.what(), "expected sm_NN"));
  }
}

TEST_CASE("a device not probed has only the guaranteed limits, and they shape the space", "[cuda][library]") {
  st::CudaDevice d = st::guaranteed_cuda_device(st::parse_cuda_arch("sm_80"));
  CHECK(d.arch() == "sm_80");
  CHECK(d.max_threads_per_block == 1024);
  CHECK(d.shared_memory_per_block == 48 * 1024);
  CHECK(d.warp_size == 32);
  CHECK(d.multiprocessors == 0);
  CHECK(d.global_memory_bytes == 0);
  Laplacian l;
  const st::NestInfo& nest = l.info.nests.front();
  st::ParamSpace space = st::cuda_space(l.info, nest, {8, 8, 8}, d);
  st::Point p = st::cuda_default(space, nest, {8, 8, 8});
  CHECK(space.legal(p));
  CHECK(p.at("TX") * p.at("TY") <= 1024);
  CHECK(contains(st::guaranteed_limits_text(st::parse_cuda_arch("sm_80")), "without probing a device"));
}

TEST_CASE("the CUDA backend prints a variant's part and a kernel's host entries apart", "[cuda][library]") {
  Laplacian l;
  st::CudaEmitOptions part;
  part.function_name = "laplacian_size2";
  part.fortran_entry = false;
  part.entries = st::CudaEmitOptions::Entries::Device;
  std::string device = st::emit_cuda(l.sub, l.symbols, l.info, st::CudaVariant{}, part);
  CHECK(contains(device, "__global__"));
  CHECK(contains(device, "extern \"C\" int laplacian_size2_device("));
  CHECK_FALSE(contains(device, "laplacian_size2_host("));
  CHECK_FALSE(contains(device, "cudaMemcpy"));

  st::CudaEmitOptions host;
  host.entries = st::CudaEmitOptions::Entries::Host;
  host.library_entries = true;
  std::string entries = st::emit_cuda(l.sub, l.symbols, l.info, st::CudaVariant{}, host);
  CHECK_FALSE(contains(entries, "__global__"));
  CHECK_FALSE(contains(entries, "<<<"));
  CHECK(contains(entries, "extern \"C\" int laplacian_device(int32_t nx"));  // declared, defined by the entry
  CHECK(contains(entries, "extern \"C\" int laplacian_host("));
  CHECK(contains(entries, "extern \"C\" void laplacian_("));
  CHECK(contains(entries, "laplacian_first_touch("));
  CHECK_FALSE(contains(entries, "laplacian_variant("));  // the entry's, by the nearest-size rule
}

TEST_CASE("the CUDA device entry launches the nearest variant's parts in order", "[cuda][library]") {
  Laplacian l;
  st::PackagedKernel kernel;
  kernel.sub = &l.sub;
  kernel.symbols = &l.symbols;
  kernel.info = &l.info;
  kernel.description = "a test";
  kernel.variants = {cuda_variant_at(l, 8, 1), cuda_variant_at(l, 64, 2)};
  std::string entry = st::kernel_device_entry_source(kernel);
  CHECK(contains(entry, "extern \"C\" {"));
  CHECK(contains(entry, "int laplacian_size1_device("));
  CHECK(contains(entry, "int laplacian_variant(int32_t nx, int32_t ny, int32_t nz)"));
  size_t first = entry.find("st_e = laplacian_size2_nest1_device(");
  size_t second = entry.find("st_e = laplacian_size2_nest2_device(");
  REQUIRE(first != std::string::npos);
  REQUIRE(second != std::string::npos);
  CHECK(first < second);
  CHECK(contains(entry, "2.0794415416798357 /* 8 */"));  // ln 8: the table the rule reads

  st::CudaPackageRequest request;
  request.base.name = "laplacian";
  request.base.origin = "laplacian.f95";
  request.base.kernels = {kernel};
  request.arch = "sm_80";
  request.cuda_lib_dir = "/usr/local/cuda/lib64";
  request.limits_note = st::guaranteed_limits_text(st::parse_cuda_arch("sm_80"));
  std::string header = st::cuda_package_header(request);
  CHECK(contains(header, "variant 1: 8x8x8 (nx=8 ny=8 nz=8)"));
  CHECK(contains(header, "variant 2: 64x64x64"));
  CHECK(contains(header, "nest 2: cuda TX=32 TY=8  [laplacian_size2_nest2]"));
  CHECK(contains(header, "int laplacian_variant(int32_t nx, int32_t ny, int32_t nz);"));
  CHECK(contains(header, "Limits: built for sm_80 without probing a device"));
  CHECK(contains(header, "void laplacian_first_touch("));
}
