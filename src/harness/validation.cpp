#include "harness/validation.h"

#include <cerrno>
#include <cstdlib>
#include <filesystem>
#include <sstream>
#include <system_error>

#include "frontend/diagnostics.h"
#include "harness/check_harness.h"

namespace st {

StepResult run_tool(const std::vector<std::string>& argv, const Toolchain& tools, const std::string& directory) {
  ProcessOptions options;
  options.merge_stderr = true;
  options.time_limit = tools.compile_limit;
  options.working_directory = directory;
  ProcessResult r = run_process(argv, options);
  if (r.ok()) return {};
  return {false, command_line(argv) + ": " + r.describe() + (r.out.empty() ? "" : "\n" + r.out)};
}

std::string reference_symbol(const std::string& subroutine) { return "st_ref_" + fortran_symbol(subroutine); }

std::string compiled_symbol(const std::string& subroutine, const std::string& module) {
  if (module.empty()) return fortran_symbol(subroutine);
  return "__" + module + "_MOD_" + subroutine;  // the parser folds names to lower case
}

StepResult compile_reference(const std::string& fortran_file, const std::string& subroutine, const std::string& object,
                             const Toolchain& tools, const std::string& module) {
  // gfortran reads a used module's .mod from the source's folder before the file's own
  // module is written: a stale one beside the user's file would change the reference. So
  // a copy of the file (the same name: its suffix says free or fixed form) is compiled
  // in a folder of its own, which the .mod files are written to as well.
  namespace fs = std::filesystem;
  const fs::path target = fs::absolute(fs::path(object));
  const fs::path folder = target.parent_path() / (target.stem().string() + "_source");
  std::error_code ec;
  fs::remove_all(folder, ec);
  fs::create_directories(folder, ec);
  const fs::path copy = folder / fs::path(fortran_file).filename();
  if (!ec) fs::copy_file(fortran_file, copy, fs::copy_options::overwrite_existing, ec);
  if (ec) return StepResult{false, "copying " + fortran_file + " to " + copy.string() + ": " + ec.message()};
  StepResult r =
      run_tool({tools.fortran_compiler, "-O0", "-J", folder.string(), "-c", copy.string(), "-o", target.string()},
               tools, folder.string());
  if (!r.ok) return r;
  return run_tool({tools.objcopy, "--redefine-sym",
                   compiled_symbol(subroutine, module) + "=" + reference_symbol(subroutine), object},
                  tools);
}

StepResult compile_harness(const std::string& c_file, const std::string& object, const Toolchain& tools) {
  return run_tool({tools.c_compiler, "-std=c99", "-O1", "-Wall", "-Wextra", "-c", c_file, "-o", object}, tools);
}

StepResult link_check_program(const std::vector<std::string>& objects, const std::string& program,
                              const Toolchain& tools) {
  std::vector<std::string> argv = {tools.fortran_compiler, "-o", program};
  argv.insert(argv.end(), objects.begin(), objects.end());
  argv.push_back("-lm");
  return run_tool(argv, tools);
}

std::vector<ArrayCheck> parse_check_output(const std::string& output) {
  std::vector<ArrayCheck> arrays;
  std::istringstream lines(output);
  std::string line;
  while (std::getline(lines, line)) {
    if (line.rfind("check: ", 0) != 0 || line.find(" written=") == std::string::npos) continue;
    std::istringstream words(line.substr(7));
    ArrayCheck a;
    words >> a.name;
    std::string word;
    while (words >> word) {
      size_t eq = word.find('=');
      if (eq == std::string::npos) continue;
      std::string key = word.substr(0, eq), value = word.substr(eq + 1);
      if (key == "written") a.written = std::atoll(value.c_str());
      if (key == "wrong") a.wrong = std::atoll(value.c_str());
      if (key == "unwritten_changed") a.unwritten_changed = std::atoll(value.c_str());
      if (key == "max_abs_err") a.max_abs_error = std::strtod(value.c_str(), nullptr);
      if (key == "max_err_tolerances") a.max_error_tolerances = std::strtod(value.c_str(), nullptr);
      if (key == "worst_at") a.worst_at = value;
    }
    arrays.push_back(a);
  }
  return arrays;
}

CheckOutcome run_check_program(const std::string& program, const std::map<std::string, long long>& integers,
                               unsigned long long seed, const Toolchain& tools) {
  std::vector<std::string> argv = {program};
  for (const auto& [name, value] : integers) argv.push_back(name + "=" + std::to_string(value));
  argv.push_back("seed=" + std::to_string(seed));
  ProcessOptions options;
  options.merge_stderr = true;
  options.time_limit = tools.run_limit;
  ProcessResult r = run_process(argv, options);

  CheckOutcome outcome;
  outcome.output = r.out;
  outcome.arrays = parse_check_output(r.out);
  if (r.ok()) {
    outcome.verdict = CheckOutcome::Verdict::Pass;
    return outcome;
  }
  if (r.status == ProcessResult::Status::Exited && r.exit_code == 1) {
    outcome.verdict = CheckOutcome::Verdict::Fail;
    for (const ArrayCheck& a : outcome.arrays) {
      std::ostringstream why;
      if (a.wrong > 0) {
        why << a.name << ": " << a.wrong << " of " << a.written << " points outside the tolerance (worst "
            << a.max_error_tolerances << " tolerances at " << a.worst_at << ")";
      } else if (a.unwritten_changed > 0) {
        why << a.name << ": " << a.unwritten_changed << " points the original does not write were changed (at "
            << a.worst_at << ")";
      }
      if (!why.str().empty()) outcome.reason += (outcome.reason.empty() ? "" : "; ") + why.str();
    }
    if (outcome.reason.empty()) outcome.reason = "the check failed";
    return outcome;
  }
  outcome.verdict = CheckOutcome::Verdict::Error;
  outcome.reason = command_line(argv) + " " + r.describe();
  return outcome;
}

TempDir::TempDir(const std::string& prefix) {
  std::filesystem::path base = std::filesystem::temp_directory_path();
  std::string pattern = (base / (prefix + "-XXXXXX")).string();
  if (::mkdtemp(pattern.data()) == nullptr) {
    throw std::system_error(errno, std::generic_category(), "cannot create a folder like " + pattern);
  }
  path_ = pattern;
}

TempDir::~TempDir() {
  if (keep_) return;
  std::error_code ignored;
  std::filesystem::remove_all(path_, ignored);
}

}  // namespace st
