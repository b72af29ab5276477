#include "harness/cuda_evaluator.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <regex>
#include <set>
#include <sstream>

#include "backends/cuda/cuda_backend.h"
#include "harness/batch_run.h"
#include "harness/build_jobs.h"
#include "harness/check_harness.h"
#include "harness/process.h"
#include "report/report_model.h"
#include "strategy/param_space.h"
#include "support/atomic_file.h"

namespace st {

namespace {

double field(const std::string& out, const std::string& line_tag, const std::string& name) {
  size_t at = out.find(line_tag);
  if (at == std::string::npos) return -1;
  size_t end = out.find('\n', at);
  std::string line = out.substr(at, end == std::string::npos ? std::string::npos : end - at);
  size_t f = line.find(" " + name + "=");
  if (f == std::string::npos) return -1;
  return std::strtod(line.c_str() + f + name.size() + 2, nullptr);
}

std::string first_failure(const std::string& out) {
  std::istringstream in(out);
  std::string line;
  while (std::getline(in, line)) {
    if (line.find("wrong=") != std::string::npos && line.find("wrong=0 unwritten_changed=0") == std::string::npos)
      return line;
    if (line.find("cuda error") != std::string::npos || line.find("CUDA error") != std::string::npos) return line;
  }
  return out.size() > 300 ? out.substr(0, 300) : out;
}

}  // namespace

std::vector<long long> ring_check_extents(const CudaEvaluatorConfig& config, const Point& point) {
  auto get = [&](const char* name, long long otherwise) {
    auto it = point.find(name);
    return it == point.end() ? otherwise : it->second;
  };
  if (get("SMEM", 0) != 2 || config.check_extents.size() < 2) return {};
  std::vector<long long> e = config.aligned_check_extents.empty() ? config.check_extents : config.aligned_check_extents;
  // A block is wholly inside where the grid is at least its tile plus the row's rounding
  // (under 4 cells) wide and, in 3-D, a tile high; steps of 4 keep the rows' alignment.
  long long want_x = get("TX", 32) * get("RX", 1) + 3;
  if (e[0] < want_x) e[0] += (want_x - e[0] + 3) / 4 * 4;
  if (e.size() == 3) e[1] = std::max(e[1], get("TY", 1) * get("RY", 1));
  for (size_t d = 0; d < e.size() && d < config.extents.size(); ++d) e[d] = std::min(e[d], config.extents[d]);
  if (e == config.check_extents) return {};
  return e;
}

PtxasInfo parse_ptxas(const std::string& output, const std::string& kernel_marker) {
  PtxasInfo info;
  std::istringstream in(output);
  std::string line;
  bool inside = false;
  static const std::regex spill(R"((\d+) bytes spill stores, (\d+) bytes spill loads)");
  static const std::regex regs(R"(Used (\d+) registers)");
  static const std::regex smem(R"((\d+) bytes smem)");
  while (std::getline(in, line)) {
    if (line.find("Function properties for ") != std::string::npos) {
      inside = line.find(kernel_marker) != std::string::npos;
      continue;
    }
    if (line.find("Compiling entry function") != std::string::npos) continue;
    if (!inside) continue;
    std::smatch m;
    if (std::regex_search(line, m, spill)) {
      info.known = true;
      info.spill_bytes = std::max(info.spill_bytes, std::stoll(m[1]) + std::stoll(m[2]));
    }
    if (std::regex_search(line, m, regs)) {
      info.known = true;
      info.registers = std::max(info.registers, std::stoi(m[1]));
      if (std::regex_search(line, m, smem)) info.shared_bytes = std::max(info.shared_bytes, std::stoll(m[1]));
    }
  }
  info.text = std::to_string(info.registers) + " registers, " + std::to_string(info.spill_bytes) + " spill bytes, " +
              std::to_string(info.shared_bytes) + " bytes smem";
  return info;
}

CudaEvaluator::CudaEvaluator(const ast::Subroutine& sub, const SymbolTable& symbols, const StencilInfo& info,
                             Reference reference, CudaEvaluatorConfig config)
    : sub_(sub), symbols_(symbols), info_(info), reference_(std::move(reference)), config_(std::move(config)) {}

std::string CudaEvaluator::key_of(const Point& point) const { return parameters_text(point); }

std::string CudaEvaluator::source_of(const Point& point) const {
  CudaEmitOptions options;
  options.comment = "stenciltune CUDA variant of " + sub_.name + " (" + parameters_text(point) + ")";
  return emit_cuda(sub_, symbols_, info_, cuda_variant_of(point), options);
}

PtxasInfo CudaEvaluator::ptxas_of(const Point& point) const {
  auto it = built_.find(key_of(point));
  return it == built_.end() ? PtxasInfo{} : it->second.ptxas;
}

std::map<std::string, long long> CudaEvaluator::integer_arguments(const std::vector<long long>& extents) const {
  std::map<std::string, long long> arguments = size_arguments(info_, extents);
  for (const auto& [name, value] : config_.arguments) arguments[name] = value;
  return arguments;
}

long long proof_steps(long long timed, long long bt) {
  bt = std::max(1LL, bt);
  return std::min(timed, 2 * bt + timed % bt);
}

std::vector<std::string> CudaEvaluator::integer_argument_texts(const std::vector<long long>& extents,
                                                               const Point* proof) const {
  std::vector<std::string> texts;
  for (auto [name, value] : integer_arguments(extents)) {
    if (proof && name == config_.steps_argument) {
      auto bt = proof->find("BT");
      value = proof_steps(value, bt == proof->end() ? 1 : bt->second);
    }
    texts.push_back(name + "=" + std::to_string(value));
  }
  return texts;
}

std::vector<std::string> CudaEvaluator::job_command(const Built& b, const std::vector<long long>& extents) const {
  std::vector<std::string> command = {b.program, "check.variant=" + std::to_string(b.index)};
  for (const std::string& a : integer_argument_texts(extents)) command.push_back(a);
  return command;
}

CopyTimes CudaEvaluator::copies_of(const Point& point) {
  std::string key = key_of(point);
  auto it = copies_.find(key);
  if (it != copies_.end()) return it->second;
  CopyTimes copies;
  auto b = built_.find(key);
  if (b == built_.end() || b->second.program.empty()) return copies;
  // One timing run with host arrays, copied in and out around the kernels.
  std::vector<std::string> run = job_command(b->second, config_.extents);
  run.push_back("check.verify=0");
  run.push_back("check.host=1");
  ProcessOptions options;
  options.time_limit = std::chrono::milliseconds(static_cast<long long>(config_.time_limit_seconds * 1000));
  ProcessResult r = run_process(run, options);
  if (r.ok()) {
    copies.h2d_seconds = std::max(0.0, field(r.out, "copies:", "h2d"));
    copies.d2h_seconds = std::max(0.0, field(r.out, "copies:", "d2h"));
    copies.pinned = field(r.out, "copies:", "pinned") == 1;
  }
  copies_[key] = copies;
  return copies;
}

void CudaEvaluator::prepare(const std::vector<Point>& upcoming) {
  for (const Point& p : upcoming) {
    if (!measured_.count(key_of(p))) announced_.push_back(p);
  }
}

void CudaEvaluator::build_all(const std::vector<Point>& points) {
  std::vector<std::string> keys;
  std::vector<BuildJob> jobs;
  for (const Point& p : points) {
    std::string key = key_of(p);
    if (built_.count(key)) continue;
    // Each variant's entries under a name of its own, so that a round links them all.
    std::string entry = "st_v" + std::to_string(next_id_++);
    std::string stem = config_.work_dir + "/cuda_" + entry;
    try {
      CudaEmitOptions options;
      options.function_name = entry;
      options.fortran_entry = false;
      options.timing_entry = true;
      options.comment = "stenciltune CUDA variant of " + sub_.name + " (" + parameters_text(p) + ")";
      write_file_atomically(stem + ".cu", emit_cuda(sub_, symbols_, info_, cuda_variant_of(p), options));
      jobs.push_back(
          {{config_.nvcc, "-arch=" + config_.arch, "-O3", "-Xptxas", "-v", "-c", stem + ".cu", "-o", stem + ".o"}});
      keys.push_back(key);
      built_[key] = Built{stem + ".o", entry, "", {}, cuda_variant_of(p).threads(), "", 0};
    } catch (const std::exception& e) {
      built_[key] = Built{"", entry, std::string("generating the variant failed: ") + e.what(), {}, 0, "", 0};
    }
  }
  BuildJobOptions options;
  options.jobs_at_once = config_.compile_jobs;
  options.error_bytes = 600;
  run_build_jobs(jobs, options, [&](size_t index, const BuildJobResult& result) {
    const std::string& key = keys[index];
    Built& b = built_[key];
    b.ptxas = parse_ptxas(result.first_output, "st_" + b.entry + "_kernel");
    if (!result.error.empty()) {
      b.error = "compiling the variant failed: " + result.error;
      b.object.clear();
    } else if (b.ptxas.spill_bytes > 0) {
      b.error = "spills registers (ptxas: " + b.ptxas.text + ")";
      b.object.clear();
    } else if (config_.registers_per_block > 0 &&
               static_cast<long long>(b.ptxas.registers) * b.threads > config_.registers_per_block) {
      // The launch would fail with "too many resources requested".
      b.error = "needs " + std::to_string(static_cast<long long>(b.ptxas.registers) * b.threads) +
                " registers per block (" + std::to_string(b.ptxas.registers) + " x " + std::to_string(b.threads) +
                " threads), the device allows " + std::to_string(config_.registers_per_block);
      b.object.clear();
    }
    log_line(config_.log, "[stenciltune:harness] ", key + ": ptxas " + b.ptxas.text);
  });
}

void CudaEvaluator::measure_round(const std::vector<Point>& round) {
  build_all(round);
  std::vector<std::string> keys;  // the round's variants that compiled, in program order
  std::vector<Point> points;      // and their points
  for (const Point& p : round) {
    std::string key = key_of(p);
    const Built& b = built_.at(key);
    if (b.object.empty()) {
      measured_[key] = Measurement::invalid(b.error);
    } else if (std::find(keys.begin(), keys.end(), key) == keys.end()) {
      keys.push_back(key);
      points.push_back(p);
    }
  }
  if (keys.empty()) return;

  // One program: the check harness with every variant of the round, and the reference.
  std::string stem = config_.work_dir + "/cuda_round" + std::to_string(next_id_++);
  CheckHarnessOptions check;
  check.reference_symbol = reference_.symbol;
  check.variant_convention = CallingConvention::CByValue;
  check.integer_arguments = integer_arguments(config_.extents);
  check.timing_repetitions = config_.repetitions;
  check.timer_fills_device = true;
  std::vector<std::string> link = {config_.nvcc, "-arch=" + config_.arch, stem + "_main.o"};
  for (size_t k = 0; k < keys.size(); ++k) {
    const Built& b = built_.at(keys[k]);
    CheckHarnessOptions::Variant v{b.entry, "st_time_" + b.entry, "st_release_" + b.entry};
    if (k == 0) {
      check.variant_symbol = v.variant_symbol;
      check.timing_symbol = v.timing_symbol;
      check.release_symbol = v.release_symbol;
    } else {
      check.more_variants.push_back(v);
    }
    link.push_back(b.object);
  }
  link.push_back(reference_.object);
  link.insert(link.end(), reference_.link_libraries.begin(), reference_.link_libraries.end());
  link.insert(link.end(), {"-lm", "-o", stem});
  write_file_atomically(stem + "_main.c", generate_check_harness(sub_, symbols_, check));
  BuildJobOptions build;
  build.error_bytes = 600;
  std::string link_error;
  run_build_jobs({{{config_.c_compiler, "-O2", "-std=c99", "-c", stem + "_main.c", "-o", stem + "_main.o"}, link}},
                 build, [&](size_t, const BuildJobResult& result) { link_error = result.error; });
  if (!link_error.empty()) {
    for (const std::string& key : keys)
      measured_[key] = Measurement::invalid("linking the variant failed: " + link_error);
    return;
  }

  // Each variant's jobs: the proof, the ring's second proof where it has one, the timing.
  struct Plan {
    std::vector<size_t> jobs;
    std::vector<std::string> what;  // "" or " at NXxNYxNZ" for each proof
  };
  std::vector<BatchJob> jobs;
  std::vector<Plan> plans(keys.size());
  for (size_t k = 0; k < keys.size(); ++k) {
    Built& b = built_.at(keys[k]);
    b.program = stem;
    b.index = static_cast<int>(k);
    auto add = [&](const std::vector<long long>& extents, const char* flag, const std::string& what) {
      const bool proof = std::string(flag) != "check.verify=0";
      BatchJob job{static_cast<int>(k), integer_argument_texts(extents, proof ? &points[k] : nullptr)};
      job.arguments.push_back(flag);
      plans[k].jobs.push_back(jobs.size());
      plans[k].what.push_back(what);
      jobs.push_back(std::move(job));
    };
    add(config_.check_extents, "check.time=0", "");
    // The ring's 16-byte copies, where rows are aligned, and its unchecked copies for
    // blocks wholly inside the grid.
    std::vector<long long> ring_check = ring_check_extents(config_, points[k]);
    if (!ring_check.empty()) add(ring_check, "check.time=0", " at " + grid_size_text(ring_check));
    add(config_.extents, "check.verify=0", "");
  }
  BatchRunOptions run;
  run.seconds_per_run = config_.time_limit_seconds;
  std::vector<BatchJobResult> results = run_batch(stem, jobs, run);

  for (size_t k = 0; k < keys.size(); ++k) {
    const std::string& key = keys[k];
    const Plan& plan = plans[k];
    const Built& b = built_.at(key);
    std::optional<Measurement> m;
    for (size_t j = 0; j < plan.jobs.size() && !m; ++j) {
      const BatchJobResult& r = results[plan.jobs[j]];
      bool timing = j + 1 == plan.jobs.size();
      std::string in = timing ? "in the timing run" : "in the check" + plan.what[j];
      switch (r.outcome) {
        case BatchJobResult::Outcome::Passed:
        case BatchJobResult::Outcome::NotVerified: break;
        case BatchJobResult::Outcome::Died:
          m = r.death.rfind("hang: ", 0) == 0 || r.death.rfind("crash: ", 0) == 0
                  ? Measurement::invalid(r.death.substr(0, r.death.find(' ')) + " " + in + ": " +
                                         r.death.substr(r.death.find(' ') + 1))
                  : Measurement::invalid("the program ended " + in + ": " + first_failure(r.output + r.death));
          break;
        case BatchJobResult::Outcome::Failed:
        case BatchJobResult::Outcome::Error:
          m = Measurement::invalid("wrong answer" + plan.what[j] + ": " + first_failure(r.output));
          break;
        case BatchJobResult::Outcome::Skipped: m = Measurement::invalid("not run: " + in); break;
      }
      if (!m && timing) {
        double median = field(r.output, "time:", "median"), min = field(r.output, "time:", "min"),
               max = field(r.output, "time:", "max");
        if (!(median > 0)) {
          m = Measurement::invalid("the timing run printed no time: " + first_failure(r.output));
        } else {
          m = Measurement::ok(median, (max - min) / median, config_.repetitions);
          log_line(config_.log, "[stenciltune:harness] ",
                   key + ": " + std::to_string(median * 1e3) + " ms (" + b.ptxas.text + ")");
        }
      }
    }
    if (!m) m = Measurement::invalid("the program ran no timing");
    if (!m->valid) log_line(config_.log, "[stenciltune:harness] ", key + ": " + m->reason);
    measured_[key] = *m;
  }
}

Measurement CudaEvaluator::evaluate(const Point& point) {
  std::string key = key_of(point);
  if (!measured_.count(key)) {
    // This variant and the next announced ones, as many as compile at once.
    std::vector<Point> round{point};
    std::set<std::string> in_round{key};
    const int most = std::max(1, config_.round_size > 0 ? config_.round_size : config_.compile_jobs);
    while (static_cast<int>(round.size()) < most && !announced_.empty()) {
      Point next = announced_.front();
      announced_.pop_front();
      if (!measured_.count(key_of(next)) && in_round.insert(key_of(next)).second) round.push_back(next);
    }
    measure_round(round);
  }
  return measured_.at(key);
}

InterleavedTimes CudaEvaluator::time_interleaved(const std::vector<Point>& points, int rounds) {
  std::string stem = config_.work_dir + "/cuda_compare" + std::to_string(next_id_++);
  // The objects the search built, and any other variant built now.
  build_all(points);
  ComparisonHarnessOptions compare;
  compare.integer_arguments = integer_arguments(config_.extents);
  compare.rounds = rounds;
  compare.timer_repetitions = std::max(1, config_.repetitions / 4);
  std::vector<BuildJob> jobs;
  std::vector<std::string> link = {config_.nvcc, "-arch=" + config_.arch, stem + "_main.o"};
  InterleavedTimes failed;
  std::set<std::string> linked;
  for (const Point& p : points) {
    const Built& b = built_.at(key_of(p));
    if (b.object.empty()) {
      failed.error = "variant " + parameters_text(p) + " cannot be built: " + b.error;
      return failed;
    }
    compare.variant_symbols.push_back(b.entry);
    compare.timing_symbols.push_back("st_time_" + b.entry);
    if (linked.insert(b.object).second) link.push_back(b.object);
  }
  write_file_atomically(stem + "_main.c", generate_comparison_harness(sub_, symbols_, compare));
  jobs.push_back({{config_.c_compiler, "-O2", "-std=c99", "-c", stem + "_main.c", "-o", stem + "_main.o"}});
  ComparisonProgram program;
  program.compile = std::move(jobs);
  program.compile_options.jobs_at_once = config_.compile_jobs;
  program.compile_options.error_bytes = 600;
  link.insert(link.end(), {"-o", stem, "-lm"});
  program.link = std::move(link);
  program.program = stem;
  program.seconds_per_variant = config_.time_limit_seconds;
  return run_comparison(program, points.size(), rounds, first_failure);
}

std::optional<KernelCounters> CudaEvaluator::counters_of(const Point& point) {
  auto b = built_.find(key_of(point));
  if (b == built_.end() || b->second.program.empty()) return std::nullopt;
  if (std::getenv("STENCILTUNE_NO_PROFILE")) return std::nullopt;
  std::string ncu = find_ncu(config_.nvcc);
  if (ncu.empty()) {
    log_line(config_.log, "[stenciltune:harness] ",
             "no hardware counters: Nsight Compute (ncu) is not beside nvcc or on the PATH");
    return std::nullopt;
  }
  std::vector<std::string> command = job_command(b->second, config_.extents);
  command.push_back("check.verify=0");
  double points = 1;
  for (long long e : config_.extents) points *= static_cast<double>(e);
  std::string why;
  std::optional<KernelCounters> c = read_counters(ncu, command, "st_" + b->second.entry + "_kernel",
                                                  static_cast<int>(info_.nests.size()), points, why);
  if (!c) log_line(config_.log, "[stenciltune:harness] ", "no hardware counters: " + why);
  return c;
}

}  // namespace st
