#include "transforms/integer_form.h"

#include "analysis/affine.h"
#include "ast/equal.h"
#include "ast/mutator.h"
#include "frontend/diagnostics.h"

namespace st {

std::optional<Affine> affine_form(const ast::Expr& expr, const IntegerValues& known) {
  try {
    return to_affine(expr, known);
  } catch (const UserError&) {
    return std::nullopt;
  }
}

ast::Expr normalise_integer(const ast::Expr& expr) {
  using namespace ast;
  if (!expr) return expr;
  if (auto form = affine_form(expr)) {
    // A literal has no sign: a negative constant is a minus in front of one, which the
    // printer parenthesises where Fortran needs it.
    Expr canonical = form->is_constant() && form->constant < 0
                         ? Unary::make(UnaryOp::Neg, IntLit::make(-form->constant, expr->loc), expr->loc)
                         : to_expr(*form, expr->loc);
    return equal(canonical, expr) ? expr : canonical;
  }
  if (const auto* b = as<Binary>(expr)) {
    Expr lhs = normalise_integer(b->lhs);
    Expr rhs = normalise_integer(b->rhs);
    // x + (-c) is x - c, which Fortran can print without parentheses.
    const auto* negated = as<Unary>(rhs);
    if (negated && negated->op == UnaryOp::Neg && (b->op == BinaryOp::Add || b->op == BinaryOp::Sub)) {
      return Binary::make(b->op == BinaryOp::Add ? BinaryOp::Sub : BinaryOp::Add, lhs, negated->operand, b->loc);
    }
    if (lhs == b->lhs && rhs == b->rhs) return expr;
    return Binary::make(b->op, lhs, rhs, b->loc);
  }
  if (const auto* u = as<Unary>(expr)) {
    Expr operand = normalise_integer(u->operand);
    if (operand == u->operand) return expr;
    return Unary::make(u->op, operand, u->loc);
  }
  if (const auto* c = as<Call>(expr)) {
    std::vector<Expr> args;
    for (const Expr& a : c->args) args.push_back(normalise_integer(a));
    if (same_nodes(args, c->args)) return expr;
    return Call::make(c->name, std::move(args), c->loc);
  }
  return expr;
}

}  // namespace st
