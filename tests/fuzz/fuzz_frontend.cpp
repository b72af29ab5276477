// libFuzzer target for the front end (issue 8): arbitrary bytes go through the stages a
// file meets before any transform — parse, bare-nest completion, symbols, analysis — and
// through every printer of their results. A UserError (a diagnostic, exit status 2) is
// the normal outcome of bad input; anything else that escapes is a finding, as is every
// crash, sanitizer report, hang or leak that libFuzzer sees, and a subroutine that the
// printer does not give back unchanged.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>

#include "analysis/bare_nest.h"
#include "analysis/info_json.h"
#include "analysis/info_text.h"
#include "analysis/scalar_definitions.h"
#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "ast/equal.h"
#include "ast/printer.h"
#include "frontend/diagnostics.h"
#include "frontend/parse_driver.h"

namespace {

// Keeps the optimiser from dropping a printer's result.
volatile size_t sink;

void consume(const std::string& text) { sink = sink + text.size(); }

[[noreturn]] void finding(const char* kind, const std::string& what) {
  std::fprintf(stderr, "fuzz_frontend: %s: %s\n", kind, what.c_str());
  std::abort();
}

// A subroutine the analysis accepted, printed as Fortran (what the Fortran backend and
// the reports build on) and parsed again, must give back the same statements: the
// printer keeps every tree, and so every order of evaluation.
void check_round_trip(const st::ast::Subroutine& sub) {
  std::string printed = st::ast::to_fortran(sub);
  st::ast::Unit again;
  try {
    again = st::parse_text("printed.f95", printed);
  } catch (const st::UserError& e) {
    finding("the printed subroutine does not parse", st::format_error(e) + "--- printed:\n" + printed);
  }
  if (again.subroutines.size() != 1 || !st::ast::equal(again.subroutines[0].body, sub.body)) {
    finding("printing and parsing again changed the subroutine", "--- printed:\n" + printed);
  }
}

void run_front_end(std::string text) {
  st::ast::Unit unit = st::parse_text("fuzz.f95", std::move(text));
  consume(st::ast::dump(unit));
  consume(st::ast::to_fortran(unit));
  for (const st::ast::Subroutine& parsed : unit.subroutines) {
    st::ast::Subroutine sub = st::complete_bare_nest(parsed);
    consume(st::ast::to_fortran(sub));
    st::SymbolTable symbols = st::build_symbols(sub);
    sub = st::inline_scalar_definitions(sub, symbols).sub;
    st::StencilInfo info = st::analyse(sub, symbols);
    consume(st::to_json(info).dump(2));
    consume(st::to_text(info));
    check_round_trip(sub);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  try {
    run_front_end(std::move(text));
  } catch (const st::UserError& e) {
    consume(st::format_error(e));  // the diagnostic itself must print cleanly
  } catch (const st::InternalError& e) {
    finding("InternalError escaped the front end", e.what());
  } catch (const std::exception& e) {
    finding("std::exception escaped the front end", e.what());
  } catch (...) {
    finding("an unknown exception escaped the front end", "");
  }
  return 0;
}
