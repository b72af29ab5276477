// The command line of DESIGN.md, parsed into Options. Mistakes are UserErrors
// without a location (exit status 2).
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace st {

enum class Emit { None, Ast, Info, C, Fortran, Cuda };
enum class Target { Auto, Cpu, Cuda, C, Fortran };
enum class Search { Auto, Exhaustive, Random, Hill };

struct ProblemSize {
  std::vector<long long> extents;  // NX[, NY[, NZ]]
};

struct Options {
  enum class Command { Tune, Roofline, Help, Version } command = Command::Tune;
  std::string file;
  Target target = Target::Auto;
  std::vector<ProblemSize> sizes;
  std::string out_dir;
  Emit emit = Emit::None;
  std::vector<std::string> params;
  Search search = Search::Auto;
  std::optional<double> budget_seconds;
  std::optional<long long> max_variants;
  std::optional<int> threads;
  // --steps=N: the steps per timed call of a time loop blocked over time (TuningJob::temporal).
  std::optional<long long> steps;
  // --ranks=PXxPYxPZ: the MPI entry (libNAME_mpi.a) is built and checked under mpiexec on
  // this rank grid, one count a grid dimension (empty: no MPI entry).
  std::vector<int> ranks;
  bool no_tune = false;
  // --reduction=either: the tuner may sum a reduction in SIMD lanes (REDUCE=1) where
  // that is faster, instead of only in the fixed order (REDUCE=0) the default keeps.
  bool reduction_either = false;
  std::string cuda_arch;  // --cuda-arch=sm_NN, checked by parse_cuda_arch
  bool fresh = false;
  int verbosity = 1;  // 0 quiet, 1 normal, 2 verbose
};

Options parse_options(const std::vector<std::string>& args);
std::string usage_text();

}  // namespace st
