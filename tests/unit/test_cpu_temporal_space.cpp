// The CPU space of a time loop blocked over time (strategy/cpu_temporal_space.h): how
// far a step reaches, the redundant work and ring memory the rules bound, the default.
#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "catch.h"
#include "frontend/parse_driver.h"
#include "strategy/cpu_temporal_space.h"

namespace {

struct Parsed {
  st::ast::Subroutine sub;
  st::SymbolTable symbols;
  st::StencilInfo info;
};

Parsed parse_stencil(const std::string& name) {
  st::ast::Unit unit = st::parse_file(std::string(STENCILTUNE_SOURCE_DIR) + "/stencils/timeloop/" + name + ".f95");
  Parsed p;
  p.sub = unit.subroutines.front();
  p.symbols = st::build_symbols(p.sub);
  p.info = st::analyse(p.sub, p.symbols);
  return p;
}

st::MachineInfo two_cores() {
  st::MachineInfo m;
  m.cores = 2;
  m.caches = {{1, 48 << 10, 64, 2, 1}, {2, 1 << 20, 64, 2, 1}, {3, 32 << 20, 64, 1, 2}};
  return m;
}

}  // namespace

TEST_CASE("a step reaches the sum of its nests' offsets into the grids the loop writes", "[temporal]") {
  // heat3d: u -> v then v -> u, each at distance 1; wave3d: one 7-point nest and two copies.
  CHECK(st::temporal_reach_per_step(parse_stencil("heat3d").info) == std::vector<long long>{2, 2, 2});
  CHECK(st::temporal_reach_per_step(parse_stencil("wave3d").info) == std::vector<long long>{1, 1, 1});
  CHECK(st::temporal_reach_per_step(parse_stencil("jacobi2d_copy").info) == std::vector<long long>{1, 1});
}

TEST_CASE("redundant work grows with BT and shrinks with the tile", "[temporal]") {
  Parsed heat = parse_stencil("heat3d");
  std::vector<long long> extents = {256, 256, 256};
  CHECK(st::temporal_redundancy(heat.info, extents, {{"BT", 1}, {"CZ", 8}, {"CY", 8}}) == 1.0);
  // BT=4: each cut dimension adds 3 steps x 2 planes of halo to a tile of 64.
  double four = st::temporal_redundancy(heat.info, extents, {{"BT", 4}, {"CZ", 64}, {"CY", 64}});
  CHECK(four == Approx((70.0 / 64) * (70.0 / 64)));
  CHECK(st::temporal_redundancy(heat.info, extents, {{"BT", 4}, {"CZ", 256}, {"CY", 256}}) == 1.0);
  CHECK(st::temporal_redundancy(heat.info, extents, {{"BT", 8}, {"CZ", 64}, {"CY", 64}}) > four);
}

