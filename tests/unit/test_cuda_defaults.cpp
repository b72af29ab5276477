// The CUDA default of every suite and corpus stencil's nests at 512 and 376 points a side
// on an H200-like device, against the defaults recorded before cuda_default became a
// table: a change of the table or of its fitting shows here, stencil by stencil.
#include <fstream>
#include <iterator>
#include <optional>
#include <string>
#include <vector>

#include "backends/cuda/cuda_backend.h"
#include "catch.h"
#include "frontend/diagnostics.h"
#include "strategy/cuda_strategy.h"
#include "test_support.h"

namespace {

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

// `file` (under stencils/) as it is, or with its double-precision declarations made
// single (`fp32`; none where the file has none).
std::optional<st::test::AnalysedStencil> load(const std::string& file, bool fp32) {
  std::ifstream in(st::test::stencil_path(file));
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  REQUIRE(!text.empty());
  if (fp32) {
    const std::string original = text;
    for (const std::string from : {"double precision", "real(8)"}) {
      for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at))
        text.replace(at, from.size(), "real(4)");
    }
    if (text == original) return std::nullopt;
  }
  return st::test::analysed(st::test::parse(file + ".f95", text));
}

// "NAME nest N at SIDE: TX=.. TY=.. ..." for every nest of `file` (under stencils/), its
// grids in the precision the file declares or, with `fp32`, in single precision.
std::vector<std::string> defaults_of(const std::string& file, bool fp32, long long side) {
  std::vector<std::string> lines;
  std::optional<st::test::AnalysedStencil> loaded = load(file, fp32);
  if (!loaded) return lines;
  const st::test::AnalysedStencil& l = *loaded;
  for (size_t n = 0; n < l.info.nests.size(); ++n) {
    const st::NestInfo& nest = l.info.nests[n];
    std::vector<long long> extents(static_cast<size_t>(nest.dims), side);
    std::string line =
        file + (fp32 ? " fp32" : "") + " nest " + std::to_string(n) + " at " + std::to_string(side) + ":";
    st::ParamSpace space = st::cuda_space(l.info, nest, extents, h200_like());
    st::Point p = st::cuda_default(space, nest, extents, 132);
    for (const auto& [name, value] : p) line += " " + name + "=" + std::to_string(value);
    lines.push_back(line);
  }
  return lines;
}

const char* const stencil_files[] = {"box27",
                                     "box2d9",
                                     "divergence",
                                     "gradient",
                                     "jacobi2d5",
                                     "laplacian",
                                     "laplacian_nest",
                                     "star13",
                                     "star25_sp",
                                     "vardiff",
                                     "corpus/fdtd3d",
                                     "corpus/gray_scott",
                                     "corpus/heat2d",
                                     "corpus/heat3d_f77",
                                     "corpus/helmholtz_faces",
                                     "corpus/himeno",
                                     "corpus/hotspot",
                                     "corpus/mg_psinv",
                                     "corpus/mg_resid",
                                     "corpus/ocean",
                                     "corpus/perona_malik",
                                     "corpus/seismic8",
                                     "corpus/upwind"};

