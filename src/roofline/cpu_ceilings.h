// The CPU's ceilings: STREAM-style bandwidth for copy, triad, read-only, write-only and
// each stream mix (ordinary and streaming stores), and the FMA peak in fp64 and fp32.
// The kernels (runtime/stream_cpu.c, runtime/flops_cpu.c) are built here with
// `cc -O3 -march=native` and run with one pinned thread per core.
#pragma once

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "roofline/ceilings.h"
#include "strategy/machine.h"

namespace st {

struct ArraySizing {
  std::uint64_t bytes = 0;  // per array
  std::string why;          // in words, for the output
};

// STREAM's rule, 4x the last-level caches per array, capped so that `arrays` arrays take
// at most a quarter of machine.memory_bytes; `requested` (non-zero) overrides, and the words say
// when that leaves the arrays in cache.
ArraySizing cpu_array_sizing(const MachineInfo& machine, int arrays, std::uint64_t requested);

// The memory this process may use: the kernel's MemTotal, capped by a cgroup limit. (On
// some virtual machines hwloc's figure is far smaller than what is there.) 0 if unknown.
std::uint64_t usable_memory_bytes();

// One CPU (operating-system index) per physical core this process may run on, the first
// `threads` of them (0: all).
std::vector<int> cpus_one_per_core(int threads);

// Builds and runs the kernels of `plan`; progress lines go to `log` when it is not null.
Ceilings measure_cpu_ceilings(const MachineInfo& machine, const CeilingPlan& plan, std::ostream* log);

}  // namespace st
