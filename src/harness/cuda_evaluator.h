// Measuring CUDA variants: each point of the CUDA space becomes a .cu file (the CUDA
// backend, with its event timer), compiled by nvcc for exactly the probed device's
// architecture with `ptxas -v` (registers, spills and shared memory recorded; a variant
// that spills is refused with that reason). Variants are measured in rounds: the one
// the search asks for and the next ones it announced, as many as compile at once, are
// compiled in parallel, linked into one program with the check harness and the
// reference, and run there one job after another (harness/batch_run.h): the proof
// against the reference at a small size whose tiles do not divide it (the kernels are
// size-generic, so this proves the variant at any size, remainders included), then the
// timing at the tuned size (the kernels alone, with CUDA events, on grids filled on the
// device; each variant's device buffers given back after its jobs). One process and one
// CUDA context per round instead of three per variant; a variant that kills the program
// fails alone. The copies are timed apart when asked for.
#pragma once

#include <deque>
#include <map>
#include <string>
#include <vector>

#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "ast/ast.h"
#include "harness/cpu_evaluator.h"
#include "harness/cuda_counters.h"
#include "strategy/log_sink.h"
#include "strategy/search.h"

namespace st {

struct CudaEvaluatorConfig {
  std::string work_dir;
  std::vector<long long> extents;        // the tuned size
  std::vector<long long> check_extents;  // the size variants are proven at
  // A second proof for variants with a ring (SMEM=2), at a size whose rows are 16-byte
  // aligned where the tuned size's are: the ring's 16-byte copies run there (empty: none).
  std::vector<long long> aligned_check_extents;
  std::string nvcc = "nvcc";
  std::string arch = "sm_90";
  std::string c_compiler = "cc";
  int compile_jobs = 1;
  // The most variants one program measures (0: compile_jobs): a time loop's variant takes
  // seconds a call, and a search's budget is only checked between programs.
  int round_size = 0;
  double time_limit_seconds = 120;
  int repetitions = 20;
  int registers_per_block = 0;  // the device's limit (0: unknown): a variant beyond it cannot launch
  // Integer arguments beyond the size, at every size (a time loop's step count).
  std::map<std::string, long long> arguments;
  // A time loop's step count's dummy, among `arguments` (empty: none): the timing runs
  // the count given there, a proof fewer steps, proof_steps.
  std::string steps_argument;
  LogSink log;
};

// The size a variant with a ring (SMEM=2) is proven at a second time: the rows aligned
// as at the tuned size (aligned_check_extents), widened (and in 3-D heightened) until at
// least one block lies wholly inside the grid, so that its copies without bounds checks
// run too; no wider or higher than the tuned size. Empty where there is no second proof.
std::vector<long long> ring_check_extents(const CudaEvaluatorConfig& config, const Point& point);

// What ptxas said about a variant's kernels (the worst kernel for each figure).
struct PtxasInfo {
  bool known = false;
  int registers = 0;
  long long spill_bytes = 0;  // stores + loads
  long long shared_bytes = 0;
  std::string text;  // "40 registers, 0 spill bytes, 2720 bytes smem"
};

// The steps a variant of BT steps a pass is proven over where a call times `timed`: two
// whole passes and the timed call's remainder (its last pass runs the same kernel), at
// most `timed`. The schedule is all a longer run adds, and the -O0 reference's time grows
// with the steps (27-point fp64 over 100 steps: seconds a proof).
long long proof_steps(long long timed, long long bt);

// Parses `nvcc -Xptxas -v` output for the kernels whose names contain `kernel_marker`.
PtxasInfo parse_ptxas(const std::string& output, const std::string& kernel_marker);

struct CopyTimes {
  double h2d_seconds = 0, d2h_seconds = 0;
  bool pinned = false;  // every host array was registered (page-locked), as the library keeps them
};

class CudaEvaluator : public Evaluator {
 public:
  CudaEvaluator(const ast::Subroutine& sub, const SymbolTable& symbols, const StencilInfo& info, Reference reference,
                CudaEvaluatorConfig config);

  Measurement evaluate(const Point& point) override;
  void prepare(const std::vector<Point>& upcoming) override;
  // Forgets the points announced and not yet measured (a finished search's prefetch), so
  // that a later evaluate measures only what it asks for.
  void drop_announced() { announced_.clear(); }
  bool measured(const Point& point) const override { return measured_.count(key_of(point)) > 0; }
  // One program with every variant of `points` linked in (each under a name of its own,
  // with device buffers of its own), each call being the variant's event timer at the
  // tuned size on grids filled on the device; not checked again.
  InterleavedTimes time_interleaved(const std::vector<Point>& points, int rounds) override;

  std::string source_of(const Point& point) const;
  PtxasInfo ptxas_of(const Point& point) const;
  // The host-to-device and device-to-host copies around the kernels at the tuned size,
  // measured by one more run of the built variant (searches time the kernels on grids
  // filled on the device); zero when the variant was not built or the run failed.
  CopyTimes copies_of(const Point& point);
  // The hardware counters of the built variant's kernels over one launch at the tuned
  // size (harness/cuda_counters.h); absent without Nsight Compute, when it reads no
  // counters, or with STENCILTUNE_NO_PROFILE set. Logs why they are absent.
  std::optional<KernelCounters> counters_of(const Point& point);

 private:
  struct Built {
    std::string object;  // the compiled variant; empty when the build failed or it was refused
    std::string entry;   // its host entry's name (st_vN), each variant's its own
    std::string error;
    PtxasInfo ptxas;
    int threads = 0;      // per block
    std::string program;  // the round's program that holds it, once linked
    int index = 0;        // its variant number in that program (check.variant)
  };
  std::string key_of(const Point& point) const;
  void build_all(const std::vector<Point>& points);
  // Links the round's built variants into one program and measures each.
  void measure_round(const std::vector<Point>& round);
  // The integer arguments at `extents`: the size's, then config_.arguments.
  std::map<std::string, long long> integer_arguments(const std::vector<long long>& extents) const;
  // As NAME=VALUE; for the proof of `proof` (nullptr: the timing), its steps.
  std::vector<std::string> integer_argument_texts(const std::vector<long long>& extents,
                                                  const Point* proof = nullptr) const;
  // The arguments of a job of `b` at `extents` in its round's program.
  std::vector<std::string> job_command(const Built& b, const std::vector<long long>& extents) const;

  const ast::Subroutine& sub_;
  const SymbolTable& symbols_;
  const StencilInfo& info_;
  Reference reference_;
  CudaEvaluatorConfig config_;
  std::map<std::string, Built> built_;
  std::map<std::string, Measurement> measured_;
  std::deque<Point> announced_;  // announced by the search, not measured yet
  std::map<std::string, CopyTimes> copies_;
  int next_id_ = 0;
};

}  // namespace st
