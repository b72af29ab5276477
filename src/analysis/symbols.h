// The names of one subroutine: dummy arguments, locals and parameter constants, with
// their types, shapes and intents. Built once per subroutine; every later stage asks
// it what a name is.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "analysis/affine.h"
#include "ast/ast.h"

namespace st {

enum class SymbolKind { Scalar, Array, Parameter };

struct Symbol {
  std::string name;
  SymbolKind kind = SymbolKind::Scalar;
  ast::ScalarType type;
  ast::Intent intent = ast::Intent::None;
  bool is_dummy = false;
  int dummy_position = -1;                 // index in the argument list
  bool implicitly_typed = false;           // typed by Fortran's i-n rule, not a declaration
  std::vector<ast::DimBound> dims;         // arrays: explicit bounds; a null lower means 1
  ast::Expr init;                          // parameters: the value as written
  std::optional<long long> integer_value;  // integer parameters
  std::optional<double> real_value;        // real parameters
  SourceRange loc;

  int rank() const { return static_cast<int>(dims.size()); }
  // Lower bound of dimension d as an expression (1 when not written).
  ast::Expr lower(int d) const;
};

class SymbolTable {
 public:
  const Symbol* find(const std::string& name) const;
  // A name not declared: typed by Fortran's implicit rule unless `implicit none`.
  // Throws UserError (undeclared) under implicit none.
  const Symbol& lookup(const std::string& name, const SourceRange& use) const;
  // A name used with subscripts: its declared array. Throws UserError for any other
  // name, saying when it is a Fortran intrinsic function the input language lacks
  // (`nint(x)`, `mod(i, 2)`), since the parser reads such a call as an array's element.
  const Symbol& lookup_array(const std::string& name, const SourceRange& use) const;
  const std::vector<std::string>& dummies() const { return dummy_order_; }
  const IntegerValues& integer_constants() const { return integer_constants_; }
  bool implicit_none() const { return implicit_none_; }
  const std::map<std::string, Symbol>& all() const { return symbols_; }

 private:
  friend SymbolTable build_symbols(const ast::Subroutine& sub);
  std::map<std::string, Symbol> symbols_;
  mutable std::map<std::string, Symbol> implicit_;
  std::vector<std::string> dummy_order_;
  IntegerValues integer_constants_;
  bool implicit_none_ = false;
};

// Checks the declarations (duplicates, intents on locals, undeclared dummies under
// implicit none, local arrays, parameter values) and builds the table.
SymbolTable build_symbols(const ast::Subroutine& sub);

// The value of a constant real or integer expression (literals and parameters), or
// nothing when the expression is not constant.
std::optional<double> constant_value(const ast::Expr& expr, const SymbolTable& symbols);

}  // namespace st
