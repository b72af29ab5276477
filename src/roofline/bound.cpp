#include "roofline/bound.h"

#include <algorithm>
#include <limits>

namespace st {

namespace {

// The bandwidth ceiling that streams this mix; a nest that reads no grid writes only.
const BandwidthCeiling* mix_ceiling(const Ceilings& c, StreamMix mix, bool streaming) {
  if (mix.reads == 0 && mix.writes == 1) return c.find("write", 0, 1, streaming);
  return c.mix(mix, streaming);
}

RooflinePoint point(int flops, long long bytes, double peak, double bandwidth, const std::string& from) {
  RooflinePoint p;
  p.intensity = bytes > 0 ? static_cast<double>(flops) / static_cast<double>(bytes) : 0.0;
  p.bandwidth_gbs = bandwidth;
  p.bandwidth_from = from;
  const double memory_gstencils =
      bytes > 0 ? bandwidth / static_cast<double>(bytes) : std::numeric_limits<double>::infinity();
  const double flop_gstencils = flops > 0 ? peak / static_cast<double>(flops) : std::numeric_limits<double>::infinity();
  p.gstencils = std::min(memory_gstencils, flop_gstencils);
  p.memory_bound = memory_gstencils <= flop_gstencils;
  p.gflops = p.gstencils * static_cast<double>(flops);
  return p;
}

}  // namespace

Bound roofline_bound(const NestInfo& nest, const Intensity& intensity, const Ceilings& ceilings) {
  Bound b;
  b.mix = stream_mix(nest);
  const FlopCeiling* peak = ceilings.peak(nest.element_bytes);
  if (!peak)
    throw RooflineUnavailable("the ceilings of " + ceilings.machine + " have no peak flops for " +
                              std::to_string(nest.element_bytes) + "-byte elements");
  b.precision = peak->precision;
  b.peak_gflops = peak->gflops.median;

  const BandwidthCeiling* ordinary = mix_ceiling(ceilings, b.mix, false);
  if (!ordinary)
    throw RooflineUnavailable("the ceilings of " + ceilings.machine + " have no bandwidth for the stream mix " +
                              b.mix.label());
  const BandwidthCeiling* streaming = mix_ceiling(ceilings, b.mix, true);
  const BandwidthCeiling* tuned_ceiling = streaming ? streaming : ordinary;

  b.naive = point(intensity.flops, intensity.traffic.naive(), b.peak_gflops, ordinary->effective.median,
                  ordinary->label() + ", effective");
  b.tuned = point(intensity.flops, intensity.traffic.compulsory, b.peak_gflops, tuned_ceiling->achieved.median,
                  tuned_ceiling->label() + ", achieved");
  b.expected_benefit = b.naive.gstencils > 0 ? b.tuned.gstencils / b.naive.gstencils : 1.0;
  return b;
}

}  // namespace st