TEST_CASE("the temporal space prunes deep passes, wasteful tiles and rings past the cache", "[temporal]") {
  Parsed heat = parse_stencil("heat3d");
  std::vector<long long> extents = {256, 256, 256};
  st::ParamSpace space = st::cpu_temporal_space(heat.info, extents, 12, two_cores());
  CHECK(space.dimension("BT"));
  CHECK(space.dimension("CZ"));
  CHECK(space.dimension("CY"));
  CHECK_FALSE(space.legal({{"BT", 4},
                           {"CZ", 4},
                           {"CY", 256},
                           {"THREADS", 2},
                           {"SIMD", 1},
                           {"NT", 1},
                           {"SHUF", 0},
                           {"PF", 0},
                           {"SKEW", 0}}));  // 7 planes to 4
  CHECK_FALSE(space.legal({{"BT", 8},
                           {"CZ", 128},
                           {"CY", 256},
                           {"THREADS", 2},
                           {"SIMD", 1},
                           {"NT", 1},
                           {"SHUF", 0},
                           {"PF", 0},
                           {"SKEW", 0}}));  // rings too big
  CHECK(space.legal({{"BT", 4},
                     {"CZ", 128},
                     {"CY", 32},
                     {"THREADS", 2},
                     {"SIMD", 1},
                     {"NT", 1},
                     {"SHUF", 0},
                     {"PF", 0},
                     {"SKEW", 0}}));
  st::ParamSpace short_loop = st::cpu_temporal_space(heat.info, extents, 3, two_cores());
  CHECK_FALSE(short_loop.legal({{"BT", 4},
                                {"CZ", 128},
                                {"CY", 32},
                                {"THREADS", 2},
                                {"SIMD", 1},
                                {"NT", 1},
                                {"SHUF", 0},
                                {"PF", 0},
                                {"SKEW", 0}}));

  // Skewed tiles compute each row once: BT=3 over 16 rows keeps its rings within the
  // 1 MiB L2 for 1.1 points a point (the rows taken from the tile before counted as
  // work); BT=4 would spill them past it.
  st::Point skewed = st::cpu_temporal_default(space, heat.info, extents, two_cores());
  CHECK(skewed.at("SKEW") == 1);
  CHECK(skewed.at("BT") == 3);
  CHECK(skewed.at("CY") == 16);
  CHECK(skewed.at("CZ") == 128);
  // Overlapped tiles: BT=4 over 64 rows, 1.15 points a point, 3.75 MiB of rings (past the
  // 1 MiB L2, within four times it); whole planes would keep 13 MiB, rows cut to fit the
  // L2 would compute 2.5 points a point.
  st::ParamSpace overlapped = st::cpu_temporal_space(heat.info, extents, 12, two_cores());
  overlapped.fix("SKEW", 0);
  st::Point def = st::cpu_temporal_default(overlapped, heat.info, extents, two_cores());
  CHECK(def.at("BT") == 4);
  CHECK(def.at("CZ") == 128);  // one chunk of planes per thread
  CHECK(def.at("CY") == 64);
  CHECK(def.at("THREADS") == 2);
  CHECK(def.at("SIMD") == 1);
  CHECK(def.at("SHUF") == 1);
  CHECK(def.at("PF") == 1);
  CHECK(def.at("NT") == 1);
  // A loop of 3 steps cannot take BT=4.
  CHECK(st::cpu_temporal_default(short_loop, heat.info, extents, two_cores()).at("BT") == 3);
}

TEST_CASE("the temporal space tries 256-bit vectors only where there is AVX-512 and the SIMD pragma", "[temporal]") {
  Parsed heat = parse_stencil("heat3d");
  std::vector<long long> extents = {256, 256, 256};
  st::MachineInfo avx2 = two_cores();
  avx2.simd_bytes = 32;
  CHECK_FALSE(st::cpu_temporal_space(heat.info, extents, 12, avx2).dimension("VEC"));

  st::MachineInfo avx512 = two_cores();
  avx512.simd_bytes = 64;
  st::ParamSpace space = st::cpu_temporal_space(heat.info, extents, 12, avx512);
  REQUIRE(space.dimension("VEC"));
  st::Point p = {{"BT", 4}, {"CZ", 128}, {"CY", 32},  {"THREADS", 2}, {"SIMD", 1},
                 {"NT", 1}, {"VEC", 32}, {"SHUF", 0}, {"PF", 0},      {"SKEW", 0}};
  CHECK(space.legal(p));
  p["SIMD"] = 0;
  CHECK_FALSE(space.legal(p));  // the same kernels as VEC=64 without the pragma
  p["VEC"] = 64;
  CHECK(space.legal(p));
  CHECK(st::cpu_temporal_default(space, heat.info, extents, avx512).at("VEC") == 64);
}

TEST_CASE("the temporal space shuffles vectors in its plane kernels only with the SIMD pragma", "[temporal]") {
  Parsed heat = parse_stencil("heat3d");
  std::vector<long long> extents = {256, 256, 256};
  st::ParamSpace space = st::cpu_temporal_space(heat.info, extents, 12, two_cores());
  REQUIRE(space.dimension("SHUF"));
  st::Point p = {{"BT", 4}, {"CZ", 128}, {"CY", 64}, {"THREADS", 2}, {"SIMD", 1},
                 {"NT", 1}, {"SHUF", 1}, {"PF", 0},  {"SKEW", 0}};
  CHECK(space.legal(p));
  p["SIMD"] = 0;
  CHECK_FALSE(space.legal(p));  // no vectors to shuffle without the pragma's loops
  p["SHUF"] = 0;
  CHECK(space.legal(p));
  p = {{"BT", 1}, {"CZ", 128}, {"CY", 64}, {"THREADS", 2}, {"SIMD", 1}, {"NT", 1}, {"SHUF", 1}, {"PF", 0}, {"SKEW", 0}};
  CHECK_FALSE(space.legal(p));  // step by step: no plane kernels
}

