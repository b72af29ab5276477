// Building variants in parallel: each variant's build is a job, a list of commands
// (compile, compile the harness, link) run in order until one fails. The CPU and CUDA
// evaluators hand their jobs here; jobs run a round of `jobs_at_once` at a time, each
// command started from its argument vector with a time limit (harness/process.h).
#pragma once

#include <chrono>
#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace st {

// One variant's build: argument vectors, run one after another.
using BuildJob = std::vector<std::vector<std::string>>;

struct BuildJobResult {
  // The first failing command, how it ended and the start of its standard error;
  // empty when every command succeeded.
  std::string error;
  // The first command's standard output and standard error (ptxas -v reports there),
  // kept whether or not it succeeded.
  std::string first_output;
};

struct BuildJobOptions {
  // Jobs run at once; below 1 counts as 1.
  int jobs_at_once = 1;
  // Per command.
  std::chrono::milliseconds time_limit = std::chrono::minutes(5);
  // Bytes of standard error quoted in BuildJobResult::error, at most.
  size_t error_bytes = 400;
};

// Runs `jobs`, a round of options.jobs_at_once at a time, and calls `done` with each
// job's index and result, in job order, when its round has finished. An exception from
// `done` or from a job (Interrupted) stops the run once the round's jobs have ended.
void run_build_jobs(const std::vector<BuildJob>& jobs, const BuildJobOptions& options,
                    const std::function<void(size_t, const BuildJobResult&)>& done);

}  // namespace st
