#include "roofline/ceilings.h"

#include <algorithm>
#include <cstdio>
#include <sstream>

#include "frontend/diagnostics.h"

namespace st {

std::string StreamMix::label() const { return std::to_string(reads) + "R" + std::to_string(writes) + "W"; }

std::vector<StreamMix> standard_mixes() { return {{1, 1}, {2, 1}, {3, 1}, {1, 3}}; }

int CeilingPlan::max_arrays() const {
  int n = reference_kernels ? 3 : 1;  // triad streams three arrays
  for (const StreamMix& m : mixes) n = std::max(n, m.reads + m.writes);
  return n;
}

Spread spread_of(std::vector<double> rates) {
  internal_assert(!rates.empty()) << "a spread of no measurements";
  std::sort(rates.begin(), rates.end());
  size_t n = rates.size();
  Spread s;
  s.min = rates.front();
  s.max = rates.back();
  s.median = n % 2 ? rates[n / 2] : 0.5 * (rates[n / 2 - 1] + rates[n / 2]);
  return s;
}

std::string BandwidthCeiling::label() const {
  std::string s;
  if (kernel == "mix")
    s = "mix " + StreamMix{reads, writes}.label();
  else if (kernel == "read")
    s = "read-only";
  else if (kernel == "write")
    s = "write-only";
  else
    s = kernel;
  return streaming ? s + ", streaming stores" : s;
}

const BandwidthCeiling* Ceilings::find(const std::string& kernel, int reads, int writes, bool streaming) const {
  for (const BandwidthCeiling& b : bandwidth) {
    if (b.kernel == kernel && b.reads == reads && b.writes == writes && b.streaming == streaming) return &b;
  }
  return nullptr;
}

const BandwidthCeiling* Ceilings::mix(StreamMix m, bool streaming) const {
  return find("mix", m.reads, m.writes, streaming);
}

const FlopCeiling* Ceilings::peak(int element_bytes) const {
  std::string precision = element_bytes <= 4 ? "fp32" : "fp64";
  for (const FlopCeiling& f : flops) {
    if (f.precision == precision) return &f;
  }
  return nullptr;
}

namespace {

nlohmann::ordered_json spread_json(const Spread& s) { return {{"median", s.median}, {"min", s.min}, {"max", s.max}}; }

Spread spread_from(const nlohmann::json& j) {
  return {j.at("median").get<double>(), j.at("min").get<double>(), j.at("max").get<double>()};
}

std::string fixed(double v, int digits) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", digits, v);
  return buf;
}

// "12.3 [11.9 .. 12.6]" with three significant figures or so.
std::string spread_text(const Spread& s) {
  int digits = s.median >= 100 ? 0 : s.median >= 10 ? 1 : 2;
  return fixed(s.median, digits) + " [" + fixed(s.min, digits) + " .. " + fixed(s.max, digits) + "]";
}

std::string pad(std::string s, size_t width) {
  if (s.size() < width) s.append(width - s.size(), ' ');
  return s;
}

}  // namespace

std::string byte_size_text(std::uint64_t bytes) {
  const char* units[] = {"bytes", "KiB", "MiB", "GiB", "TiB"};
  double v = static_cast<double>(bytes);
  int u = 0;
  while (v >= 1024 && u < 4) {
    v /= 1024;
    ++u;
  }
  if (u == 0) return std::to_string(bytes) + " bytes";
  return fixed(v, v >= 100 ? 0 : v >= 10 ? 1 : 2) + " " + units[u];
}

