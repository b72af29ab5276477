// The roofline bound of one stencil nest on measured ceilings: min(peak flops, arithmetic
// intensity x bandwidth), for the naive sweep and for a tuned code, in GFlop/s and
// GStencil/s, and the benefit tuning can be expected to bring. Each bound uses the
// bandwidth that counts the same bytes as its intensity: the naive traffic includes the
// write-allocate reads, so it is paired with the effective bandwidth of the nest's stream
// mix with ordinary stores; the tuned traffic is the compulsory bytes, paired with the
// achieved bandwidth of the mix with streaming stores (or, where the machine has none,
// with ordinary stores, whose write-allocate reads a tuned code cannot avoid either).
#pragma once

#include <string>

#include "analysis/stencil_info.h"
#include "roofline/ceilings.h"
#include "roofline/intensity.h"

namespace st {

struct RooflinePoint {
  double intensity = 0;        // flop/byte
  double bandwidth_gbs = 0;    // the ceiling it meets
  std::string bandwidth_from;  // which measured ceiling that is
  double gflops = 0;           // min(peak, intensity x bandwidth)
  double gstencils = 0;        // 10^9 points per second
  bool memory_bound = true;
};

struct Bound {
  std::string precision;  // "fp64" or "fp32": the peak used
  double peak_gflops = 0;
  StreamMix mix;
  RooflinePoint naive;
  RooflinePoint tuned;
  double expected_benefit = 1;  // tuned GStencil/s over naive GStencil/s
};

// Throws RooflineUnavailable when the ceilings lack the nest's stream mix or precision.
Bound roofline_bound(const NestInfo& nest, const Intensity& intensity, const Ceilings& ceilings);

}  // namespace st
