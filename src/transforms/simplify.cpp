#include "transforms/simplify.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdint>
#include <optional>
#include <vector>

#include "ast/mutator.h"
#include "transforms/integer_form.h"

namespace st {

namespace {

using namespace ast;

// The value of a literal, with a sign in front or not: how negative constants appear.
struct Literal {
  ScalarType type;
  long long integer = 0;
  double real = 0;

  bool is_one() const { return type.is_real() ? real == 1.0 : integer == 1; }
  bool is_zero() const { return type.is_real() ? real == 0.0 : integer == 0; }
  bool is_positive_zero() const { return is_zero() && !(type.is_real() && std::signbit(real)); }
  // The value in a real kind, converted as Fortran converts an operand.
  double as_real(int kind) const {
    if (type.is_real()) return kind == 4 ? static_cast<double>(static_cast<float>(real)) : real;
    return kind == 4 ? static_cast<double>(static_cast<float>(integer)) : static_cast<double>(integer);
  }
};

std::optional<Literal> literal_of(const Expr& e) {
  if (const auto* i = as<IntLit>(e)) return Literal{ScalarType::integer(4), i->value, 0};
  if (const auto* r = as<RealLit>(e)) return Literal{ScalarType::real(r->type_kind), 0, r->value};
  if (const auto* u = as<Unary>(e)) {
    auto inner = literal_of(u->operand);
    if (!inner || u->op == UnaryOp::Plus) return inner;
    if (inner->type.is_real()) {
      inner->real = -inner->real;
    } else {
      if (inner->integer == LLONG_MIN) return std::nullopt;
      inner->integer = -inner->integer;
    }
    return inner;
  }
  return std::nullopt;
}

// Negative values become a minus in front of a literal, since a literal has no sign.
Expr make_literal(const Literal& value, const SourceRange& loc) {
  if (value.type.is_real()) {
    if (std::signbit(value.real)) {
      return Unary::make(UnaryOp::Neg, RealLit::make(-value.real, value.type.kind, {}, loc), loc);
    }
    return RealLit::make(value.real, value.type.kind, {}, loc);
  }
  if (value.integer < 0) return Unary::make(UnaryOp::Neg, IntLit::make(-value.integer, loc), loc);
  return IntLit::make(value.integer, loc);
}

bool in_default_integer_range(long long v) { return v >= INT32_MIN && v <= INT32_MAX; }

// Default-kind integer arithmetic, folded only where the program would not overflow.
std::optional<long long> fold_integer(BinaryOp op, long long a, long long b) {
  if (!in_default_integer_range(a) || !in_default_integer_range(b)) return std::nullopt;
  long long r = 0;
  switch (op) {
    case BinaryOp::Add: r = a + b; break;
    case BinaryOp::Sub: r = a - b; break;
    case BinaryOp::Mul: r = a * b; break;
    case BinaryOp::Div:
      if (b == 0) return std::nullopt;
      r = a / b;  // truncates toward zero, as Fortran does
      break;
    case BinaryOp::Pow:
      if (b < 0) return std::nullopt;
      r = 1;
      for (long long k = 0; k < b; ++k) {
        r *= a;
        if (!in_default_integer_range(r)) return std::nullopt;
      }
      break;
  }
  if (!in_default_integer_range(r)) return std::nullopt;
  return r;
}

// One IEEE operation in the precision of `kind`: exactly what the compiled program
// (or gfortran's own constant folding, which rounds correctly in the kind) computes.
// ** is left alone: gfortran expands it in ways a single rounding does not match.
std::optional<double> fold_real(BinaryOp op, double a, double b, int kind) {
  if (op == BinaryOp::Pow || (op == BinaryOp::Div && b == 0.0)) return std::nullopt;
  double r = 0;
  if (kind == 4) {
    float x = static_cast<float>(a);
    float y = static_cast<float>(b);
    float f = 0;
    switch (op) {
      case BinaryOp::Add: f = x + y; break;
      case BinaryOp::Sub: f = x - y; break;
      case BinaryOp::Mul: f = x * y; break;
      case BinaryOp::Div: f = x / y; break;
      case BinaryOp::Pow: return std::nullopt;
    }
    r = static_cast<double>(f);
  } else {
    switch (op) {
      case BinaryOp::Add: r = a + b; break;
      case BinaryOp::Sub: r = a - b; break;
      case BinaryOp::Mul: r = a * b; break;
      case BinaryOp::Div: r = a / b; break;
      case BinaryOp::Pow: return std::nullopt;
    }
  }
  if (!std::isfinite(r)) return std::nullopt;
  return r;
}

std::optional<Literal> fold(BinaryOp op, const Literal& a, const Literal& b) {
  if (!a.type.is_real() && !b.type.is_real()) {
    auto r = fold_integer(op, a.integer, b.integer);
    if (!r) return std::nullopt;
    return Literal{ScalarType::integer(4), *r, 0};
  }
  int kind = std::max(a.type.is_real() ? a.type.kind : 0, b.type.is_real() ? b.type.kind : 0);
  auto r = fold_real(op, a.as_real(kind), b.as_real(kind), kind);
  if (!r) return std::nullopt;
  return Literal{ScalarType::real(kind), 0, *r};
}

class Simplifier : public Mutator {
 public:
  Simplifier(const SimplifyOptions& o, TypeEnv env) : options_(o), types_(std::move(env)) {}

