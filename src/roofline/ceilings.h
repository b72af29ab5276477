// Ceilings: what the roofline stage measured on one machine (or one CUDA device) —
// memory bandwidth per stream mix and store kind, and peak flops per precision — with
// how it was measured, so that a figure is never shown without its provenance. Stored
// as JSON in the per-machine cache (roofline/ceiling_cache.h).
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace st {

// A tool the roofline needs is missing or failed (no compiler, no GPU, a kernel that
// computed wrong values): exit status 1 with the message.
class RooflineUnavailable : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// R read streams and W write streams, as a stencil with R distinct input grids and W
// outputs has them.
struct StreamMix {
  int reads = 1;
  int writes = 1;
  bool operator==(const StreamMix&) const = default;
  std::string label() const;  // "2R1W"
};

// The mixes every roofline run measures (the suite's stencils have these).
std::vector<StreamMix> standard_mixes();

// The median of repeated runs and their range, in GB/s or GFlop/s.
struct Spread {
  double median = 0;
  double min = 0;
  double max = 0;
};
// From the per-repetition rates; throws InternalError when there are none.
Spread spread_of(std::vector<double> rates);

struct BandwidthCeiling {
  std::string kernel;  // "copy", "triad", "read", "write" or "mix"
  int reads = 0;
  int writes = 0;
  bool streaming = false;  // streaming (non-temporal) stores
  // GB/s (10^9 bytes per second) of the bytes the kernel itself reads and writes.
  Spread achieved;
  // GB/s counting also the reads that ordinary stores cause (write-allocate); equal
  // to `achieved` for streaming stores and on CUDA devices.
  Spread effective;
  int repetitions = 0;

  std::string label() const;  // "copy", "mix 2R1W", "mix 2R1W, streaming stores"
};

struct FlopCeiling {
  std::string precision;  // "fp64" or "fp32"
  Spread gflops;
  int repetitions = 0;
};

// What was asked for; a cached measurement is reused only for the same request.
struct MeasureRequest {
  std::uint64_t array_bytes = 0;  // bytes per array; 0: sized from the caches and memory
  int repetitions = 10;
  double flop_seconds = 0.2;  // wall time of one peak-flops repetition
  int threads = 0;            // CPU threads, one per core; 0: every core
  bool operator==(const MeasureRequest&) const = default;
};

// What one measurement run covers.
struct CeilingPlan {
  MeasureRequest request;
  std::vector<StreamMix> mixes;   // each with ordinary and (where the machine has them) streaming stores
  bool reference_kernels = true;  // copy, triad, read-only, write-only and the peak flops too
  // Non-zero: exactly this many bytes per array (to add mixes to cached ceilings).
  std::uint64_t array_bytes = 0;
  // The arrays the largest kernel of the plan streams at once.
  int max_arrays() const;
};

struct Ceilings {
  std::string target;       // "cpu" or "cuda"
  std::string fingerprint;  // the machine's (and device's) fingerprint
  std::string machine;      // one line naming the machine or device
  std::string measured_at;  // UTC, ISO 8601
  std::string compiler;     // the compiler and the command line that built the kernels
  MeasureRequest request;
  std::uint64_t array_bytes = 0;   // bytes per array actually used
  std::string sizing;              // how array_bytes was chosen, in words
  std::string placement;           // threads and pinning (CPU) or the launch shape (CUDA)
  std::vector<std::string> notes;  // anything a reader should know (e.g. no streaming stores)
  std::vector<BandwidthCeiling> bandwidth;
  std::vector<FlopCeiling> flops;

  const BandwidthCeiling* find(const std::string& kernel, int reads, int writes, bool streaming) const;
  // The mix with ordinary stores, or with streaming stores; null when not measured.
  const BandwidthCeiling* mix(StreamMix mix, bool streaming) const;
  // The peak for elements of this many bytes (4: fp32, 8: fp64); null when not measured.
  const FlopCeiling* peak(int element_bytes) const;
};

inline constexpr int ceilings_version = 1;

nlohmann::ordered_json to_json(const Ceilings& ceilings);
// Throws RooflineUnavailable when the JSON is not a ceilings file of this version.
Ceilings ceilings_from_json(const nlohmann::json& json);

// The table `stenciltune roofline` prints.
std::string to_text(const Ceilings& ceilings);

// "1.46 GiB", "512 KiB"
std::string byte_size_text(std::uint64_t bytes);

}  // namespace st
