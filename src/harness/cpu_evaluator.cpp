#include "harness/cpu_evaluator.h"

#include <algorithm>
#include <cstdlib>
#include <sstream>

#include "harness/build_jobs.h"
#include "harness/check_harness.h"
#include "harness/fault_hook.h"
#include "harness/process.h"
#include "support/atomic_file.h"
#include "support/environment_error.h"
#include "support/interrupt.h"

namespace st {

std::string invalid_kinds(const std::map<std::string, long long>& reasons) {
  std::map<std::string, long long> kinds;
  for (const auto& [reason, count] : reasons) kinds[reason.substr(0, reason.find(':'))] += count;
  std::string text;
  for (const auto& [kind, count] : kinds) text += (text.empty() ? "" : ", ") + std::to_string(count) + " " + kind;
  return text;
}

namespace {

// "time: median=... min=... max=... reps=N" from the program's output.
bool parse_time(const std::string& out, double& median, double& min, double& max, int& reps) {
  size_t at = out.find("time: ");
  if (at == std::string::npos) return false;
  std::istringstream line(out.substr(at + 6, out.find('\n', at) - at - 6));
  std::string field;
  int found = 0;
  while (line >> field) {
    size_t eq = field.find('=');
    if (eq == std::string::npos) continue;
    std::string name = field.substr(0, eq);
    double value = std::strtod(field.c_str() + eq + 1, nullptr);
    if (name == "median") median = value, ++found;
    if (name == "min") min = value, ++found;
    if (name == "max") max = value, ++found;
    if (name == "reps") reps = static_cast<int>(value), ++found;
  }
  return found == 4;
}

// The first line of the check's verdict that explains a failure.
std::string failure_line(const std::string& out) {
  std::istringstream in(out);
  std::string line;
  while (std::getline(in, line)) {
    if (line.find("wrong=") != std::string::npos && line.find("wrong=0 unwritten_changed=0") == std::string::npos)
      return line;
  }
  return out.size() > 300 ? out.substr(0, 300) : out;
}

}  // namespace

std::vector<std::vector<double>> interleaved_seconds(const std::string& out, size_t variants, size_t rounds,
                                                     std::string& error) {
  std::vector<std::vector<double>> seconds(variants);
  std::istringstream lines(out);
  size_t call = 0;
  for (std::string line; std::getline(lines, line);) {
    double median = 0, min = 0, max = 0;
    int reps = 0;
    if (line.rfind("time: ", 0) != 0 || !parse_time(line, median, min, max, reps)) continue;
    seconds[call++ % variants].push_back(median);
  }
  if (call != variants * rounds) {
    error = "the comparison printed " + std::to_string(call) + " times, not " + std::to_string(variants * rounds);
    return {};
  }
  return seconds;
}

CpuEvaluator::CpuEvaluator(const ast::Subroutine& sub, const SymbolTable& symbols, const StencilInfo& info,
                           Reference reference, CpuEvaluatorConfig config)
    : sub_(sub), symbols_(symbols), info_(info), reference_(std::move(reference)), config_(std::move(config)) {
  const VariantFaultHook* hook = variant_fault_hook();
  if (hook && hook->time_limit_seconds) config_.time_limit_seconds = *hook->time_limit_seconds;
}

std::string CpuEvaluator::key_of(const Point& point) const { return parameters_text(point); }

std::map<std::string, long long> CpuEvaluator::integer_arguments() const {
  std::map<std::string, long long> arguments = size_arguments(info_, config_.extents);
  for (const auto& [name, value] : config_.arguments) arguments[name] = value;
  return arguments;
}

std::string CpuEvaluator::source_of(const Point& point) {
  auto it = sources_.find(key_of(point));
  if (it != sources_.end()) return it->second;
  PthreadsEmitOptions options;
  options.comment = "stenciltune variant of " + sub_.name + " (" + parameters_text(point) + ")";
  return emit_pthreads(sub_, symbols_, info_, cpu_variant_of(point), options);
}

std::vector<std::vector<std::string>> CpuEvaluator::build_commands(const Point& point, const std::string& stem) {
  CpuVariant variant = cpu_variant_of(point);
  PthreadsEmitOptions options;
  options.function_name = "st_variant";
  options.fortran_entry = false;
  options.comment = "stenciltune variant of " + sub_.name + " (" + parameters_text(point) + ")";
  std::string source = emit_pthreads(sub_, symbols_, info_, variant, options);
  if (const VariantFaultHook* hook = variant_fault_hook(); hook && hook->rewrite_source) {
    source = hook->rewrite_source(point, options.function_name, std::move(source));
  }
  PthreadsEmitOptions readable;
  readable.comment = options.comment;
  sources_[key_of(point)] = emit_pthreads(sub_, symbols_, info_, variant, readable);
  write_file_atomically(stem + ".c", source);

  CheckHarnessOptions check;
  check.reference_symbol = reference_.symbol;
  check.variant_symbol = "st_variant";
  check.variant_convention = CallingConvention::CByValue;
  check.integer_arguments = integer_arguments();
  check.timing_repetitions = config_.repetitions;
  if (variant.numa) check.first_touch_symbol = "st_variant_first_touch";
  write_file_atomically(stem + "_main.c", generate_check_harness(sub_, symbols_, check));

  std::vector<std::string> compile = compile_command(variant, stem);
  std::vector<std::string> harness = {config_.c_compiler, "-O2", "-std=c99",      "-pipe", "-c",
                                      stem + "_main.c",   "-o",  stem + "_main.o"};
  std::vector<std::string> link = {config_.c_compiler, stem + "_main.o", stem + ".o", reference_.object, "-o", stem};
  link.insert(link.end(), reference_.link_libraries.begin(), reference_.link_libraries.end());
  link.insert(link.end(), {"-lhwloc", "-pthread", "-lm"});
  return {compile, harness, link};
}

std::vector<std::string> CpuEvaluator::compile_command(const CpuVariant& variant, const std::string& stem) const {
  std::vector<std::string> compile = {config_.c_compiler};
  compile.insert(compile.end(), config_.c_flags.begin(), config_.c_flags.end());
  if (variant.simd) compile.push_back("-fopenmp-simd");
  // -pipe and objects named here: a compiler killed mid-way (a time limit, Ctrl-C)
  // leaves no temporary file outside the scratch folder.
  compile.insert(compile.end(), {"-pipe", "-c", stem + ".c", "-o", stem + ".o"});
  return compile;
}

CpuEvaluator::Built CpuEvaluator::build(const Point& point) {
  auto it = built_.find(key_of(point));
  if (it != built_.end()) return it->second;
  // This variant and the next announced ones, as many as compile at once.
  std::vector<Point> round{point};
  while (static_cast<int>(round.size()) < std::max(1, config_.compile_jobs) && !announced_.empty()) {
    Point next = announced_.front();
    announced_.pop_front();
    if (!built_.count(key_of(next)) && key_of(next) != key_of(point)) round.push_back(next);
  }
  compile(round);
  return built_.at(key_of(point));
}

void CpuEvaluator::prepare(const std::vector<Point>& upcoming) {
  for (const Point& p : upcoming) {
    if (!built_.count(key_of(p))) announced_.push_back(p);
  }
}

void CpuEvaluator::compile(const std::vector<Point>& points) {
  std::vector<std::string> keys;
  std::vector<BuildJob> jobs;
  for (const Point& p : points) {
    std::string key = key_of(p);
    if (built_.count(key)) continue;
    std::string stem = config_.work_dir + "/v" + std::to_string(next_id_++);
    try {
      jobs.push_back(build_commands(p, stem));
      keys.push_back(key);
      built_[key] = Built{stem, ""};
    } catch (const EnvironmentError& e) {
      // The scratch disk, not the variant: recording it invalid would be a lie.
      throw EnvironmentError(std::string(e.what()) + " (the scratch folder: set TMPDIR to a folder with room)");
    } catch (const std::exception& e) {
      built_[key] = Built{"", std::string("generating the variant failed: ") + e.what()};
    }
  }
  // One job per core: each job compiles then links one variant.
  BuildJobOptions options;
  options.jobs_at_once = config_.compile_jobs;
  run_build_jobs(jobs, options, [&](size_t index, const BuildJobResult& result) {
    const std::string& error = result.error;
    // A full scratch disk is the machine's failure, not the variant's: recording
    // the variant invalid would keep it out of every later run.
    if (error.find("No space left on device") != std::string::npos) {
      throw EnvironmentError("compiling a variant in the scratch folder " + config_.work_dir +
                             " ran out of room (set TMPDIR to a folder with room): " + error);
    }
    if (!error.empty()) built_[keys[index]] = Built{"", "compiling the variant failed: " + error};
  });
}

std::vector<std::string> CpuEvaluator::command_of(const std::string& program, const Point& point) const {
  auto steps = config_.arguments.find(config_.steps_argument);
  if (config_.steps_argument.empty() || steps == config_.arguments.end() || config_.timed_steps <= 0) return {program};
  const long long bt = std::max(1, cpu_variant_of(point).steps_per_pass);
  const long long proof = std::min(config_.timed_steps, 2 * bt + 1);
  if (proof >= config_.timed_steps) return {program};
  // The dummy's value less the steps it runs: the loop's bounds' own offset.
  const long long value = steps->second - config_.timed_steps + proof;
  return {program, config_.steps_argument + "=" + std::to_string(value), "check.time=0", "--", "check.verify=0"};
}

Measurement CpuEvaluator::run(const std::vector<std::string>& command, const std::string& label,
                              const std::vector<std::string>& environment) {
  ProcessOptions options;
  options.environment = environment;
  options.time_limit = std::chrono::milliseconds(static_cast<long long>(config_.time_limit_seconds * 1000));
  ProcessResult r = run_process(command, options);
  if (r.status == ProcessResult::Status::TimedOut) return Measurement::invalid("hang: " + r.describe());
  if (r.status == ProcessResult::Status::Signaled) return Measurement::invalid("crash: " + r.describe());
  if (r.status == ProcessResult::Status::SpawnFailed) return Measurement::invalid("could not run: " + r.describe());
  if (r.out.find("check: PASS") == std::string::npos) {
    return Measurement::invalid("wrong answer: " + failure_line(r.out + r.err));
  }
  double median = 0, min = 0, max = 0;
  int reps = 0;
  if (!parse_time(r.out, median, min, max, reps) || !(median > 0)) {
    return Measurement::invalid("the harness printed no time for " + label);
  }
  return Measurement::ok(median, (max - min) / median, reps);
}

Measurement CpuEvaluator::evaluate(const Point& point) {
  throw_if_interrupted();
  Built b = build(point);
  if (b.program.empty()) return Measurement::invalid(b.error);
  Measurement m = run(command_of(b.program, point), parameters_text(point));
  log_line(
      config_.log, "[stenciltune:harness] ",
      parameters_text(point) + ": " + (m.valid ? std::to_string(m.seconds * 1e3) + " ms" : "invalid, " + m.reason));
  return m;
}

InterleavedTimes CpuEvaluator::time_interleaved(const std::vector<Point>& points, int rounds) {
  throw_if_interrupted();
  std::string stem = config_.work_dir + "/compare" + std::to_string(next_id_++);
  ComparisonHarnessOptions compare;
  compare.integer_arguments = integer_arguments();
  compare.rounds = rounds;
  std::vector<BuildJob> jobs;
  std::vector<std::string> link = {config_.c_compiler, stem + "_main.o"};
  for (size_t k = 0; k < points.size(); ++k) {
    CpuVariant variant = cpu_variant_of(points[k]);
    PthreadsEmitOptions options;
    options.function_name = "ST_V" + std::to_string(k);
    options.fortran_entry = false;
    options.comment = "stenciltune variant of " + sub_.name + " (" + parameters_text(points[k]) + ")";
    std::string source = emit_pthreads(sub_, symbols_, info_, variant, options);
    if (const VariantFaultHook* hook = variant_fault_hook(); hook && hook->rewrite_source) {
      source = hook->rewrite_source(points[k], options.function_name, std::move(source));
    }
    std::string variant_stem = stem + "_v" + std::to_string(k);
    write_file_atomically(variant_stem + ".c", source);
    jobs.push_back({compile_command(variant, variant_stem)});
    link.push_back(variant_stem + ".o");
    compare.variant_symbols.push_back(options.function_name);
    compare.first_touch_symbols.push_back(variant.numa ? options.function_name + "_first_touch" : "");
  }
  write_file_atomically(stem + "_main.c", generate_comparison_harness(sub_, symbols_, compare));
  jobs.push_back({{config_.c_compiler, "-O2", "-std=c99", "-pipe", "-c", stem + "_main.c", "-o", stem + "_main.o"}});
  ComparisonProgram program;
  program.compile = std::move(jobs);
  program.compile_options.jobs_at_once = config_.compile_jobs;
  link.insert(link.end(), {"-o", stem, "-lhwloc", "-pthread", "-lm"});
  program.link = std::move(link);
  program.program = stem;
  program.seconds_per_variant = config_.time_limit_seconds;
  return run_comparison(program, points.size(), rounds, failure_line);
}

InterleavedTimes run_comparison(const ComparisonProgram& p, size_t variants, int rounds,
                                const std::function<std::string(const std::string&)>& failure) {
  InterleavedTimes times;
  run_build_jobs(p.compile, p.compile_options, [&](size_t, const BuildJobResult& result) {
    if (!result.error.empty() && times.error.empty()) times.error = "compiling the comparison failed: " + result.error;
  });
  if (!times.error.empty()) return times;
  ProcessResult linked = run_process(p.link);
  if (!linked.ok()) {
    times.error = "linking the comparison failed: " + linked.describe() + ": " + linked.err;
    return times;
  }
  ProcessOptions limit;
  limit.time_limit =
      std::chrono::milliseconds(static_cast<long long>(p.seconds_per_variant * 1000 * static_cast<double>(variants)));
  ProcessResult r = run_process({p.program, "check.verify=0"}, limit);
  if (!r.ok()) {
    times.error = "the comparison " + r.describe() + ": " + failure(r.out + r.err);
    return times;
  }
  times.seconds = interleaved_seconds(r.out, variants, static_cast<size_t>(rounds), times.error);
  return times;
}

Measurement CpuEvaluator::measure_object(const std::string& label, const std::string& object, const std::string& symbol,
                                         const std::string& first_touch,
                                         const std::vector<std::string>& link_libraries) {
  std::string error;
  const std::string program = object_program(label, object, symbol, first_touch, link_libraries, error);
  if (program.empty()) return Measurement::invalid(error);
  return measure_program(command_of(program, Point{}), label, {});
}

std::string CpuEvaluator::object_program(const std::string& label, const std::string& object, const std::string& symbol,
                                         const std::string& first_touch, const std::vector<std::string>& link_libraries,
                                         std::string& error) {
  std::string stem = config_.work_dir + "/stage_" + label;
  CheckHarnessOptions check;
  check.reference_symbol = reference_.symbol;
  check.variant_symbol = symbol;
  check.variant_convention = CallingConvention::FortranByReference;
  check.integer_arguments = integer_arguments();
  check.timing_repetitions = config_.repetitions;
  check.first_touch_symbol = first_touch;
  write_file_atomically(stem + "_main.c", generate_check_harness(sub_, symbols_, check));
  std::vector<std::string> link = {config_.c_compiler, "-O2", "-std=c99", stem + "_main.c", object,
                                   reference_.object,  "-o",  stem};
  link.insert(link.end(), link_libraries.begin(), link_libraries.end());
  link.insert(link.end(), reference_.link_libraries.begin(), reference_.link_libraries.end());
  link.insert(link.end(), {"-lhwloc", "-pthread", "-lm"});
  ProcessResult r = run_process(link);
  if (!r.ok()) {
    error = "linking the " + label + " stage failed: " + r.describe() + ": " + r.err;
    return "";
  }
  return stem;
}

Measurement CpuEvaluator::measure_program(const std::vector<std::string>& command, const std::string& label,
                                          const std::vector<std::string>& environment) {
  Measurement m = run(command, label, environment);
  log_line(config_.log, "[stenciltune:harness] ",
           "stage " + label + ": " + (m.valid ? std::to_string(m.seconds * 1e3) + " ms" : "invalid, " + m.reason));
  return m;
}

}  // namespace st
