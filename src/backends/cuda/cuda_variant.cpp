#include "backends/cuda/cuda_variant.h"

namespace st {

CudaVariant cuda_variant_of(const std::map<std::string, long long>& point) {
  CudaVariant v;
  auto get = [&](const char* name, long long fallback) {
    auto it = point.find(name);
    return it == point.end() ? fallback : it->second;
  };
  v.tx = static_cast<int>(get("TX", v.tx));
  v.ty = static_cast<int>(get("TY", v.ty));
  v.ry = static_cast<int>(get("RY", v.ry));
  v.rx = static_cast<int>(get("RX", v.rx));
  v.zb = static_cast<int>(get("ZB", v.zb));
  v.stream = get("STREAM", v.stream) != 0;
  v.shared_memory = static_cast<int>(get("SMEM", v.shared_memory));
  v.pipe = static_cast<int>(get("PIPE", v.pipe));
  v.read_only = get("RO", v.read_only) != 0;
  v.launch_bounds = static_cast<int>(get("LB", v.launch_bounds));
  v.unroll = static_cast<int>(get("UNROLL", v.unroll));
  v.plane_sums = get("PSUM", v.plane_sums) != 0;
  v.bt = static_cast<int>(get("BT", v.bt));
  v.shuffle = get("SHFL", v.shuffle) != 0;
  return v;
}

std::map<std::string, long long> point_of(const CudaVariant& v) {
  std::map<std::string, long long> p = {{"TX", v.tx},
                                        {"TY", v.ty},
                                        {"RY", v.ry},
                                        {"RX", v.rx},
                                        {"ZB", v.zb},
                                        {"STREAM", v.stream},
                                        {"SMEM", v.shared_memory},
                                        {"PIPE", v.pipe},
                                        {"RO", v.read_only},
                                        {"LB", v.launch_bounds},
                                        {"UNROLL", v.unroll}};
  if (v.plane_sums) p["PSUM"] = 1;  // only spaces where plane sums pay have the parameter
  if (v.bt > 1) p["BT"] = v.bt;     // only spaces of a time loop have it
  if (v.shuffle) p["SHFL"] = 1;     // only those of a 2-D time loop
  return p;
}

}  // namespace st
