// Running the jobs of many variants in one check program (a batch): one process, one
// CUDA context and one reference run per job instead of a process per job. The program
// is a check harness holding several variants (CheckHarnessOptions::more_variants); its
// jobs are separated by "--" on the command line and report one by one
// (runtime/check_main.c). A job that kills the program (a crash, a CUDA error that ends
// it, a hang past the time limit) fails its variant alone: the program is started again
// with the jobs that remain, and the dead variant's later jobs are not run.
#pragma once

#include <string>
#include <vector>

namespace st {

struct BatchJob {
  int variant = 0;                     // the program's variant (check.variant=K)
  std::vector<std::string> arguments;  // NAME=VALUE: the sizes, check.time=0, ...
};

struct BatchJobResult {
  enum class Outcome {
    Passed,       // check: PASS
    NotVerified,  // check: NOT VERIFIED (a timing job)
    Failed,       // check: FAIL (a wrong answer)
    Error,        // check: ERROR (the harness could not judge)
    Died,         // the program ended in this job; `death` says how
    Skipped,      // not run: its variant failed or died in an earlier job
  };
  Outcome outcome = Outcome::Skipped;
  std::string output;  // the job's lines of standard output
  // For Died: "hang: timed out ...", "crash: killed by signal 11 ...", or "exited with
  // status 2", and the end of the program's standard error.
  std::string death;
};

struct BatchRunOptions {
  // A process's time limit: this much for the program and each job it has left.
  double seconds_per_run = 60;
  double seconds_per_job = 2;
};

std::vector<BatchJobResult> run_batch(const std::string& program, const std::vector<BatchJob>& jobs,
                                      const BatchRunOptions& options = {});

// The result of one job's status line as a word, for messages.
const char* outcome_name(BatchJobResult::Outcome outcome);

}  // namespace st
