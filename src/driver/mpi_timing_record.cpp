#include "driver/mpi_timing_record.h"

#include <cmath>

#include "ast/printer.h"
#include "strategy/tuning_db.h"

namespace st {

namespace {

// Every part's parameters at the kernel's first size, the parts run on every call and
// each nest's: two kernels time alike only where all of them are equal.
std::string kernel_text(const PackagedKernel& k) {
  if (k.variants.empty()) return "";
  const PackagedVariant& v = k.variants.front();
  std::string text = "parts";
  for (const PackagedPart& part : v.parts) text += " [" + part.parameters + "]";
  if (!v.nest_parts.empty()) text += "; nests";
  for (const PackagedPart& part : v.nest_parts) text += " [" + part.parameters + "]";
  return text;
}

// The key: the subroutine as printed, the block, and in the target field everything else
// a run's time depends on.
TuningKey key_of(const MpiTimingWhat& what) {
  std::string grid;
  for (size_t d = 0; d < what.grid.size(); ++d) grid += (d ? "x" : "") + std::to_string(what.grid[d]);
  const PackagedKernel& k = *what.kernel;
  std::string target = what.target + ", MPI timing " + (what.alone ? "alone on one rank" : "on " + grid + " ranks") +
                       ", " + what.mode + ", launcher " + what.launcher +
                       (what.binding.empty() ? std::string() : " " + what.binding) + ", " + kernel_text(k);
  return TuningKey::make(ast::to_fortran(*k.sub),
                         k.variants.empty() ? std::vector<long long>{} : k.variants.front().size, target, what.machine,
                         what.compiler);
}

Point point_of(const MpiTimingWhat& what) { return {{"HALO_STEPS", what.halo_steps}, {"PIECES", what.pieces}}; }

bool finite_seconds(const nlohmann::json& j, const char* name) {
  auto it = j.find(name);
  return it != j.end() && it->is_number() && std::isfinite(it->get<double>()) && it->get<double>() >= 0;
}

}  // namespace

void record_mpi_run(TuningDb& db, const MpiTimingWhat& what, const MpiTimingRun& run) {
  nlohmann::json split = nlohmann::json::array();
  for (const ReportMpiRankSplit& r : run.split) split.push_back({r.rank, r.compute, r.pack, r.wait, r.unpack});
  const nlohmann::json details = {{"exchange_seconds", run.exchange_seconds},
                                  {"compute_seconds", run.compute_seconds},
                                  {"halo_steps_used", run.halo_steps_used},
                                  {"split", split}};
  db.record(key_of(what), point_of(what), Measurement::ok(run.seconds), details);
}

std::optional<MpiTimingRun> recorded_mpi_run(const TuningDb& db, const MpiTimingWhat& what) {
  const Point point = point_of(what);
  std::optional<MpiTimingRun> found;
  for (const TuningRecord& r : db.records(key_of(what))) {
    const nlohmann::json d = nlohmann::json::parse(r.details, nullptr, false);
    if (r.params != point || !r.measurement.valid || !d.is_object() || !finite_seconds(d, "exchange_seconds") ||
        !finite_seconds(d, "compute_seconds") || !d.contains("split") || !d["split"].is_array())
      continue;
    MpiTimingRun run;
    run.seconds = r.measurement.seconds;
    run.exchange_seconds = d["exchange_seconds"].get<double>();
    run.compute_seconds = d["compute_seconds"].get<double>();
    if (auto h = d.find("halo_steps_used"); h != d.end() && h->is_number_integer())
      run.halo_steps_used = h->get<long>();
    bool whole = true;
    for (const nlohmann::json& s : d["split"]) {
      whole = whole && s.is_array() && s.size() == 5 && s[0].is_number_integer();
      for (size_t i = 1; whole && i < 5; ++i) whole = s[i].is_number();
      if (!whole) break;
      run.split.push_back(
          {s[0].get<int>(), s[1].get<double>(), s[2].get<double>(), s[3].get<double>(), s[4].get<double>()});
    }
    if (whole) found = std::move(run);  // the latest record wins
  }
  return found;
}

}  // namespace st