 protected:
  Expr mutate_VarRef(const VarRef& node, const Expr& self) override {
    auto it = options_.constants.find(node.name);
    return it == options_.constants.end() ? self : it->second;
  }

  // The target of an assignment is a variable, never a constant's value.
  Stmt mutate_Assign(const Assign& node, const Stmt& self) override {
    Expr lhs = as<VarRef>(node.lhs) ? node.lhs : mutate(node.lhs);
    Expr rhs = mutate(node.rhs);
    if (lhs == node.lhs && rhs == node.rhs) return self;
    return Assign::make(lhs, rhs, node.loc);
  }

  Expr mutate_Unary(const Unary& node, const Expr& self) override {
    Expr operand = mutate(node.operand);
    if (node.op == UnaryOp::Plus) return operand;
    // Negation only flips the sign bit, so -(-x) is x for every x.
    if (const auto* inner = as<Unary>(operand); inner && inner->op == UnaryOp::Neg) return inner->operand;
    Expr result = operand == node.operand ? self : Unary::make(UnaryOp::Neg, operand, node.loc);
    return type(result).is_real() ? result : normalise_integer(result);
  }

  Expr mutate_Binary(const Binary& node, const Expr& self) override {
    Expr lhs = mutate(node.lhs);
    Expr rhs = mutate(node.rhs);
    return simplify_binary(node.op, lhs, rhs, node.loc, lhs == node.lhs && rhs == node.rhs ? self : nullptr);
  }

  Expr mutate_Call(const Call& node, const Expr& self) override {
    Expr call = Mutator::mutate_Call(node, self);
    const auto* c = as<Call>(call);
    if (c->name != "min" && c->name != "max") return call;
    std::optional<long long> best;
    for (const Expr& a : c->args) {
      auto v = literal_of(a);
      if (!v || v->type.is_real()) return call;
      if (!best || (c->name == "min" ? v->integer < *best : v->integer > *best)) best = v->integer;
    }
    if (!best) return call;
    return make_literal(Literal{ScalarType::integer(4), *best, 0}, node.loc);
  }

 private:
  const SimplifyOptions& options_;
  TypeEnv types_;

  ScalarType type(const Expr& e) const { return expr_type(e, types_); }

