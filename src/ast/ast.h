// The abstract syntax tree of a Fortran-95 stencil program unit. Nodes are immutable,
// shared, built with factory functions (`Binary::make`), and carry their source range.
// The node kinds are listed once below; the kind enum, the Visitor and the Mutator
// follow from that list.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "frontend/source.h"

// Every expression node kind, once.
#define ST_FOR_EACH_EXPR_NODE(X) \
  X(IntLit)                      \
  X(RealLit)                     \
  X(VarRef)                      \
  X(ArrayRef)                    \
  X(LinearRef)                   \
  X(Unary)                       \
  X(Binary)                      \
  X(Call)

// Every statement node kind, once.
#define ST_FOR_EACH_STMT_NODE(X) \
  X(Assign)                      \
  X(Do)                          \
  X(Let)                         \
  X(CallStmt)

namespace st::ast {

enum class NodeKind {
#define ST_NODE_ENUM(name) name,
  ST_FOR_EACH_EXPR_NODE(ST_NODE_ENUM) ST_FOR_EACH_STMT_NODE(ST_NODE_ENUM)
#undef ST_NODE_ENUM
};
const char* kind_name(NodeKind kind);

enum class BaseType { Integer, Real };

// A Fortran scalar type: the base type and its kind, which is its size in bytes.
struct ScalarType {
  BaseType base = BaseType::Real;
  int kind = 4;

  static ScalarType integer(int kind = 4) { return {BaseType::Integer, kind}; }
  static ScalarType real(int kind = 4) { return {BaseType::Real, kind}; }
  bool is_real() const { return base == BaseType::Real; }
  bool operator==(const ScalarType&) const = default;
};
// "integer", "real(4)", "real(8)"
std::string type_name(ScalarType type);

// ---- expressions -----------------------------------------------------------------

struct ExprNode {
  const NodeKind kind;
  const SourceRange loc;
  // Height of the tree below and including this node; bounded so that no recursive
  // pass over a hostile input can exhaust the stack.
  const int height;

  ExprNode(const ExprNode&) = delete;
  ExprNode& operator=(const ExprNode&) = delete;
  virtual ~ExprNode() = default;

