#include "roofline/microbenchmark.h"

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <system_error>

#include "embedded/roofline_bench_cpu.h"
#include "embedded/roofline_bench_cuda.h"
#include "harness/process.h"

namespace st {

namespace fs = std::filesystem;

ScratchDir::ScratchDir(const std::string& prefix) {
  std::string pattern = (fs::temp_directory_path() / (prefix + "-XXXXXX")).string();
  std::vector<char> buf(pattern.begin(), pattern.end());
  buf.push_back('\0');
  if (!::mkdtemp(buf.data())) throw RooflineUnavailable("cannot create a scratch folder like " + pattern);
  path_ = buf.data();
}

ScratchDir::~ScratchDir() {
  std::error_code ignored;
  fs::remove_all(path_, ignored);
}

fs::path ScratchDir::write(const std::string& name, std::string_view text) const {
  fs::path p = path_ / name;
  std::ofstream out(p, std::ios::binary);
  out.write(text.data(), static_cast<std::streamsize>(text.size()));
  if (!out) throw RooflineUnavailable("cannot write " + p.string());
  return p;
}

fs::path write_benchmark_source(const ScratchDir& dir, const std::string& name, std::string_view text) {
  const bool cuda = name.size() > 3 && name.compare(name.size() - 3, 3, ".cu") == 0;
  dir.write(cuda ? "bench_cuda.h" : "bench_cpu.h", cuda ? embedded::roofline_bench_cuda : embedded::roofline_bench_cpu);
  return dir.write(name, text);
}

namespace {

// The last lines of a program's output, for a message.
std::string tail(const std::string& text, size_t max_lines = 20) {
  size_t pos = text.size();
  for (size_t lines = 0; pos > 0 && lines <= max_lines; ++lines) {
    size_t nl = text.rfind('\n', pos - 1);
    if (nl == std::string::npos) return text;
    pos = nl;
  }
  return text.substr(pos + 1);
}

}  // namespace

void build_program(const std::vector<std::string>& argv, const std::string& what) {
  ProcessOptions options;
  options.time_limit = std::chrono::minutes(3);
  options.merge_stderr = true;
  ProcessResult r = run_process(argv, options);
  if (!r.ok()) {
    throw RooflineUnavailable("building " + what + " failed: " + command_line(argv) + " " + r.describe() +
                              (r.status == ProcessResult::Status::SpawnFailed ? "" : "\n" + tail(r.out)));
  }
}

nlohmann::json run_benchmark(const std::vector<std::string>& argv, std::chrono::seconds time_limit,
                             const std::string& what) {
  ProcessOptions options;
  options.time_limit = time_limit;
  ProcessResult r = run_process(argv, options);
  if (!r.ok()) {
    throw RooflineUnavailable(what + " " + r.describe() + ": " + command_line(argv) +
                              (r.err.empty() ? "" : "\n" + tail(r.err)) + (r.out.empty() ? "" : "\n" + tail(r.out, 5)));
  }
  try {
    return nlohmann::json::parse(r.out);
  } catch (const nlohmann::json::exception& e) {
    throw RooflineUnavailable(what + " printed something that is not JSON (" + e.what() + "): " + tail(r.out, 5));
  }
}

std::string tool_version(const std::string& tool) {
  ProcessOptions options;
  options.time_limit = std::chrono::seconds(30);
  options.merge_stderr = true;
  ProcessResult r = run_process({tool, "--version"}, options);
  if (!r.ok()) return "";
  std::string line = r.out.substr(0, r.out.find('\n'));
  return line;
}

std::optional<BandwidthCeiling> bandwidth_from_run(const nlohmann::json& k, const std::string& program) {
  if (!k.at("available").get<bool>()) return std::nullopt;
  BandwidthCeiling b;
  const std::string name = k.at("name").get<std::string>();
  b.kernel = name.substr(0, name.find(':'));
  if (b.kernel == "mix_nt" || b.kernel == "write_nt") b.kernel.resize(b.kernel.size() - 3);
  b.reads = k.at("reads").get<int>();
  b.writes = k.at("writes").get<int>();
  b.streaming = k.at("streaming").get<bool>();
  const unsigned long long mismatches = k.at("mismatches").get<unsigned long long>();
  if (mismatches != 0) {
    throw RooflineUnavailable(program + ": the " + b.label() + " kernel wrote " + std::to_string(mismatches) +
                              " wrong values; its bandwidth is not reported");
  }
  const double bytes = k.at("bytes").get<double>();
  const double allocate = k.at("allocate_bytes").get<double>();
  std::vector<double> achieved, effective;
  for (double s : k.at("seconds").get<std::vector<double>>()) {
    if (!(s > 0))
      throw RooflineUnavailable(program + ": the " + b.label() + " kernel reported a time of " + std::to_string(s) +
                                " s");
    achieved.push_back(bytes / s / 1e9);
    effective.push_back((bytes + allocate) / s / 1e9);
  }
  b.achieved = spread_of(achieved);
  b.effective = spread_of(effective);
  b.repetitions = static_cast<int>(achieved.size());
  return b;
}

FlopCeiling flops_from_run(const nlohmann::json& run) {
  FlopCeiling f;
  f.precision = run.at("precision").get<std::string>();
  const unsigned long long mismatches = run.at("mismatches").get<unsigned long long>();
  if (mismatches != 0) {
    throw RooflineUnavailable(run.at("program").get<std::string>() + ": " + std::to_string(mismatches) + " " +
                              f.precision + " lanes ended at the wrong value; the peak is not reported");
  }
  const double flops = run.at("flops").get<double>();
  std::vector<double> rates;
  for (double s : run.at("seconds").get<std::vector<double>>()) {
    if (!(s > 0)) throw RooflineUnavailable("a flops run reported a time of " + std::to_string(s) + " s");
    rates.push_back(flops / s / 1e9);
  }
  f.gflops = spread_of(rates);
  f.repetitions = static_cast<int>(rates.size());
  return f;
}

long flop_iterations(double seconds, long probe_iterations, double probe_seconds, long max_iterations) {
  double scaled = probe_seconds > 0 ? seconds / probe_seconds * static_cast<double>(probe_iterations)
                                    : static_cast<double>(max_iterations);
  double clamped = std::clamp(scaled, 1024.0, static_cast<double>(max_iterations));
  return static_cast<long>(std::llround(clamped));
}

std::string stream_mixes_header(const std::vector<StreamMix>& mixes, int max_streams) {
  std::string list;
  std::vector<StreamMix> listed;  // each once: a second definition would not compile
  for (const StreamMix& m : mixes) {
    if (std::find(listed.begin(), listed.end(), m) != listed.end()) continue;
    listed.push_back(m);
    if (m.reads < 0 || m.writes < 1) {
      throw RooflineUnavailable("the stream mix " + m.label() + " has no kernel: a mix writes at least one stream");
    }
    if (max_streams > 0 && m.reads + m.writes > max_streams) {
      throw RooflineUnavailable("the stream mix " + m.label() + " has " + std::to_string(m.reads + m.writes) +
                                " streams, more than the " + std::to_string(max_streams) +
                                " one STREAM kernel can take");
    }
    list += (list.empty() ? "" : " ") + std::string("ST_MIX(") + std::to_string(m.reads) + ", " +
            std::to_string(m.writes) + ")";
  }
  return "// The stream mixes this build measures (written by the tuner).\n#define ST_MIXES " + list + "\n";
}

std::string utc_now() {
  std::time_t now = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&now, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return buf;
}

void progress(std::ostream* log, const std::string& line) {
  if (log) *log << "roofline: " << line << "\n" << std::flush;
}

std::optional<std::string> find_program(const std::string& name, const std::vector<std::string>& fallbacks) {
  if (const char* path = std::getenv("PATH")) {
    std::string dirs = path;
    size_t start = 0;
    while (start <= dirs.size()) {
      size_t colon = dirs.find(':', start);
      std::string dir = dirs.substr(start, colon == std::string::npos ? std::string::npos : colon - start);
      if (!dir.empty()) {
        fs::path candidate = fs::path(dir) / name;
        if (::access(candidate.c_str(), X_OK) == 0 && !fs::is_directory(candidate)) return candidate.string();
      }
      if (colon == std::string::npos) break;
      start = colon + 1;
    }
  }
  for (const std::string& f : fallbacks) {
    if (::access(f.c_str(), X_OK) == 0 && !fs::is_directory(f)) return f;
  }
  return std::nullopt;
}

}  // namespace st
