#include "report/report_json.h"

namespace st {

namespace {

using Json = nlohmann::ordered_json;

Json spread_json(const Spread& s) { return {{"median", s.median}, {"min", s.min}, {"max", s.max}}; }

Json point_json(const RooflinePoint& p) {
  return {{"intensity", p.intensity}, {"bandwidth_gbs", p.bandwidth_gbs}, {"bandwidth_from", p.bandwidth_from},
          {"gflops", p.gflops},       {"gstencils", p.gstencils},         {"memory_bound", p.memory_bound}};
}

Json intensity_json(const ReportKernel& k) {
  const Traffic& t = k.intensity.traffic;
  return {{"flops_per_point", k.intensity.flops},
          {"bytes_per_point",
           {{"compulsory", t.compulsory},
            {"write_allocate", t.write_allocate},
            {"capacity", t.capacity},
            {"naive", t.naive()}}},
          {"reuse_lost", t.reuse_lost},
          {"plane_working_set_bytes", t.plane_working_set},
          {"cache_model", k.cache_model},
          {"naive", k.intensity.naive()},
          {"tuned", k.intensity.tuned()}};
}

Json stage_json(const ReportKernel& k, const ReportStage& s) {
  Json j = {{"stage", s.name}, {"what", s.what}, {"valid", s.valid}};
  if (!s.details.empty()) {
    Json details = Json::object();
    for (const auto& [name, value] : s.details) details[name] = value;
    j["details"] = details;
  }
  if (!s.valid) {
    j["reason"] = s.reason;
    return j;
  }
  StageRates r = stage_rates(k, s);
  j["seconds"] = s.seconds;
  j["spread"] = s.spread;
  j["repetitions"] = s.repetitions;
  j["gstencils"] = r.gstencils;
  j["gbytes_per_second"] = r.gbytes_per_second;
  j["percent_of_bound"] = r.percent_of_bound ? Json(*r.percent_of_bound) : Json(nullptr);
  return j;
}

Json search_json(const ReportSearch& s) {
  Json j = {{"ran", s.ran}};
  if (!s.ran) return j;
  j["engine"] = s.engine;
  j["why"] = s.why;
  j["stopped"] = s.stopped;
  j["tried"] = s.tried;
  j["measured"] = s.measured;
  j["from_database"] = s.from_database;
  j["invalid"] = s.invalid;
  Json reasons = Json::array();
  for (const auto& [reason, count] : s.invalid_reasons) reasons.push_back({{"reason", reason}, {"count", count}});
  j["invalid_reasons"] = reasons;
  j["space_total"] = s.space_total;
  j["legal"] = s.legal;
  Json pruned = Json::array();
  for (const PrunedFamily& p : s.pruned)
    pruned.push_back({{"family", p.family}, {"count", p.count}, {"example", p.example}});
  j["pruned"] = pruned;
  j["fixed"] = s.fixed;
  j["seconds"] = s.seconds;
  return j;
}

Json kernel_json(const Report& report, const ReportKernel& k) {
  Json j;
  j["subroutine"] = k.name;
  if (k.nest >= 0) j["nest"] = k.nest + 1;
  if (k.steps > 0) j["steps"] = k.steps;
  j["size"] = k.size;
  j["points"] = k.points();
  j["reference"] = k.reference;
  j["precision"] = k.precision;
  j["stream_mix"] = k.stream_mix;
  j["grid_bytes"] = k.grid_bytes;
  j["intensity"] = intensity_json(k);
  if (k.bound) {
    j["bound"] = {{"precision", k.bound->precision},
                  {"peak_gflops", k.bound->peak_gflops},
                  {"naive", point_json(k.bound->naive)},
                  {"tuned", point_json(k.bound->tuned)},
                  {"expected_benefit", k.bound->expected_benefit}};
  } else {
    j["bound"] = nullptr;
    j["no_bound_reason"] = k.no_bound_reason;
  }
  Json stages = Json::array();
  for (const ReportStage& s : k.stages) stages.push_back(stage_json(k, s));
  j["stages"] = stages;
  Json best = Json::object();
  for (const auto& [name, value] : k.best) best[name] = value;
  j["variant"] = best;
  j["search"] = search_json(k.search);
  j["notes"] = k.notes;
  if (k.counters) {
    const KernelCounters& c = *k.counters;
    j["counters"] = {{"tool", c.tool},
                     {"dram_bytes_per_point", c.dram_bytes_per_point},
                     {"l2_bytes_per_point", c.l2_bytes_per_point},
                     {"dram_percent", c.dram_percent},
                     {"l2_percent", c.l2_percent},
                     {"l1_percent", c.l1_percent},
                     {"sm_percent", c.sm_percent},
                     {"achieved_occupancy_percent", c.achieved_occupancy_percent},
                     {"theoretical_occupancy_percent", c.theoretical_occupancy_percent}};
  }
  if (k.per_call) {
    const ReportPerCall& p = *k.per_call;
    const std::string faster = faster_once_per_step(p);
    j["per_call"] = {{"host_entries_seconds", p.host_entries_seconds},
                     {"kernels_seconds", p.kernels_seconds},
                     {"cpu_seconds", p.cpu_seconds ? Json(*p.cpu_seconds) : Json(nullptr)},
                     {"faster_once_per_step", faster.empty() ? Json(nullptr) : Json(faster)}};
    if (!p.cpu_unavailable.empty()) j["per_call"]["cpu_unavailable"] = p.cpu_unavailable;
  }
  j["limit"] = limiting_factor(report, k);
  return j;
}

}  // namespace

nlohmann::ordered_json to_json(const Report& report) {
  Json j;
  j["stenciltune_report_version"] = report_version;
  j["tool_version"] = report.tool_version;
  j["stencil"] = report.stencil;
  j["file"] = report.file;
  j["target"] = report.target;
  j["target_description"] = report.target_description;
  j["machine"] = {{"summary", report.machine},
                  {"fingerprint", report.fingerprint},
                  {"cache", {{"name", report.cache_name}, {"bytes", report.cache_bytes}}}};
  j["compiler"] = report.compiler;
  if (report.ceiling_source) {
    const ReportCeilingSource& src = *report.ceiling_source;
    Json list = Json::array();
    for (const ReportCeiling& c : report.ceilings) {
      list.push_back({{"name", c.name},
                      {"kind", c.kind == ReportCeiling::Kind::Bandwidth ? "bandwidth" : "flops"},
                      {"unit", c.unit()},
                      {"value", spread_json(c.value)},
                      {"repetitions", c.repetitions},
                      {"used_for", c.used_for}});
    }
    j["ceilings"] = {{"measured_at", src.measured_at},
                     {"from_cache", src.from_cache},
                     {"array_bytes", src.array_bytes},
                     {"sizing", src.sizing},
                     {"placement", src.placement},
                     {"notes", src.notes},
                     {"list", list}};
  } else {
    j["ceilings"] = nullptr;
  }
  Json kernels = Json::array();
  for (const ReportKernel& k : report.kernels) kernels.push_back(kernel_json(report, k));
  j["kernels"] = kernels;
  if (!report.library.empty()) {
    Json checks = Json::array();
    for (const ReportLibraryCheck& c : report.library_checks) {
      checks.push_back({{"subroutine", c.subroutine},
                        {"size", c.size},
                        {"variant", c.variant},
                        {"valid", c.valid},
                        {"reason", c.reason}});
    }
    j["library"] = report.library;
    if (!report.module_copies.empty()) j["module_copies"] = report.module_copies;
    j["library_check"] = checks;
    if (!report.library_not_checked.empty()) j["library_not_checked"] = report.library_not_checked;
  }
  if (!report.gpu_splits.empty()) {
    Json splits = Json::array();
    for (const ReportGpuSplit& s : report.gpu_splits) {
      Json timings = Json::array();
      for (const ReportGpuSplitTiming& t : s.timings) {
        Json one = {{"devices", t.devices}, {"overlap", t.overlap}, {"halo_steps", t.halo_steps}, {"valid", t.valid}};
        if (t.valid) {
          one["seconds"] = t.seconds;
        } else {
          one["reason"] = t.reason;
        }
        timings.push_back(one);
      }
      Json split = {{"subroutine", s.subroutine}, {"size", s.size},     {"devices", s.devices}, {"steps", s.steps},
                    {"pass_steps", s.pass_steps}, {"timings", timings}, {"note", s.note}};
      if (s.chosen) {
        split["chosen"] = *s.chosen;
        split["min_points"] = s.min_points;
      }
      splits.push_back(split);
    }
    j["gpu_split"] = splits;
  }
  if (report.mpi) {
    const ReportMpi& m = *report.mpi;
    Json mpi = Json::object();
    if (!m.library.empty()) mpi["library"] = m.library;
    if (!m.unavailable.empty()) mpi["unavailable"] = m.unavailable;
    Json without = Json::array();
    for (const auto& [sub, why] : m.without) without.push_back({{"subroutine", sub}, {"why", why}});
    mpi["without_entry"] = without;
    Json checks = Json::array();
    for (const ReportMpiCheck& c : m.checks) {
      checks.push_back({{"subroutine", c.subroutine},
                        {"ranks", c.ranks},
                        {"periodic", c.periodic},
                        {"mode", c.mode},
                        {"halo_steps", c.halo_steps},
                        {"pieces", c.pieces},
                        {"interior", c.interior},
                        {"valid", c.valid},
                        {"reductions", c.reductions},
                        {"reference", c.reference},
                        {"resident", c.resident},
                        {"reason", c.reason}});
    }
    mpi["checks"] = checks;
    Json timings = Json::array();
    for (const ReportMpiTiming& t : m.timings) {
      Json split = Json::array();
      for (const ReportMpiRankSplit& r : t.split) {
        split.push_back({{"rank", r.rank},
                         {"compute_seconds", r.compute},
                         {"pack_seconds", r.pack},
                         {"wait_seconds", r.wait},
                         {"unpack_seconds", r.unpack}});
      }
      timings.push_back({{"subroutine", t.subroutine},
                         {"ranks", t.ranks},
                         {"mode", t.mode},
                         {"block", t.block},
                         {"seconds", t.seconds},
                         {"exchange_seconds", t.exchange_seconds},
                         {"compute_seconds", t.compute_seconds},
                         {"one_rank_seconds", t.one_rank_seconds},
                         {"chosen", t.chosen},
                         {"halo_steps", t.halo_steps},
                         {"steps", t.steps},
                         {"pieces", t.pieces},
                         {"threads", t.threads},
                         {"binding", t.binding},
                         {"variant", t.variant},
                         {"found_on_grid", t.found_on_grid},
                         {"parameters", t.parameters},
                         {"from_database", t.from_database},
                         {"split", split}});
    }
    mpi["timings"] = timings;
    Json searches = Json::array();
    for (const ReportMpiSearch& q : m.searches) {
      if (!q.not_run.empty()) {
        searches.push_back({{"subroutine", q.subroutine}, {"nest", q.nest}, {"not_run", q.not_run}});
        continue;
      }
      searches.push_back({{"subroutine", q.subroutine},
                          {"nest", q.nest},
                          {"threads", q.threads},
                          {"mode", q.mode},
                          {"pieces", q.pieces},
                          {"halo_steps", q.halo_steps},
                          {"start", q.start},
                          {"start_seconds", q.start_seconds},
                          {"engine", q.engine},
                          {"stopped", q.stopped},
                          {"measured", q.measured},
                          {"invalid", q.invalid},
                          {"from_database", q.from_database},
                          {"seconds", q.seconds},
                          {"best", q.best},
                          {"best_seconds", q.best_seconds},
                          {"rejected", q.rejected}});
    }
    mpi["searches"] = searches;
    Json confirmations = Json::array();
    for (const ReportMpiConfirmation& c : m.confirmations) {
      Json one = {{"subroutine", c.subroutine},
                  {"candidate", c.candidate},
                  {"packaged", c.packaged},
                  {"rounds", c.rounds},
                  {"candidate_seconds", c.candidate_seconds},
                  {"packaged_seconds", c.packaged_seconds},
                  {"taken", c.taken}};
      if (!c.failed.empty()) one["failed"] = c.failed;
      confirmations.push_back(one);
    }
    mpi["confirmations"] = confirmations;
    if (!m.not_timed.empty()) mpi["not_timed"] = m.not_timed;
    if (!m.not_checked.empty()) mpi["not_checked"] = m.not_checked;
    if (!m.timings.empty()) mpi["timed_resident"] = m.timed_resident;
    mpi["notes"] = m.notes;
    j["mpi"] = mpi;
  }
  return j;
}

}  // namespace st
