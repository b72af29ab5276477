#include "harness/cuda_counters.h"

#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <map>
#include <sstream>

#include "harness/process.h"

namespace st {

namespace {

// The fields of one CSV line: comma-separated, each maybe in double quotes ("" inside
// quotes is a quote).
std::vector<std::string> csv_fields(const std::string& line) {
  std::vector<std::string> fields(1);
  bool quoted = false;
  for (size_t i = 0; i < line.size(); ++i) {
    char c = line[i];
    if (quoted) {
      if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
        fields.back() += '"';
        ++i;
      } else if (c == '"') {
        quoted = false;
      } else {
        fields.back() += c;
      }
    } else if (c == '"') {
      quoted = true;
    } else if (c == ',') {
      fields.emplace_back();
    } else if (c != '\r') {
      fields.back() += c;
    }
  }
  return fields;
}

std::optional<double> number(const std::string& text) {
  std::string digits;
  for (char c : text) {
    if (c != ',') digits += c;
  }
  if (digits.empty()) return std::nullopt;
  char* end = nullptr;
  double v = std::strtod(digits.c_str(), &end);
  if (end == digits.c_str() || *end != '\0') return std::nullopt;
  return v;
}

bool executable(const std::string& path) { return !path.empty() && ::access(path.c_str(), X_OK) == 0; }

}  // namespace

std::optional<KernelCounters> parse_ncu_csv(const std::string& text, double points) {
  std::istringstream in(text);
  std::string line;
  std::vector<std::string> header;
  // Kernel launch ID -> metric name -> value.
  std::map<std::string, std::map<std::string, double>> launches;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] != '"') continue;  // ncu's own lines and the program's output
    std::vector<std::string> f = csv_fields(line);
    if (header.empty()) {
      header = f;
      continue;
    }
    std::map<std::string, std::string> row;
    for (size_t i = 0; i < f.size() && i < header.size(); ++i) row[header[i]] = f[i];
    std::optional<double> v = number(row["Metric Value"]);
    if (!v || row["Metric Name"].empty()) continue;
    launches[row["ID"]].emplace(row["Metric Name"], *v);
  }
  KernelCounters c;
  double dram = 0, l2 = 0, weight = 0;
  bool counted = false;
  for (const auto& launch : launches) {
    const std::map<std::string, double>& m = launch.second;
    auto get = [&m](const char* name) {
      auto it = m.find(name);
      return it == m.end() ? 0.0 : it->second;
    };
    if (!m.count("dram__bytes_read.sum")) continue;
    counted = true;
    dram += get("dram__bytes_read.sum") + get("dram__bytes_write.sum");
    l2 += get("lts__t_bytes.sum");
    double w = m.count("Duration") ? get("Duration") : 1.0;
    weight += w;
    c.dram_percent += w * get("DRAM Throughput");
    c.l2_percent += w * get("L2 Cache Throughput");
    c.l1_percent += w * get("L1/TEX Cache Throughput");
    c.sm_percent += w * get("Compute (SM) Throughput");
    c.achieved_occupancy_percent += w * get("Achieved Occupancy");
    c.theoretical_occupancy_percent += w * get("Theoretical Occupancy");
  }
  if (!counted || points <= 0) return std::nullopt;
  if (weight > 0) {
    for (double* p : {&c.dram_percent, &c.l2_percent, &c.l1_percent, &c.sm_percent, &c.achieved_occupancy_percent,
                      &c.theoretical_occupancy_percent}) {
      *p /= weight;
    }
  }
  c.dram_bytes_per_point = dram / points;
  c.l2_bytes_per_point = l2 / points;
  c.tool = "Nsight Compute";
  return c;
}

std::string find_ncu(const std::string& nvcc) {
  size_t slash = nvcc.rfind('/');
  if (slash != std::string::npos && executable(nvcc.substr(0, slash + 1) + "ncu"))
    return nvcc.substr(0, slash + 1) + "ncu";
  const char* path = std::getenv("PATH");
  std::istringstream dirs(path ? path : "");
  std::string dir;
  while (std::getline(dirs, dir, ':')) {
    if (!dir.empty() && executable(dir + "/ncu")) return dir + "/ncu";
  }
  return "";
}

std::optional<KernelCounters> read_counters(const std::string& ncu, const std::vector<std::string>& command,
                                            const std::string& kernel_marker, int kernels, double points,
                                            std::string& why) {
  std::vector<std::string> argv = {ncu,
                                   "--clock-control",
                                   "none",
                                   "-k",
                                   "regex:" + kernel_marker,
                                   "--launch-skip",
                                   std::to_string(kernels),
                                   "--launch-count",
                                   std::to_string(kernels),
                                   "--csv",
                                   "--page",
                                   "details",
                                   "--print-units",
                                   "base",
                                   "--section",
                                   "SpeedOfLight",
                                   "--section",
                                   "Occupancy",
                                   "--metrics",
                                   "dram__bytes_read.sum,dram__bytes_write.sum,lts__t_bytes.sum"};
  argv.insert(argv.end(), command.begin(), command.end());
  ProcessOptions limit;
  limit.time_limit = std::chrono::seconds(180);
  ProcessResult r = run_process(argv, limit);
  std::optional<KernelCounters> c = parse_ncu_csv(r.out, points);
  if (!c) {
    std::string said = r.err.empty() ? r.out : r.err;
    if (said.size() > 300) said = said.substr(said.size() - 300);
    why = "ncu read no counters (" + r.describe() + "): " + said;
    return std::nullopt;
  }
  ProcessResult version = run_process({ncu, "--version"});
  size_t at = version.out.find("Version ");
  if (at != std::string::npos) {
    size_t end = version.out.find_first_of(" \n", at + 8);
    c->tool += " " + version.out.substr(at + 8, end == std::string::npos ? std::string::npos : end - at - 8);
  }
  return c;
}

}  // namespace st
