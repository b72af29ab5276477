#include "ast/equal.h"

#include <bit>
#include <cstdint>

namespace st::ast {

namespace {

bool equal_lists(const std::vector<Expr>& a, const std::vector<Expr>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (!equal(a[i], b[i])) return false;
  }
  return true;
}

}  // namespace

bool equal(const Expr& a, const Expr& b) {
  if (a == b) return true;
  if (!a || !b || a->kind != b->kind || a->height != b->height) return false;
  switch (a->kind) {
    case NodeKind::IntLit: return as<IntLit>(a)->value == as<IntLit>(b)->value;
    case NodeKind::RealLit: {
      // Bits, not ==: 0.0 and -0.0 are different literals.
      const auto* x = as<RealLit>(a);
      const auto* y = as<RealLit>(b);
      return x->type_kind == y->type_kind &&
             std::bit_cast<std::uint64_t>(x->value) == std::bit_cast<std::uint64_t>(y->value);
    }
    case NodeKind::VarRef: return as<VarRef>(a)->name == as<VarRef>(b)->name;
    case NodeKind::ArrayRef: {
      const auto* x = as<ArrayRef>(a);
      const auto* y = as<ArrayRef>(b);
      return x->name == y->name && equal_lists(x->indices, y->indices);
    }
    case NodeKind::LinearRef: {
      const auto* x = as<LinearRef>(a);
      const auto* y = as<LinearRef>(b);
      return x->name == y->name && equal(x->offset, y->offset);
    }
    case NodeKind::Unary: {
      const auto* x = as<Unary>(a);
      const auto* y = as<Unary>(b);
      return x->op == y->op && equal(x->operand, y->operand);
    }
    case NodeKind::Binary: {
      const auto* x = as<Binary>(a);
      const auto* y = as<Binary>(b);
      return x->op == y->op && equal(x->lhs, y->lhs) && equal(x->rhs, y->rhs);
    }
    case NodeKind::Call: {
      const auto* x = as<Call>(a);
      const auto* y = as<Call>(b);
      return x->name == y->name && equal_lists(x->args, y->args);
    }
    default: return false;
  }
}

bool equal(const Stmt& a, const Stmt& b) {
  if (a == b) return true;
  if (!a || !b || a->kind != b->kind) return false;
  if (const auto* x = as<Assign>(a)) {
    const auto* y = as<Assign>(b);
    return equal(x->lhs, y->lhs) && equal(x->rhs, y->rhs);
  }
  if (const auto* x = as<Let>(a)) {
    const auto* y = as<Let>(b);
    return x->name == y->name && x->type == y->type && equal(x->value, y->value);
  }
  if (const auto* x = as<CallStmt>(a)) {
    const auto* y = as<CallStmt>(b);
    return x->name == y->name && equal_lists(x->args, y->args);
  }
  if (const auto* x = as<Do>(a)) {
    const auto* y = as<Do>(b);
    return x->var == y->var && equal(x->lower, y->lower) && equal(x->upper, y->upper) && equal(x->step, y->step) &&
           equal(x->body, y->body);
  }
  return false;
}

bool equal(const StmtList& a, const StmtList& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (!equal(a[i], b[i])) return false;
  }
  return true;
}

}  // namespace st::ast
