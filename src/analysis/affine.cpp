#include "analysis/affine.h"

#include <cstdint>
#include <limits>

#include "ast/printer.h"
#include "frontend/diagnostics.h"

namespace st {

namespace {

// Folding stays in the range of Fortran's default integer model, -huge(0)..huge(0)
// (symmetric, so that the magnitude of any value still fits).
constexpr long long max_integer = std::numeric_limits<std::int32_t>::max();
constexpr long long min_integer = -max_integer;

bool in_range(const Affine& form) {
  if (form.constant < min_integer || form.constant > max_integer) return false;
  for (const auto& [name, c] : form.terms) {
    if (c < min_integer || c > max_integer) return false;
  }
  return true;
}

// `form`, checked: operands in range keep every intermediate product below 2^62.
Affine checked(const Affine& form, const ast::Expr& expr) {
  if (!in_range(form)) {
    throw UserError(expr->loc, "integer overflow in '" + ast::to_fortran(expr) +
                                   "': its value leaves the range of a default integer (" +
                                   std::to_string(min_integer) + " to " + std::to_string(max_integer) + ")");
  }
  return form;
}

}  // namespace

long long Affine::coefficient(const std::string& name) const {
  auto it = terms.find(name);
  return it == terms.end() ? 0 : it->second;
}

Affine Affine::without(const std::string& name) const {
  Affine r = *this;
  r.terms.erase(name);
  return r;
}

Affine Affine::substitute(const std::string& name, const Affine& value) const {
  long long c = coefficient(name);
  if (c == 0) return *this;
  return without(name) + value * c;
}

Affine operator+(const Affine& a, const Affine& b) {
  Affine r = a;
  r.constant += b.constant;
  for (const auto& [name, c] : b.terms) {
    long long v = (r.terms[name] += c);
    if (v == 0) r.terms.erase(name);
  }
  return r;
}

Affine operator*(const Affine& a, long long k) {
  if (k == 0) return Affine::of(0);
  Affine r;
  r.constant = a.constant * k;
  for (const auto& [name, c] : a.terms) r.terms[name] = c * k;
  return r;
}

Affine operator-(const Affine& a, const Affine& b) { return a + b * -1; }

std::string Affine::str() const {
  std::string s;
  for (const auto& [name, c] : terms) {
    if (c < 0) {
      s += "-";
    } else if (!s.empty()) {
      s += "+";
    }
    long long m = c < 0 ? -c : c;
    if (m != 1) s += std::to_string(m) + "*";
    s += name;
  }
  if (constant != 0 || s.empty()) {
    if (constant > 0 && !s.empty()) s += "+";
    s += std::to_string(constant);
  }
  return s;
}

std::optional<Affine> to_affine(const ast::Expr& expr, const IntegerValues& known) {
  using namespace ast;
  if (!expr) return std::nullopt;
  if (const auto* lit = as<IntLit>(expr)) return checked(Affine::of(lit->value), expr);
  if (const auto* var = as<VarRef>(expr)) {
    auto it = known.find(var->name);
    if (it != known.end()) return checked(Affine::of(it->second), expr);
    return Affine::symbol(var->name);
  }
  if (const auto* u = as<Unary>(expr)) {
    auto inner = to_affine(u->operand, known);
    if (!inner) return std::nullopt;
    return checked(u->op == UnaryOp::Neg ? *inner * -1 : *inner, expr);
  }
  if (const auto* b = as<Binary>(expr)) {
    auto l = to_affine(b->lhs, known);
    auto r = to_affine(b->rhs, known);
    if (!l || !r) return std::nullopt;
    switch (b->op) {
      case BinaryOp::Add: return checked(*l + *r, expr);
      case BinaryOp::Sub: return checked(*l - *r, expr);
      case BinaryOp::Mul:
        if (l->is_constant()) return checked(*r * l->constant, expr);
        if (r->is_constant()) return checked(*l * r->constant, expr);
        return std::nullopt;
      case BinaryOp::Div:
        if (l->is_constant() && r->is_constant() && r->constant != 0)
          return checked(Affine::of(l->constant / r->constant), expr);
        return std::nullopt;
      case BinaryOp::Pow:
        if (l->is_constant() && r->is_constant() && r->constant >= 0) {
          long long base = l->constant, v = 1;
          if (base == -1) {
            v = r->constant % 2 ? -1 : 1;
          } else if (base == 0 || base == 1) {
            v = r->constant == 0 ? 1 : base;
          } else {
            // |base| >= 2 leaves the range within 32 steps.
            for (long long i = 0; i < r->constant && in_range(Affine::of(v)); ++i) v *= base;
          }
          return checked(Affine::of(v), expr);
        }
        return std::nullopt;
    }
  }
  return std::nullopt;
}

ast::Expr to_expr(const Affine& form, const SourceRange& loc) {
  using namespace ast;
  Expr e;
  for (const auto& [name, c] : form.terms) {
    long long m = c < 0 ? -c : c;
    Expr term = VarRef::make(name, loc);
    if (m != 1) term = Binary::make(BinaryOp::Mul, IntLit::make(m, loc), term, loc);
    if (!e) {
      e = c < 0 ? Unary::make(UnaryOp::Neg, term, loc) : term;
    } else {
      e = Binary::make(c < 0 ? BinaryOp::Sub : BinaryOp::Add, e, term, loc);
    }
  }
  if (!e) return IntLit::make(form.constant, loc);
  if (form.constant > 0) e = Binary::make(BinaryOp::Add, e, IntLit::make(form.constant, loc), loc);
  if (form.constant < 0) e = Binary::make(BinaryOp::Sub, e, IntLit::make(-form.constant, loc), loc);
  return e;
}

}  // namespace st