TEST_CASE("a --param that rules out the default's chunk keeps its other choices", "[temporal]") {
  Parsed heat = parse_stencil("heat3d");
  std::vector<long long> extents = {256, 256, 256};
  st::ParamSpace space = st::cpu_temporal_space(heat.info, extents, 12, two_cores());
  space.fix("CZ", 256);  // not one chunk per thread of 2
  space.fix("BT", 4);
  st::Point def = st::cpu_temporal_default(space, heat.info, extents, two_cores());
  CHECK(def.at("THREADS") == 2);
  CHECK(def.at("SIMD") == 1);
  CHECK(def.at("NT") == 1);
  CHECK(def.at("CZ") == 256);
  // Deeper than the default goes unasked.
  st::ParamSpace deep = st::cpu_temporal_space(heat.info, extents, 12, two_cores());
  deep.fix("BT", 6);
  st::Point six = st::cpu_temporal_default(deep, heat.info, extents, two_cores());
  CHECK(six.at("THREADS") == 2);
  CHECK(six.at("SIMD") == 1);
  CHECK(six.at("NT") == 1);
}

TEST_CASE("the temporal space prefetches input planes only in 3-D passes", "[temporal]") {
  Parsed heat = parse_stencil("heat3d");
  std::vector<long long> extents = {256, 256, 256};
  st::ParamSpace space = st::cpu_temporal_space(heat.info, extents, 12, two_cores());
  REQUIRE(space.dimension("PF"));
  st::Point p = {{"BT", 4}, {"CZ", 128}, {"CY", 64}, {"THREADS", 2}, {"SIMD", 1},
                 {"NT", 1}, {"SHUF", 1}, {"PF", 1},  {"SKEW", 0}};
  CHECK(space.legal(p));
  p["BT"] = 1;
  p["SHUF"] = 0;
  CHECK_FALSE(space.legal(p));  // step by step: no passes to prefetch for
  p["PF"] = 0;
  CHECK(space.legal(p));
  // A 2-D pass's plane is a row, which the hardware prefetchers follow.
  Parsed jacobi = parse_stencil("jacobi2d_sp");
  CHECK_FALSE(st::cpu_temporal_space(jacobi.info, {4096, 4096}, 12, two_cores()).dimension("PF"));
}

TEST_CASE("the temporal space skews tiles only in 3-D passes of several tiles and chunks enough", "[temporal]") {
  Parsed heat = parse_stencil("heat3d");
  std::vector<long long> extents = {256, 256, 256};
  st::ParamSpace space = st::cpu_temporal_space(heat.info, extents, 12, two_cores());
  REQUIRE(space.dimension("SKEW"));
  st::Point p = {{"BT", 4}, {"CZ", 128}, {"CY", 16}, {"THREADS", 2}, {"SIMD", 1},
                 {"NT", 1}, {"SHUF", 1}, {"PF", 1},  {"SKEW", 1}};
  CHECK(space.legal(p));
  // Skewed, a tile's rows are computed once: only the chunks' halos and the rows taken
  // from the tile before count.
  CHECK(st::temporal_redundancy(heat.info, extents, p) < 1.2);
  p["SKEW"] = 0;
  CHECK(st::temporal_redundancy(heat.info, extents, p) > 1.3);
  p["SKEW"] = 1;
  p["CY"] = 2;
  CHECK_FALSE(space.legal(p));  // fewer rows than the rows taken from the tile before
  p["CY"] = 256;
  CHECK_FALSE(space.legal(p));  // one tile: nothing to skew
  p["CY"] = 16;
  p["CZ"] = 256;
  CHECK_FALSE(space.legal(p));  // one chunk for two threads, which run a chunk's tiles in order
  p["CZ"] = 128;
  p["BT"] = 1;
  p["SHUF"] = 0;
  p["PF"] = 0;
  CHECK_FALSE(space.legal(p));  // step by step: no tiles
  Parsed jacobi = parse_stencil("jacobi2d_sp");
  CHECK_FALSE(st::cpu_temporal_space(jacobi.info, {4096, 4096}, 12, two_cores()).dimension("SKEW"));
}
