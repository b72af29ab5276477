// --param for the CPU target: THREADS, CHUNK, SIMD, NUMA, NT, SCHED, TEAM and TBX/TBY/TBZ belong to the pthreads
// decomposition; every other name is a transform parameter (transforms/variant.h).
#pragma once

#include <string>
#include <vector>

#include "analysis/stencil_info.h"
#include "backends/c/pthreads_backend.h"
#include "strategy/machine.h"

namespace st {

// The names the decomposition takes, with what they mean.
const std::vector<std::pair<std::string, std::string>>& cpu_parameter_names();

// A CPU variant from NAME=VALUE strings, read by parse_param; parameters not given
// take the defaults (every core, one block per chunk, SIMD off, NUMA-aware first touch
// on). Unknown names and illegal values are UserErrors that name the parameter.
CpuVariant parse_cpu_variant(const std::vector<std::string>& assignments, const StencilInfo& info,
                             const MachineInfo& machine);

}  // namespace st