 protected:
  ExprNode(NodeKind k, SourceRange l, int h) : kind(k), loc(std::move(l)), height(h) {}
};
using Expr = std::shared_ptr<const ExprNode>;

// The deepest expression tree accepted; deeper input gets a diagnostic.
constexpr int max_expr_height = 400;

template <typename T>
const T* as(const Expr& e) {
  return e && e->kind == T::static_kind ? static_cast<const T*>(e.get()) : nullptr;
}

struct IntLit final : ExprNode {
  static constexpr NodeKind static_kind = NodeKind::IntLit;
  const long long value;
  static Expr make(long long value, SourceRange loc = {});
  IntLit(long long v, SourceRange l) : ExprNode(static_kind, std::move(l), 1), value(v) {}
};

struct RealLit final : ExprNode {
  static constexpr NodeKind static_kind = NodeKind::RealLit;
  const double value;
  const int type_kind;  // 4 (default real) or 8 (d exponent or _8)
  // The literal as the user wrote it, lower-cased; empty for literals made by passes.
  const std::string spelling;
  static Expr make(double value, int type_kind, std::string spelling = {}, SourceRange loc = {});
  RealLit(double v, int k, std::string s, SourceRange l)
      : ExprNode(static_kind, std::move(l), 1), value(v), type_kind(k), spelling(std::move(s)) {}
};

// The value of a real literal exactly as the Fortran compiler reads it: from the
// spelling when there is one, rounded once to the literal's own kind (a default-kind
// 0.1 is the float nearest 0.1, not the double nearest 0.1 rounded again).
double literal_value(const RealLit& lit);

// A scalar variable, dummy argument, `parameter` constant or loop variable.
struct VarRef final : ExprNode {
  static constexpr NodeKind static_kind = NodeKind::VarRef;
  const std::string name;
  static Expr make(std::string name, SourceRange loc = {});
  VarRef(std::string n, SourceRange l) : ExprNode(static_kind, std::move(l), 1), name(std::move(n)) {}
};

struct ArrayRef final : ExprNode {
  static constexpr NodeKind static_kind = NodeKind::ArrayRef;
  const std::string name;
  const std::vector<Expr> indices;
  static Expr make(std::string name, std::vector<Expr> indices, SourceRange loc = {});
  ArrayRef(std::string n, std::vector<Expr> i, SourceRange l, int h)
      : ExprNode(static_kind, std::move(l), h), name(std::move(n)), indices(std::move(i)) {}
};

// An element of an array by its 0-based offset from the array's first element in
// Fortran's column-major order; made by index linearisation.
struct LinearRef final : ExprNode {
  static constexpr NodeKind static_kind = NodeKind::LinearRef;
  const std::string name;
  const Expr offset;
  static Expr make(std::string name, Expr offset, SourceRange loc = {});
  LinearRef(std::string n, Expr o, SourceRange l, int h)
      : ExprNode(static_kind, std::move(l), h), name(std::move(n)), offset(std::move(o)) {}
};

enum class UnaryOp { Neg, Plus };

struct Unary final : ExprNode {
  static constexpr NodeKind static_kind = NodeKind::Unary;
  const UnaryOp op;
  const Expr operand;
  static Expr make(UnaryOp op, Expr operand, SourceRange loc = {});
  Unary(UnaryOp o, Expr e, SourceRange l, int h)
      : ExprNode(static_kind, std::move(l), h), op(o), operand(std::move(e)) {}
};

enum class BinaryOp { Add, Sub, Mul, Div, Pow };
const char* op_spelling(BinaryOp op);

struct Binary final : ExprNode {
  static constexpr NodeKind static_kind = NodeKind::Binary;
  const BinaryOp op;
  const Expr lhs;
  const Expr rhs;
  static Expr make(BinaryOp op, Expr lhs, Expr rhs, SourceRange loc = {});
  Binary(BinaryOp o, Expr a, Expr b, SourceRange l, int h)
      : ExprNode(static_kind, std::move(l), h), op(o), lhs(std::move(a)), rhs(std::move(b)) {}
};

// A call of an intrinsic function (abs sqrt exp log sin cos min max), or a conversion
// to a real kind: the parser writes dble(x), float(i), sngl(x), real(x) and
// real(x, kind=k) as real(x, k), k the literal 4 or 8.
struct Call final : ExprNode {
  static constexpr NodeKind static_kind = NodeKind::Call;
  const std::string name;
  const std::vector<Expr> args;
  static Expr make(std::string name, std::vector<Expr> args, SourceRange loc = {});
  Call(std::string n, std::vector<Expr> a, SourceRange l, int h)
      : ExprNode(static_kind, std::move(l), h), name(std::move(n)), args(std::move(a)) {}
};

bool is_intrinsic(const std::string& name);
// The kind a conversion real(x, k) makes, or 0 where `call` is not one.
int conversion_kind(const Call& call);

// ---- statements ------------------------------------------------------------------

struct StmtNode {
  const NodeKind kind;
  const SourceRange loc;

  StmtNode(const StmtNode&) = delete;
  StmtNode& operator=(const StmtNode&) = delete;
  virtual ~StmtNode() = default;

