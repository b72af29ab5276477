// Building and running the roofline's microbenchmarks (the programs under
// roofline/runtime/): a scratch folder removed afterwards, the compiler and the
// benchmark started from an argument vector with a time limit (harness/process.h), and
// the JSON the benchmarks print turned into ceilings. Every failure is a
// RooflineUnavailable that says which program failed and how.
#pragma once

#include <chrono>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "roofline/ceilings.h"

namespace st {

class ScratchDir {
 public:
  explicit ScratchDir(const std::string& prefix);  // under the system's temporary folder
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;
  ~ScratchDir();
  const std::filesystem::path& path() const { return path_; }
  // Writes `text` to path()/name and returns its path.
  std::filesystem::path write(const std::string& name, std::string_view text) const;

 private:
  std::filesystem::path path_;
};

// Writes the source of a roofline program, `name` (stream_cpu.c, flops_cuda.cu, ...),
// into `dir`, beside the helper file its language's programs include (bench_cpu.h or
// bench_cuda.h, from roofline/runtime/); returns the source's path.
std::filesystem::path write_benchmark_source(const ScratchDir& dir, const std::string& name, std::string_view text);

// Runs a compiler; throws with its diagnostics when it fails.
void build_program(const std::vector<std::string>& argv, const std::string& what);

// Runs a benchmark and parses the one JSON object it prints.
nlohmann::json run_benchmark(const std::vector<std::string>& argv, std::chrono::seconds time_limit,
                             const std::string& what);

// The first line a tool prints for --version ("cc (Debian 12.2.0-14) 12.2.0"), or "".
std::string tool_version(const std::string& tool);

// One kernel of a stream_cpu or stream_cuda run: rates from the bytes and the time of
// each repetition. Nothing when the kernel was unavailable (no streaming stores);
// throws when its output values were wrong.
std::optional<BandwidthCeiling> bandwidth_from_run(const nlohmann::json& kernel, const std::string& program);

// A flops_cpu or flops_cuda run; throws when its lanes ended at the wrong values.
FlopCeiling flops_from_run(const nlohmann::json& run);

// Iterations that make one flops repetition last about `seconds`, from a calibration
// run of `probe_iterations` that took `probe_seconds`, within [1024, max_iterations].
long flop_iterations(double seconds, long probe_iterations, double probe_seconds, long max_iterations);

// The text of stream_mixes.h, which a STREAM program (stream_cpu.c, stream_cuda.cu)
// includes from its own folder: "#define ST_MIXES ST_MIX(1, 1) ST_MIX(13, 1)", and the
// program builds a kernel of its own for each mix listed, its loops over streams
// unrolled. (A header, not a -D option: nvcc splits an option's value at commas.) Throws
// RooflineUnavailable for a mix that writes no stream, or that has more than
// `max_streams` streams (0: no limit).
std::string stream_mixes_header(const std::vector<StreamMix>& mixes, int max_streams = 0);

// The current time, UTC, ISO 8601.
std::string utc_now();

// One progress line on `log` (when there is one), with the stage's prefix.
void progress(std::ostream* log, const std::string& line);

// Looks for a program: `name` in PATH, else each fallback path; nothing when absent.
std::optional<std::string> find_program(const std::string& name, const std::vector<std::string>& fallbacks = {});

}  // namespace st
