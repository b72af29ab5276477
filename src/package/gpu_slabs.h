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

// Without STENCILTUNE_DEVICES, a call is split only where every slab gets at least this
// many planes: a thinner slab spends more of its time on its ghost planes and on the
// synchronisation between the devices than it saves.
constexpr long long slab_min_planes = 64;

// Why `kernel`'s calls always run on one GPU (a reduction, whose slabs' partial results
// would be combined in another order than one GPU combines its blocks'; a written array
// that the slowest grid dimension does not index in its last dimension; a nest without a
// box version), or nothing when they can be split.
std::optional<std::string> slab_refusal(const PackagedKernel& kernel);

// The box versions the split runs, each with its symbol (NAME_size1_box,
// NAME_size1_nest2_box; their device entries append _device), for the package to compile.
std::vector<std::pair<std::string, const PackagedPart*>> slab_box_parts(const PackagedKernel& kernel);

// The function NAME_host calls first (CudaEmitOptions::split_entry): "st_slabs_NAME".
std::string slab_entry_name(const PackagedKernel& kernel);

// The C++ text, for the entry's .cu file after NAME_device, of the runtime, the box
// versions' prototypes and st_slabs_NAME. Only for a kernel slab_refusal accepts.
std::string slab_entry_source(const PackagedKernel& kernel);

}  // namespace st
