// The bound stage's entry points: this machine's ceilings for a target — measured once
// per machine fingerprint and cached (roofline/ceiling_cache.h), measured again on
// request — and `stenciltune roofline`, which prints them. The bound of a stencil on
// those ceilings is roofline/bound.h.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "roofline/ceilings.h"

namespace st {

enum class RooflineTarget { Auto, Cpu, Cuda };

struct RooflineRequest {
  RooflineTarget target = RooflineTarget::Auto;  // auto: the CUDA device when one is usable, else the CPU
  bool fresh = false;                            // measure again even when the cache has the figures
  int threads = 0;                               // CPU threads, one per core; 0: every core
  std::vector<StreamMix> mixes;                  // measured on top of standard_mixes()
};

struct MachineCeilings {
  Ceilings ceilings;
  bool from_cache = false;
  std::string cache_file;  // empty when there is no cache folder
};

// Sizes for quick runs (tests, experiments), from the environment:
// STENCILTUNE_ROOFLINE_ARRAY_BYTES (bytes per array) and STENCILTUNE_ROOFLINE_FLOP_SECONDS
// (seconds per peak-flops repetition). Throws UserError when one is malformed.
MeasureRequest measure_request_from_environment(int threads);

// Throws RooflineUnavailable when a tool is missing or failed; progress goes to `log`
// when it is not null.
MachineCeilings machine_ceilings(const RooflineRequest& request, std::ostream* log);

// `stenciltune roofline`: prints the ceilings and where they came from. Returns 0, or 1
// after a message on `err` when a tool is missing or failed.
int run_roofline(const RooflineRequest& request, std::ostream& out, std::ostream& err, bool verbose);

}  // namespace st