 protected:
  StmtNode(NodeKind k, SourceRange l) : kind(k), loc(std::move(l)) {}
};
using Stmt = std::shared_ptr<const StmtNode>;
using StmtList = std::vector<Stmt>;

template <typename T>
const T* as(const Stmt& s) {
  return s && s->kind == T::static_kind ? static_cast<const T*>(s.get()) : nullptr;
}

// lhs = rhs, where lhs is a VarRef or an ArrayRef.
struct Assign final : StmtNode {
  static constexpr NodeKind static_kind = NodeKind::Assign;
  const Expr lhs;
  const Expr rhs;
  static Stmt make(Expr lhs, Expr rhs, SourceRange loc = {});
  Assign(Expr a, Expr b, SourceRange l) : StmtNode(static_kind, std::move(l)), lhs(std::move(a)), rhs(std::move(b)) {}
};

// do var = lower, upper [, step]; step is null when not written (it is then 1).
struct Do final : StmtNode {
  static constexpr NodeKind static_kind = NodeKind::Do;
  const std::string var;
  const Expr lower;
  const Expr upper;
  const Expr step;
  const StmtList body;
  static Stmt make(std::string var, Expr lower, Expr upper, Expr step, StmtList body, SourceRange loc = {});
  Do(std::string v, Expr lo, Expr hi, Expr st, StmtList b, SourceRange l)
      : StmtNode(static_kind, std::move(l)),
        var(std::move(v)),
        lower(std::move(lo)),
        upper(std::move(hi)),
        step(std::move(st)),
        body(std::move(b)) {}
};

// A scalar temporary introduced by a pass: declared with `type` and assigned once here.
struct Let final : StmtNode {
  static constexpr NodeKind static_kind = NodeKind::Let;
  const std::string name;
  const ScalarType type;
  const Expr value;
  static Stmt make(std::string name, ScalarType type, Expr value, SourceRange loc = {});
  Let(std::string n, ScalarType t, Expr v, SourceRange l)
      : StmtNode(static_kind, std::move(l)), name(std::move(n)), type(t), value(std::move(v)) {}
};

// `call name(args)`: the parser's form of a call of another subroutine of the file,
// which frontend/inline_calls.h replaces by the subroutine's statements before any
// unit leaves the parser; no later stage sees one.
struct CallStmt final : StmtNode {
  static constexpr NodeKind static_kind = NodeKind::CallStmt;
  const std::string name;
  const std::vector<Expr> args;
  static Stmt make(std::string name, std::vector<Expr> args, SourceRange loc = {});
  CallStmt(std::string n, std::vector<Expr> a, SourceRange l)
      : StmtNode(static_kind, std::move(l)), name(std::move(n)), args(std::move(a)) {}
};

// ---- declarations and program units ----------------------------------------------

enum class Intent { None, In, Out, InOut };
const char* intent_name(Intent intent);

// One dimension of an explicit shape: lower:upper; lower is null when written as `upper`.
struct DimBound {
  Expr lower;
  Expr upper;
};

struct EntityDecl {
  std::string name;
  SourceRange loc;
  std::vector<DimBound> dims;  // empty for a scalar unless the dimension attribute applies
  Expr init;                   // the value of a `parameter`, else null
};

struct Declaration {
  ScalarType type;
  SourceRange loc;
  Intent intent = Intent::None;
  bool is_parameter = false;
  bool has_dimension_attr = false;
  std::vector<DimBound> dimension_attr;
  std::vector<EntityDecl> entities;
  // A Fortran-77 DIMENSION statement (shapes, no type) until the parser folds it into
  // the names' type declarations; no unit handed on from the parser holds one.
  bool dimension_statement = false;
  // A Fortran-77 PARAMETER statement (values of names typed elsewhere) until the parser
  // folds it likewise.
  bool parameter_statement = false;
};

struct Param {
  std::string name;
  SourceRange loc;
};

// `use NAME` or `use NAME, only: a, b` of a module defined above in the file, or of
// an intrinsic module's kinds (frontend/intrinsic_modules.h).
struct Use {
  std::string module;
  SourceRange loc;
  bool intrinsic = false;  // `use, intrinsic ::`, or an intrinsic module the file does not define
  bool only = false;
  std::vector<std::string> names;
};

struct Subroutine {
  std::string name;
  SourceRange loc;
  std::vector<Param> params;
  bool implicit_none = false;
  std::vector<Declaration> decls;
  StmtList body;
  // True when the input was a bare loop nest; names, parameters and declarations were
  // then made up from the nest (see frontend/bare_nest.h).
  bool bare_nest = false;
  // The module whose `contains` holds the subroutine, or empty for an external one. The
  // module's parameters it reads are among its declarations (frontend/grammar_actions).
  std::string module;
  // The modules it uses: they say which module subroutines it may call.
  std::vector<Use> uses;
};

// A module of the file: the modules it uses, its own parameters (its subroutines'
// declarations hold these and those it uses), and the subroutines it contains, in the
// file's order. The library's copy of the module (package.h, package_module_copy) has
// the same specification and calls the tuned entries.
struct Module {
  std::string name;
  SourceRange loc;
  std::vector<Use> uses;
  bool implicit_none = false;
  std::vector<Declaration> decls;
  std::vector<std::string> subroutines;
};

struct Unit {
  std::shared_ptr<const SourceFile> file;
  std::vector<Subroutine> subroutines;
  std::vector<Module> modules;
};

}  // namespace st::ast
