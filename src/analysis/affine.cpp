#include "analysis/affine.h"

namespace st {

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
  if (const auto* lit = as<IntLit>(expr)) return Affine::of(lit->value);
  if (const auto* var = as<VarRef>(expr)) {
    auto it = known.find(var->name);
    if (it != known.end()) return Affine::of(it->second);
    return Affine::symbol(var->name);
  }
  if (const auto* u = as<Unary>(expr)) {
    auto inner = to_affine(u->operand, known);
    if (!inner) return std::nullopt;
    return u->op == UnaryOp::Neg ? *inner * -1 : *inner;
  }
  if (const auto* b = as<Binary>(expr)) {
    auto l = to_affine(b->lhs, known);
    auto r = to_affine(b->rhs, known);
    if (!l || !r) return std::nullopt;
    switch (b->op) {
      case BinaryOp::Add: return *l + *r;
      case BinaryOp::Sub: return *l - *r;
      case BinaryOp::Mul:
        if (l->is_constant()) return *r * l->constant;
        if (r->is_constant()) return *l * r->constant;
        return std::nullopt;
      case BinaryOp::Div:
        if (l->is_constant() && r->is_constant() && r->constant != 0) return Affine::of(l->constant / r->constant);
        return std::nullopt;
      case BinaryOp::Pow:
        if (l->is_constant() && r->is_constant() && r->constant >= 0 && r->constant < 63) {
          long long v = 1;
          for (long long i = 0; i < r->constant; ++i) v *= l->constant;
          return Affine::of(v);
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
