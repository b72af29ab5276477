// Affine integer forms c0 + sum(ci * name_i) over named integer scalars: how loop
// bounds, array bounds and indices are compared symbolically.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <tuple>

#include "ast/ast.h"

namespace st {

struct Affine {
  long long constant = 0;
  std::map<std::string, long long> terms;  // name -> coefficient, never 0

  static Affine of(long long c) { return Affine{c, {}}; }
  static Affine symbol(const std::string& name) { return Affine{0, {{name, 1}}}; }
  bool is_constant() const { return terms.empty(); }
  // The coefficient of `name`, 0 when absent.
  long long coefficient(const std::string& name) const;
  // The form with `name` replaced by `value`.
  Affine substitute(const std::string& name, const Affine& value) const;
  Affine without(const std::string& name) const;

  friend Affine operator+(const Affine& a, const Affine& b);
  friend Affine operator-(const Affine& a, const Affine& b);
  friend Affine operator*(const Affine& a, long long k);
  bool operator==(const Affine&) const = default;
  // An order for sets of forms.
  bool operator<(const Affine& o) const { return std::tie(constant, terms) < std::tie(o.constant, o.terms); }

  // Fortran text, e.g. "nx+1", "i-2", "0".
  std::string str() const;
};

// Known integer values of names (parameter constants); everything else stays symbolic.
using IntegerValues = std::map<std::string, long long>;

// The affine form of an integer expression, or nothing when it is not affine (a
// product of two names, a division that is not exact between constants, a real).
// Every constant and coefficient it folds stays in the range of a default integer, as
// in Fortran, so that sums of a few forms cannot overflow; an expression that leaves
// it is a UserError at the operation that overflows.
std::optional<Affine> to_affine(const ast::Expr& expr, const IntegerValues& known);

// An expression for the form, with loc given to the nodes.
ast::Expr to_expr(const Affine& form, const SourceRange& loc = {});

}  // namespace st
