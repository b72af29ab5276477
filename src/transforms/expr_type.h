// The Fortran type of an expression, as the passes that make temporaries or drop
// operations need it: `x*1.0` may be dropped only where x already has the type of the
// product, and a temporary is declared with the type of the value it holds.
#pragma once

#include <map>
#include <string>

#include "analysis/symbols.h"
#include "ast/ast.h"

namespace st {

// The types of the names a piece of code uses. Names it does not know are typed by
// Fortran's implicit rule (i-n integer, otherwise default real), as the compiler would.
class TypeEnv {
 public:
  TypeEnv() = default;
  // Every name the subroutine declares (scalars, arrays by element type, parameters).
  static TypeEnv of(const SymbolTable& symbols);

  void set(const std::string& name, ast::ScalarType type) { types_[name] = type; }
  // Adds the temporaries (Let) and loop variables of `stmts` that are not known yet.
  void add_names_of(const ast::StmtList& stmts);
  ast::ScalarType of_name(const std::string& name) const;
  bool knows(const std::string& name) const { return types_.count(name) != 0; }

 private:
  std::map<std::string, ast::ScalarType> types_;
};

// Fortran's rules: integer op integer is integer, anything with a real is real of the
// widest real kind among the operands; abs, min, max keep the promoted argument type;
// real(x, k) is real(k).
ast::ScalarType expr_type(const ast::Expr& expr, const TypeEnv& env);
// The type of a binary operation on operands of types a and b.
ast::ScalarType promote(ast::ScalarType a, ast::ScalarType b);

}  // namespace st