  // `self` is the node to hand back when the operands did not change, or null.
  Expr simplify_binary(BinaryOp op, const Expr& lhs, const Expr& rhs, const SourceRange& loc, const Expr& self) {
    auto left = literal_of(lhs);
    auto right = literal_of(rhs);
    if (left && right) {
      if (auto folded = fold(op, *left, *right)) return make_literal(*folded, loc);
    }
    // a + (-b) is a - b and a - (-b) is a + b in IEEE arithmetic, signed zeros included.
    if (const auto* neg = as<Unary>(rhs); neg && neg->op == UnaryOp::Neg) {
      if (op == BinaryOp::Add) return simplify_binary(BinaryOp::Sub, lhs, neg->operand, loc, nullptr);
      if (op == BinaryOp::Sub) return simplify_binary(BinaryOp::Add, lhs, neg->operand, loc, nullptr);
    }
    ScalarType result = promote(type(lhs), type(rhs));
    // An operand may stand for the whole only if it already has the result's type:
    // x*1.0d0 with a real(4) x is a widening, and i*1.0 a conversion to real.
    auto keeps = [&](const Expr& e) { return type(e) == result; };
    switch (op) {
      case BinaryOp::Mul:
        if (right && right->is_one() && keeps(lhs)) return lhs;
        if (left && left->is_one() && keeps(rhs)) return rhs;
        // x*0 is 0 only for integers; for reals it is -0 or NaN for some x.
        if (!result.is_real() && ((right && right->is_zero()) || (left && left->is_zero())))
          return IntLit::make(0, loc);
        break;
      case BinaryOp::Div:
        if (right && right->is_one() && keeps(lhs)) return lhs;
        break;
      case BinaryOp::Add:
        // x + 0.0 is +0.0 for x = -0.0, so a real + 0.0 goes only when reassociating;
        // -0.0 + x is x for every x.
        if (right && right->is_zero() && (!result.is_real() || options_.reassociate) && keeps(lhs)) return lhs;
        if (left && left->is_zero() && (!result.is_real() || options_.reassociate || !left->is_positive_zero()) &&
            keeps(rhs)) {
          return rhs;
        }
        break;
      case BinaryOp::Sub:
        if (right && right->is_positive_zero() && keeps(lhs)) return lhs;
        break;
      case BinaryOp::Pow: break;
    }
    Expr node = self ? self : Binary::make(op, lhs, rhs, loc);
    if (!result.is_real()) return normalise_integer(node);
    if (options_.reassociate) return gather_constants(node, result);
    return node;
  }

  // ---- reassociation (only with options.reassociate) ----

  struct Term {
    bool negated;
    Expr expr;
  };

  void flatten_sum(const Expr& e, bool negated, ScalarType t, std::vector<Term>& terms) const {
    const auto* b = as<Binary>(e);
    if (b && (b->op == BinaryOp::Add || b->op == BinaryOp::Sub) && type(e) == t) {
      flatten_sum(b->lhs, negated, t, terms);
      flatten_sum(b->rhs, b->op == BinaryOp::Sub ? !negated : negated, t, terms);
      return;
    }
    terms.push_back({negated, e});
  }

  void flatten_product(const Expr& e, ScalarType t, std::vector<Expr>& factors) const {
    const auto* b = as<Binary>(e);
    if (b && b->op == BinaryOp::Mul && type(e) == t) {
      flatten_product(b->lhs, t, factors);
      flatten_product(b->rhs, t, factors);
      return;
    }
    factors.push_back(e);
  }

  // A literal that may join the chain's constant: an integer or a real no wider than it.
  static std::optional<Literal> gatherable(const Expr& e, ScalarType t) {
    auto v = literal_of(e);
    if (v && v->type.is_real() && v->type.kind > t.kind) return std::nullopt;
    return v;
  }

