#include "harness/check_tool.h"

#include <fstream>
#include <map>
#include <optional>
#include <ostream>
#include <stdexcept>

#include "analysis/bare_nest.h"
#include "analysis/scalar_definitions.h"
#include "analysis/scalar_statements.h"
#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "backends/c/c_backend.h"
#include "backends/c_names.h"
#include "backends/fortran/fortran_backend.h"
#include "frontend/diagnostics.h"
#include "frontend/parse_driver.h"
#include "harness/check_harness.h"
#include "harness/validation.h"

namespace st {

namespace {

struct ToolArgs {
  std::string file;
  std::string subroutine;         // empty: the first
  std::string variant;            // the variant's object file, or a library
  std::vector<std::string> link;  // --link=FLAG: what the variant needs linked after it (-lhwloc)
  std::string symbol;             // empty: the subroutine's own C name or gfortran symbol
  bool by_reference = false;
  std::vector<long long> size;
  std::map<std::string, long long> arguments;  // --arg=NAME=VALUE: an integer dummy that is no size (a step count)
  // --arg=NAME=V1,V2,...: one argument checked at each value, the program built once.
  std::string listed;
  std::vector<long long> listed_values;
  unsigned long long seed = 1;
  bool keep = false;
  // --reference=c: the untransformed C translation of the original, compiled -O0, and the
  // program linked by the C compiler (a machine without gfortran, as the GPU machine).
  bool c_reference = false;
};

std::string lower_case(std::string s) {
  for (char& c : s) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return s;
}

long long parse_integer(const std::string& text, const std::string& what) {
  size_t used = 0;
  long long v = 0;
  try {
    v = std::stoll(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used == 0 || used != text.size())
    throw UserError("stenciltune-check: " + what + " '" + text + "' is not an integer");
  return v;
}

// --size=NX[xNY[xNZ]]
std::vector<long long> parse_size(const std::string& text) {
  std::vector<long long> size;
  size_t start = 0;
  for (;;) {
    size_t x = text.find('x', start);
    long long n = parse_integer(text.substr(start, x == std::string::npos ? std::string::npos : x - start), "size");
    if (n < 1) throw UserError("stenciltune-check: sizes must be at least 1, found " + std::to_string(n));
    size.push_back(n);
    if (x == std::string::npos) break;
    start = x + 1;
  }
  return size;
}

ToolArgs parse_args(const std::vector<std::string>& args) {
  ToolArgs a;
  for (const std::string& arg : args) {
    auto value = [&](const std::string& option) -> std::optional<std::string> {
      if (arg.rfind(option + "=", 0) == 0) return arg.substr(option.size() + 1);
      return std::nullopt;
    };
    if (auto v = value("--variant")) {
      a.variant = *v;
    } else if (auto s = value("--symbol")) {
      a.symbol = *s;
    } else if (auto n = value("--subroutine")) {
      a.subroutine = *n;
    } else if (auto z = value("--size")) {
      a.size = parse_size(*z);
    } else if (auto flag = value("--link")) {
      a.link.push_back(*flag);
    } else if (auto given = value("--arg")) {
      size_t eq = given->find('=');
      if (eq == std::string::npos || eq == 0)
        throw UserError("stenciltune-check: --arg takes NAME=VALUE, found '" + *given + "'");
      std::string name = lower_case(given->substr(0, eq)), values = given->substr(eq + 1);
      if (values.find(',') == std::string::npos) {
        a.arguments[name] = parse_integer(values, "argument");
        continue;
      }
      if (!a.listed.empty()) throw UserError("stenciltune-check: only one --arg may list several values");
      a.listed = name;
      for (size_t start = 0, comma = 0; comma != std::string::npos; start = comma + 1) {
        comma = values.find(',', start);
        a.listed_values.push_back(parse_integer(values.substr(start, comma - start), "argument"));
      }
    } else if (auto seed = value("--seed")) {
      a.seed = static_cast<unsigned long long>(parse_integer(*seed, "seed"));
    } else if (arg == "--by-reference") {
      a.by_reference = true;
    } else if (arg == "--keep") {
      a.keep = true;
    } else if (auto r = value("--reference")) {
      if (*r != "c" && *r != "fortran")
        throw UserError("stenciltune-check: --reference takes c or fortran, found '" + *r + "'");
      a.c_reference = *r == "c";
    } else if (!arg.empty() && arg[0] != '-' && a.file.empty()) {
      a.file = arg;
    } else {
      throw UserError("stenciltune-check: unexpected argument '" + arg + "'");
    }
  }
  if (a.file.empty() || a.variant.empty()) {
    throw UserError(
        "usage: stenciltune-check FILE --variant=OBJECT [--symbol=NAME] [--by-reference] [--subroutine=NAME] "
        "[--size=NXxNY[xNZ]] [--arg=NAME=VALUE[,VALUE...]] [--link=FLAG] [--seed=N] [--reference=c|fortran] [--keep]");
  }
  return a;
}

void write_file(const std::string& path, const std::string& text) {
  std::ofstream f(path, std::ios::binary);
  f << text;
  if (!f) throw std::runtime_error("cannot write " + path);
}

}  // namespace

int run_check_tool(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  try {
    ToolArgs a = parse_args(args);
    ast::Unit unit = parse_file(a.file);
    const ast::Subroutine* parsed = &unit.subroutines.at(0);
    for (const ast::Subroutine& s : unit.subroutines) {
      if (lower_case(s.name) == lower_case(a.subroutine)) parsed = &s;
    }
    ast::Subroutine sub = complete_bare_nest(*parsed);
    SymbolTable symbols = build_symbols(sub);
    sub = inline_scalar_definitions(sub, symbols).sub;
    // The nests are analysed without the statements on scalars beside them; the check
    // compares everything the whole subroutine writes.
    std::optional<ScalarStatements> scalars = split_scalar_statements(sub, symbols);
    StencilInfo info = scalars ? analyse(scalars->nests, build_symbols(scalars->nests)) : analyse(sub, symbols);
    std::vector<long long> size = a.size;
    if (size.empty()) {
      int dims = info.nests.empty() ? 3 : info.nests[0].dims;
      size = dims == 1   ? std::vector<long long>{101}
             : dims == 2 ? std::vector<long long>{37, 23}
                         : std::vector<long long>{13, 17, 11};
    }

    TempDir work("stenciltune-check");
    if (a.keep) work.keep();
    Toolchain tools;
    auto failed = [&](const std::string& message) {
      work.keep();
      err << "stenciltune-check: " << message << "\n(files kept in " << work.path().string() << ")\n";
      return 1;
    };

    // A bare nest does not compile on its own; its reference is the completed
    // subroutine printed back as Fortran, untransformed.
    std::string reference_source = a.file;
    if (sub.bare_nest) {
      reference_source = work.file("reference.f90");
      write_file(reference_source, emit_fortran(sub, symbols, {}));
    }
    CheckHarnessOptions options;
    StepResult step;
    if (a.c_reference) {
      CEmitOptions c;
      c.function_name = "st_ref_" + sub.name;
      write_file(work.file("reference.c"), emit_c(sub, symbols, c));
      step = run_tool({tools.c_compiler, "-O0", "-ffp-contract=off", "-std=c99", "-c", work.file("reference.c"), "-o",
                       work.file("reference.o")},
                      tools);
      options.reference_symbol = c.function_name + "_";
      tools.fortran_compiler = tools.c_compiler;  // links the check program
    } else {
      step = compile_reference(reference_source, sub.name, work.file("reference.o"), tools,
                               sub.bare_nest ? std::string{} : sub.module);
      options.reference_symbol = reference_symbol(sub.name);
    }
    if (!step.ok) return failed(step.message);

    options.variant_convention = a.by_reference ? CallingConvention::FortranByReference : CallingConvention::CByValue;
    options.variant_symbol = !a.symbol.empty() ? a.symbol
                             : a.by_reference  ? fortran_symbol(sub.name)
                                               : c_identifier(sub.name);  // as the C printers name it
    options.integer_arguments = size_arguments(info, size);
    for (const auto& [name, value] : a.arguments) options.integer_arguments[name] = value;
    write_file(work.file("check.c"), generate_check_harness(sub, symbols, options));
    step = compile_harness(work.file("check.c"), work.file("check.o"), tools);
    if (!step.ok) return failed(step.message);
    std::vector<std::string> objects = {work.file("check.o"), a.variant, work.file("reference.o")};
    objects.insert(objects.end(), a.link.begin(), a.link.end());
    step = link_check_program(objects, work.file("check"), tools);
    if (!step.ok) return failed(step.message);

    if (a.listed.empty()) a.listed_values = {0};
    for (long long listed : a.listed_values) {
      if (!a.listed.empty()) {
        options.integer_arguments[a.listed] = listed;
        out << "check: " << a.listed << "=" << listed << "\n";
      }
      CheckOutcome outcome = run_check_program(work.file("check"), options.integer_arguments, a.seed, tools);
      out << outcome.output;
      if (outcome.verdict != CheckOutcome::Verdict::Pass)
        return failed(a.listed.empty() ? outcome.reason
                                       : outcome.reason + " (" + a.listed + "=" + std::to_string(listed) + ")");
    }
    return 0;
  } catch (const UserError& e) {
    err << (e.has_location() ? format_error(e) : std::string(e.what()) + "\n");
    return 2;
  } catch (const std::exception& e) {
    err << "stenciltune-check: internal error: " << e.what() << "\n";
    return 3;
  }
}

}  // namespace st
