// The CUDA library's split over several GPUs: NAME's host-pointer entries (NAME, NAME_host,
// NAME_) cut the grid into slabs along its slowest dimension, one per device of
// STENCILTUNE_DEVICES or per visible device, and run every nest on every slab with the
// box version of the part the library tuned for that nest (PackagedPart::box_source),
// refreshing ghost planes between the devices where a nest reads around what an earlier
// one wrote. The runtime is backends/cuda/runtime/slabs.cuh; this file prints the
// subroutine's own part of it, st_slabs_NAME.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "package/package.h"

namespace st {

// Without STENCILTUNE_DEVICES, a call is split only where every GPU gets at least this
// many points of the first nest's loops. A call of one sweep, whose copies in and out are
// most of its time, pays from small grids on (the Laplacian on H200s with host arrays:
// 1.8x on 2 GPUs and 2.7x on 4 at 128^3); a time loop, which exchanges ghost planes
// between the GPUs before nearly every nest, pays only where each GPU's sweep is long
// beside an exchange (heat3d, 100 steps: 1.77x on 2 at 512^3, but 0.95x at 256^3 and
// 0.98x at 128^3). bench/results/nvidia-h200-x4/ has the runs.
constexpr long long slab_min_points = 1LL << 18;
// The most devices a call splits over (ST_SLABS_MAX of backends/cuda/runtime/slabs.cuh).
constexpr long long slab_max_devices = 16;
constexpr long long slab_min_points_exchanging = 1LL << 24;

// A time loop split over several GPUs exchanges ghost planes every this many steps
// unless STENCILTUNE_GPU_HALO_STEPS says otherwise; 1 exchanges before every nest that
// reads around what another wrote, h > 1 takes ghost planes h steps deep and recomputes
// the neighbours' planes the block needs (bench/results/nvidia-h200-x4/ has the depths
// timed).
constexpr long long slab_default_halo_steps = 1;

// The least points each GPU gets for an unlisted split of the subroutine (one of the two
// above); for a kernel of the package, its SlabTuning's where the split was timed.
long long slab_threshold(const StencilInfo& info);
long long slab_threshold(const PackagedKernel& kernel);
// The steps between a time loop's exchanges and whether the interior computes while
// ghost planes travel, where the environment does not say: the kernel's SlabTuning, else
// slab_default_halo_steps and overlapped.
long long slab_halo_steps(const PackagedKernel& kernel);
bool slab_overlap(const PackagedKernel& kernel);

// The deepest ghost layer of a split with ghost planes for `halo_steps` steps (1: one
// exchange before each nest that needs it): a split needs slabs at least this many planes
// thick, and runs on one GPU otherwise. Only for a kernel slab_refusal accepts.
long long slab_ghost_depth(const PackagedKernel& kernel, long long halo_steps);

// The steps of the longest pass where variant v blocks the time loop over time (its
// split runs the passes on each slab and exchanges ghost planes that many steps deep
// before each, whatever STENCILTUNE_GPU_HALO_STEPS says), else 1.
long long slab_pass_steps(const PackagedKernel& kernel, size_t v);

// Why a subroutine's calls always run on one GPU (a reduction, whose slabs' partial
// results would be combined in another order than one GPU combines its blocks'; a written
// array that the slowest grid dimension does not index in its last dimension), or nothing
// when they can be split; for a kernel of the package, also a nest without a box version.
std::optional<std::string> slab_refusal(const ast::Subroutine& sub, const SymbolTable& symbols,
                                        const StencilInfo& info);
std::optional<std::string> slab_refusal(const PackagedKernel& kernel);

// The box versions the split runs, each with its symbol (NAME_size1_box,
// NAME_size1_nest2_box; their device entries append _device), for the package to compile.
std::vector<std::pair<std::string, const PackagedPart*>> slab_box_parts(const PackagedKernel& kernel);

// The function NAME_host calls first (CudaEmitOptions::split_entry): "st_slabs_NAME".
std::string slab_entry_name(const PackagedKernel& kernel);
// Whether a call with these arguments splits, which NAME_resident_begin asks
// (CudaEmitOptions::split_probe): "st_slabs_NAME_splits", returning 1 or 0.
std::string slab_splits_name(const PackagedKernel& kernel);

// The C++ text, for the entry's .cu file after NAME_device, of the runtime, the box
// versions' prototypes and st_slabs_NAME. Only for a kernel slab_refusal accepts.
std::string slab_entry_source(const PackagedKernel& kernel);

}  // namespace st