  // The constants of a sum or product gathered into one, at the end of a sum and the
  // front of a product. Every other operand must already have the chain's type, so
  // that no operation changes precision.
  Expr gather_constants(const Expr& node, ScalarType t) const {
    const auto* b = as<Binary>(node);
    if (!b) return node;
    const SourceRange& loc = node->loc;
    if (b->op == BinaryOp::Add || b->op == BinaryOp::Sub) {
      std::vector<Term> terms;
      flatten_sum(node, false, t, terms);
      std::vector<Term> rest;
      int literals = 0;
      double sum = 0;
      for (const Term& term : terms) {
        if (auto v = gatherable(term.expr, t)) {
          double x = v->as_real(t.kind);
          auto r = fold_real(term.negated ? BinaryOp::Sub : BinaryOp::Add, sum, x, t.kind);
          if (!r) return node;
          sum = *r;
          ++literals;
        } else if (type(term.expr) == t) {
          rest.push_back(term);
        } else {
          return node;
        }
      }
      if (literals == 0 || (literals == 1 && sum != 0.0)) return node;
      if (rest.empty()) return make_literal(Literal{t, 0, sum}, loc);
      Expr acc = rest[0].negated ? Unary::make(UnaryOp::Neg, rest[0].expr, loc) : rest[0].expr;
      for (size_t i = 1; i < rest.size(); ++i) {
        acc = Binary::make(rest[i].negated ? BinaryOp::Sub : BinaryOp::Add, acc, rest[i].expr, loc);
      }
      if (sum != 0.0) {
        acc = Binary::make(sum > 0 ? BinaryOp::Add : BinaryOp::Sub, acc,
                           make_literal(Literal{t, 0, std::fabs(sum)}, loc), loc);
      }
      return acc;
    }
    if (b->op == BinaryOp::Mul) {
      std::vector<Expr> factors;
      flatten_product(node, t, factors);
      std::vector<Expr> rest;
      int literals = 0;
      double product = 1;
      for (const Expr& f : factors) {
        if (auto v = gatherable(f, t)) {
          auto r = fold_real(BinaryOp::Mul, product, v->as_real(t.kind), t.kind);
          if (!r) return node;
          product = *r;
          ++literals;
        } else if (type(f) == t) {
          rest.push_back(f);
        } else {
          return node;
        }
      }
      if (literals == 0 || (literals == 1 && product != 1.0)) return node;
      if (rest.empty()) return make_literal(Literal{t, 0, product}, loc);
      Expr acc = product == 1.0 ? rest[0] : make_literal(Literal{t, 0, product}, loc);
      for (size_t i = product == 1.0 ? 1 : 0; i < rest.size(); ++i)
        acc = Binary::make(BinaryOp::Mul, acc, rest[i], loc);
      return acc;
    }
    return node;
  }
};

}  // namespace

std::map<std::string, Expr> parameter_constants(const SymbolTable& symbols) {
  std::map<std::string, Expr> constants;
  TypeEnv types = TypeEnv::of(symbols);
  // A parameter may use those declared before it; repeat until nothing more folds.
  for (bool progress = true; progress;) {
    progress = false;
    for (const auto& [name, symbol] : symbols.all()) {
      if (symbol.kind != SymbolKind::Parameter || constants.count(name)) continue;
      if (!symbol.type.is_real()) {
        // integer(8) constants stay names: as literals of default kind they would
        // change the kind of the arithmetic they take part in.
        if (symbol.type.kind != 4 || !symbol.integer_value || !in_default_integer_range(*symbol.integer_value))
          continue;
        constants[name] = make_literal(Literal{ScalarType::integer(4), *symbol.integer_value, 0}, {});
        progress = true;
        continue;
      }
      if (!symbol.init) continue;
      SimplifyOptions options;
      options.constants = constants;
      options.types = types;
      auto value = literal_of(simplify(symbol.init, options));
      if (!value) continue;
      constants[name] = make_literal(Literal{symbol.type, 0, value->as_real(symbol.type.kind)}, {});
      progress = true;
    }
  }
  return constants;
}

StmtList simplify(const StmtList& stmts, const SimplifyOptions& options) {
  TypeEnv types = options.types;
  types.add_names_of(stmts);
  Simplifier simplifier(options, std::move(types));
  return simplifier.mutate(stmts);
}

Expr simplify(const Expr& expr, const SimplifyOptions& options) {
  Simplifier simplifier(options, options.types);
  return simplifier.mutate(expr);
}

}  // namespace st