// What cuda_default returned for each of them before it became a table.
const char* const recorded[] = {
    "box27 nest 0 at 512: LB=1 PIPE=1 PSUM=0 RO=0 RX=2 RY=8 SMEM=2 STREAM=0 TX=128 TY=2 UNROLL=1 ZB=128",
    "box27 nest 0 at 376: LB=1 PIPE=1 PSUM=0 RO=0 RX=2 RY=8 SMEM=2 STREAM=0 TX=64 TY=2 UNROLL=1 ZB=32",
    "box27 fp32 nest 0 at 512: LB=2 PIPE=2 PSUM=1 RO=0 RX=1 RY=8 SMEM=2 STREAM=0 TX=128 TY=2 UNROLL=4 ZB=32",
    "box27 fp32 nest 0 at 376: LB=2 PIPE=2 PSUM=1 RO=0 RX=1 RY=8 SMEM=2 STREAM=0 TX=128 TY=2 UNROLL=4 ZB=32",
    "box2d9 nest 0 at 512: LB=1 PIPE=2 PSUM=0 RO=1 RX=4 RY=1 SMEM=2 STREAM=0 TX=128 TY=1 UNROLL=1 ZB=8",
    "box2d9 nest 0 at 376: LB=1 PIPE=2 PSUM=0 RO=1 RX=2 RY=1 SMEM=2 STREAM=0 TX=128 TY=1 UNROLL=1 ZB=8",
    "divergence nest 0 at 512: LB=1 PIPE=1 RO=0 RX=1 RY=1 SMEM=0 STREAM=0 TX=32 TY=8 UNROLL=1 ZB=8",
    "divergence nest 0 at 376: LB=1 PIPE=1 RO=0 RX=1 RY=1 SMEM=0 STREAM=0 TX=32 TY=8 UNROLL=1 ZB=8",
    "gradient nest 0 at 512: LB=1 PIPE=2 RO=0 RX=1 RY=2 SMEM=2 STREAM=0 TX=256 TY=4 UNROLL=2 ZB=128",
    "gradient nest 0 at 376: LB=1 PIPE=2 RO=0 RX=1 RY=2 SMEM=2 STREAM=0 TX=128 TY=4 UNROLL=2 ZB=64",
    "gradient fp32 nest 0 at 512: LB=2 PIPE=2 RO=1 RX=1 RY=8 SMEM=2 STREAM=1 TX=128 TY=4 UNROLL=4 ZB=8",
    "gradient fp32 nest 0 at 376: LB=2 PIPE=2 RO=1 RX=1 RY=8 SMEM=2 STREAM=1 TX=128 TY=4 UNROLL=4 ZB=8",
    "jacobi2d5 nest 0 at 512: LB=1 PIPE=1 RO=0 RX=1 RY=1 SMEM=0 STREAM=0 TX=512 TY=1 UNROLL=4 ZB=8",
    "jacobi2d5 nest 0 at 376: LB=1 PIPE=1 RO=0 RX=1 RY=1 SMEM=0 STREAM=0 TX=64 TY=1 UNROLL=4 ZB=8",
    "jacobi2d5 fp32 nest 0 at 512: LB=1 PIPE=2 RO=1 RX=4 RY=1 SMEM=2 STREAM=1 TX=128 TY=1 UNROLL=1 ZB=8",
    "jacobi2d5 fp32 nest 0 at 376: LB=1 PIPE=2 RO=1 RX=2 RY=1 SMEM=2 STREAM=1 TX=128 TY=1 UNROLL=1 ZB=8",
    "laplacian nest 0 at 512: LB=1 PIPE=2 RO=0 RX=1 RY=2 SMEM=2 STREAM=0 TX=256 TY=4 UNROLL=2 ZB=128",
    "laplacian nest 0 at 376: LB=1 PIPE=2 RO=0 RX=1 RY=2 SMEM=2 STREAM=0 TX=128 TY=4 UNROLL=2 ZB=64",
    "laplacian fp32 nest 0 at 512: LB=2 PIPE=2 RO=1 RX=1 RY=8 SMEM=2 STREAM=1 TX=128 TY=4 UNROLL=4 ZB=8",
    "laplacian fp32 nest 0 at 376: LB=2 PIPE=2 RO=1 RX=1 RY=8 SMEM=2 STREAM=1 TX=128 TY=4 UNROLL=4 ZB=8",
    "laplacian_nest nest 0 at 512: LB=1 PIPE=2 RO=0 RX=1 RY=2 SMEM=2 STREAM=0 TX=256 TY=4 UNROLL=2 ZB=128",
    "laplacian_nest nest 0 at 376: LB=1 PIPE=2 RO=0 RX=1 RY=2 SMEM=2 STREAM=0 TX=128 TY=4 UNROLL=2 ZB=64",
    "star13 nest 0 at 512: LB=1 PIPE=2 RO=0 RX=2 RY=4 SMEM=2 STREAM=1 TX=128 TY=2 UNROLL=1 ZB=128",
    "star13 nest 0 at 376: LB=1 PIPE=2 RO=0 RX=2 RY=4 SMEM=2 STREAM=1 TX=64 TY=2 UNROLL=1 ZB=64",
    "star13 fp32 nest 0 at 512: LB=1 PIPE=2 RO=0 RX=2 RY=4 SMEM=2 STREAM=1 TX=128 TY=2 UNROLL=1 ZB=128",
    "star13 fp32 nest 0 at 376: LB=1 PIPE=2 RO=0 RX=2 RY=4 SMEM=2 STREAM=1 TX=64 TY=2 UNROLL=1 ZB=64",
    "star25_sp nest 0 at 512: LB=1 PIPE=2 RO=1 RX=4 RY=4 SMEM=2 STREAM=1 TX=32 TY=8 UNROLL=1 ZB=128",
    "star25_sp nest 0 at 376: LB=1 PIPE=2 RO=1 RX=4 RY=4 SMEM=2 STREAM=1 TX=32 TY=8 UNROLL=1 ZB=16",
    "vardiff nest 0 at 512: LB=1 PIPE=2 RO=1 RX=1 RY=4 SMEM=2 STREAM=1 TX=128 TY=2 UNROLL=1 ZB=32",
    "vardiff nest 0 at 376: LB=1 PIPE=2 RO=1 RX=1 RY=4 SMEM=2 STREAM=1 TX=128 TY=2 UNROLL=1 ZB=32",
    "vardiff fp32 nest 0 at 512: LB=1 PIPE=2 RO=1 RX=1 RY=4 SMEM=2 STREAM=1 TX=128 TY=2 UNROLL=1 ZB=32",
    "vardiff fp32 nest 0 at 376: LB=1 PIPE=2 RO=1 RX=1 RY=4 SMEM=2 STREAM=1 TX=128 TY=2 UNROLL=1 ZB=32",
    "corpus/fdtd3d nest 0 at 512: LB=1 PIPE=2 RO=1 RX=4 RY=4 SMEM=2 STREAM=1 TX=32 TY=8 UNROLL=1 ZB=128",
    "corpus/fdtd3d nest 0 at 376: LB=1 PIPE=2 RO=1 RX=4 RY=4 SMEM=2 STREAM=1 TX=32 TY=8 UNROLL=1 ZB=16",
    "corpus/gray_scott nest 0 at 512: LB=1 PIPE=1 RO=0 RX=1 RY=1 SMEM=0 STREAM=0 TX=512 TY=1 UNROLL=4 ZB=8",
    "corpus/gray_scott nest 0 at 376: LB=1 PIPE=1 RO=0 RX=1 RY=1 SMEM=0 STREAM=0 TX=64 TY=1 UNROLL=4 ZB=8",
    "corpus/gray_scott fp32 nest 0 at 512: LB=1 PIPE=1 RO=0 RX=1 RY=1 SMEM=0 STREAM=0 TX=512 TY=1 UNROLL=4 ZB=8",
    "corpus/gray_scott fp32 nest 0 at 376: LB=1 PIPE=1 RO=0 RX=1 RY=1 SMEM=0 STREAM=0 TX=64 TY=1 UNROLL=4 ZB=8",
    "corpus/heat2d nest 0 at 512: LB=1 PIPE=1 RO=0 RX=1 RY=1 SMEM=0 STREAM=0 TX=512 TY=1 UNROLL=4 ZB=8",
    "corpus/heat2d nest 0 at 376: LB=1 PIPE=1 RO=0 RX=1 RY=1 SMEM=0 STREAM=0 TX=64 TY=1 UNROLL=4 ZB=8",
    "corpus/heat2d fp32 nest 0 at 512: LB=1 PIPE=2 RO=1 RX=4 RY=1 SMEM=2 STREAM=1 TX=128 TY=1 UNROLL=1 ZB=8",
    "corpus/heat2d fp32 nest 0 at 376: LB=1 PIPE=2 RO=1 RX=2 RY=1 SMEM=2 STREAM=1 TX=128 TY=1 UNROLL=1 ZB=8",
    "corpus/heat3d_f77 nest 0 at 512: LB=1 PIPE=2 RO=0 RX=1 RY=2 SMEM=2 STREAM=0 TX=256 TY=4 UNROLL=2 ZB=128",
    "corpus/heat3d_f77 nest 0 at 376: LB=1 PIPE=2 RO=0 RX=1 RY=2 SMEM=2 STREAM=0 TX=128 TY=4 UNROLL=2 ZB=64",
    "corpus/helmholtz_faces nest 0 at 512: LB=1 PIPE=1 RO=0 RX=1 RY=1 SMEM=0 STREAM=0 TX=32 TY=8 UNROLL=1 ZB=8",
    "corpus/helmholtz_faces nest 0 at 376: LB=1 PIPE=1 RO=0 RX=1 RY=1 SMEM=0 STREAM=0 TX=32 TY=8 UNROLL=1 ZB=8",
    "corpus/helmholtz_faces fp32 nest 0 at 512: LB=1 PIPE=1 RO=0 RX=1 RY=1 SMEM=0 STREAM=0 TX=32 TY=8 UNROLL=1 ZB=8",
    "corpus/helmholtz_faces fp32 nest 0 at 376: LB=1 PIPE=1 RO=0 RX=1 RY=1 SMEM=0 STREAM=0 TX=32 TY=8 UNROLL=1 ZB=8",
    "corpus/himeno nest 0 at 512: LB=1 PIPE=2 RO=0 RX=2 RY=2 SMEM=2 STREAM=1 TX=32 TY=4 UNROLL=4 ZB=128",
    "corpus/himeno nest 0 at 376: LB=1 PIPE=2 RO=0 RX=2 RY=2 SMEM=2 STREAM=1 TX=32 TY=4 UNROLL=4 ZB=128",
    "corpus/hotspot nest 0 at 512: LB=1 PIPE=2 RO=1 RX=4 RY=1 SMEM=2 STREAM=1 TX=128 TY=1 UNROLL=1 ZB=8",
    "corpus/hotspot nest 0 at 376: LB=1 PIPE=2 RO=1 RX=2 RY=1 SMEM=2 STREAM=1 TX=128 TY=1 UNROLL=1 ZB=8",
    "corpus/mg_psinv nest 0 at 512: LB=1 PIPE=1 PSUM=0 RO=0 RX=2 RY=8 SMEM=2 STREAM=0 TX=128 TY=2 UNROLL=1 ZB=128",
    "corpus/mg_psinv nest 0 at 376: LB=1 PIPE=1 PSUM=0 RO=0 RX=2 RY=8 SMEM=2 STREAM=0 TX=64 TY=2 UNROLL=1 ZB=32",
    "corpus/mg_psinv fp32 nest 0 at 512: LB=2 PIPE=2 PSUM=1 RO=0 RX=1 RY=8 SMEM=2 STREAM=0 TX=128 TY=2 UNROLL=4 ZB=32",
    "corpus/mg_psinv fp32 nest 0 at 376: LB=2 PIPE=2 PSUM=1 RO=0 RX=1 RY=8 SMEM=2 STREAM=0 TX=128 TY=2 UNROLL=4 ZB=32",
    "corpus/mg_resid nest 0 at 512: LB=1 PIPE=1 PSUM=0 RO=0 RX=1 RY=8 SMEM=2 STREAM=0 TX=128 TY=2 UNROLL=1 ZB=128",
    "corpus/mg_resid nest 0 at 376: LB=1 PIPE=1 PSUM=0 RO=0 RX=2 RY=8 SMEM=2 STREAM=0 TX=64 TY=2 UNROLL=1 ZB=32",
    "corpus/mg_resid fp32 nest 0 at 512: LB=2 PIPE=2 PSUM=1 RO=0 RX=1 RY=8 SMEM=2 STREAM=0 TX=128 TY=2 UNROLL=4 ZB=32",
    "corpus/mg_resid fp32 nest 0 at 376: LB=2 PIPE=2 PSUM=1 RO=0 RX=1 RY=8 SMEM=2 STREAM=0 TX=128 TY=2 UNROLL=4 ZB=32",
    "corpus/ocean nest 0 at 512: LB=1 PIPE=1 RO=0 RX=1 RY=1 SMEM=0 STREAM=0 TX=512 TY=1 UNROLL=4 ZB=8",
    "corpus/ocean nest 1 at 512: LB=1 PIPE=2 RO=0 RX=1 RY=2 SMEM=2 STREAM=0 TX=256 TY=4 UNROLL=2 ZB=128",
    "corpus/ocean nest 0 at 376: LB=1 PIPE=1 RO=0 RX=1 RY=1 SMEM=0 STREAM=0 TX=64 TY=1 UNROLL=4 ZB=8",
    "corpus/ocean nest 1 at 376: LB=1 PIPE=2 RO=0 RX=1 RY=2 SMEM=2 STREAM=0 TX=128 TY=4 UNROLL=2 ZB=64",
    "corpus/ocean fp32 nest 0 at 512: LB=1 PIPE=2 RO=1 RX=4 RY=1 SMEM=2 STREAM=1 TX=128 TY=1 UNROLL=1 ZB=8",
    "corpus/ocean fp32 nest 1 at 512: LB=2 PIPE=2 RO=1 RX=1 RY=8 SMEM=2 STREAM=1 TX=128 TY=4 UNROLL=4 ZB=8",
    "corpus/ocean fp32 nest 0 at 376: LB=1 PIPE=2 RO=1 RX=2 RY=1 SMEM=2 STREAM=1 TX=128 TY=1 UNROLL=1 ZB=8",
    "corpus/ocean fp32 nest 1 at 376: LB=2 PIPE=2 RO=1 RX=1 RY=8 SMEM=2 STREAM=1 TX=128 TY=4 UNROLL=4 ZB=8",
    "corpus/perona_malik nest 0 at 512: LB=1 PIPE=2 RO=1 RX=4 RY=1 SMEM=2 STREAM=1 TX=128 TY=1 UNROLL=1 ZB=8",
    "corpus/perona_malik nest 0 at 376: LB=1 PIPE=2 RO=1 RX=2 RY=1 SMEM=2 STREAM=1 TX=128 TY=1 UNROLL=1 ZB=8",
    "corpus/seismic8 nest 0 at 512: LB=1 PIPE=1 RO=1 RX=2 RY=4 SMEM=2 STREAM=1 TX=32 TY=4 UNROLL=1 ZB=16",
    "corpus/seismic8 nest 0 at 376: LB=1 PIPE=1 RO=1 RX=2 RY=4 SMEM=2 STREAM=1 TX=32 TY=4 UNROLL=1 ZB=16",
    "corpus/upwind nest 0 at 512: LB=1 PIPE=2 RO=0 RX=1 RY=2 SMEM=2 STREAM=0 TX=32 TY=8 UNROLL=2 ZB=128",
    "corpus/upwind nest 0 at 376: LB=1 PIPE=2 RO=0 RX=1 RY=2 SMEM=2 STREAM=0 TX=128 TY=4 UNROLL=2 ZB=64",
    "corpus/upwind fp32 nest 0 at 512: LB=2 PIPE=2 RO=1 RX=1 RY=8 SMEM=2 STREAM=1 TX=128 TY=4 UNROLL=4 ZB=8",
    "corpus/upwind fp32 nest 0 at 376: LB=2 PIPE=2 RO=1 RX=1 RY=8 SMEM=2 STREAM=1 TX=128 TY=4 UNROLL=4 ZB=8",
};

}  // namespace

TEST_CASE("the CUDA default of every suite and corpus stencil is the recorded one", "[cuda]") {
  std::vector<std::string> now;
  for (const char* file : stencil_files) {
    for (bool fp32 : {false, true}) {
      for (long long side : {512LL, 376LL}) {
        for (const std::string& line : defaults_of(file, fp32, side)) now.push_back(line);
      }
    }
  }
  REQUIRE(now.size() == std::size(recorded));
  for (size_t n = 0; n < now.size(); ++n) CHECK(now[n] == recorded[n]);
}
