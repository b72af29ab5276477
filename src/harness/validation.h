// Building and running a check (check_harness.h): the reference compiled from the
// user's file by gfortran -O0 with its symbol renamed, a variant's object, the generated
// harness linking both, and the verdict read back from the harness's output. Every
// tool runs through run_process with a time limit, never through a shell.
#pragma once

#include <chrono>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "harness/process.h"

namespace st {

// The programs a check runs, and how long each may take.
struct Toolchain {
  std::string c_compiler = "gcc";
  std::string fortran_compiler = "gfortran";
  std::string objcopy = "objcopy";
  std::chrono::milliseconds compile_limit{std::chrono::minutes(2)};
  std::chrono::milliseconds run_limit{std::chrono::minutes(1)};
};

// One step that ran a tool: ok, or why not (the command, how it ended, what it said).
struct StepResult {
  bool ok = true;
  std::string message;
};

// Runs a tool under the compile time limit in `directory` (empty: ours).
StepResult run_tool(const std::vector<std::string>& argv, const Toolchain& tools, const std::string& directory = {});

// The name the reference's symbol is renamed to: st_ref_ and gfortran's symbol.
std::string reference_symbol(const std::string& subroutine);

// gfortran's symbol of `subroutine` of `module` (empty: an external subroutine).
std::string compiled_symbol(const std::string& subroutine, const std::string& module);

// Compiles the user's Fortran file with gfortran -O0 (no optimisation that could reorder
// arithmetic) into `object`, then renames the symbol of `subroutine` (of `module`, when
// the file's module contains it) to reference_symbol(subroutine), so that a variant's own
// Fortran entry links beside it. The modules' .mod files go beside `object`.
StepResult compile_reference(const std::string& fortran_file, const std::string& subroutine, const std::string& object,
                             const Toolchain& tools, const std::string& module = {});

// Compiles a generated check harness (C) into an object.
StepResult compile_harness(const std::string& c_file, const std::string& object, const Toolchain& tools);

// Links the harness, the reference and the variant (gfortran's driver brings
// libgfortran, which the reference may call).
StepResult link_check_program(const std::vector<std::string>& objects, const std::string& program,
                              const Toolchain& tools);

// What the harness said about one array.
struct ArrayCheck {
  std::string name;
  long long written = 0;            // points the original writes
  long long wrong = 0;              // of those, outside the tolerance
  long long unwritten_changed = 0;  // other points the variant changed
  double max_abs_error = 0;
  double max_error_tolerances = 0;  // the worst error in units of the tolerance (<= 1 passes)
  std::string worst_at;             // e.g. unext(3,7,2)
};

struct CheckOutcome {
  enum class Verdict { Pass, Fail, Error };
  Verdict verdict = Verdict::Error;
  std::vector<ArrayCheck> arrays;
  std::string output;  // everything the program printed
  std::string reason;  // for Fail and Error: why, in one line
};

// Runs a check program with the integer arguments (the problem size) and the seed.
CheckOutcome run_check_program(const std::string& program, const std::map<std::string, long long>& integers,
                               unsigned long long seed, const Toolchain& tools);

// Reads the "check: ..." lines of the harness's output.
std::vector<ArrayCheck> parse_check_output(const std::string& output);

// A fresh folder under the system's temporary folder, removed with its contents when
// this goes out of scope unless keep() was called (to look at a failure).
class TempDir {
 public:
  explicit TempDir(const std::string& prefix);
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  ~TempDir();
  const std::filesystem::path& path() const { return path_; }
  std::string file(const std::string& name) const { return (path_ / name).string(); }
  void keep() { keep_ = true; }

 private:
  std::filesystem::path path_;
  bool keep_ = false;
};

}  // namespace st
