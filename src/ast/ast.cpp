#include "ast/ast.h"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "frontend/diagnostics.h"

namespace st::ast {

namespace {

int height_of(const std::vector<Expr>& children) {
  int h = 0;
  for (const Expr& c : children) h = std::max(h, c->height);
  return h + 1;
}

void check_height(int height, const SourceRange& loc) {
  if (height > max_expr_height) {
    throw UserError(loc, "expression is nested too deeply (stenciltune accepts at most " +
                             std::to_string(max_expr_height) + " levels)");
  }
}

}  // namespace

const char* kind_name(NodeKind kind) {
  switch (kind) {
#define ST_NODE_NAME(name) \
  case NodeKind::name: return #name;
    ST_FOR_EACH_EXPR_NODE(ST_NODE_NAME) ST_FOR_EACH_STMT_NODE(ST_NODE_NAME)
#undef ST_NODE_NAME
  }
  return "?";
}

std::string type_name(ScalarType type) {
  if (type.base == BaseType::Integer) return type.kind == 4 ? "integer" : "integer(" + std::to_string(type.kind) + ")";
  return "real(" + std::to_string(type.kind) + ")";
}

const char* op_spelling(BinaryOp op) {
  switch (op) {
    case BinaryOp::Add: return "+";
    case BinaryOp::Sub: return "-";
    case BinaryOp::Mul: return "*";
    case BinaryOp::Div: return "/";
    case BinaryOp::Pow: return "**";
  }
  return "?";
}

const char* intent_name(Intent intent) {
  switch (intent) {
    case Intent::None: return "none";
    case Intent::In: return "in";
    case Intent::Out: return "out";
    case Intent::InOut: return "inout";
  }
  return "?";
}

bool is_intrinsic(const std::string& name) {
  static const std::array<const char*, 8> names = {"abs", "sqrt", "exp", "log", "sin", "cos", "min", "max"};
  return std::any_of(names.begin(), names.end(), [&](const char* n) { return name == n; });
}

int conversion_kind(const Call& call) {
  if (call.name != "real" || call.args.size() != 2) return 0;
  const auto* kind = as<IntLit>(call.args[1]);
  return kind ? static_cast<int>(kind->value) : 0;
}

Expr IntLit::make(long long value, SourceRange loc) { return std::make_shared<const IntLit>(value, std::move(loc)); }

Expr RealLit::make(double value, int type_kind, std::string spelling, SourceRange loc) {
  return std::make_shared<const RealLit>(value, type_kind, std::move(spelling), std::move(loc));
}

double literal_value(const RealLit& lit) {
  if (lit.spelling.empty()) return lit.value;
  std::string s;
  for (char c : lit.spelling) {
    if (c == '_') break;  // kind suffix
    s += (c == 'd' || c == 'D') ? 'e' : c;
  }
  char* end = nullptr;
  if (lit.type_kind == 4) {
    float f = std::strtof(s.c_str(), &end);
    if (end && *end == '\0') return static_cast<double>(f);
  } else {
    double d = std::strtod(s.c_str(), &end);
    if (end && *end == '\0') return d;
  }
  return lit.value;
}

Expr VarRef::make(std::string name, SourceRange loc) {
  return std::make_shared<const VarRef>(std::move(name), std::move(loc));
}

Expr ArrayRef::make(std::string name, std::vector<Expr> indices, SourceRange loc) {
  internal_assert(!indices.empty()) << "array reference without indices";
  int h = height_of(indices);
  check_height(h, loc);
  return std::make_shared<const ArrayRef>(std::move(name), std::move(indices), std::move(loc), h);
}

Expr LinearRef::make(std::string name, Expr offset, SourceRange loc) {
  internal_assert(offset != nullptr) << "linear reference without offset";
  int h = offset->height + 1;
  check_height(h, loc);
  return std::make_shared<const LinearRef>(std::move(name), std::move(offset), std::move(loc), h);
}

Expr Unary::make(UnaryOp op, Expr operand, SourceRange loc) {
  internal_assert(operand != nullptr) << "unary without operand";
  int h = operand->height + 1;
  check_height(h, loc);
  return std::make_shared<const Unary>(op, std::move(operand), std::move(loc), h);
}

Expr Binary::make(BinaryOp op, Expr lhs, Expr rhs, SourceRange loc) {
  internal_assert(lhs && rhs) << "binary without operands";
  int h = std::max(lhs->height, rhs->height) + 1;
  check_height(h, loc);
  return std::make_shared<const Binary>(op, std::move(lhs), std::move(rhs), std::move(loc), h);
}

Expr Call::make(std::string name, std::vector<Expr> args, SourceRange loc) {
  int h = height_of(args);
  check_height(h, loc);
  return std::make_shared<const Call>(std::move(name), std::move(args), std::move(loc), h);
}

Stmt Assign::make(Expr lhs, Expr rhs, SourceRange loc) {
  internal_assert(lhs && rhs) << "assignment without sides";
  return std::make_shared<const Assign>(std::move(lhs), std::move(rhs), std::move(loc));
}

Stmt Do::make(std::string var, Expr lower, Expr upper, Expr step, StmtList body, SourceRange loc) {
  internal_assert(lower && upper) << "do loop without bounds";
  return std::make_shared<const Do>(std::move(var), std::move(lower), std::move(upper), std::move(step),
                                    std::move(body), std::move(loc));
}

Stmt Let::make(std::string name, ScalarType type, Expr value, SourceRange loc) {
  internal_assert(value != nullptr) << "let without value";
  return std::make_shared<const Let>(std::move(name), type, std::move(value), std::move(loc));
}

Stmt CallStmt::make(std::string name, std::vector<Expr> args, SourceRange loc) {
  return std::make_shared<const CallStmt>(std::move(name), std::move(args), std::move(loc));
}

}  // namespace st::ast
