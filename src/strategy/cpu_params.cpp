#include "strategy/cpu_params.h"

#include <map>

#include "frontend/diagnostics.h"
#include "support/param_assignment.h"

namespace st {

const std::vector<std::pair<std::string, std::string>>& cpu_parameter_names() {
  static const std::vector<std::pair<std::string, std::string>> names = {
      {"THREADS", "threads of the pool, 1 to 1024 (default: every core)"},
      {"CHUNK", "consecutive core blocks a thread takes at a time (default 1)"},
      {"SIMD", "0|1: '#pragma omp simd' on the unit-stride loop (default 0)"},
      {"NUMA", "0|1: first touch by the computing threads (default 1)"},
      {"NT", "0|1: streaming (non-temporal) stores to the grids the nest only writes (default 0)"},
      {"SCHED", "0|1: chunks dealt round robin, or taken from a shared counter (default 0)"},
      {"TEAM", "threads that share a cache and split each core block into thread blocks, dividing THREADS (default 1)"},
      {"TBX", "thread block along the unit stride, 0 = the whole core block (default 0)"},
      {"TBY", "thread block along the second dimension, 0 = the whole core block (default 0)"},
      {"TBZ", "thread block along the third dimension, 0 = the whole core block (default 0)"},
      {"REDUCE", "0|1: reductions summed in the fixed block order, or in SIMD lanes (default 0)"},
      {"BT", "steps of a time loop per pass over memory, 1 to 16 (default 1: step by step)"},
      {"VEC", "32|64: the vector width in bytes SIMD=1 asks for where there is AVX-512 (default: the widest)"},
      {"SHUF", "0|1: with BT > 1 and SIMD=1, the unit stride's neighbours by shuffling vectors (default 0)"},
      {"PF", "0|1: with BT > 1 in 3-D, the passes prefetch the input planes the wave front reads next (default 0)"},
      {"SKEW", "0|1: with BT > 1 in 3-D, tiles skewed along the second dimension instead of overlapped (default 0)"},
  };
  return names;
}

namespace {

// The value of a decomposition parameter, which must lie in [lo, hi].
long long value_in(const ParamAssignment& a, long long lo, long long hi) {
  if (a.value < lo || a.value > hi) {
    throw UserError("tuning parameter " + a.name + "=" + std::to_string(a.value) + " is out of range: it takes " +
                    std::to_string(lo) + " to " + std::to_string(hi));
  }
  return a.value;
}

}  // namespace

CpuVariant parse_cpu_variant(const std::vector<std::string>& assignments, const StencilInfo& info,
                             const MachineInfo& machine) {
  // The decomposition's names, checked here; the rest are the transforms'.
  std::map<std::string, long long> decomposition = {{"THREADS", machine.cores}};
  std::vector<std::string> rest;
  for (const std::string& assignment : assignments) {
    const ParamAssignment a = parse_param(assignment);
    const std::string& name = a.name;
    if (name == "THREADS" || name == "TEAM") {
      decomposition[name] = value_in(a, 1, 1024);
    } else if (name == "BT") {
      decomposition[name] = value_in(a, 1, 16);
      if (a.value > 1 && !info.time_loop)
        throw UserError("tuning parameter BT=" + std::to_string(a.value) + " needs a time loop, and '" +
                        info.subroutine + "' has none");
    } else if (name == "VEC") {
      if (a.value != 32 && a.value != 64)
        throw UserError("tuning parameter VEC=" + std::to_string(a.value) + " takes 32 or 64 (bytes a vector)");
      decomposition[name] = a.value;
    } else if (name == "CHUNK") {
      decomposition[name] = value_in(a, 1, 1 << 20);
    } else if (name == "SIMD" || name == "NUMA" || name == "NT" || name == "SCHED" || name == "REDUCE" ||
               name == "SHUF" || name == "PF" || name == "SKEW") {
      decomposition[name] = value_in(a, 0, 1);
    } else if (name == "TBX" || name == "TBY" || name == "TBZ") {
      int g = name[2] - 'X';
      int dims = info.nests.empty() ? 3 : info.nests.front().dims;
      if (g >= dims) {
        throw UserError("tuning parameter " + name + " needs a grid dimension " + std::to_string(g + 1) +
                        ", but the nest has " + std::to_string(dims));
      }
      decomposition[name] = value_in(a, 0, 1LL << 30);
    } else {
      rest.push_back(assignment);
    }
  }
  CpuVariant v = cpu_variant_of(decomposition);
  if (v.threads % v.team != 0) {
    throw UserError("tuning parameter TEAM=" + std::to_string(v.team) + " must divide THREADS=" +
                    std::to_string(v.threads) + " (the pool is cut into teams of TEAM threads)");
  }
  if (v.team > 1 && v.dynamic) {
    throw UserError("tuning parameters SCHED=1 and TEAM=" + std::to_string(v.team) +
                    " do not go together: shared-counter chunks are taken by single threads, not teams");
  }
  v.transform = parse_params(rest, info);
  return v;
}

}  // namespace st
