// The schedule of a CUDA temporal-blocking pass (BT > 1): the BT steps of a time loop
// run as one kernel, each nest of a step one application, every application a few
// planes behind the versions it reads, with how far beyond the block's core tile each
// computes (backwards from the core) and the shared-memory rings that hold the versions
// later applications read. It needs only the StencilInfo, so the strategy can bound BT
// by shared memory without printing anything.
#pragma once

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "analysis/stencil_info.h"
#include "backends/cuda/cuda_variant.h"

namespace st::cuda {

// One nest applied once in a pass.
struct TemporalApplication {
  int nest = 0;         // index into StencilInfo::nests
  int step = 0;         // the step of the pass it belongs to, from 0
  long long delay = 0;  // planes it runs behind the loads of the pass's input
  // How far below and above the block's core it computes, per grid dimension.
  std::vector<long long> below, above;
  std::map<std::string, int> read_version;  // grid it reads -> application that wrote it (-1: the input)
  std::map<std::string, int> prev_version;  // grid it writes -> the version before (kept where it does not write)
  std::vector<std::string> writes;
  std::set<std::string> final_writes;  // grids whose pass result it computes
};

// Where one version of a grid is kept: a ring of planes in shared memory for the reads
// of in-plane neighbours and, with register queues (STREAM=1), a queue of each thread's
// own columns for the reads at the thread's own point of some plane (the centre column
// of a star, a copy, the value kept where a nest does not write): the planes the ring
// keeps are read there, the older ones from registers (all of them without a ring).
// Without register queues every read is from the shared ring.
struct TemporalRing {
  std::string grid;
  int version = -1;      // the application that writes it; -1: the pass's input, loaded
  long long planes = 0;  // planes the shared ring keeps (0: none)
  long long first = 0;   // its first plane among the block's
  long long queue = 0;   // planes each register queue reaches back (0: none)
  // The planes of the queue in registers: those older than the shared ring's (the newer
  // ones are read from the ring, at the thread's own column).
  long long registers() const { return planes > 0 ? std::max(0LL, queue - planes) : queue; }
};

struct TemporalSchedule {
  int dims = 0;
  int steps = 0;
  std::vector<std::string> written;  // the grids the time loop writes, in order of first write
  std::vector<TemporalApplication> apps;
  // The grids whose values entering a pass the pass reads only where no nest writes them
  // (one nest writes each, and no application reads the pass's input version): what a
  // pass computes of them matters only after the time loop's last pass.
  std::set<std::string> results_at_end;
  std::vector<TemporalRing> rings;  // the loaded inputs first
  // The region of each loaded input, below and above the core per grid dimension.
  std::map<std::string, std::vector<long long>> load_below, load_above;
  // The largest reach below and above the core of anything the pass computes or loads:
  // the tile a block holds is its core widened by these along the plane's dimensions.
  std::vector<long long> halo_below, halo_above;

  long long ring_planes() const;
  const TemporalRing* ring(const std::string& grid, int version) const;
};

// Why the time loop cannot be blocked over time on the CUDA target, or nothing when it
// can: every nest is in the time loop, 2-D or 3-D like the others, without reductions;
// the grids the time loop writes are indexed by the loop variables alone, each along its
// own dimension, share one shape and one element type, and
// some nest reads one of them.
std::optional<std::string> temporal_refusal(const StencilInfo& info);

// The schedule of a pass of `steps` steps (the time loop can be blocked), with register
// queues for the reads at a thread's own point where `queues`, for every read where
// `registers_only` (CudaVariant::shuffle: no shared ring at all).
TemporalSchedule temporal_schedule(const StencilInfo& info, int steps, bool queues = false,
                                   bool registers_only = false);
// The same for variant `v`'s passes (its STREAM and SHFL).
TemporalSchedule temporal_schedule(const StencilInfo& info, const CudaVariant& v, int steps);

// The points of a block's tile along the plane's dimensions (TX*RX, and TY*RY in 3-D; a
// shuffle pass's tile is a warp's, 32*RX),
// and of its core: the tile less the halos of a pass of `steps` steps (0 or less: none).
std::vector<long long> temporal_tile(const StencilInfo& info, const CudaVariant& v);
std::vector<long long> temporal_core(const StencilInfo& info, const CudaVariant& v, int steps);

// The rows of a block's tile (along the second dimension, in 3-D) on which application
// `app` of schedule `s` computes in a steady plane, where the tile lies inside the grid:
// those of its region, the core widened by what later applications read; no later
// application reads the others. In 2-D, or where the region covers the tile, every row.
struct TileRows {
  long long first = 0, last = 0;
};
TileRows temporal_steady_rows(const TemporalSchedule& s, const TemporalApplication& app,
                              const std::vector<long long>& tile);

// Points of a block's tile an application computes in a steady plane, on average over the
// applications of a pass of `steps` steps (temporal_steady_rows).
double temporal_steady_points(const StencilInfo& info, const CudaVariant& v, int steps);

// The elements of shared memory kept free before and after the rings: the steady planes
// of an interior block compute every column of the tile, whose edge columns then read
// neighbours beyond the first and last slot (values nothing valid depends on).
long long temporal_ring_guard(const StencilInfo& info, const CudaVariant& v);

// Bytes of dynamic shared memory the kernel of a pass of `steps` steps needs: its rings
// and (`guards`) their guards.
long long temporal_shared_bytes(const StencilInfo& info, const CudaVariant& v, int steps, bool guards = true);

// 32-bit registers a thread's register queues take (STREAM=1) in a pass of `steps` steps.
long long temporal_queue_registers(const StencilInfo& info, const CudaVariant& v, int steps);

// Widens the rows (lowest and highest dy) a column of ring cells `key` reaches in 3-D by a
// read at row offset `dy`: a thread loads the column once for its RY adjacent rows and the
// rows its reads reach above and below them.
template <class Key>
void widen_row_span(std::map<Key, std::pair<long long, long long>>& spans, const Key& key, long long dy) {
  auto [it, fresh] = spans.emplace(key, std::make_pair(dy, dy));
  it->second.first = std::min(it->second.first, dy);
  it->second.second = std::max(it->second.second, dy);
}

// Shared-memory loads and stores an application makes a point of the tile, on average
// over a pass of `steps` steps, as the pass's steady planes print them: each ring cell an
// application reads (once however often its body names it), its store into the ring of
// a version later applications read, the loads' stores into the input's ring, and the
// refill of each register queue from its ring. A read at the thread's own point of a
// plane written in the same wave-front step comes from the value the thread just stored
// (in 3-D the pass keeps it; in 2-D the compiler does). In 3-D a thread loads a column's
// cells once for its RY adjacent rows. The passes' on-chip traffic: an fp64 access of a
// warp takes two cycles of a multiprocessor's shared memory, an fp32 one one.
double temporal_shared_accesses(const StencilInfo& info, const CudaVariant& v, int steps);

}  // namespace st::cuda
