// One subroutine after the check-and-analyse stage: what every later stage takes.
#pragma once

#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "ast/ast.h"

namespace st {

struct Analysed {
  ast::Subroutine sub;  // as parsed, or completed from a bare nest
  SymbolTable symbols;
  StencilInfo info;
};

}  // namespace st
