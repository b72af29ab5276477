// Fixtures the unit tests share: a subroutine parsed from text or from a suite stencil
// (stencils/), its bare nest completed, its symbols built and its locals' definitions
// put in place of their reads, as the driver does before
// the passes and printers; and, for the tests that need it, its analysis.
#pragma once

#include <string>
#include <utility>

#include "analysis/bare_nest.h"
#include "analysis/scalar_definitions.h"
#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "frontend/parse_driver.h"
#include "transforms/fresh_names.h"

namespace st::test {

// The path of stencils/NAME in the source tree; NAME without an extension gets ".f95".
inline std::string stencil_path(const std::string& name) {
  const bool has_extension = name.find('.') != std::string::npos;
  return std::string(STENCILTUNE_SOURCE_DIR) + "/stencils/" + name + (has_extension ? "" : ".f95");
}

struct Parsed {
  ast::Unit unit;       // as parsed
  ast::Subroutine sub;  // its first subroutine, a bare nest completed
  SymbolTable symbols;
};

inline Parsed parsed(ast::Unit unit) {
  Parsed p;
  p.unit = std::move(unit);
  p.sub = complete_bare_nest(p.unit.subroutines.at(0));
  p.symbols = build_symbols(p.sub);
  p.sub = inline_scalar_definitions(p.sub, p.symbols).sub;
  return p;
}

// `text` as the file `file` (its name shows in diagnostics and names a bare nest).
inline Parsed parse(const std::string& file, const std::string& text) { return parsed(parse_text(file, text)); }
inline Parsed parse(const std::string& text) { return parse("test.f95", text); }
inline Parsed parse_stencil(const std::string& name) { return parsed(parse_file(stencil_path(name))); }

struct AnalysedStencil : Parsed {
  StencilInfo info;
};

inline AnalysedStencil analysed(Parsed p) {
  AnalysedStencil a;
  static_cast<Parsed&>(a) = std::move(p);
  a.info = analyse(a.sub, a.symbols);
  return a;
}

inline AnalysedStencil analyse_suite_stencil(const std::string& name) { return analysed(parse_stencil(name)); }

// The first nest of a suite stencil, analysed.
inline NestInfo suite_nest(const std::string& name) { return analyse_suite_stencil(name).info.nests.at(0); }

// Every name of the symbol table, for the passes' `taken` names.
inline NameSet symbol_names(const SymbolTable& symbols) {
  NameSet names;
  for (const auto& [name, symbol] : symbols.all()) names.insert(name);
  return names;
}

}  // namespace st::test
