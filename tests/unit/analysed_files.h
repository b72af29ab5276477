// Every subroutine of a Fortran file, each analysed as the driver does, for the tests of
// the stages after analysis (the tuning plan, the driver, the report's per-call times).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "analysis/bare_nest.h"
#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "driver/analysed.h"
#include "frontend/parse_driver.h"

namespace st::test {

// Every subroutine of the file at `path`, a bare nest completed.
inline std::vector<Analysed> analyse_subroutines(const std::string& path) {
  ast::Unit unit = parse_file(path);
  std::vector<Analysed> analysed;
  for (const ast::Subroutine& parsed : unit.subroutines) {
    Analysed a;
    a.sub = complete_bare_nest(parsed);
    a.symbols = build_symbols(a.sub);
    a.info = analyse(a.sub, a.symbols);
    analysed.push_back(std::move(a));
  }
  return analysed;
}

}  // namespace st::test
