// The kernels the MPI entry's timing runs besides the library as packaged (mpi_entry.h):
// a packaged kernel with its parts remade at other points of their spaces (another
// count of threads a rank, a runner-up of the one-rank search, a point the search on the
// rank grid tries), and such a kernel packaged alone with its MPI library for timing.
// Parts are remade through PackagedPart::made_at, so only a target that fills
// `searched`, `space` and `made_at` has kernels to remake: the CPU's where the threads a
// rank runs are tuned, the CUDA library's where it is timed (MpiBuild::search_on_grid).
#pragma once

#include <functional>
#include <optional>
#include <string>

#include "package/mpi_package.h"
#include "package/package.h"
#include "strategy/log_sink.h"
#include "strategy/param_space.h"

namespace st {

// How many of the search's variants every part of `k` can be remade from (0: none).
int kernel_choices(const PackagedKernel& k);

// The point of the search's `choice`-th fastest variant of `part` at `threads` threads a
// rank: its other parameters as timed where they allow that count, else the nearest
// that do; nothing where none do. A space without THREADS (a CUDA part's) takes the
// variant as timed, `threads` unused. `space` is the part's (PackagedPart::space), where the
// caller has it built.
std::optional<Point> remade_point(const PackagedPart& part, int threads, int choice);
std::optional<Point> remade_point(const PackagedPart& part, const ParamSpace& space, int threads, int choice);

// `k` with every part remade at `threads` threads a rank, those of its first size (the
// size the MPI timing times) from the search's `choice`-th fastest variant; nothing where
// a part cannot be.
std::optional<PackagedKernel> kernel_at(const PackagedKernel& k, int threads, int choice);

// A package of kernel `at` alone (a kernel of `package` with parts remade, said by
// `what`), written by `writer` (MpiBuild::write_package; empty: the CPU library's) with
// its MPI library into the folder `tag`_NAME under `work`, for timing and checking;
// nothing where the build failed (logged).
std::optional<PackageRequest> package_kernel(const PackageRequest& package, const PackagedKernel& at,
                                             const std::string& tag, const std::string& what,
                                             const std::function<void(const PackageRequest&)>& writer,
                                             const MpiToolchain& tools, const std::string& work, const LogSink& log);

// The most threads any CPU part of `k` computes on (its THREADS), 0 where it has none
// (the CUDA library's).
int kernel_threads(const PackagedKernel& k);

// The parameters of a kernel's first size, as its timings show them: its part's, or each
// nest's in turn ("nest 1: CX=... ; nest 2: ...").
std::string kernel_parameters(const PackagedKernel& k);

// " at THREADS=N a rank", as the MPI entry's notes and logs name a kernel's pool of
// threads; empty for 0, a kernel with no pool (the CUDA library's).
std::string at_rank_threads(int threads);

}  // namespace st
