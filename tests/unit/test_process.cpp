// run_process: argument vectors without a shell, captured output, exit status, signals,
// spawn failures and time limits that take the whole process group down.
#include <signal.h>
#include <stdlib.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "catch.h"
#include "harness/process.h"
#include "harness/validation.h"

using st::ProcessOptions;
using st::ProcessResult;
using st::run_process;

TEST_CASE("run_process captures standard output and error and the exit status", "[process]") {
  ProcessResult r = run_process({"sh", "-c", "echo out; echo err >&2; exit 3"});
  CHECK(r.status == ProcessResult::Status::Exited);
  CHECK(r.exit_code == 3);
  CHECK(r.out == "out\n");
  CHECK(r.err == "err\n");
  CHECK_FALSE(r.ok());
  CHECK(r.describe() == "exited with status 3");
}

TEST_CASE("run_process passes arguments as they are, with no shell in between", "[process]") {
  ProcessResult r = run_process({"echo", "a;b", "$HOME", "*", "it's"});
  CHECK(r.ok());
  CHECK(r.out == "a;b $HOME * it's\n");
}

TEST_CASE("run_process gives the child the environment entries asked for on top of ours", "[process]") {
  ::setenv("ST_TEST_KEPT", "ours", 1);
  ::setenv("ST_TEST_REPLACED", "ours", 1);
  ProcessOptions options;
  ::setenv("ST_TEST_REPLACED_LONGER", "kept", 1);  // a name the replaced one begins
  options.environment = {"ST_TEST_REPLACED=theirs", "ST_TEST_ADDED=new"};
  ProcessResult r = run_process({"sh", "-c",
                                 "echo $ST_TEST_KEPT $ST_TEST_REPLACED $ST_TEST_ADDED $ST_TEST_REPLACED_LONGER; env | "
                                 "grep -c ^ST_TEST_REPLACED="},
                                options);
  CHECK(r.ok());
  CHECK(r.out == "ours theirs new kept\n1\n");
  CHECK(std::string(::getenv("ST_TEST_REPLACED")) == "ours");  // ours unchanged
  ::unsetenv("ST_TEST_KEPT");
  ::unsetenv("ST_TEST_REPLACED");
  ::unsetenv("ST_TEST_REPLACED_LONGER");
}

TEST_CASE("run_process merges standard error into standard output when asked", "[process]") {
  ProcessOptions options;
  options.merge_stderr = true;
  ProcessResult r = run_process({"sh", "-c", "echo one; echo two >&2; echo three"}, options);
  CHECK(r.ok());
  CHECK(r.out == "one\ntwo\nthree\n");
  CHECK(r.err.empty());
}

TEST_CASE("run_process reads output larger than a pipe holds, and caps what it keeps", "[process]") {
  ProcessResult all = run_process({"head", "-c", "1000000", "/dev/zero"});
  CHECK(all.ok());
  CHECK(all.out.size() == 1000000);
  CHECK_FALSE(all.truncated);

  ProcessOptions options;
  options.max_captured_bytes = 1000;
  ProcessResult capped = run_process({"head", "-c", "1000000", "/dev/zero"}, options);
  CHECK(capped.ok());
  CHECK(capped.out.size() == 1000);
  CHECK(capped.truncated);
}

TEST_CASE("run_process reports a program killed by a signal", "[process]") {
  ProcessResult r = run_process({"sh", "-c", "kill -SEGV $$"});
  CHECK(r.status == ProcessResult::Status::Signaled);
  CHECK(r.signal == SIGSEGV);
  CHECK(r.describe().find("killed by signal 11") == 0);
}

TEST_CASE("run_process reports a program it cannot start", "[process]") {
  ProcessResult r = run_process({"/nonexistent/stenciltune-no-such-program"});
  CHECK(r.status == ProcessResult::Status::SpawnFailed);
  CHECK(r.describe().find("could not be started") == 0);
  CHECK(r.describe().find("No such file") != std::string::npos);
}

TEST_CASE("run_process kills the whole process group at the time limit", "[process]") {
  ProcessOptions options;
  options.time_limit = std::chrono::milliseconds(300);
  // The background sleep holds the output pipe open: the limit must still end it.
  ProcessResult r = run_process({"sh", "-c", "sleep 30 & sleep 30"}, options);
  CHECK(r.status == ProcessResult::Status::TimedOut);
  CHECK(r.seconds < 10);
  CHECK(r.describe().find("timed out after") == 0);
}

TEST_CASE("run_process writes output to files and runs in the folder given", "[process]") {
  st::TempDir dir("stenciltune-process-test");
  ProcessOptions options;
  options.working_directory = dir.path().string();
  options.stdout_file = dir.file("out.txt");
  options.stderr_file = dir.file("err.txt");
  ProcessResult r = run_process({"sh", "-c", "pwd; echo oops >&2"}, options);
  CHECK(r.ok());
  CHECK(r.out.empty());
  std::ifstream out(dir.file("out.txt")), err(dir.file("err.txt"));
  std::stringstream out_text, err_text;
  out_text << out.rdbuf();
  err_text << err.rdbuf();
  CHECK(std::filesystem::equivalent(out_text.str().substr(0, out_text.str().size() - 1), dir.path()));
  CHECK(err_text.str() == "oops\n");
}

TEST_CASE("command_line quotes what is not plain, for messages", "[process]") {
  CHECK(st::command_line({"gcc", "-O2", "-c", "a.c", "-o", "a.o"}) == "gcc -O2 -c a.c -o a.o");
  CHECK(st::command_line({"cc", "my file.c", "it's", ""}) == "cc 'my file.c' 'it'\\''s' ''");
}