nlohmann::ordered_json to_json(const Ceilings& c) {
  nlohmann::ordered_json j;
  j["stenciltune_roofline_version"] = ceilings_version;
  j["target"] = c.target;
  j["fingerprint"] = c.fingerprint;
  j["machine"] = c.machine;
  j["measured_at"] = c.measured_at;
  j["compiler"] = c.compiler;
  j["request"] = {{"array_bytes", c.request.array_bytes},
                  {"repetitions", c.request.repetitions},
                  {"flop_seconds", c.request.flop_seconds},
                  {"threads", c.request.threads}};
  j["array_bytes"] = c.array_bytes;
  j["sizing"] = c.sizing;
  j["placement"] = c.placement;
  j["notes"] = c.notes;
  j["units"] = {{"bandwidth", "GB/s (1e9 bytes per second)"}, {"flops", "GFlop/s (1e9 per second)"}};
  j["bandwidth"] = nlohmann::ordered_json::array();
  for (const BandwidthCeiling& b : c.bandwidth) {
    j["bandwidth"].push_back({{"kernel", b.kernel},
                              {"reads", b.reads},
                              {"writes", b.writes},
                              {"streaming", b.streaming},
                              {"achieved", spread_json(b.achieved)},
                              {"effective", spread_json(b.effective)},
                              {"repetitions", b.repetitions}});
  }
  j["flops"] = nlohmann::ordered_json::array();
  for (const FlopCeiling& f : c.flops) {
    j["flops"].push_back(
        {{"precision", f.precision}, {"gflops", spread_json(f.gflops)}, {"repetitions", f.repetitions}});
  }
  return j;
}

Ceilings ceilings_from_json(const nlohmann::json& j) {
  try {
    if (j.at("stenciltune_roofline_version").get<int>() != ceilings_version) {
      throw RooflineUnavailable("a roofline file of another version");
    }
    Ceilings c;
    c.target = j.at("target").get<std::string>();
    c.fingerprint = j.at("fingerprint").get<std::string>();
    c.machine = j.at("machine").get<std::string>();
    c.measured_at = j.at("measured_at").get<std::string>();
    c.compiler = j.at("compiler").get<std::string>();
    const nlohmann::json& r = j.at("request");
    c.request.array_bytes = r.at("array_bytes").get<std::uint64_t>();
    c.request.repetitions = r.at("repetitions").get<int>();
    c.request.flop_seconds = r.at("flop_seconds").get<double>();
    c.request.threads = r.at("threads").get<int>();
    c.array_bytes = j.at("array_bytes").get<std::uint64_t>();
    c.sizing = j.at("sizing").get<std::string>();
    c.placement = j.at("placement").get<std::string>();
    c.notes = j.at("notes").get<std::vector<std::string>>();
    for (const nlohmann::json& b : j.at("bandwidth")) {
      BandwidthCeiling bc;
      bc.kernel = b.at("kernel").get<std::string>();
      bc.reads = b.at("reads").get<int>();
      bc.writes = b.at("writes").get<int>();
      bc.streaming = b.at("streaming").get<bool>();
      bc.achieved = spread_from(b.at("achieved"));
      bc.effective = spread_from(b.at("effective"));
      bc.repetitions = b.at("repetitions").get<int>();
      c.bandwidth.push_back(bc);
    }
    for (const nlohmann::json& f : j.at("flops")) {
      c.flops.push_back(
          {f.at("precision").get<std::string>(), spread_from(f.at("gflops")), f.at("repetitions").get<int>()});
    }
    return c;
  } catch (const nlohmann::json::exception& e) {
    throw RooflineUnavailable(std::string("not a roofline file: ") + e.what());
  }
}

std::string to_text(const Ceilings& c) {
  std::ostringstream out;
  out << "roofline of " << c.machine << " (" << c.target << ")\n";
  out << "measured " << c.measured_at << "; kernels built with " << c.compiler << "\n";
  out << c.placement << "\n";
  out << "arrays of " << byte_size_text(c.array_bytes) << " each: " << c.sizing << "\n";
  out << "each figure: the median of " << c.request.repetitions << " repetitions [slowest .. fastest]\n";
  for (const std::string& note : c.notes) out << "note: " << note << "\n";
  out << "\n" << pad("bandwidth", 36) << pad("achieved GB/s", 26) << "effective GB/s (with write-allocate)\n";
  for (const BandwidthCeiling& b : c.bandwidth) {
    bool same = b.effective.median == b.achieved.median && b.effective.min == b.achieved.min;
    out << "  " << pad(b.label(), 34) << pad(spread_text(b.achieved), 26) << (same ? "same" : spread_text(b.effective))
        << "\n";
  }
  if (!c.flops.empty()) {
    out << "\n"
        << pad(c.target == "cuda" ? "peak flops (FMA, whole device)" : "peak flops (FMA, every core)", 36)
        << "GFlop/s\n";
    for (const FlopCeiling& f : c.flops) out << "  " << pad(f.precision, 34) << spread_text(f.gflops) << "\n";
  }
  return out.str();
}

}  // namespace st
