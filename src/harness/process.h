// Running a program from an argument vector, never through a shell (DESIGN.md, "No
// shell between the tuner and the tools it runs"): compilers, the check harness and,
// later, timed variants. The child gets its own process group, so that a time limit
// takes down whatever it started too.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace st {

struct ProcessOptions {
  // Folder the program runs in; empty: the caller's.
  std::string working_directory;
  // Wall-clock limit; on expiry the whole process group is killed (SIGKILL).
  std::optional<std::chrono::milliseconds> time_limit;
  // Where standard output and standard error go: a file (created or truncated), or,
  // when empty, captured into ProcessResult.
  std::string stdout_file;
  std::string stderr_file;
  // Standard error joins standard output (in the file or the captured string).
  bool merge_stderr = false;
  // Captured output beyond this many bytes per stream is read and dropped, so that a
  // runaway program cannot fill our memory.
  size_t max_captured_bytes = size_t{16} << 20;
  // NAME=VALUE entries the child's environment gets on top of ours (a NAME given here
  // replaces ours): the runs of one program under several settings of the libraries it
  // links (STENCILTUNE_DEVICES) without changing this process's own environment.
  std::vector<std::string> environment;
};

struct ProcessResult {
  enum class Status {
    Exited,       // exit_code holds the status
    Signaled,     // killed by signal `signal`
    TimedOut,     // killed by us at the time limit
    SpawnFailed,  // never started; spawn_error says why
  };
  Status status = Status::SpawnFailed;
  int exit_code = -1;
  int signal = 0;
  std::string spawn_error;
  std::string out;         // captured standard output (empty when it went to a file)
  std::string err;         // captured standard error
  bool truncated = false;  // captured output went over max_captured_bytes
  double seconds = 0;      // wall-clock time from spawn to reaping

  bool ok() const { return status == Status::Exited && exit_code == 0; }
  // "exited with status 1", "killed by signal 11 (Segmentation fault)",
  // "timed out after 2.0 s and was killed", "could not be started: ..."
  std::string describe() const;
};

// Starts argv[0] (searched in PATH when it has no '/') with argv, waits for it and
// reports how it ended. Never throws for the program's failures; only for a
// broken argument vector (empty), and Interrupted (support/interrupt.h) when SIGINT or
// SIGTERM arrives while it waits: the child's process group is then killed first.
ProcessResult run_process(const std::vector<std::string>& argv, const ProcessOptions& options = {});

// The argument vector as one line for messages, each argument quoted when it holds
// anything but plain characters (for reading, not for a shell to run).
std::string command_line(const std::vector<std::string>& argv);

}  // namespace st
