#include "roofline/roofline.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <functional>
#include <optional>

#include "frontend/diagnostics.h"
#include "roofline/ceiling_cache.h"
#include "roofline/cpu_ceilings.h"
#include "roofline/cuda_ceilings.h"
#include "roofline/device_probe.h"
#include "roofline/microbenchmark.h"
#include "strategy/machine.h"

namespace st {

MeasureRequest measure_request_from_environment(int threads) {
  MeasureRequest r;
  r.threads = threads;
  if (const char* text = std::getenv("STENCILTUNE_ROOFLINE_ARRAY_BYTES"); text && *text) {
    errno = 0;
    char* end = nullptr;
    unsigned long long v = std::strtoull(text, &end, 10);
    if (*end || errno == ERANGE || v < 4096 || text[0] == '-') {
      throw UserError(
          std::string("STENCILTUNE_ROOFLINE_ARRAY_BYTES needs a whole number of bytes of at least 4096, not '") + text +
          "'");
    }
    r.array_bytes = v;
  }
  if (const char* text = std::getenv("STENCILTUNE_ROOFLINE_FLOP_SECONDS"); text && *text) {
    errno = 0;
    char* end = nullptr;
    double v = std::strtod(text, &end);
    if (*end || errno == ERANGE || !(v > 0) || v > 60) {
      throw UserError(
          std::string("STENCILTUNE_ROOFLINE_FLOP_SECONDS needs a number of seconds above 0 and at most 60, not '") +
          text + "'");
    }
    r.flop_seconds = v;
  }
  return r;
}

namespace {

using Measure = std::function<Ceilings(const CeilingPlan&)>;

// The cached ceilings when they hold every mix asked for; cached ceilings with the
// missing mixes measured and added; or a fresh measurement. Caches what it measured.
MachineCeilings cached_or_measured(const std::string& target, const std::string& fingerprint,
                                   const MeasureRequest& measure_request, const std::vector<StreamMix>& mixes,
                                   bool fresh, const Measure& measure, std::ostream* log) {
  MachineCeilings result;
  std::optional<std::filesystem::path> dir = cache_directory();
  if (dir)
    result.cache_file = ceilings_cache_file(*dir, target, fingerprint, measure_request).string();
  else
    progress(log, "neither XDG_CACHE_HOME nor HOME is set: the ceilings are not cached");

  std::optional<Ceilings> cached;
  if (dir && !fresh) cached = read_cached_ceilings(result.cache_file, target, fingerprint, measure_request);
  if (cached) {
    std::vector<StreamMix> missing;
    for (const StreamMix& m : mixes) {
      if (!cached->mix(m, false)) missing.push_back(m);
    }
    result.ceilings = *cached;
    result.from_cache = true;
    if (missing.empty()) return result;
    std::string labels;
    for (const StreamMix& m : missing) labels += " " + m.label();
    progress(log, "the cached ceilings lack the mix" + labels + "; measuring it with the cached array size");
    CeilingPlan plan{measure_request, missing, false, cached->array_bytes};
    Ceilings extra = measure(plan);
    result.ceilings.bandwidth.insert(result.ceilings.bandwidth.end(), extra.bandwidth.begin(), extra.bandwidth.end());
  } else {
    CeilingPlan plan{measure_request, mixes, true, 0};
    result.ceilings = measure(plan);
  }
  if (dir) {
    try {
      write_cached_ceilings(result.cache_file, result.ceilings);
    } catch (const RooflineUnavailable& e) {
      progress(log, std::string("the ceilings could not be cached: ") + e.what());
      result.cache_file.clear();
    }
  }
  return result;
}

MachineCeilings cpu_ceilings(const MeasureRequest& measure_request, const std::vector<StreamMix>& mixes, bool fresh,
                             std::ostream* log) {
  MachineInfo machine = probe_machine();
  Measure measure = [&](const CeilingPlan& plan) { return measure_cpu_ceilings(machine, plan, log); };
  return cached_or_measured("cpu", machine.fingerprint(), measure_request, mixes, fresh, measure, log);
}

MachineCeilings cuda_ceilings(const MeasureRequest& measure_request, const std::vector<StreamMix>& mixes, bool fresh,
                              std::ostream* log) {
  std::optional<CudaToolchain> toolchain = find_cuda_toolchain();
  if (!toolchain) {
    throw RooflineUnavailable(
        "--target=cuda needs the CUDA Toolkit, but nvcc is neither on PATH nor in $CUDA_HOME/bin or "
        "/usr/local/cuda/bin");
  }
  std::vector<CudaDevice> devices = probe_cuda_devices(*toolchain, log);
  const CudaDevice& device = devices.front();
  const std::string host = probe_machine().fingerprint();
  Measure measure = [&](const CeilingPlan& plan) { return measure_cuda_ceilings(*toolchain, device, host, plan, log); };
  return cached_or_measured("cuda", host + "-" + device.fingerprint(), measure_request, mixes, fresh, measure, log);
}

}  // namespace

MachineCeilings machine_ceilings(const RooflineRequest& request, std::ostream* log) {
  const MeasureRequest measure_request = measure_request_from_environment(request.threads);
  std::vector<StreamMix> mixes = standard_mixes();
  for (const StreamMix& m : request.mixes) {
    if (std::find(mixes.begin(), mixes.end(), m) == mixes.end()) mixes.push_back(m);
  }
  switch (request.target) {
    case RooflineTarget::Cpu: return cpu_ceilings(measure_request, mixes, request.fresh, log);
    case RooflineTarget::Cuda: return cuda_ceilings(measure_request, mixes, request.fresh, log);
    case RooflineTarget::Auto:
      if (nvidia_device_visible() && find_cuda_toolchain()) {
        try {
          return cuda_ceilings(measure_request, mixes, request.fresh, log);
        } catch (const RooflineUnavailable& e) {
          progress(log, std::string("no usable CUDA device (") + e.what() + "); measuring the CPU");
        }
      }
      return cpu_ceilings(measure_request, mixes, request.fresh, log);
  }
  throw InternalError("unknown roofline target");
}

int run_roofline(const RooflineRequest& request, std::ostream& out, std::ostream& err, bool verbose) {
  try {
    MachineCeilings m = machine_ceilings(request, verbose ? &err : nullptr);
    out << to_text(m.ceilings) << "\n";
    if (m.from_cache) {
      out << "from the cache " << m.cache_file << " (measured " << m.ceilings.measured_at
          << "); --fresh measures again\n";
    } else if (!m.cache_file.empty()) {
      out << "measured now and cached in " << m.cache_file << "; later runs reuse it, --fresh measures again\n";
    } else {
      out << "measured now; not cached\n";
    }
    return 0;
  } catch (const RooflineUnavailable& e) {
    err << "stenciltune: roofline: " << e.what() << "\n";
    return 1;
  }
}

}  // namespace st
