#include "strategy/cuda_strategy.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <tuple>
#include <vector>

#include "backends/cuda/temporal_schedule.h"
#include "frontend/diagnostics.h"
#include "support/param_assignment.h"

namespace st {

namespace {

// The share of a block row's points that fall inside a grid of `extent` points when tiles
// are `tile` wide: the last tile's idle threads are paid for as if they worked.
double tile_use(long long extent, long long tile) {
  long long tiles = (extent + tile - 1) / tile;
  return static_cast<double>(extent) / static_cast<double>(tiles * tile);
}

// Reshapes the class's default (chosen at 512^3 / 8192^2, where every tile divides the
// grid) for the size being tuned, on a device of `multiprocessors` SMs (0: unknown).
// Measured on an H200 (the radius-4 fp32 star, the 7- and 27-point fp64 stencils from
// 256^3 to 512^3): a tile that leaves a third of its last column idle costs that third of
// the rate (the 7-point's 256-wide rows run 181 GStencil/s at 376^3, 128-wide ones 211);
// a block at the grid's edge runs up to twice as long as one inside it, so where tiles do
// not divide the grid the z-chunks must be short enough that several waves of blocks
// even out the edge blocks (the star at 376^3: 183 GStencil/s over 128 planes, 236 over
// 16), while where they divide it one full wave of long chunks is best (405 at 512^3).
void fit_to_size(Point& p, const ParamSpace& space, const NestInfo& nest, const std::vector<long long>& extents,
                 int multiprocessors) {
  auto free = [&](const char* name) {
    const Dimension* d = space.dimension(name);
    return d != nullptr && d->values.size() > 1;
  };
  auto has_value = [&](const char* name, long long v) {
    const Dimension* d = space.dimension(name);
    return d != nullptr && std::find(d->values.begin(), d->values.end(), v) != d->values.end();
  };
  int dims = nest.dims;
  if (dims < 2 || static_cast<int>(extents.size()) != dims) return;
  long long nx = extents[0];
  // Narrower rows where the last tile would leave 10 % or more of its threads idle and the
  // narrower tile gains at least 10 points of use.
  while (free("TX") && has_value("TX", p["TX"] / 2) && p["TX"] / 2 >= 32 && p["TX"] / 2 * p["TY"] >= 64) {
    long long w = p["TX"] * p["RX"];
    double now = tile_use(nx, w), narrower = tile_use(nx, w / 2);
    if (now >= 0.9 || narrower < now + 0.1) break;
    p["TX"] /= 2;
  }
  long long ny = dims == 3 ? extents[1] : 1;
  if (dims == 3) {
    while (free("TY") && p["TY"] > 1 && has_value("TY", p["TY"] / 2) && p["TX"] * p["TY"] / 2 >= 64) {
      long long h = p["TY"] * p["RY"];
      double now = tile_use(ny, h), shorter = tile_use(ny, h / 2);
      if (now >= 0.9 || shorter < now + 0.1) break;
      p["TY"] /= 2;
    }
  }
  if (multiprocessors <= 0 || !free("ZB")) return;
  long long w = p["TX"] * p["RX"], h = dims == 3 ? p["TY"] * p["RY"] : 1;
  long long columns = ((nx + w - 1) / w) * ((ny + h - 1) / h);
  bool edges = nx % w != 0 || (dims == 3 && ny % h != 0);
  long long stream_extent = extents.back();
  // Every SM busy at least once, four times over where edge blocks need evening out; the
  // chunks no shorter than 16 planes (the halo planes each chunk reads again).
  long long want = (edges ? 4 : 1) * static_cast<long long>(multiprocessors);
  auto blocks = [&](long long zb) { return columns * ((stream_extent + zb - 1) / zb); };
  while (p["ZB"] > 16 && has_value("ZB", p["ZB"] / 2) && blocks(p["ZB"]) < want) p["ZB"] /= 2;
  if (p.count("UNROLL") && free("UNROLL")) {
    while (p["UNROLL"] > 1 && p["ZB"] < 2 * p["UNROLL"]) p["UNROLL"] /= 2;
  }
}

// ---- The default's starting points -------------------------------------------------
//
// The classes of nest the default tells apart, by what the nest reads: whether one grid
// or several are read with in-plane neighbours, the shape and reach of those reads, and
// the precision of the one grid. The starting points were measured on an H200 at 512^3 /
// 8192^2, where every tile divides the grid; fit_to_size reshapes them for other sizes.
enum class StencilClass {
  BoxFp32,             // 3-D, one grid with neighbours, diagonal ones among them, 4-byte
  BoxFp64,             // the same in 8-byte elements
  WideStarFp32,        // 3-D, one grid, a star of in-plane radius 2 or more, 4-byte
  WideStarR3Fp64,      // the same of radius 3 or more, 8-byte
  WideStarR2Fp64,      // the same of radius 2, 8-byte
  StarFp32,            // 3-D, one grid, a star of radius 1, 4-byte
  StarFp64,            // the same, 8-byte
  ManyFields,          // 3-D, one grid with in-plane neighbours, four or more streams of other grids
  WideStarFieldsFp32,  // 3-D, one grid, a star of radius 2 or more, other grids beside it, 4-byte
  SeveralStarsFp64,    // 3-D, several grids each with neighbours along both plane dimensions, 8-byte
  SeveralGridsBox,     // 3-D, several grids, diagonal neighbours among them
  PlaneStarFp32,       // 2-D, one grid with neighbours, 4-byte, no diagonal neighbours
  PlaneBoxFp32,        // 2-D, one grid with neighbours, 4-byte, diagonal neighbours
  Plane,               // any other 2-D nest
  Other,               // 1-D, and 3-D nests the classes above do not take
};

// A starting point: with `streamed`, a tile of TX x TY threads, RY rows and RX columns
// each, over `planes` planes per thread (fewer where the grid has fewer), the register
// queue for the centre column and shared memory `smem` (2: the ring, `pipe` planes in
// flight) where the planes are enough to stream; else the plain start (TX x TY = 32 x 8
// in 3-D, 512 x 1 in 2-D, 8 planes, global loads). UNROLL where a thread walks at least
// `unroll_from` planes; PSUM where the space has it and the ring is kept.
// Its fields follow the table's columns, not the layout that packs them best.
struct CudaStart {  // NOLINT(clang-analyzer-optin.performance.Padding)
  StencilClass stencil_class;
  bool streamed;
  long long tx, ty, ry, rx, planes;
  bool queue;
  long long smem, pipe, ro, lb, unroll, unroll_from;
  bool psum;
  const char* reason;
};

// clang-format off
const CudaStart cuda_starts[] = {
    // class                           stream  TX   TY RY RX planes queue SMEM PIPE RO LB UNROLL from PSUM
    {StencilClass::BoxFp32,            true,  128,  2, 8, 1,  32, false, 2, 2, 0, 2, 4, 8, true,
     "bound by the instructions it issues: plane sums from the ring cut its reads and additions"},
    {StencilClass::BoxFp64,            true,  128,  2, 8, 2, 128, false, 2, 1, 0, 1, 1, 0, false,
     "every neighbour from the ring, two points per thread; plane sums gain nothing in fp64"},
    {StencilClass::WideStarFp32,       true,   32,  8, 4, 4, 128, true,  2, 2, 1, 1, 1, 0, false,
     "four adjacent points per thread read their ring cells as vectors, summed a ring row at a time"},
    {StencilClass::WideStarR3Fp64,     true,   64,  4, 4, 2, 128, true,  2, 2, 1, 1, 2, 4, false,
     "two adjacent points per thread from the ring, the loop unrolled twice"},
    {StencilClass::WideStarR2Fp64,     true,  128,  2, 4, 2, 128, true,  2, 2, 0, 1, 1, 0, false,
     "two adjacent points per thread from the ring over 256 x 8-point tiles"},
    {StencilClass::StarFp32,           true,  128,  4, 8, 1,   8, true,  2, 2, 1, 2, 4, 8, false,
     "tall tiles over few planes, unrolled, two blocks per multiprocessor"},
    {StencilClass::StarFp64,           true,  256,  4, 2, 1, 128, false, 2, 2, 0, 1, 2, 4, false,
     "every read from the ring (no queue) over long chunks, unrolled twice"},
    {StencilClass::ManyFields,         true,   32,  4, 2, 2, 128, true,  2, 2, 0, 1, 4, 8, false,
     "many grids read at the point: two by two points per thread leave registers for their loads"},
    {StencilClass::WideStarFieldsFp32, true,   32,  4, 4, 2,  16, true,  2, 1, 1, 1, 1, 0, false,
     "a wide star beside other grids: two adjacent points per thread, four in-flight rows would spill"},
    {StencilClass::SeveralStarsFp64,   true,  128,  2, 4, 1,  32, true,  2, 2, 1, 1, 1, 0, false,
     "one ring per grid with the centre columns queued beats the global loads; not in fp32"},
    {StencilClass::SeveralGridsBox,    true,  256,  2, 1, 1,  32, true,  0, 1, 0, 1, 1, 0, false,
     "plain global loads over a few planes: the L1 and L2 catch the neighbours of several grids"},
    {StencilClass::PlaneStarFp32,      true,  128,  1, 1, 4,   8, true,  2, 2, 1, 1, 1, 0, false,
     "a ring of rows in 8- or 16-byte copies, four points per thread stored as vectors"},
    {StencilClass::PlaneBoxFp32,       true,  128,  1, 1, 4,   8, false, 2, 2, 1, 1, 1, 0, false,
     "as the 2-D star, every read from the ring; plane sums are not kept by searches on the H200"},
    {StencilClass::Plane,              false,   0,  0, 0, 1,   0, false, 0, 1, 0, 1, 4, 8, false,
     "long rows of global loads, the loop over rows unrolled"},
    {StencilClass::Other,              false,   0,  0, 0, 1,   0, false, 0, 1, 0, 1, 1, 0, false,
     "one point per thread from global memory: nothing measured says better"},
};
// clang-format on

StencilClass stencil_class(const NestInfo& nest) {
  int dims = nest.dims;
  int plane_radius = 0;
  bool box = false;
  std::set<std::string> neighboured;                    // grids read at an in-plane offset
  std::map<std::string, std::set<int>> neighbour_dims;  // per grid: the plane dimensions it has neighbours in
  for (const Access& a : nest.accesses) {
    if (a.is_write) continue;
    int off_centre = 0;
    for (int d = 0; d < dims; ++d) {
      long long o = a.offsets[static_cast<size_t>(d)];
      off_centre += o != 0;
      if (d + 1 < dims) plane_radius = std::max(plane_radius, static_cast<int>(o < 0 ? -o : o));
      if (d + 1 < dims && o != 0) {
        neighboured.insert(a.array);
        neighbour_dims[a.array].insert(d);
      }
    }
    box = box || off_centre >= 2;
  }
  bool several_stars = dims == 3 && !box && neighboured.size() >= 2;
  for (const std::string& g : neighboured) {
    const ArrayInfo* array = nest.array(g);
    several_stars = several_stars && neighbour_dims[g].size() == 2 && array != nullptr && array->type.kind == 8;
  }
  bool one_grid = neighboured.size() == 1;
  const ArrayInfo* grid = one_grid ? nest.array(*neighboured.begin()) : nullptr;
  bool fp32 = grid != nullptr && grid->type.kind == 4;
  // The other grids (no in-plane neighbours; each constant index a stream of its own):
  // their loads take registers per point, so the points per thread a lone grid affords
  // do not fit beside them. Measured in fp32 (the Himeno sweep); an fp64 nest of many
  // grids takes the same start, its loads needing yet more registers.
  std::set<std::pair<std::string, std::vector<std::pair<int, Affine>>>> fields;
  for (const Access& a : nest.accesses) {
    const ArrayInfo* array = nest.array(a.array);
    bool on_grid =
        array != nullptr && std::any_of(array->grid_dims.begin(), array->grid_dims.end(), [](int g) { return g >= 0; });
    if (!a.is_write && on_grid && !neighboured.count(a.array)) fields.insert({a.array, a.constant_indices});
  }
  if (dims == 3 && one_grid && fields.size() >= 4) return StencilClass::ManyFields;
  if (dims == 3 && one_grid && !box && plane_radius >= 2 && fp32 && !fields.empty())
    return StencilClass::WideStarFieldsFp32;
  if (dims == 3 && one_grid) {
    if (box) return fp32 ? StencilClass::BoxFp32 : StencilClass::BoxFp64;
    if (plane_radius >= 2) {
      if (fp32) return StencilClass::WideStarFp32;
      return plane_radius >= 3 ? StencilClass::WideStarR3Fp64 : StencilClass::WideStarR2Fp64;
    }
    return fp32 ? StencilClass::StarFp32 : StencilClass::StarFp64;
  }
  if (several_stars) return StencilClass::SeveralStarsFp64;
  if (dims == 3 && box) return StencilClass::SeveralGridsBox;
  if (dims == 2 && fp32) return box ? StencilClass::PlaneBoxFp32 : StencilClass::PlaneStarFp32;
  if (dims == 2) return StencilClass::Plane;
  return StencilClass::Other;
}

const CudaStart& start_of(StencilClass c) {
  for (const CudaStart& s : cuda_starts) {
    if (s.stencil_class == c) return s;
  }
  throw InternalError("no CUDA starting point for a stencil class");
}

}  // namespace

namespace {

// BT, the steps of the time loop per pass (temporal blocking, backends/cuda/temporal_kernel.h),
// for a subroutine whose time loop the space covers: legal where the time loop can be
// blocked, the tile keeps a core once the halos of BT steps are taken off, and the
// pass's rings fit the block's shared memory and its register queues (STREAM=1: the
// reads at a thread's own point from registers) half its registers. Those three rules
// build the pass's schedule and are decided at BT, the last dimension, under ZB, LB and
// the rest that they do not read: they are remembered (the 27-point box's space took 72 s
// to tally without). The per-nest
// kernels' other memory options do not apply to the passes: they stay at their plain
// values.
void add_temporal_blocking(ParamSpace& space, const StencilInfo& info, long long shared_limit) {
  std::optional<std::string> refusal = cuda::temporal_refusal(info);
  space.add_constraint(
      {"a time loop that cannot be blocked over time",
       {"BT"},
       [refusal](const Point& p) { return p.at("BT") == 1 || !refusal; },
       [refusal](const Point& p) { return "BT=" + std::to_string(p.at("BT")) + ": " + refusal.value_or(""); }});
  if (refusal) return;
  std::vector<std::string> plain = {"SMEM", "PIPE", "UNROLL", "RO"};
  if (space.dimension("PSUM")) plain.push_back("PSUM");
  std::vector<std::string> with_bt = plain;
  with_bt.push_back("BT");
  space.add_constraint({"temporal blocking with the per-nest kernels' memory options", with_bt,
                        [plain](const Point& p) {
                          if (p.at("BT") == 1) return true;
                          return std::all_of(plain.begin(), plain.end(), [&](const std::string& n) {
                            return p.at(n) == (n == "PIPE" || n == "UNROLL" ? 1 : 0);
                          });
                        },
                        [plain](const Point& p) {
                          std::string s = "BT=" + std::to_string(p.at("BT")) + " with";
                          for (const std::string& n : plain) s += " " + n + "=" + std::to_string(p.at(n));
                          return s;
                        }});
  // The shuffle passes (SHFL=1, 2-D): a warp's tile, every version in registers.
  const bool shuffle = space.dimension("SHFL") != nullptr;
  auto reading = [shuffle](std::vector<std::string> names) {
    if (shuffle) names.emplace_back("SHFL");
    return names;
  };
  if (shuffle) {
    space.add_constraint({"warp-shuffle passes without blocking over time or register queues",
                          {"SHFL", "BT", "STREAM"},
                          [](const Point& p) { return p.at("SHFL") == 0 || (p.at("BT") > 1 && p.at("STREAM") == 1); },
                          [](const Point& p) {
                            return "SHFL=1 with BT=" + std::to_string(p.at("BT")) +
                                   " STREAM=" + std::to_string(p.at("STREAM"));
                          }});
  }
  space.add_constraint({"a tile whose halos over BT steps leave no core", reading({"BT", "TX", "TY", "RX", "RY"}),
                        [info](const Point& p) {
                          if (p.at("BT") == 1) return true;
                          std::vector<long long> core =
                              cuda::temporal_core(info, cuda_variant_of(p), static_cast<int>(p.at("BT")));
                          return std::all_of(core.begin(), core.end(), [](long long c) { return c >= 1; });
                        },
                        [info](const Point& p) {
                          std::vector<long long> core =
                              cuda::temporal_core(info, cuda_variant_of(p), static_cast<int>(p.at("BT")));
                          std::string s = "BT=" + std::to_string(p.at("BT")) + ": core";
                          for (long long c : core) s += " " + std::to_string(c);
                          return s;
                        },
                        true});
  // A thread's register queues (STREAM=1) take at most half of the registers it may have
  // in a block alone on its multiprocessor (65536 shared by the block's threads, 255 at
  // most): the rest of the pass needs the other half (measured with ptxas -v: wave3d's
  // passes of 1024 threads, 64 registers each, spill with 100 registers of queues).
  // A shuffle pass keeps nothing else of size (jacobi2d_sp BT=8 RX=4 in
  // bench/lab/shuffle_pass_2d.cu: 192 registers of queues, 233 in all, no spills).
  auto queue_limit = [](const Point& p) {
    if (p.count("SHFL") && p.at("SHFL") == 1) return std::min<long long>(192, 65536 / p.at("TX"));
    return std::min<long long>(128, 32768 / (p.at("TX") * p.at("TY")));
  };
  space.add_constraint(
      {"temporal register queues beyond half a thread's registers", reading({"BT", "TX", "TY", "RX", "RY", "STREAM"}),
       [info, queue_limit](const Point& p) {
         return p.at("BT") == 1 || cuda::temporal_queue_registers(info, cuda_variant_of(p),
                                                                  static_cast<int>(p.at("BT"))) <= queue_limit(p);
       },
       [info, queue_limit](const Point& p) {
         return "BT=" + std::to_string(p.at("BT")) + ": " +
                std::to_string(cuda::temporal_queue_registers(info, cuda_variant_of(p), static_cast<int>(p.at("BT")))) +
                " registers > " + std::to_string(queue_limit(p));
       },
       true});
  space.add_constraint(
      {"temporal rings beyond the per-block shared memory", reading({"BT", "TX", "TY", "RX", "RY", "STREAM"}),
       [info, shared_limit](const Point& p) {
         return p.at("BT") == 1 ||
                cuda::temporal_shared_bytes(info, cuda_variant_of(p), static_cast<int>(p.at("BT"))) <= shared_limit;
       },
       [info, shared_limit](const Point& p) {
         return "BT=" + std::to_string(p.at("BT")) + ": " +
                std::to_string(cuda::temporal_shared_bytes(info, cuda_variant_of(p), static_cast<int>(p.at("BT")))) +
                " bytes > " + std::to_string(shared_limit);
       },
       true});
}

}  // namespace

ParamSpace cuda_space(const StencilInfo& info, const NestInfo& nest, const std::vector<long long>& extents,
                      const CudaDevice& device, const LogSink& log) {
  if (static_cast<int>(extents.size()) != nest.dims) {
    throw UserError("the size has " + std::to_string(extents.size()) + " extents but the nest is " +
                    std::to_string(nest.dims) + "-D");
  }
  for (long long e : extents) {
    if (e < 1) throw UserError("every extent of the size must be at least 1");
  }
  // A block tiles at most two plane dimensions and streams the third.
  if (nest.dims > 3) {
    throw UserError(nest.loops.front().loc, "the CUDA target runs nests of 1 to 3 dimensions, and this nest is " +
                                                std::to_string(nest.dims) + "-D: tune it with --target=cpu");
  }
  int dims = nest.dims;
  int warp = std::max(1, device.warp_size);
  int max_threads = device.max_threads_per_block > 0 ? device.max_threads_per_block : 1024;
  long long shared_limit =
      device.shared_memory_per_block > 0 ? static_cast<long long>(device.shared_memory_per_block) : 48LL * 1024;
  // The ring (SMEM=2) is dynamic shared memory, which a kernel may ask beyond the static
  // limit up to the device's opt-in maximum.
  long long dynamic_limit =
      std::max<long long>(shared_limit, static_cast<long long>(device.shared_memory_per_block_optin));
  long long stream_extent = dims >= 2 ? extents.back() : 1;

  ParamSpace space;
  space.add_dimension(
      {"TX", dims == 3 ? std::vector<long long>{32, 64, 128, 256} : std::vector<long long>{32, 64, 128, 256, 512, 1024},
       "threads along the unit-stride dimension"});
  space.add_dimension({"TY", dims == 3 ? std::vector<long long>{1, 2, 4, 8, 16, 32} : std::vector<long long>{1},
                       "threads along the second dimension"});
  space.add_dimension({"RY", dims == 3 ? std::vector<long long>{1, 2, 4, 8} : std::vector<long long>{1},
                       "consecutive points per thread along the second dimension (register blocking)"});
  // A reduction is accumulated one point at a time (no accumulated form for RX > 1 or
  // plane sums).
  const bool reduces = !nest.reductions.empty();
  space.add_dimension(
      {"RX", dims >= 2 && !reduces ? std::vector<long long>{1, 2, 4} : std::vector<long long>{1},
       "adjacent points per thread along the unit-stride dimension (register blocking; vector reads of the ring)"});
  space.add_dimension({"ZB", dims >= 2 ? std::vector<long long>{1, 4, 8, 16, 32, 64, 128} : std::vector<long long>{1},
                       "points per thread along the slowest dimension"});
  space.add_dimension({"STREAM", dims >= 2 ? std::vector<long long>{0, 1} : std::vector<long long>{0},
                       "register queue for the centre column (2.5D streaming)"});
  space.add_dimension(
      {"SMEM", dims >= 2 ? std::vector<long long>{0, 1, 2} : std::vector<long long>{0},
       "shared memory: 1 in-plane neighbours from planes filled through registers, 2 a ring of planes filled "
       "by asynchronous copies"});
  space.add_dimension({"PIPE", dims >= 2 ? std::vector<long long>{1, 2, 3} : std::vector<long long>{1},
                       "planes of asynchronous copies in flight (SMEM=2)"});
  space.add_dimension({"RO", {0, 1}, "reads through the read-only cache"});
  space.add_dimension(
      {"LB", {0, 1, 2}, "__launch_bounds__ (2: and at least two blocks per multiprocessor, registers capped to fit)"});
  space.add_dimension({"UNROLL", dims >= 2 ? std::vector<long long>{1, 2, 4} : std::vector<long long>{1},
                       "unrolling of the streaming loop"});
  // BT: the time loop's steps per pass (temporal blocking), where the space covers one.
  const bool time_loop = info.time_loop.has_value();
  if (time_loop)
    space.add_dimension({"BT", {1, 2, 3, 4, 5, 6, 7, 8}, "steps of the time loop per pass (temporal blocking)"});
  if (time_loop && dims == 2) {
    space.add_dimension({"SHFL",
                         {0, 1},
                         "passes (BT > 1) whose versions live in registers, a warp's tile each, the columns beside "
                         "a lane's by warp shuffles"});
  }
  bool plane_sums = cuda_plane_sums_pay(nest) && !reduces;
  if (plane_sums) {
    space.add_dimension(
        {"PSUM", {0, 1}, "plane sums: the ring cells summed once per plane, the sums kept along the stream"});
    space.add_constraint({"plane sums without the asynchronous ring",
                          {"PSUM", "SMEM"},
                          [](const Point& p) { return p.at("PSUM") == 0 || p.at("SMEM") == 2; },
                          [](const Point& p) { return "PSUM=1 with SMEM=" + std::to_string(p.at("SMEM")); }});
  }

  space.add_constraint(
      {"fewer than a warp along the unit-stride dimension",
       {"TX"},
       [warp](const Point& p) { return p.at("TX") >= warp; },
       [warp](const Point& p) { return "TX=" + std::to_string(p.at("TX")) + " < warp " + std::to_string(warp); }});
  space.add_constraint({"more threads per block than the device allows",
                        {"TX", "TY"},
                        [max_threads](const Point& p) { return p.at("TX") * p.at("TY") <= max_threads; },
                        [max_threads](const Point& p) {
                          return "TX*TY=" + std::to_string(p.at("TX") * p.at("TY")) + " > " +
                                 std::to_string(max_threads);
                        }});
  long long ex = extents[0];
  long long ey = dims == 3 ? extents[1] : 1;
  // Unless one block already spans the whole plane (a grid narrower than two warps).
  space.add_constraint({"fewer than two warps per block",
                        {"TX", "TY"},
                        [warp, ex, ey](const Point& p) {
                          return p.at("TX") * p.at("TY") >= 2LL * warp || (p.at("TX") >= ex && p.at("TY") >= ey);
                        },
                        [](const Point& p) { return "TX*TY=" + std::to_string(p.at("TX") * p.at("TY")); }});
  space.add_constraint({"tile wider than the grid",
                        {"TX", "RX"},
                        [ex, warp](const Point& p) {
                          return p.at("TX") * p.at("RX") <= std::max<long long>(warp, (ex + warp - 1) / warp * warp);
                        },
                        [ex](const Point& p) {
                          return "TX*RX=" + std::to_string(p.at("TX") * p.at("RX")) + " > extent " + std::to_string(ex);
                        }});
  // Adjacent points pay where their shared cells are read as vectors, from the ring (or,
  // BT > 1, where a pass's tile is wider than its block).
  std::vector<std::string> rx_depends = {"RX", "SMEM"};
  if (time_loop) rx_depends.push_back("BT");
  space.add_constraint(
      {"register blocking along the first dimension without the asynchronous ring", rx_depends,
       [time_loop](const Point& p) { return p.at("RX") == 1 || p.at("SMEM") == 2 || (time_loop && p.at("BT") > 1); },
       [](const Point& p) {
         return "RX=" + std::to_string(p.at("RX")) + " with SMEM=" + std::to_string(p.at("SMEM"));
       }});
  if (dims == 3) {
    space.add_constraint({"tile taller than the grid",
                          {"TY", "RY"},
                          [ey](const Point& p) { return p.at("TY") * p.at("RY") <= ey; },
                          [ey](const Point& p) {
                            return "TY*RY=" + std::to_string(p.at("TY") * p.at("RY")) + " > extent " +
                                   std::to_string(ey);
                          }});
  }
  space.add_constraint({"register blocking along the second dimension outside a 3-D nest",
                        {"RY"},
                        [dims](const Point& p) { return p.at("RY") == 1 || dims == 3; },
                        [](const Point& p) { return "RY=" + std::to_string(p.at("RY")); }});
  space.add_constraint({"block deeper than the grid",
                        {"ZB"},
                        [stream_extent](const Point& p) { return p.at("ZB") == 1 || p.at("ZB") <= stream_extent; },
                        [stream_extent](const Point& p) {
                          return "ZB=" + std::to_string(p.at("ZB")) + " > extent " + std::to_string(stream_extent);
                        }});
  space.add_constraint({"streaming over fewer than 4 planes",
                        {"ZB", "STREAM"},
                        [](const Point& p) { return p.at("STREAM") == 0 || p.at("ZB") >= 4; },
                        [](const Point& p) { return "STREAM=1 with ZB=" + std::to_string(p.at("ZB")); }});
  space.add_constraint({"shared memory without streaming",
                        {"STREAM", "SMEM"},
                        [](const Point& p) { return p.at("SMEM") != 1 || p.at("STREAM") == 1; },
                        [](const Point&) { return std::string("SMEM=1 with STREAM=0"); }});
  space.add_constraint({"copies in flight without the asynchronous ring",
                        {"SMEM", "PIPE"},
                        [](const Point& p) { return p.at("PIPE") == 1 || p.at("SMEM") == 2; },
                        [](const Point& p) {
                          return "PIPE=" + std::to_string(p.at("PIPE")) + " with SMEM=" + std::to_string(p.at("SMEM"));
                        }});
  space.add_constraint({"a ring of planes over fewer than 4 planes",
                        {"SMEM", "ZB"},
                        [](const Point& p) { return p.at("SMEM") != 2 || p.at("ZB") >= 4; },
                        [](const Point& p) { return "SMEM=2 with ZB=" + std::to_string(p.at("ZB")); }});
  // cp.async copies 4, 8 or 16 bytes: the ring takes grids of 4- and 8-byte elements.
  bool copyable = true;
  for (const ArrayInfo& a : nest.arrays) {
    if ((a.role == ArrayRole::Read || a.role == ArrayRole::Coefficient) && a.type.kind != 4 && a.type.kind != 8)
      copyable = false;
  }
  space.add_constraint({"asynchronous copies of elements other than 4 or 8 bytes",
                        {"SMEM"},
                        [copyable](const Point& p) { return p.at("SMEM") != 2 || copyable; },
                        [](const Point&) { return std::string("SMEM=2"); }});
  bool any_plane_neighbour = false;
  for (const Access& a : nest.accesses) {
    for (int d = 0; d + 1 < nest.dims; ++d)
      any_plane_neighbour = any_plane_neighbour || (!a.is_write && a.offsets[static_cast<size_t>(d)] != 0);
  }
  space.add_constraint({"shared memory for a stencil without in-plane neighbours",
                        {"SMEM"},
                        [any_plane_neighbour](const Point& p) { return p.at("SMEM") == 0 || any_plane_neighbour; },
                        [](const Point& p) { return "SMEM=" + std::to_string(p.at("SMEM")); }});
  space.add_constraint({"unrolling a loop of one plane",
                        {"ZB", "UNROLL"},
                        [](const Point& p) { return p.at("UNROLL") == 1 || p.at("ZB") >= 2 * p.at("UNROLL"); },
                        [](const Point& p) {
                          return "UNROLL=" + std::to_string(p.at("UNROLL")) + " with ZB=" + std::to_string(p.at("ZB"));
                        }});
  StencilInfo one = info;
  one.nests = {nest};
  auto limit_of = [shared_limit, dynamic_limit](const Point& p) {
    return p.at("SMEM") == 2 ? dynamic_limit : shared_limit;
  };
  auto per_nest = [](const Point& p) {
    CudaVariant v = cuda_variant_of(p);
    v.bt = 1;  // the passes' rings are the next rules'
    return v;
  };
  space.add_constraint(
      {"shared memory beyond the per-block limit",
       {"TX", "TY", "RX", "RY", "STREAM", "SMEM", "PIPE"},
       [one, limit_of, per_nest](const Point& p) { return cuda_shared_bytes(one, per_nest(p)) <= limit_of(p); },
       [one, limit_of, per_nest](const Point& p) {
         return std::to_string(cuda_shared_bytes(one, per_nest(p))) + " bytes > " + std::to_string(limit_of(p));
       }});
  if (info.time_loop) add_temporal_blocking(space, info, dynamic_limit);
  log_line(log, "[stenciltune:strategy] ",
           "CUDA limits: " + std::to_string(max_threads) + " threads and " + std::to_string(shared_limit) +
               " bytes of shared memory per block (" + std::to_string(dynamic_limit) + " dynamic), warp " +
               std::to_string(warp) + " (" + device.summary() + ")");
  return space;
}

namespace {

// `p` made legal in `space`: fewer points per thread first (as wide a tile, then as many
// threads), then smaller tiles with the register blocking kept (halved before it is
// dropped), then without shared memory, then without the queue; else the first legal
// point. Throws UserError when the space has none.
Point shrink_to_space(Point p, const ParamSpace& space, const LogSink& log) {
  if (space.legal(p)) return p;
  if (p["RX"] > 1 && space.dimension("RX")->values.size() > 1) {
    for (long long rx = p["RX"] / 2; rx >= 1; rx /= 2) {
      Point q = p;
      q["RX"] = rx;
      if (space.dimension("TX")->values.size() > 1) q["TX"] = p["TX"] * p["RX"] / rx;
      if (space.legal(q)) return q;
      q["TX"] = p["TX"];
      if (space.legal(q)) return q;
    }
    p["RX"] = 1;
    p["LB"] = space.dimension("LB")->values.size() > 1 ? 1 : p["LB"];
  }
  if (space.dimension("RY")->values.size() > 1) {
    for (long long ry = p["RY"]; ry > 1; ry /= 2) {
      for (long long tx : {32LL, 64LL, 128LL, 256LL}) {
        for (long long ty : {8LL, 4LL, 2LL, 1LL, 16LL}) {
          Point q = p;
          if (space.dimension("TX")->values.size() > 1) q["TX"] = tx;
          if (space.dimension("TY")->values.size() > 1) q["TY"] = ty;
          q["RY"] = ry;
          if (space.legal(q)) return q;
        }
      }
    }
  }
  for (long long tx : {32LL, 64LL, 128LL, 256LL}) {
    for (long long ty : {8LL, 4LL, 2LL, 1LL, 16LL}) {
      Point q = p;
      if (space.dimension("TX")->values.size() > 1) q["TX"] = tx;
      if (space.dimension("TY")->values.size() > 1) q["TY"] = ty;
      if (space.legal(q)) return q;
      if (space.dimension("RY")->values.size() > 1) q["RY"] = 1;
      if (space.legal(q)) return q;
      if (space.dimension("SMEM")->values.size() > 1 && space.dimension("PIPE")->values.size() > 1 &&
          space.dimension("RX")->values.size() > 1) {
        q["SMEM"] = 0;
        q["PIPE"] = 1;
        q["RX"] = 1;
        if (q.count("PSUM")) q["PSUM"] = 0;
      }
      if (space.legal(q)) return q;
      if (space.dimension("STREAM")->values.size() > 1) q["STREAM"] = 0;
      if (space.legal(q)) return q;
    }
  }
  std::vector<Point> any = space.legal_points(1);
  if (any.empty()) {
    std::string why;
    for (const std::string& v : space.violations(p)) why += "\n  " + v;
    throw UserError("the CUDA space has no legal variant:" + why);
  }
  log_line(log, "[stenciltune:strategy] ", "default variant: the first legal point");
  return any.front();
}

}  // namespace

Point cuda_default(const ParamSpace& space, const NestInfo& nest, const std::vector<long long>& extents,
                   int multiprocessors, const LogSink& log) {
  // The class's starting point (cuda_starts), then fitted to the size.
  int dims = nest.dims;
  long long stream_extent = dims >= 2 ? extents.back() : 1;
  auto depth = [stream_extent](long long want) {
    for (long long z : {want, 32LL, 16LL, 8LL, 4LL}) {
      if (z <= want && z <= stream_extent) return z;
    }
    return 1LL;
  };
  Point p;
  p["TX"] = dims == 3 ? 32 : 512;
  p["TY"] = dims == 3 ? 8 : 1;
  p["RY"] = 1;
  p["RX"] = 1;
  p["ZB"] = dims >= 2 ? depth(8) : 1;
  p["STREAM"] = 0;
  p["SMEM"] = 0;
  p["PIPE"] = 1;
  p["RO"] = 0;
  p["LB"] = 1;
  p["UNROLL"] = 1;
  if (space.dimension("PSUM")) p["PSUM"] = 0;
  const CudaStart& start = start_of(stencil_class(nest));
  if (start.streamed) {
    p["TX"] = start.tx;
    p["TY"] = start.ty;
    p["RY"] = start.ry;
    p["RX"] = start.rx;
    p["ZB"] = depth(start.planes);
    // The queue and shared memory only where there are planes enough to stream.
    bool deep = p["ZB"] >= 4;
    p["STREAM"] = start.queue && deep ? 1 : 0;
    p["SMEM"] = deep && (start.queue || start.smem == 2) ? start.smem : 0;
    p["PIPE"] = p["SMEM"] == 2 ? start.pipe : 1;
    p["RO"] = start.ro;
    // Launch bounds always: without them ptxas may take more registers than a block of
    // this size can have (the 1024-thread ring took 80 of the 64 it may: no launch).
    p["LB"] = start.lb;
  }
  if (start.unroll > 1 && p["ZB"] >= start.unroll_from) p["UNROLL"] = start.unroll;
  if (start.psum && p.count("PSUM")) p["PSUM"] = p["SMEM"] == 2 ? 1 : 0;
  fit_to_size(p, space, nest, extents, multiprocessors);
  // A time loop's space starts step by step, each nest's kernel as above.
  if (space.dimension("BT")) p["BT"] = 1;
  if (space.dimension("SHFL")) p["SHFL"] = 0;
  // Fixed parameters (--param) win; then shrink what does not fit.
  for (const Dimension& d : space.dimensions()) {
    if (d.values.size() == 1) p[d.name] = d.values.front();
  }
  // Copies in flight, adjacent points per thread and plane sums come with the ring: a
  // fixed SMEM other than 2 drops those not fixed too.
  if (p["SMEM"] != 2) {
    const std::pair<const char*, long long> without_ring[] = {{"PIPE", 1}, {"RX", 1}, {"PSUM", 0}};
    for (const auto& [name, value] : without_ring) {
      const Dimension* d = space.dimension(name);
      if (d && d->values.size() > 1) p[name] = value;
    }
  }
  // Shared planes filled through registers (SMEM=1) stream the centre column.
  if (p["SMEM"] == 1 && space.dimension("STREAM")->values.size() > 1) p["STREAM"] = 1;
  return shrink_to_space(p, space, log);
}

Point cuda_baseline(const ParamSpace& space, const NestInfo& nest) {
  Point p = {{"TX", nest.dims == 3 ? 32 : 256},
             {"TY", nest.dims == 3 ? 8 : 1},
             {"RY", 1},
             {"RX", 1},
             {"ZB", 1},
             {"STREAM", 0},
             {"SMEM", 0},
             {"PIPE", 1},
             {"RO", 0},
             {"LB", 0},
             {"UNROLL", 1}};
  if (space.dimension("PSUM")) p["PSUM"] = 0;
  if (space.dimension("SHFL")) p["SHFL"] = 0;
  return p;
}

Point cuda_temporal_default(const ParamSpace& space, const StencilInfo& info, const Point& fixed,
                            const CudaDevice& device, const std::vector<long long>& extents) {
  const NestInfo& nest = info.nests.front();
  if (std::optional<std::string> why = cuda::temporal_refusal(info)) {
    throw UserError(info.time_loop->loc, "BT=" + std::to_string(fixed.at("BT")) + " cannot block '" + info.subroutine +
                                             "' over time on the CUDA target: " + *why);
  }
  Point p = cuda_baseline(space, nest);
  p["LB"] = 1;
  p["ZB"] = 1;
  for (long long zb : space.dimension("ZB")->values) {
    if (zb <= 64) p["ZB"] = std::max(p["ZB"], zb);
  }
  for (const auto& [n, v] : fixed) p[n] = v;
  const int steps = static_cast<int>(p["BT"]);
  auto values = [&](const char* n) {
    if (fixed.count(n)) return std::vector<long long>{fixed.at(n)};
    return space.dimension(n)->values;
  };
  // A shuffle pass (SHFL=1): no shared memory, a warp's tile each, the chunk widened at
  // launch to four waves of blocks. The tile with the largest core share the queue
  // registers allow, in blocks of 4 warps (jacobi2d_sp BT=5 at 8192^2 on an H100, by
  // bench/lab/shuffle_pass_2d.cu: 4 warps 1.42x 8; RX=4 1.14x RX=2).
  if (p.count("SHFL") && p["SHFL"] == 1) {
    p["STREAM"] = 1;
    std::optional<Point> best;
    std::tuple<double, bool, long long> best_rank{};
    for (long long tx : values("TX")) {
      for (long long rx : values("RX")) {
        Point q = p;
        q["TX"] = tx;
        q["RX"] = rx;
        if (!space.violations(q).empty()) continue;
        const std::vector<long long> core = cuda::temporal_core(info, cuda_variant_of(q), steps);
        const double share = static_cast<double>(core[0]) / static_cast<double>(32 * rx);
        const auto rank = std::make_tuple(share, tx == 128, -tx);
        if (!best || rank > best_rank) {
          best = q;
          best_rank = rank;
        }
      }
    }
    return best ? *best : p;
  }
  // Blocks resident on a multiprocessor, from the rings' shared memory (1 KiB reserved
  // a block) and the threads; a device not probed is taken as sm_90 (228 KiB, 2048).
  const double sm_shared = device.shared_memory_per_multiprocessor > 0
                               ? static_cast<double>(device.shared_memory_per_multiprocessor)
                               : 228.0 * 1024;
  const long long sm_threads = device.max_threads_per_multiprocessor > 0 ? device.max_threads_per_multiprocessor : 2048;
  struct Tile {
    Point point;
    double share;
    long long bytes, rings, threads, blocks, warps;  // rings: the bytes without their guards
  };
  // LB=2 asks for two blocks a multiprocessor, so ptxas caps the registers at what two
  // blocks leave a thread; a pass keeps each version's queue in registers, so only tiles
  // of at most a quarter of the multiprocessor's threads (64 registers a thread on sm_90)
  // are taken (heat3d BT=2 at 512^3 on an H200: 512 threads at 62 registers, no spills,
  // 1.08x the 1024-thread default; 1024 threads capped at 32 spilled, 0.89x).
  const long long most_threads = p["LB"] == 2 ? sm_threads / 4 : sm_threads;
  std::vector<Tile> tiles;
  // With register queues or without: at an equal share, the queues' smaller rings win.
  const std::vector<long long> streams =
      fixed.count("STREAM") ? std::vector<long long>{fixed.at("STREAM")} : std::vector<long long>{1, 0};
  for (long long stream : streams) {
    p["STREAM"] = stream;
    for (long long tx : values("TX")) {
      for (long long ty : values("TY")) {
        for (long long rx : values("RX")) {
          for (long long ry : values("RY")) {
            Point q = p;
            q["TX"] = tx;
            q["TY"] = ty;
            q["RX"] = rx;
            q["RY"] = ry;
            long long width = tx * rx, height = nest.dims == 3 ? ty * ry : 1;
            if (width > (nest.dims == 3 ? 64 : 512) || height > 64 || tx * (nest.dims == 3 ? ty : 1) > most_threads ||
                !space.violations(q).empty())
              continue;
            CudaVariant v = cuda_variant_of(q);
            std::vector<long long> core = cuda::temporal_core(info, v, steps);
            double share = 1;
            for (long long c : core) share *= static_cast<double>(c);
            share /= static_cast<double>(width * height);
            long long bytes = cuda::temporal_shared_bytes(info, v, steps);
            long long threads = tx * (nest.dims == 3 ? ty : 1);
            long long blocks =
                std::min(static_cast<long long>(sm_shared / static_cast<double>(bytes + 1024)), sm_threads / threads);
            blocks = std::max(1LL, blocks);
            tiles.push_back({q, share, bytes, cuda::temporal_shared_bytes(info, v, steps, false), threads, blocks,
                             blocks * threads / 32});
          }
        }
      }
    }
  }
  if (tiles.empty()) return p;  // none legal: the caller says which rules it breaks
  // The tiles whose core is within 15 % of the largest share, the most warps resident
  // among them: the passes wait at a barrier every plane, and a multiprocessor with one
  // block waits with it (heat3d BT=2 at 512^3 on an H200: a 32x32 tile of 3 blocks a
  // multiprocessor ran 1.14x the 64x32 tile of one, whose core is 17 % larger; at BT=3
  // the 32x32 tile keeps 24 % less core and ran 0.81x; on an H100, the 32x32 tile of
  // 1024 threads, 2 blocks a multiprocessor, ran 1.06x that of 512 threads, 3 blocks).
  // At equal warps, more blocks wait apart (jacobi2d_sp BT=5 at 8192^2: rows of 256
  // points, 8 blocks, ran 1.15x rows of 512, 4 blocks, whose core is 4 % larger).
  double top = 0;
  for (const Tile& t : tiles) top = std::max(top, t.share);
  const Tile* best = nullptr;
  for (const Tile& t : tiles) {
    if (t.share < 0.85 * top - 1e-9) continue;
    // Last, the wider tile (longer rows along the unit stride coalesce better), with the
    // more threads along it. The rings' guards (a row or so) do not decide between tiles.
    auto rank = [](const Tile& a) {
      return std::make_tuple(a.warps, std::min(a.blocks, 8LL), a.share, -a.rings, a.threads,
                             a.point.at("TX") * a.point.at("RX"), a.point.at("TX"));
    };
    if (!best || rank(t) > rank(*best)) best = &t;
  }
  Point chosen = best->point;
  // The chunk: long chunks read fewer halo planes again (each is widened by the pass's
  // halos and delays), but every resident slot needs a block (jacobi2d_sp BT=5 at 8192^2
  // on an H200: 128 rows 1.04x 64, 256 rows, one wave of blocks, 0.90x; heat3d BT=2 at
  // 512^3: 128 planes 1.03x 64).
  const size_t sd = static_cast<size_t>(nest.dims - 1);
  if (!fixed.count("ZB") && extents.size() == static_cast<size_t>(nest.dims) && device.multiprocessors > 0) {
    const std::vector<long long> core = cuda::temporal_core(info, cuda_variant_of(chosen), steps);
    long long columns = 1;
    for (size_t d = 0; d < core.size(); ++d) columns *= (extents[d] + core[d] - 1) / std::max(1LL, core[d]);
    const long long slots = static_cast<long long>(device.multiprocessors) * best->blocks;
    std::vector<long long> zbs = space.dimension("ZB")->values;
    std::sort(zbs.rbegin(), zbs.rend());
    long long pick = 0;
    for (long long zb : zbs) {
      if (zb > 128 || zb < 32) continue;
      Point q = chosen;
      q["ZB"] = zb;
      if (!space.violations(q).empty()) continue;
      pick = zb;  // the shortest so far, where none fills the slots
      if (columns * ((extents[sd] + zb - 1) / zb) >= slots) break;
    }
    if (pick > 0) chosen["ZB"] = pick;
  }
  return chosen;
}

CudaVariant parse_cuda_variant(const std::vector<std::string>& params, const StencilInfo& info) {
  internal_assert(!info.nests.empty()) << "no nest to print";
  const NestInfo& nest = info.nests.front();
  std::vector<long long> extents(static_cast<size_t>(nest.dims), nest.dims == 3 ? 256 : 4096);
  CudaDevice device;
  device.warp_size = 32;
  device.max_threads_per_block = 1024;
  device.shared_memory_per_block = std::uint64_t{48} * 1024;
  // A ring of planes beyond 48 KiB is dynamic shared memory the kernel opts into; the
  // printed variant may use up to what sm_90 allows a block (227 KiB).
  device.shared_memory_per_block_optin = std::uint64_t{227} * 1024;
  ParamSpace space = cuda_space(info, nest, extents, device);
  Point fixed;
  for (const std::string& assignment : params) {
    auto [name, value] = parse_param(assignment);
    if (!space.dimension(name)) {
      std::string known;
      for (const Dimension& d : space.dimensions()) known += (known.empty() ? "" : " ") + d.name;
      throw UserError("unknown CUDA tuning parameter '" + name + "' (the CUDA parameters are " + known + ")");
    }
    space.fix(name, value);
    fixed[name] = value;
  }
  auto bt = fixed.find("BT");
  Point p = bt != fixed.end() && bt->second > 1 ? cuda_temporal_default(space, info, fixed)
                                                : cuda_default(space, nest, extents, 0);
  for (const auto& [n, v] : fixed) p[n] = v;
  std::vector<std::string> broken = space.violations(p);
  if (!broken.empty()) {
    std::string why;
    for (const std::string& b : broken) why += "\n  " + b;
    throw UserError("the CUDA variant is not legal:" + why);
  }
  // One variant prints every nest of the subroutine: a 3-D nest's register blocking
  // along its second dimension (RY > 1) has no meaning in a 1-D or 2-D nest beside it.
  auto ry = p.find("RY");
  if (ry != p.end() && ry->second > 1) {
    for (const NestInfo& other : info.nests) {
      if (other.dims == 3) continue;
      throw UserError(other.loops.front().loc,
                      "the CUDA variant printed for every nest of '" + info.subroutine + "' has RY=" +
                          std::to_string(ry->second) + ", register blocking along the second dimension of a 3-D " +
                          "nest, and this nest is " + std::to_string(other.dims) + "-D: set --param RY=1");
    }
  }
  // Nor has register blocking along the first dimension (RX > 1) a form in a 1-D nest
  // (a boundary condition's beside a 2-D sweep): its kernel would compute one point of RX.
  auto rx = p.find("RX");
  if (rx != p.end() && rx->second > 1) {
    for (const NestInfo& other : info.nests) {
      if (other.dims > 1) continue;
      throw UserError(other.loops.front().loc, "the CUDA variant printed for every nest of '" + info.subroutine +
                                                   "' has RX=" + std::to_string(rx->second) +
                                                   ", register blocking that a 1-D nest does not have: set --param "
                                                   "RX=1 (tuning gives each nest its own variant)");
    }
  }
  return cuda_variant_of(p);
}

}  // namespace st
