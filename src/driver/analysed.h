// One subroutine after the check-and-analyse stage: what every later stage takes.
#pragma once

#include <optional>

#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "ast/ast.h"

namespace st {

struct Analysed {
  ast::Subroutine sub;  // as parsed, or completed from a bare nest
  SymbolTable symbols;
  StencilInfo info;
  // Where the subroutine has statements on scalars beside its nests, `sub` is without
  // them (info.scalar_program holds them) and this is with them: what the library,
  // which runs both, is checked against.
  std::optional<ast::Subroutine> whole;
  SymbolTable whole_symbols;
  // The modules of the file, in its order: the library gives the caller a copy of each
  // (package.h, PackageRequest::modules).
  std::vector<ast::Module> modules;
};

}  // namespace st
