#include "harness/cuda_evaluator.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <regex>
#include <sstream>

#include "backends/cuda/cuda_backend.h"
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

std::vector<std::string> size_args(const StencilInfo& info, const std::vector<long long>& extents) {
  std::vector<std::string> args;
  for (const auto& [name, value] : size_arguments(info, extents)) args.push_back(name + "=" + std::to_string(value));
  return args;
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

CopyTimes CudaEvaluator::copies_of(const Point& point) {
  std::string key = key_of(point);
  auto it = copies_.find(key);
  if (it != copies_.end()) return it->second;
  CopyTimes copies;
  auto b = built_.find(key);
  if (b == built_.end() || b->second.program.empty()) return copies;
  // One timing run with host arrays, copied in and out around the kernels.
  std::vector<std::string> run = {b->second.program};
  for (const std::string& a : size_args(info_, config_.extents)) run.push_back(a);
  run.push_back("check.verify=0");
  run.push_back("check.host=1");
  ProcessOptions options;
  options.time_limit = std::chrono::milliseconds(static_cast<long long>(config_.time_limit_seconds * 1000));
  ProcessResult r = run_process(run, options);
  if (r.ok()) {
    copies.h2d_seconds = std::max(0.0, field(r.out, "copies:", "h2d"));
    copies.d2h_seconds = std::max(0.0, field(r.out, "copies:", "d2h"));
  }
  copies_[key] = copies;
  return copies;
}

void CudaEvaluator::prepare(const std::vector<Point>& upcoming) { build_all(upcoming); }

void CudaEvaluator::build_all(const std::vector<Point>& points) {
  struct Job {
    std::string key, stem;
    std::vector<std::vector<std::string>> commands;  // the first is nvcc -c with ptxas -v
  };
  std::vector<Job> jobs;
  for (const Point& p : points) {
    std::string key = key_of(p);
    if (built_.count(key)) continue;
    std::string stem = config_.work_dir + "/cuda_v" + std::to_string(next_id_++);
    try {
      CudaEmitOptions options;
      options.function_name = "st_variant";
      options.fortran_entry = false;
      options.timing_entry = true;
      options.comment = "stenciltune CUDA variant of " + sub_.name + " (" + parameters_text(p) + ")";
      write_file_atomically(stem + ".cu", emit_cuda(sub_, symbols_, info_, cuda_variant_of(p), options));
      CheckHarnessOptions check;
      check.reference_symbol = reference_.symbol;
      check.variant_symbol = "st_variant";
      check.variant_convention = CallingConvention::CByValue;
      check.integer_arguments = size_arguments(info_, config_.extents);
      check.timing_repetitions = config_.repetitions;
      check.timing_symbol = "st_time_st_variant";
      check.timer_fills_device = true;
      write_file_atomically(stem + "_main.c", generate_check_harness(sub_, symbols_, check));
      Job job{key, stem, {}};
      job.commands.push_back(
          {config_.nvcc, "-arch=" + config_.arch, "-O3", "-Xptxas", "-v", "-c", stem + ".cu", "-o", stem + ".o"});
      job.commands.push_back({config_.c_compiler, "-O2", "-std=c99", "-c", stem + "_main.c", "-o", stem + "_main.o"});
      std::vector<std::string> link = {
          config_.nvcc, "-arch=" + config_.arch, stem + "_main.o", stem + ".o", reference_.object, "-o", stem};
      link.insert(link.end(), reference_.link_libraries.begin(), reference_.link_libraries.end());
      link.push_back("-lm");
      job.commands.push_back(link);
      jobs.push_back(job);
      built_[key] = Built{stem, "", {}, cuda_variant_of(p).threads()};
    } catch (const std::exception& e) {
      built_[key] = Built{"", std::string("generating the variant failed: ") + e.what(), {}};
    }
  }
  std::vector<BuildJob> commands;
  commands.reserve(jobs.size());
  for (const Job& job : jobs) commands.push_back(job.commands);
  BuildJobOptions options;
  options.jobs_at_once = config_.compile_jobs;
  options.error_bytes = 600;
  run_build_jobs(commands, options, [&](size_t index, const BuildJobResult& result) {
    const std::string& key = jobs[index].key;
    Built& b = built_[key];
    b.ptxas = parse_ptxas(result.first_output, "st_st_variant_kernel");
    if (!result.error.empty()) {
      b = Built{"", "compiling the variant failed: " + result.error, b.ptxas};
    } else if (b.ptxas.spill_bytes > 0) {
      b.error = "spills registers (ptxas: " + b.ptxas.text + ")";
      b.program.clear();
    } else if (config_.registers_per_block > 0 &&
               static_cast<long long>(b.ptxas.registers) * b.threads > config_.registers_per_block) {
      // The launch would fail with "too many resources requested".
      b.error = "needs " + std::to_string(static_cast<long long>(b.ptxas.registers) * b.threads) +
                " registers per block (" + std::to_string(b.ptxas.registers) + " x " + std::to_string(b.threads) +
                " threads), the device allows " + std::to_string(config_.registers_per_block);
      b.program.clear();
    }
    log_line(config_.log, "[stenciltune:harness] ", key + ": ptxas " + b.ptxas.text);
  });
}

InterleavedTimes CudaEvaluator::time_interleaved(const std::vector<Point>& points, int rounds) {
  std::string stem = config_.work_dir + "/cuda_compare" + std::to_string(next_id_++);
  ComparisonHarnessOptions compare;
  compare.integer_arguments = size_arguments(info_, config_.extents);
  compare.rounds = rounds;
  compare.timer_repetitions = std::max(1, config_.repetitions / 4);
  std::vector<BuildJob> jobs;
  std::vector<std::string> link = {config_.nvcc, "-arch=" + config_.arch, stem + "_main.o"};
  for (size_t k = 0; k < points.size(); ++k) {
    CudaEmitOptions options;
    options.function_name = "ST_V" + std::to_string(k);
    options.fortran_entry = false;
    options.timing_entry = true;
    options.comment = "stenciltune CUDA variant of " + sub_.name + " (" + parameters_text(points[k]) + ")";
    std::string variant_stem = stem + "_v" + std::to_string(k);
    write_file_atomically(variant_stem + ".cu", emit_cuda(sub_, symbols_, info_, cuda_variant_of(points[k]), options));
    jobs.push_back(
        {{config_.nvcc, "-arch=" + config_.arch, "-O3", "-c", variant_stem + ".cu", "-o", variant_stem + ".o"}});
    link.push_back(variant_stem + ".o");
    // The CUDA backend prints its entries' names in lower case.
    std::string entry = options.function_name;
    for (char& c : entry) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    compare.variant_symbols.push_back(entry);
    compare.timing_symbols.push_back("st_time_" + entry);
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
  std::vector<std::string> command = {b->second.program};
  for (const std::string& a : size_args(info_, config_.extents)) command.push_back(a);
  command.push_back("check.verify=0");
  double points = 1;
  for (long long e : config_.extents) points *= static_cast<double>(e);
  std::string why;
  std::optional<KernelCounters> c =
      read_counters(ncu, command, "st_st_variant_kernel", static_cast<int>(info_.nests.size()), points, why);
  if (!c) log_line(config_.log, "[stenciltune:harness] ", "no hardware counters: " + why);
  return c;
}

Measurement CudaEvaluator::evaluate(const Point& point) {
  std::string key = key_of(point);
  if (!built_.count(key)) build_all({point});
  const Built& b = built_.at(key);
  if (b.program.empty()) return Measurement::invalid(b.error);
  ProcessOptions options;
  options.time_limit = std::chrono::milliseconds(static_cast<long long>(config_.time_limit_seconds * 1000));
  // The proof, at the check size.
  std::vector<std::string> check = {b.program};
  for (const std::string& a : size_args(info_, config_.check_extents)) check.push_back(a);
  check.push_back("check.time=0");
  ProcessResult r = run_process(check, options);
  auto judged = [&](const ProcessResult& pr, const std::string& what) -> std::optional<Measurement> {
    if (pr.status == ProcessResult::Status::TimedOut)
      return Measurement::invalid("hang " + what + ": " + pr.describe());
    if (pr.status == ProcessResult::Status::Signaled)
      return Measurement::invalid("crash " + what + ": " + pr.describe());
    if (pr.status == ProcessResult::Status::SpawnFailed) return Measurement::invalid("could not run: " + pr.describe());
    return std::nullopt;
  };
  if (auto bad = judged(r, "in the check")) return *bad;
  if (r.out.find("check: PASS") == std::string::npos) {
    Measurement m = Measurement::invalid("wrong answer: " + first_failure(r.out + r.err));
    log_line(config_.log, "[stenciltune:harness] ", key + ": " + m.reason);
    return m;
  }
  // The ring's 16-byte copies, where rows are aligned, and its unchecked copies for
  // blocks wholly inside the grid.
  std::vector<long long> ring_check = ring_check_extents(config_, point);
  if (!ring_check.empty()) {
    std::vector<std::string> aligned = {b.program};
    for (const std::string& a : size_args(info_, ring_check)) aligned.push_back(a);
    aligned.push_back("check.time=0");
    r = run_process(aligned, options);
    if (auto bad = judged(r, "in the check at " + grid_size_text(ring_check))) return *bad;
    if (r.out.find("check: PASS") == std::string::npos) {
      Measurement m =
          Measurement::invalid("wrong answer at " + grid_size_text(ring_check) + ": " + first_failure(r.out + r.err));
      log_line(config_.log, "[stenciltune:harness] ", key + ": " + m.reason);
      return m;
    }
  }
  // The timing, at the tuned size.
  std::vector<std::string> timing = {b.program};
  for (const std::string& a : size_args(info_, config_.extents)) timing.push_back(a);
  timing.push_back("check.verify=0");
  r = run_process(timing, options);
  if (auto bad = judged(r, "in the timing run")) return *bad;
  double median = field(r.out, "time:", "median"), min = field(r.out, "time:", "min"),
         max = field(r.out, "time:", "max");
  if (!(median > 0)) return Measurement::invalid("the timing run printed no time: " + first_failure(r.out + r.err));
  Measurement m = Measurement::ok(median, (max - min) / median, config_.repetitions);
  log_line(config_.log, "[stenciltune:harness] ",
           key + ": " + std::to_string(median * 1e3) + " ms (" + b.ptxas.text + ")");
  return m;
}

}  // namespace st
