// Measuring CPU variants: each point of the CPU space becomes a pthreads variant (the
// pthreads generator), linked with a generated check-and-time program and with the
// reference, and is run in a child process with a time limit. A variant counts only
// when it matches the reference (check_harness.h); then its median time over the
// repetitions is its measurement. Variants the search announces are compiled when
// the first of them is run, up to one job per core at once, so that a search whose
// budget runs out does not wait for variants it will never run.
#pragma once

#include <deque>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "ast/ast.h"
#include "backends/c/pthreads_backend.h"
#include "harness/build_jobs.h"
#include "strategy/log_sink.h"
#include "strategy/search.h"

namespace st {

// The reference every variant is checked against: the original compiled by gfortran
// with no optimisation that reorders arithmetic, or, where no gfortran exists, the
// untransformed C translation of it.
struct Reference {
  std::string object;                       // the object file
  std::string symbol;                       // its (renamed) entry, gfortran's by-reference convention
  std::vector<std::string> link_libraries;  // e.g. -lgfortran
  std::string description;                  // "the original compiled by gfortran -O0"
};

struct CpuEvaluatorConfig {
  std::string work_dir;            // scratch folder for sources, objects and programs
  std::vector<long long> extents;  // points per grid dimension, unit stride first
  std::string c_compiler = "cc";
  // -fno-math-errno as in the packager's flags: a variant is timed as it will be built.
  std::vector<std::string> c_flags = {"-O3", "-march=native", "-std=c99", "-fno-math-errno"};
  int compile_jobs = 1;            // variants compiled at once
  double time_limit_seconds = 60;  // per run of a variant's program
  int repetitions = 5;             // timed calls, after one warm-up call
  // Integer dummies that are no size, set for every run (a time loop's step count).
  std::map<std::string, long long> arguments;
  // A time loop's step-count dummy (one of `arguments`) and the steps that value runs:
  // a variant is proven at the tuning size over fewer steps (two passes of BT and one
  // step more), then timed over all of them without the reference, whose serial run
  // of every step would take most of a search's budget. Empty: proven over every step.
  std::string steps_argument;
  long long timed_steps = 0;
  LogSink log;
};

// The invalid measurements of a search by kind, the text before the first ':' of
// their reasons: "2 crash, 1 hang, 3 wrong answer".
std::string invalid_kinds(const std::map<std::string, long long>& reasons);

// The "time: ..." lines of a comparison program (generate_comparison_harness) in the
// order printed, call i being variant i % variants: each variant's seconds per call.
// Empty, with `error` set, unless there are exactly variants x rounds lines.
std::vector<std::vector<double>> interleaved_seconds(const std::string& out, size_t variants, size_t rounds,
                                                     std::string& error);

// A comparison program to build and run: its compile jobs (the variants and the
// harness), the link command (ending with its -o and libraries), the program it makes.
struct ComparisonProgram {
  std::vector<BuildJob> compile;
  BuildJobOptions compile_options;
  std::vector<std::string> link;
  std::string program;
  double seconds_per_variant = 0;  // the run's time limit, per variant compared
};

// Builds `p`, runs it once without the check and reads each of `variants` variants'
// seconds over `rounds` rounds; a failure sets the result's error, its run's output
// explained by `failure` (the line of the check that says what went wrong).
InterleavedTimes run_comparison(const ComparisonProgram& p, size_t variants, int rounds,
                                const std::function<std::string(const std::string&)>& failure);

class CpuEvaluator : public Evaluator {
 public:
  CpuEvaluator(const ast::Subroutine& sub, const SymbolTable& symbols, const StencilInfo& info, Reference reference,
               CpuEvaluatorConfig config);

  Measurement evaluate(const Point& point) override;
  void prepare(const std::vector<Point>& upcoming) override;
  // One program with every variant of `points` linked in (each under a name of its own),
  // at the tuned size, not checked again (generate_comparison_harness).
  InterleavedTimes time_interleaved(const std::vector<Point>& points, int rounds) override;

  // Measures a program that is not a pthreads variant (a stage of the report: the
  // original at -O3, the OpenMP baseline): its object defines `symbol` with gfortran's
  // convention, and `first_touch` (same convention, may be empty) places the arrays.
  Measurement measure_object(const std::string& label, const std::string& object, const std::string& symbol,
                             const std::string& first_touch, const std::vector<std::string>& link_libraries);
  // measure_object's halves, for a program run several times: the program (empty, with
  // `error` set, where it does not link), and one run of it with these arguments (the
  // program first) and these NAME=VALUE entries added to its environment.
  std::string object_program(const std::string& label, const std::string& object, const std::string& symbol,
                             const std::string& first_touch, const std::vector<std::string>& link_libraries,
                             std::string& error);
  Measurement measure_program(const std::vector<std::string>& command, const std::string& label,
                              const std::vector<std::string>& environment);
  // The integer dummies every run gets unless its arguments say otherwise: the sizes'
  // and the configured others.
  std::map<std::string, long long> integer_arguments() const;

  // The C source of the variant of `point`, as it was compiled.
  std::string source_of(const Point& point);

  // The argv that proves and times `point` with its check program `program`: the program
  // alone, or, for a time loop (CpuEvaluatorConfig::steps_argument), a proof over fewer
  // steps without timing, then a timing over every step without the reference.
  std::vector<std::string> command_of(const std::string& program, const Point& point) const;

 private:
  struct Built {
    std::string program;  // empty when the build failed
    std::string error;
  };
  std::string key_of(const Point& point) const;
  // The compiler's argv for a variant's source STEM.c into STEM.o.
  std::vector<std::string> compile_command(const CpuVariant& variant, const std::string& stem) const;
  // Source and build of the variant, in the work folder; returns the argv of the build.
  std::vector<std::vector<std::string>> build_commands(const Point& point, const std::string& stem);
  Built build(const Point& point);
  // Compiles these variants, one job per core at a time.
  void compile(const std::vector<Point>& points);
  Measurement run(const std::vector<std::string>& command, const std::string& label,
                  const std::vector<std::string>& environment = {});

  const ast::Subroutine& sub_;
  const SymbolTable& symbols_;
  const StencilInfo& info_;
  Reference reference_;
  CpuEvaluatorConfig config_;
  std::map<std::string, Built> built_;
  std::deque<Point> announced_;  // announced by the search, not built yet
  std::map<std::string, std::string> sources_;
  int next_id_ = 0;
};

}  // namespace st
