// The scanner and the parser through parse_text: literal values and kinds, type
// spellings, case, continuation and separators, the source location of every kind of
// node, and the printer's round trip (printed Fortran parses back to the same text).
#include <filesystem>
#include <string>
#include <vector>

#include "analysis/bare_nest.h"
#include "ast/equal.h"
#include "ast/printer.h"
#include "catch.h"
#include "frontend/diagnostics.h"
#include "frontend/parse_driver.h"
#include "test_support.h"

namespace {

using namespace st;

using test::stencil_path;

const std::vector<std::string> suite = {"laplacian", "divergence", "gradient", "box27",   "star13",
                                        "star25_sp", "jacobi2d5",  "box2d9",   "vardiff", "laplacian_nest"};

// A subroutine around `body` with the names the snippets use declared.
std::string with_body(const std::string& body, const std::string& extra_decls = "") {
  return "subroutine t(n, x, u)\n"
         "  implicit none\n"
         "  integer, intent(in) :: n\n"
         "  real(8), intent(inout) :: x, u(n)\n" +
         extra_decls + body + "end subroutine t\n";
}

// The right-hand side of the first assignment of the (only) subroutine's body, looking
// through the loops around it.
ast::Expr first_rhs(const ast::Unit& unit) {
  const ast::StmtList* body = &unit.subroutines.at(0).body;
  while (true) {
    REQUIRE(!body->empty());
    if (const auto* d = ast::as<ast::Do>(body->front())) {
      body = &d->body;
      continue;
    }
    const auto* a = ast::as<ast::Assign>(body->front());
    REQUIRE(a);
    return a->rhs;
  }
}

ast::Expr rhs_of(const std::string& expr, const std::string& extra_decls = "") {
  return first_rhs(parse_text("t.f95", with_body("  x = " + expr + "\n", extra_decls)));
}

std::string at(const SourceRange& r) { return std::to_string(r.begin.line) + ":" + std::to_string(r.begin.column); }
std::string span(const SourceRange& r) {
  return at(r) + "-" + std::to_string(r.end.line) + ":" + std::to_string(r.end.column);
}

// The message of the UserError that parsing `text` throws.
std::string parse_error(const std::string& text) {
  try {
    parse_text("t.f95", text);
  } catch (const UserError& e) {
    return e.where().str() + ": " + e.what();
  }
  return "(no error)";
}

}  // namespace

TEST_CASE("real literals keep their value, kind and spelling", "[lexer]") {
  struct Case {
    std::string text;
    double value;
    int kind;
  };
  const std::vector<Case> cases = {
      {"0.5d0", 0.5, 8}, {"1.0_8", 1.0, 8},
      {"2.5_4", 2.5, 4}, {"1.e-3", static_cast<double>(1.e-3f), 4},
      {".5", 0.5, 4},    {"1e-3", static_cast<double>(1e-3f), 4},
      {"5.", 5.0, 4},    {"2.5E+2", 250.0, 4},
      {"1D-3", 1e-3, 8}, {"0.1", static_cast<double>(0.1f), 4},
      {"0.1d0", 0.1, 8}, {"1.0_dp", 1.0, 8},
  };
  for (const Case& c : cases) {
    INFO("literal " << c.text);
    ast::Expr e = rhs_of(c.text, "  integer, parameter :: dp = 8\n");
    const auto* lit = ast::as<ast::RealLit>(e);
    REQUIRE(lit);
    CHECK(lit->value == c.value);
    CHECK(lit->type_kind == c.kind);
    std::string lower = c.text;
    for (char& ch : lower) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    CHECK(lit->spelling == lower);
  }
}

TEST_CASE("integer literals and kinds of literals", "[lexer]") {
  ast::Expr i_expr = rhs_of("42");  // keeps the node alive
  const auto* i = ast::as<ast::IntLit>(i_expr);
  REQUIRE(i);
  CHECK(i->value == 42);
  ast::Expr big_expr = rhs_of("2147483647");
  const auto* big = ast::as<ast::IntLit>(big_expr);
  REQUIRE(big);
  CHECK(big->value == 2147483647LL);
  CHECK(parse_error(with_body("  x = 2147483648\n")) ==
        "t.f95:5:7: integer literal '2147483648' is too large for a default integer");
  CHECK(parse_error(with_body("  x = 1.0_16\n")) == "t.f95:5:7: real kind 16 is not supported (use 4 or 8)");
  CHECK(parse_error(with_body("  x = 1.0d0_8\n")) ==
        "t.f95:5:7: a literal with a 'd' exponent cannot also have a kind suffix");
  CHECK(parse_error(with_body("  x = 1.0_wp\n")) ==
        "t.f95:5:7: kind 'wp' of this literal is not an integer parameter declared above");
  CHECK(parse_error(with_body("  x = 1e39\n")) == "t.f95:5:7: real literal '1e39' is out of range for real(4)");
  CHECK(parse_error(with_body("  x = 1d309\n")) == "t.f95:5:7: real literal '1d309' is out of range for real(8)");
}

TEST_CASE("every spelling of a type gives its kind", "[parser]") {
  struct Case {
    std::string spelling;
    ast::ScalarType type;
  };
  const std::vector<Case> cases = {
      {"real", ast::ScalarType::real(4)},
      {"real(4)", ast::ScalarType::real(4)},
      {"real(8)", ast::ScalarType::real(8)},
      {"real(kind=8)", ast::ScalarType::real(8)},
      {"REAL(KIND=4)", ast::ScalarType::real(4)},
      {"real*8", ast::ScalarType::real(8)},
      {"real*4", ast::ScalarType::real(4)},
      {"double precision", ast::ScalarType::real(8)},
      {"doubleprecision", ast::ScalarType::real(8)},
      {"real(dp)", ast::ScalarType::real(8)},
      {"real(kind=sp)", ast::ScalarType::real(4)},
      {"integer", ast::ScalarType::integer(4)},
      {"integer(8)", ast::ScalarType::integer(8)},
      {"integer(kind=4)", ast::ScalarType::integer(4)},
  };
  for (const Case& c : cases) {
    INFO("type " << c.spelling);
    ast::Unit unit = parse_text("t.f95", "subroutine t(y)\n  integer, parameter :: dp = 8, sp = 4\n  " + c.spelling +
                                             ", intent(in) :: y\nend subroutine t\n");
    const ast::Subroutine& sub = unit.subroutines.at(0);
    REQUIRE(sub.decls.size() == 2);
    CHECK(sub.decls[1].type == c.type);
    CHECK(sub.decls[1].intent == ast::Intent::In);
  }
  CHECK(parse_error("subroutine t(y)\n  real(kind=2) :: y\nend\n") ==
        "t.f95:2:13: real kind 2 is not supported (use 4 or 8)");
  CHECK(parse_error("subroutine t(y)\n  real(len=8) :: y\nend\n") ==
        "t.f95:2:8: expected 'kind=' in the type's kind selector, found 'len'");
  CHECK(parse_error("subroutine t(y)\n  real(wp) :: y\nend\n") ==
        "t.f95:2:8: kind 'wp' is not an integer parameter declared above");
}

TEST_CASE("attributes, shapes and parameters of declarations", "[parser]") {
  ast::Unit unit = parse_text("t.f95",
                              "subroutine t(n, u, v)\n"
                              "  integer, intent(in) :: n\n"
                              "  real(8), dimension(0:n+1, n), intent(in) :: u\n"
                              "  real(8), intent(inout) :: v(-1:n+2)\n"
                              "  real(8), parameter :: half = 0.5d0, two = 2\n"
                              "end subroutine t\n");
  const ast::Subroutine& sub = unit.subroutines.at(0);
  REQUIRE(sub.decls.size() == 4);
  const ast::Declaration& u = sub.decls[1];
  CHECK(u.has_dimension_attr);
  REQUIRE(u.entities.size() == 1);
  REQUIRE(u.entities[0].dims.size() == 2);  // the dimension attribute applies to the entity
  CHECK(ast::to_fortran(u.entities[0].dims[0].lower) == "0");
  CHECK(ast::to_fortran(u.entities[0].dims[0].upper) == "n+1");
  CHECK(u.entities[0].dims[1].lower == nullptr);
  const ast::Declaration& v = sub.decls[2];
  CHECK(v.intent == ast::Intent::InOut);
  CHECK(ast::to_fortran(v.entities[0].dims[0].lower) == "-1");
  const ast::Declaration& p = sub.decls[3];
  CHECK(p.is_parameter);
  REQUIRE(p.entities.size() == 2);
  CHECK(ast::to_fortran(p.entities[0].init) == "0.5d0");
  CHECK(ast::to_fortran(p.entities[1].init) == "2");
  // Fortran 95 spells inout in two words too; other pairs are no intent.
  ast::Unit spaced = parse_text("t.f95", "subroutine t(u)\n  real(8), intent(in out) :: u(4)\nend subroutine t\n");
  CHECK(spaced.subroutines.at(0).decls.at(0).intent == ast::Intent::InOut);
  CHECK(parse_error("subroutine t(u)\n  real(8), intent(out in) :: u(4)\nend subroutine t\n") ==
        "t.f95:2:19: unknown intent 'out in': expected in, out or inout");
}

TEST_CASE("Fortran-77 DIMENSION statements shape the names typed elsewhere", "[parser]") {
  // The same subroutine with its shapes in attributes and in DIMENSION statements, before
  // and after the type declarations, and with a RETURN before its END.
  const std::string f95 =
      "subroutine t(n, u, v)\n"
      "  integer :: n\n"
      "  real(8) :: s, u(0:n+1), v(0:n+1)\n"
      "  integer :: i\n"
      "  do i = 1, n\n"
      "    v(i) = u(i-1) + u(i+1)\n"
      "  end do\n"
      "end subroutine t\n";
  const std::string f77 =
      "      SUBROUTINE T(N, U, V)\n"
      "      DIMENSION U(0:N+1)\n"
      "      INTEGER N\n"
      "      REAL*8 S, U, V\n"
      "      DIMENSION :: V(0:N+1)\n"
      "      INTEGER I\n"
      "      DO I = 1, N\n"
      "        V(I) = U(I-1) + U(I+1)\n"
      "      ENDDO\n"
      "      RETURN\n"
      "      END\n";
  CHECK(ast::to_fortran(parse_text("t77.f95", f77)) == ast::to_fortran(parse_text("t95.f95", f95)));

  // Without a type declaration a shaped name takes its implicit type.
  ast::Unit implicit = parse_text("t.f95", "subroutine t(n, w, iw)\n  integer n\n  dimension w(n), iw(n)\nend\n");
  const ast::Subroutine& sub = implicit.subroutines.at(0);
  REQUIRE(sub.decls.size() == 3);
  CHECK(sub.decls[1].type == ast::ScalarType::real(4));
  CHECK(sub.decls[2].type == ast::ScalarType::integer(4));
  REQUIRE(sub.decls[2].entities.size() == 1);
  CHECK(sub.decls[2].entities[0].dims.size() == 1);

  CHECK(parse_error("subroutine t(n, u)\n  integer n\n  real(8) u(n)\n  dimension u(0:n)\nend\n") ==
        "t.f95:4:13: 'u' is given a shape twice (first at line 3)");
  CHECK(parse_error("subroutine t(n, u)\n  implicit none\n  integer n\n  dimension u(n)\nend\n") ==
        "t.f95:4:13: 'u' is given a shape but no type: declare its type too, e.g. 'real(8) u'");
  CHECK(parse_error("subroutine t(n, u)\n  integer n\n  dimension u\nend\n") ==
        "t.f95:3:13: 'u' in a DIMENSION statement needs a shape, e.g. u(0:n+1)");
  CHECK(parse_error("subroutine t(n, u)\n  integer n\n  real(8), parameter :: c = 1\n  dimension c(n)\nend\n") ==
        "t.f95:4:13: parameter 'c' cannot be given a shape: array parameters are not supported");
  CHECK(parse_error(with_body("  do n = 1, 2\n    x = 1\n    return\n  end do\n")) ==
        "t.f95:7:5: 'return' statements are not supported in stenciltune's input (only just before the end of a "
        "subroutine)");
}

TEST_CASE("names are case-insensitive and lower-cased", "[lexer]") {
  ast::Unit unit = parse_file(stencil_path("star13"));
  const ast::Subroutine& sub = unit.subroutines.at(0);
  CHECK(sub.name == "star13");
  REQUIRE(sub.params.size() == 8);
  CHECK(sub.params[0].name == "nx");
  CHECK(sub.params[7].name == "unew");
  CHECK(sub.implicit_none);
  const auto* loop = ast::as<ast::Do>(sub.body.at(0));
  REQUIRE(loop);
  CHECK(loop->var == "k");
}

TEST_CASE("Fortran has no reserved words: a keyword's spelling is a name", "[parser]") {
  // A statement that assigns starts with a name, whatever its spelling, also when its
  // '=' is on a continuation line.
  ast::Unit unit = parse_text("t.f95", with_body("  do = end + 1\n  if(1) = 2\n  real &\n   & = do\n",
                                                 "  real(8) :: do, end, real\n  real(8) :: if(1)\n"));
  const ast::StmtList& body = unit.subroutines.at(0).body;
  REQUIRE(body.size() == 3);
  auto assigned = [&](size_t i) {
    const auto* a = ast::as<ast::Assign>(body.at(i));
    REQUIRE(a);
    if (const auto* v = ast::as<ast::VarRef>(a->lhs)) return v->name + " = " + ast::to_fortran(a->rhs);
    const auto* r = ast::as<ast::ArrayRef>(a->lhs);
    REQUIRE(r);
    return r->name + "(...) = " + ast::to_fortran(a->rhs);
  };
  CHECK(assigned(0) == "do = end+1");
  CHECK(assigned(1) == "if(...) = 2");
  CHECK(assigned(2) == "real = do");
  // Keywords name the subroutine, the dummies and the loop variables; a loop variable
  // named while is not a do while.
  ast::Unit loops = parse_text("t.f95",
                               "subroutine integer(do, end)\n  integer :: do, while\n  real :: end(do)\n"
                               "  do while = 1, do\n    end(while) = 1.0\n  end do\nend subroutine integer\n");
  CHECK(loops.subroutines.at(0).name == "integer");
  const auto* loop = ast::as<ast::Do>(loops.subroutines.at(0).body.at(0));
  REQUIRE(loop);
  CHECK(loop->var == "while");
  // The statements the subset does not have are still refused as statements.
  CHECK(parse_error(with_body("  if (x) u(1) = 1\n")) ==
        "t.f95:5:3: 'if' statements are not supported in stenciltune's input");
  CHECK(parse_error(with_body("  do while (x)\n  end do\n")) ==
        "t.f95:5:3: 'do while' loops are not supported in stenciltune's input");
}

TEST_CASE("a declared array hides the intrinsic of its name", "[parser]") {
  ast::Expr array = rhs_of("exp(2)", "  real(8), dimension(3) :: exp\n");
  CHECK(ast::as<ast::ArrayRef>(array) != nullptr);
  ast::Expr call = rhs_of("exp(x)");
  CHECK(ast::as<ast::Call>(call) != nullptr);
  // A scalar of that name does not: Fortran reads exp(x) as the intrinsic.
  ast::Expr typed = rhs_of("exp(x)", "  real(8) :: exp\n");
  CHECK(ast::as<ast::Call>(typed) != nullptr);
  // Nor does a shape given by a DIMENSION statement, after the type.
  ast::Expr shaped = rhs_of("dble(2)", "  real(8) :: dble\n  dimension dble(3)\n");
  CHECK(ast::as<ast::ArrayRef>(shaped) != nullptr);
}

TEST_CASE("PARAMETER statements give values to names typed elsewhere", "[parser]") {
  ast::Unit unit = parse_text("t.f95",
                              "subroutine t(u)\n"
                              "  integer m, k\n"
                              "  parameter (m = 4, k = 8)\n"
                              "  parameter (c = 0.5d0)\n"
                              "  real(k) :: u(m)\n"
                              "  u(1) = c*1.0_k\n"
                              "end subroutine t\n");
  const ast::Subroutine& sub = unit.subroutines.at(0);
  // The parameters first, in the statements' order, each a declaration of its own.
  REQUIRE(sub.decls.size() >= 4);
  CHECK(sub.decls[0].is_parameter);
  CHECK(sub.decls[0].entities.at(0).name == "m");
  CHECK(sub.decls[0].type == ast::ScalarType::integer(4));
  CHECK(sub.decls[1].entities.at(0).name == "k");
  CHECK(sub.decls[2].entities.at(0).name == "c");
  CHECK(sub.decls[2].type == ast::ScalarType::real(4));  // implicitly typed
  for (const ast::Declaration& d : sub.decls) CHECK(!d.parameter_statement);
  const auto* lit = ast::as<ast::RealLit>(ast::as<ast::Binary>(first_rhs(unit))->rhs);
  REQUIRE(lit);
  CHECK(lit->type_kind == 8);

  CHECK(parse_error(with_body("  x = 1\n", "  integer :: k\n  parameter (k = 4)\n  parameter (k = 8)\n")) ==
        "t.f95:7:14: parameter 'k' is given a value twice");
  CHECK(parse_error(with_body("  x = 1\n", "  parameter (q = 4)\n")) ==
        "t.f95:5:14: 'q' is given a value but no type: declare its type too, e.g. 'integer q'");
  CHECK(parse_error(with_body("  x = 1\n", "  parameter (u = 4)\n")) ==
        "t.f95:5:14: array parameters are not supported: 'u' has a shape");
  // Weights in an array constructor: refused as an array, not as a parameter without a value.
  CHECK(parse_error(with_body("  x = 1\n", "  real(8), parameter :: w(-1:1) = (/ 0.25d0, 0.5d0, 0.25d0 /)\n")) ==
        "t.f95:5:25: array parameters are not supported: give each value its own named constant (real(8), parameter "
        ":: w1 = ..., w2 = ...)");
}

TEST_CASE("every conversion intrinsic parses as real(x, kind)", "[parser]") {
  const std::string dp = "  integer, parameter :: dp = 8\n";
  struct Case {
    const char* text;
    int kind;
  };
  for (const Case& c :
       {Case{"dble(n)", 8}, Case{"dfloat(n)", 8}, Case{"float(n)", 4}, Case{"sngl(x)", 4}, Case{"real(n)", 4},
        Case{"real(x, 8)", 8}, Case{"real(x, dp)", 8}, Case{"real(x, kind=4)", 4}, Case{"REAL(x, KIND = dp)", 8}}) {
    INFO(c.text);
    ast::Expr e = rhs_of(c.text, dp);
    const auto* call = ast::as<ast::Call>(e);
    REQUIRE(call);
    CHECK(call->name == "real");
    CHECK(ast::conversion_kind(*call) == c.kind);
    CHECK(at(call->loc) == "6:7");
    // Printed and parsed again, the same tree.
    CHECK(ast::equal(rhs_of(ast::to_fortran(e), dp), e));
  }
  // A declared array of the name is the array.
  CHECK(ast::as<ast::ArrayRef>(rhs_of("dble(2)", "  real(8) :: dble(3)\n")) != nullptr);

  CHECK(parse_error(with_body("  x = real(x, 3)\n")) == "t.f95:5:15: real kind 3 is not supported (use 4 or 8)");
  CHECK(parse_error(with_body("  x = real(x, n)\n")) ==
        "t.f95:5:15: kind 'n' is not an integer parameter declared above");
  CHECK(parse_error(with_body("  x = real(x, 2*4)\n")) ==
        "t.f95:5:15: the kind of real(x, kind) must be 4, 8 or an integer parameter declared above");
  CHECK(parse_error(with_body("  x = dble(x, 8)\n")) == "t.f95:5:7: intrinsic 'dble' takes one argument");
  CHECK(parse_error(with_body("  x = real(x, 8, 4)\n")) ==
        "t.f95:5:7: intrinsic 'real' takes one or two arguments (x, kind)");
  CHECK(parse_error(with_body("  x = max(x, u(1), kind=8)\n")) ==
        "t.f95:5:20: keyword argument 'kind=' is not supported: stenciltune reads keywords in real(x, kind=k), "
        "selected_real_kind(p=, r=) and selected_int_kind(r=) only");
  CHECK(parse_error(with_body("  x = real(x, len=8)\n")) == "t.f95:5:15: intrinsic 'real' has no argument 'len='");
  CHECK(parse_error(with_body("  x = real(kind=8)\n")) ==
        "t.f95:5:7: intrinsic 'real' needs the value to convert (a=)");
}

TEST_CASE("a kind parameter may be given by the kind inquiries", "[parser]") {
  struct Case {
    const char* value;
    long long kind;
  };
  for (const Case& c :
       {Case{"kind(1.0d0)", 8}, Case{"kind(1.0)", 4}, Case{"kind(1.0_8)", 8}, Case{"kind(0)", 4},
        Case{"selected_real_kind(6)", 4}, Case{"selected_real_kind(15, 307)", 8}, Case{"selected_real_kind(p=15)", 8},
        Case{"selected_real_kind(r=100)", 8}, Case{"selected_real_kind(6, r=37)", 4},
        Case{"selected_real_kind(r=38, p=2)", 8}, Case{"selected_int_kind(9)", 4}, Case{"selected_int_kind(r=18)", 8},
        Case{"selected_real_kind(prec)", 8}, Case{"kind(1_8)", 8}, Case{"kind(7_prec8)", 8}}) {
    INFO(c.value);
    ast::Unit unit = parse_text("t.f95", with_body("  x = 1.0_wp\n",
                                                   "  integer, parameter :: prec = 12\n"
                                                   "  integer, parameter :: prec8 = 8\n"
                                                   "  integer, parameter :: wp = " +
                                                       std::string(c.value) + "\n"));
    const auto* lit = ast::as<ast::RealLit>(first_rhs(unit));
    REQUIRE(lit);
    CHECK(lit->type_kind == c.kind);
  }
  auto kind_error = [](const std::string& value) {
    return parse_error(with_body("  x = 1\n", "  integer, parameter :: wp = " + value + "\n"));
  };
  CHECK(kind_error("selected_real_kind(18)") ==
        "t.f95:5:30: selected_real_kind(p=18, r=0) asks for more than real(8) holds (p=15 digits, exponents to "
        "r=307): stenciltune supports real kinds 4 and 8");
  CHECK(kind_error("selected_int_kind(3)") ==
        "t.f95:5:30: selected_int_kind(3) is integer(2): stenciltune supports integer kinds 4 and 8");
  CHECK(kind_error("kind(x)") ==
        "t.f95:5:35: kind(x) is read of a literal only (kind(1.0d0), kind(1.0), kind(1)): write the kind's number");
  CHECK(kind_error("selected_real_kind(n)") ==
        "t.f95:5:49: the precision of selected_real_kind must be an integer literal or an integer parameter "
        "declared above");
  // In a type's kind selector too.
  for (const char* spelling : {"real(kind(1.0d0))", "real(kind=selected_real_kind(15, 307))"}) {
    INFO(spelling);
    ast::Unit unit = parse_text("t.f95", with_body("  x = 1\n", std::string("  ") + spelling + " :: y\n"));
    CHECK(unit.subroutines.at(0).decls.back().type == ast::ScalarType::real(8));
  }
  CHECK(parse_error(with_body("  x = 1\n", "  real(sqrt(2.0)) :: y\n")) ==
        "t.f95:5:8: a kind selector takes 4, 8, an integer parameter declared above or a kind inquiry (kind(1.0d0), "
        "selected_real_kind(15))");
  CHECK(kind_error("selected_real_kind(p=6, p=7)") ==
        "t.f95:5:54: argument 'p=' of 'selected_real_kind' is given twice");
}

TEST_CASE("array assignments become loop nests over their sections", "[parser][array_syntax]") {
  auto lowered = [](const std::string& body, const std::string& decls = "") {
    ast::Unit unit = parse_text("t.f95", with_body(body, decls));
    return ast::to_fortran(unit.subroutines.at(0).body, 0);
  };
  CHECK(lowered("  u = 2*u + x\n") == "do i = 1, n\n  u(i) = 2*u(i)+x\nend do\n");
  CHECK(lowered("  u(2:n-1) = u(2:n-1) + 0.5d0*(w(1:n-2) - w(3:))\n", "  real(8) :: w(n)\n") ==
        "do i = 2, n-1\n  u(i) = u(i)+0.5d0*(w(i-1)-w(i+1))\nend do\n");
  // Left-out bounds are the declared ones; a name the subroutine uses is not taken.
  CHECK(lowered("  i = 1\n  w(:, i) = u\n", "  real(8) :: w(0:n-1, 3)\n  integer :: i\n") ==
        "i = 1\ndo i_2 = 0, n-1\n  w(i_2,i) = u(i_2+1)\nend do\n");
  // Two ranges: the first dimension innermost; a column copied from the one beside it.
  CHECK(lowered("  w(1, :) = w(2, :)\n  w(2:3, 1:n) = 0\n", "  real(8) :: w(3, n)\n") ==
        "do i = 1, n\n  w(1,i) = w(2,i)\nend do\ndo j = 1, n\n  do i_2 = 2, 3\n    w(i_2,j) = 0\n  end do\nend do\n");

  CHECK(parse_error(with_body("  u(2:n) = u(1:n-1)\n")) ==
        "t.f95:5:12: 'u' is read here at other elements than the assignment writes: Fortran computes the whole "
        "right-hand side before it stores, and loops would read elements already written; assign into another "
        "array, or write the loops");
  CHECK(parse_error(with_body("  u(1:n) = u(1:n) + u(1)\n")).find("t.f95:5:21: 'u' is read here at other") == 0);
  CHECK(parse_error(with_body("  u(1:n) = u(2:n)\n")) ==
        "t.f95:5:14: this range of 'u' holds 1 element(s) fewer than the array assigned along its dimension 1: both "
        "sides of an array assignment need the same shape");
  // A lower bound written with a sign is compared too.
  CHECK(parse_error(with_body("  u(1:n) = w(-1:n)\n", "  real(8) :: w(-1:n)\n"))
            .find("t.f95:6:14: this range of 'w' holds 2 element(s) more") == 0);
  // A row written from others: disjoint whichever dimension says so.
  CHECK(lowered("  w(1:n, 2) = w(1:n, 1) + w(3, 1)\n", "  real(8) :: w(n, 3)\n") ==
        "do i = 1, n\n  w(i,2) = w(i,1)+w(3,1)\nend do\n");
  CHECK(parse_error(with_body("  u(1:n:2) = 0\n")) ==
        "t.f95:5:9: a subscript range with a stride (lo:hi:step) is not supported");
  CHECK(parse_error(with_body("  x = u(1:n)\n")) ==
        "t.f95:5:9: a subscript range (lo:hi) is read only as a subscript of an array in an assignment to an array "
        "section or a whole array");
  CHECK(parse_error(with_body("  u = w(1:n, 1:2)\n", "  real(8) :: w(n, 2)\n")) ==
        "t.f95:6:7: 'w' is read here with 2 subscript range(s), and the array assigned has 1: both sides of an "
        "array assignment need the same shape");
  CHECK(parse_error(with_body("  do i = 1, u(1:2)\n  end do\n")).find("t.f95:5:15: a subscript range") == 0);
}

TEST_CASE("sum, product, maxval and minval of an array become reduction nests", "[parser][array_syntax]") {
  auto lowered = [](const std::string& body, const std::string& decls = "") {
    ast::Unit unit = parse_text("t.f95", with_body(body, decls));
    return ast::to_fortran(unit.subroutines.at(0).body, 0);
  };
  CHECK(lowered("  x = sum(u)\n") == "x = 0.0d0\ndo i = 1, n\n  x = x+u(i)\nend do\n");
  CHECK(lowered("  x = maxval(abs(u(2:n) - u(1:n-1)))\n") ==
        "x = -1.7976931348623157d+308\ndo i = 2, n\n  x = max(x, abs(u(i)-u(i-1)))\nend do\n");
  CHECK(lowered("  s = minval(w(:, 2:))\n", "  real(4) :: s, w(n, 3)\n") ==
        "s = 3.4028234663852886e+38\ndo j = 2, 3\n  do i = 1, n\n    s = min(s, w(i,j))\n  end do\nend do\n");
  CHECK(lowered("  k = product(m)\n", "  integer :: k, m(n)\n") == "k = 1\ndo i = 1, n\n  k = k*m(i)\nend do\n");

  CHECK(parse_error(with_body("  x = sum(u*x)\n")) ==
        "t.f95:5:3: 'x' is read in the array it reduces: Fortran reduces the array first, a loop would read the "
        "running value; reduce into another variable");
  CHECK(parse_error(with_body("  x = 2*sum(u)\n")) ==
        "t.f95:5:9: sum(...) is read only as the whole right-hand side of an assignment to a scalar (s = "
        "sum(u(1:n) - v(1:n)))");
  CHECK(parse_error(with_body("  x = sum(x + 1)\n")).find("t.f95:5:3: 'x' is read in the array") == 0);
  CHECK(parse_error(with_body("  x = sum(n + 1)\n")) ==
        "t.f95:5:11: the argument of sum is not an array: it holds no array section or whole array");
  CHECK(parse_error(with_body("  x = maxval(u, u)\n")) == "t.f95:5:7: intrinsic 'maxval' takes one argument here");
  // A declared array of the name is the array.
  CHECK(lowered("  x = sum(2)\n", "  real(8) :: sum(3)\n") == "x = sum(2)\n");
}

TEST_CASE("continuation lines, comments and separators make the same statements", "[lexer]") {
  std::string plain = with_body("  x = u(1) + u(2) + u(3)\n");
  std::string continued = with_body(
      "  x = u(1) &   ! a comment after the '&'\n"
      "  ! a comment line between continuation lines\n"
      "\n"
      "      + u(2) &\n"
      "      & + u(3)\n");
  std::string separated =
      "subroutine t(n, x, u); implicit none; integer, intent(in) :: n\n"
      "  real(8), intent(inout) :: x, u(n); x = u(1) + u(2) + u(3); end subroutine t";
  std::string crlf;
  for (char c : continued) {
    if (c == '\n') crlf += '\r';
    crlf += c;
  }
  ast::Expr expected = first_rhs(parse_text("t.f95", plain));
  for (const std::string& text : {continued, separated, crlf}) {
    INFO(text);
    ast::Expr got = first_rhs(parse_text("t.f95", text));
    CHECK(ast::equal(got, expected));
    CHECK(ast::to_fortran(got) == "u(1)+u(2)+u(3)");
  }
}

TEST_CASE("operators parse with Fortran's precedence and associativity", "[parser]") {
  struct Case {
    std::string text;
    std::string tree;
  };
  // dump() shows the tree; the printer's parentheses show its shape compactly.
  const std::vector<Case> cases = {
      {"x - u(1) - u(2)", "x-u(1)-u(2)"},
      {"x - (u(1) - u(2))", "x-(u(1)-u(2))"},
      {"x / u(1) / u(2)", "x/u(1)/u(2)"},
      {"x / (u(1) * u(2))", "x/(u(1)*u(2))"},
      {"x ** 2 ** 3", "x**2**3"},
      {"(x ** 2) ** 3", "(x**2)**3"},
      {"-x ** 2", "-x**2"},
      {"(-x) ** 2", "(-x)**2"},
      {"x * (-u(1))", "x*(-u(1))"},
      {"x + u(1) * u(2)", "x+u(1)*u(2)"},
      {"(x + u(1)) * u(2)", "(x+u(1))*u(2)"},
      {"max(x, u(1), 0.0d0) + sqrt(abs(x))", "max(x, u(1), 0.0d0)+sqrt(abs(x))"},
  };
  for (const Case& c : cases) {
    INFO("expression " << c.text);
    ast::Expr e = rhs_of(c.text);
    CHECK(ast::to_fortran(e) == c.tree);
  }
  ast::Expr pow_expr = rhs_of("x ** 2 ** 3");
  const auto* pow = ast::as<ast::Binary>(pow_expr);
  REQUIRE(pow);
  CHECK(pow->op == ast::BinaryOp::Pow);
  CHECK(ast::as<ast::VarRef>(pow->lhs));  // right-associative: x ** (2 ** 3)
  ast::Expr neg_expr = rhs_of("-x ** 2");
  const auto* neg = ast::as<ast::Unary>(neg_expr);
  REQUIRE(neg);  // the sign applies to the power
  CHECK(ast::as<ast::Binary>(neg->operand));
  CHECK(ast::as<ast::Call>(rhs_of("sqrt(x)")));
  CHECK(ast::as<ast::ArrayRef>(rhs_of("u(n)")));
}

TEST_CASE("every node carries the source range of its text", "[parser][locations]") {
  ast::Unit unit = parse_file(stencil_path("laplacian"));
  REQUIRE(unit.file);
  const ast::Subroutine& sub = unit.subroutines.at(0);
  CHECK(at(sub.loc) == "5:1");
  CHECK(at(sub.params.at(0).loc) == "5:22");
  CHECK(span(sub.params.at(6).loc) == "5:50-5:55");  // unext
  CHECK(at(sub.decls.at(0).loc) == "7:3");
  CHECK(span(sub.decls.at(2).entities.at(0).loc) == "9:35-9:36");  // u
  const auto* k = ast::as<ast::Do>(sub.body.at(0));
  REQUIRE(k);
  CHECK(span(k->loc) == "13:3-13:5");  // the 'do' keyword
  CHECK(span(k->lower->loc) == "13:10-13:11");
  CHECK(span(k->upper->loc) == "13:13-13:15");
  CHECK(k->step == nullptr);
  const auto* i = ast::as<ast::Do>(ast::as<ast::Do>(k->body.at(0))->body.at(0));
  REQUIRE(i);
  CHECK(at(i->loc) == "15:7");
  const auto* assign = ast::as<ast::Assign>(i->body.at(0));
  REQUIRE(assign);
  // Ranges are half-open: the statement ends after the last ')' of its continuation line.
  CHECK(span(assign->loc) == "16:9-17:74");
  CHECK(span(assign->lhs->loc) == "16:9-16:21");
  const auto* sum = ast::as<ast::Binary>(assign->rhs);
  REQUIRE(sum);
  CHECK(span(sum->loc) == "16:24-17:74");
  const auto* alpha_u = ast::as<ast::Binary>(sum->lhs);
  REQUIRE(alpha_u);
  CHECK(span(alpha_u->lhs->loc) == "16:24-16:29");  // alpha
  const auto* u = ast::as<ast::ArrayRef>(alpha_u->rhs);
  REQUIRE(u);
  CHECK(span(u->loc) == "16:30-16:38");
  CHECK(span(u->indices.at(0)->loc) == "16:32-16:33");
  // beta*( ... ): the parenthesised sum starts at its first operand, inside the '('.
  const auto* beta = ast::as<ast::Binary>(sum->rhs);
  REQUIRE(beta);
  CHECK(span(beta->loc) == "16:41-17:74");
  CHECK(span(beta->rhs->loc) == "16:47-17:73");
  // An index i-1 on the continuation's first line.
  const auto* last = ast::as<ast::ArrayRef>(ast::as<ast::Binary>(beta->rhs)->rhs);
  REQUIRE(last);
  CHECK(span(last->loc) == "17:63-17:73");
  CHECK(span(last->indices.at(2)->loc) == "17:69-17:72");
}

TEST_CASE("locations count characters, not bytes, and tabs as one column", "[lexer][locations]") {
  ast::Unit unit = parse_text(
      "t.f95", "! caf\xc3\xa9 \xe2\x82\xac\n\tsubroutine t(n, x, u) ! \xc3\xa9\xc3\xa9\n" + with_body("").substr(22));
  const ast::Subroutine& sub = unit.subroutines.at(0);
  CHECK(at(sub.loc) == "2:2");
  CHECK(at(sub.params.at(1).loc) == "2:18");
  std::string msg = parse_error("! \xc3\xa9\xc3\xa9\n\t\tx = 1 ? 2\n");
  CHECK(msg == "t.f95:2:9: unexpected character '?'");
  // A byte order mark is no character of line 1.
  ast::Unit bom = parse_text("t.f95", "\xef\xbb\xbf" + with_body(""));
  CHECK(at(bom.subroutines.at(0).loc) == "1:1");
  CHECK(bom.file->line(1) == "subroutine t(n, x, u)");
}

TEST_CASE("a loop may carry a construct name, which its end must repeat", "[parser]") {
  const std::string named =
      with_body("  steps: do k = 1, n\n    sweep: do i = 2, n - 1\n      u(i) = x\n    enddo sweep\n  end do steps\n");
  ast::Unit unit = parse_text("t.f95", named);
  REQUIRE(unit.subroutines.at(0).body.size() == 1);
  const auto* k = ast::as<ast::Do>(unit.subroutines[0].body[0]);
  REQUIRE(k);
  CHECK(k->var == "k");
  CHECK(at(k->loc) == "5:10");  // the loop starts at its 'do'
  REQUIRE(k->body.size() == 1);
  CHECK(ast::as<ast::Do>(k->body[0])->var == "i");
  std::string unnamed_end = named;
  unnamed_end.replace(unnamed_end.find("end do steps"), 12, "end do");
  CHECK(parse_error(unnamed_end) == "t.f95:9:3: the loop named 'steps' must be closed by 'end do steps'");
  std::string other_end = named;
  other_end.replace(other_end.find("enddo sweep"), 11, "enddo steps");
  CHECK(parse_error(other_end) == "t.f95:8:5: 'end do steps' closes the loop named 'sweep'");
  CHECK(parse_error(with_body("  do i = 1, n\n    u(i) = x\n  end do outer\n")) ==
        "t.f95:7:3: 'end do outer' closes a loop that has no construct name");
}

TEST_CASE("labelled do loops parse as the loops 'end do' closes", "[parser]") {
  const std::string plain = with_body(
      "  do k = 1, n\n    do j = 1, n\n      do i = 2, n - 1\n        u(i) = x\n      end do\n    end do\n"
      "    do i = 1, n\n      u(i) = x\n    end do\n  end do\n");
  const ast::Unit expected = parse_text("t.f95", plain);
  // A shared `continue`, an assignment ending two loops, a labelled `end do`, the comma
  // after a label, an unlabelled loop inside a labelled one, and upper case.
  for (const std::string body :
       {"  do 30 k = 1, n\n    do 10 j = 1, n\n    do 10 i = 2, n - 1\n        u(i) = x\n10  continue\n"
        "    do 20, i = 1, n\n      u(i) = x\n20  end do\n30 continue\n",
        "  DO 30 K = 1, n\n    DO 10 J = 1, n\n    DO 10 I = 2, n - 1\n10  U(I) = X\n"
        "    DO 20 I = 1, n\n20  U(I) = X\n30 CONTINUE\n",
        "  do 30 k = 1, n\n    do j = 1, n\n      do 10 i = 2, n - 1\n        u(i) = x\n10    enddo\n    end do\n"
        "    do 20 i = 1, n\n20    u(i) = x\n30 continue\n"}) {
    const ast::Unit labelled = parse_text("t.f95", with_body(body));
    CHECK(ast::to_fortran(labelled) == ast::to_fortran(expected));
  }
  const ast::Unit unit = parse_text("t.f95", with_body("  do 10 i = 1, n\n10 u(i) = x\n"));
  const auto* loop = ast::as<ast::Do>(unit.subroutines.at(0).body.at(0));
  REQUIRE(loop);
  CHECK(at(loop->loc) == "5:3");  // the loop starts at its 'do'
  CHECK(span(loop->body.at(0)->loc) == "6:4-6:12");

  CHECK(parse_error(with_body("  do 10 i = 1, n\n    u(i) = x\n  end do\n")) ==
        "t.f95:7:3: the loop 'do 10' at line 5 ends at the statement labelled 10: write '10 continue' (an 'end "
        "do' without a label ends a loop without one)");
  CHECK(parse_error(with_body("  do 10 j = 1, n\n  do i = 1, n\n    u(i) = x\n10 continue\n  end do\n")) ==
        "t.f95:8:1: statement 10 ends a labelled 'do' loop, but the loop at line 6 inside it is still open");
  CHECK(parse_error(with_body("  do 10 j = 1, n\n  do 10 i = 1, n\n    u(i) = x\n10 end do\n")) ==
        "t.f95:8:1: an 'end do' ends one loop; loops that share their last statement end at '10 continue'");
  CHECK(parse_error(with_body("  do 10 i = 1, n\n    u(i) = x\n10 continue\n  do 10 i = 1, n\n    u(i) = x\n"
                              "10 continue\n")) == "t.f95:10:1: statement label 10 is used twice");
  CHECK(parse_error(with_body("  do 10 i = 1, n\n    u(i) = x\n"))
            .find("unterminated 'do 10' loop: no statement "
                  "labelled 10 before") != std::string::npos);
  // Labels are local to a subroutine: two in one file may each end a loop at 10.
  const std::string one = with_body("  do 10 i = 1, n\n10 u(i) = x\n");
  std::string other = one;
  other.replace(other.find("subroutine t("), 13, "subroutine w(")
      .replace(other.find("end subroutine t"), 16, "end subroutine w");
  CHECK(parse_text("t.f95", one + other).subroutines.size() == 2);
  CHECK(parse_error(with_body("  do 10 i = 1, n\n    u(i) = x\n10\n")) ==
        "t.f95:7:3: statement label 10 stands before no statement");
  CHECK(parse_error(with_body("  do 0 i = 1, n\n0 continue\n")) ==
        "t.f95:5:6: a statement label has 1 to 5 digits, not all zero");
  CHECK(parse_error(with_body("  do i = 1, n\n20  u(i) = x\n  end do\n")) ==
        "t.f95:6:1: statement labels are not supported in stenciltune's input, except to end a labelled 'do' loop "
        "('do 20 i = ...' ... '20 continue')");
}

TEST_CASE("a bare loop nest parses into an unnamed subroutine", "[parser]") {
  ast::Unit unit = parse_file(stencil_path("laplacian_nest"));
  REQUIRE(unit.subroutines.size() == 1);
  const ast::Subroutine& sub = unit.subroutines[0];
  CHECK(sub.bare_nest);
  CHECK(sub.name.empty());
  CHECK(sub.params.empty());
  CHECK(sub.decls.empty());
  REQUIRE(sub.body.size() == 1);
  const auto* k = ast::as<ast::Do>(sub.body[0]);
  REQUIRE(k);
  CHECK(k->var == "k");
  REQUIRE(k->step);
  CHECK(ast::to_fortran(k->step) == "1");
  CHECK(ast::to_fortran(k->upper) == "nz-1");
}

TEST_CASE("several subroutines and several nests in one file", "[parser]") {
  ast::Unit unit =
      parse_text("t.f95",
                 "subroutine a(n, u)\n  integer n\n  real u(n)\n  do i = 1, n\n    u(i) = 1\n  end do\n"
                 "  do i = 1, n\n    u(i) = 2\n  enddo\nendsubroutine a\n\n"
                 "subroutine b(n, u)\n  integer n\n  real u(n)\n  do i = 1, n\n    u(i) = 3\n  end do\nend\n");
  REQUIRE(unit.subroutines.size() == 2);
  CHECK(unit.subroutines[0].name == "a");
  CHECK(unit.subroutines[0].body.size() == 2);
  CHECK(unit.subroutines[1].name == "b");
  CHECK(at(unit.subroutines[1].loc) == "12:1");
  CHECK(!unit.subroutines[0].implicit_none);
}

TEST_CASE("printed Fortran parses back to the same text for every suite stencil", "[printer]") {
  for (const std::string& name : suite) {
    SECTION(name) {
      ast::Unit parsed = parse_file(stencil_path(name));
      std::string printed = ast::to_fortran(parsed);
      ast::Unit reparsed;
      try {
        reparsed = parse_text(name + ".printed.f95", printed);
      } catch (const UserError& e) {
        FAIL("the printed text does not parse:\n" << printed << format_error(e));
      }
      std::string again = ast::to_fortran(reparsed);
      if (again != printed) FAIL_CHECK("--- printed:\n" << printed << "--- printed again:\n" << again);
      REQUIRE(reparsed.subroutines.size() == parsed.subroutines.size());
      CHECK(ast::equal(reparsed.subroutines[0].body, parsed.subroutines[0].body));
      CHECK(reparsed.subroutines[0].bare_nest == parsed.subroutines[0].bare_nest);

      // The completed subroutine of a bare nest prints as a subroutine that parses too.
      ast::Subroutine completed = complete_bare_nest(parsed.subroutines[0]);
      std::string sub_text = ast::to_fortran(completed);
      ast::Unit sub_reparsed = parse_text(name + ".sub.f95", sub_text);
      CHECK(ast::equal(sub_reparsed.subroutines.at(0).body, completed.body));
    }
  }
}

TEST_CASE("the printer keeps the tree of expressions made by passes", "[printer]") {
  using namespace st::ast;
  Expr x = VarRef::make("x");
  Expr y = VarRef::make("y");
  Expr half = RealLit::make(0.5, 8);
  Expr minus_half = RealLit::make(-0.5, 8);
  Expr minus_two = IntLit::make(-2);
  struct Case {
    Expr expr;
    std::string text;
  };
  const std::vector<Case> cases = {
      {Binary::make(BinaryOp::Sub, x, Binary::make(BinaryOp::Sub, y, half)), "x-(y-0.5d0)"},
      {Binary::make(BinaryOp::Mul, x, minus_half), "x*(-0.5d0)"},
      {Binary::make(BinaryOp::Add, x, minus_two), "x+(-2)"},
      {Binary::make(BinaryOp::Mul, minus_half, x), "(-0.5d0)*x"},
      {Binary::make(BinaryOp::Add, minus_half, x), "-0.5d0+x"},
      {Unary::make(UnaryOp::Neg, minus_half), "-(-0.5d0)"},
      {Unary::make(UnaryOp::Neg, Unary::make(UnaryOp::Neg, x)), "-(-x)"},
      {Binary::make(BinaryOp::Pow, minus_two, x), "(-2)**x"},
      {Binary::make(BinaryOp::Pow, x, minus_two), "x**(-2)"},
      {RealLit::make(0.25, 4), "0.25"},
      {RealLit::make(3.0, 8), "3.0d0"},
      {RealLit::make(1e-300, 8), "1d-300"},
  };
  for (const Case& c : cases) {
    INFO(dump(c.expr));
    std::string text = to_fortran(c.expr);
    CHECK(text == c.text);
    // The text parses, and prints the same again.
    ast::Expr back = rhs_of(text, "  real(8) :: y\n");
    CHECK(to_fortran(back) == text);
  }
}

TEST_CASE("syntax errors name what was expected", "[parser][diagnostics]") {
  CHECK(parse_error(with_body("  x = u(1) +\n")) ==
        "t.f95:5:13: syntax error: expected an expression, found end of line");
  CHECK(parse_error(with_body("  x = u(1) u(2)\n")) ==
        "t.f95:5:12: syntax error: expected an operator or end of line, found name 'u'");
  CHECK(parse_error(with_body("  x = (u(1)\n")) ==
        "t.f95:5:12: syntax error: expected an operator or ')', found end of line");
  CHECK(parse_error(with_body("  x = sqrt()\n")) ==
        "t.f95:5:12: syntax error: expected an expression or ':', found ')'");
  CHECK(parse_error("subroutine t(n,)\nend\n") == "t.f95:1:16: syntax error: expected name, found ')'");
  CHECK(parse_error("subroutine t(n)\n  integer, intent(in) n\nend\n") ==
        "t.f95:2:23: syntax error: expected '::' or ',', found name 'n'");
  CHECK(parse_error(with_body("  end do\n")) == "t.f95:5:7: 'end do' without a matching 'do'");
  CHECK(parse_error(with_body("  enddo\n")) == "t.f95:5:3: 'end do' without a matching 'do'");
  CHECK(parse_error("subroutine t\nend subroutine u\n") == "t.f95:2:1: 'end subroutine u' closes subroutine 't'");
}

TEST_CASE("a module's subroutines see its parameters and its implicit none", "[parser]") {
  st::ast::Unit unit = st::parse_text("m.f90", R"(module heat_mod
  implicit none
  integer, parameter :: n = 8, dp = kind(1.0d0)
  real(dp), parameter :: c = 0.25_dp
contains
  subroutine a(u)
    real(dp), intent(inout) :: u(n)
    integer :: i
    do i = 2, n - 1
      u(i) = c * u(i)
    end do
  end subroutine a
  subroutine b(n, u)
    integer, intent(in) :: n
    real(dp), intent(inout) :: u(n)
    integer :: i
    do i = 2, n - 1
      u(i) = c * u(i)
    end do
  end subroutine b
endmodule heat_mod
subroutine outside(module, contains)
  integer :: module, contains
  module = contains
end
)");
  REQUIRE(unit.subroutines.size() == 3);
  REQUIRE(unit.modules.size() == 1);
  CHECK(unit.modules[0].name == "heat_mod");
  CHECK(unit.modules[0].subroutines == std::vector<std::string>{"a", "b"});
  auto names = [](const st::ast::Subroutine& s) {
    std::vector<std::string> out;
    for (const auto& d : s.decls) {
      for (const auto& e : d.entities) out.push_back(e.name);
    }
    return out;
  };
  const st::ast::Subroutine& a = unit.subroutines[0];
  CHECK(a.module == "heat_mod");
  CHECK(a.implicit_none);
  CHECK(names(a) == std::vector<std::string>{"n", "dp", "c", "u", "i"});
  // b's dummy n hides the module's n, which no other imported parameter reads.
  const st::ast::Subroutine& b = unit.subroutines[1];
  CHECK(names(b) == std::vector<std::string>{"dp", "c", "n", "u", "i"});
  CHECK(unit.subroutines[2].module.empty());
  CHECK_FALSE(unit.subroutines[2].implicit_none);
}

TEST_CASE("a module ends with end, end module or endmodule, named or not", "[parser]") {
  const std::string body =
      "module m\ncontains\n  subroutine s(n, u)\n  integer :: n\n  real(8) :: u(n)\n  integer :: i\n"
      "  do i = 1, n\n    u(i) = 0.5d0 * u(i)\n  end do\n  end subroutine s\n";
  for (const std::string end : {"end", "end module", "end module m", "endmodule", "endmodule m", "END MODULE M"}) {
    INFO(end);
    st::ast::Unit unit = st::parse_text("m.f90", body + end + "\n");
    REQUIRE(unit.modules.size() == 1);
    CHECK(unit.subroutines.at(0).module == "m");
  }
  CHECK_THROWS_AS(st::parse_text("m.f90", body + "end module n\n"), st::UserError);
  CHECK_THROWS_AS(st::parse_text("m.f90", "module m\n  real(8) :: w\ncontains\n" + body.substr(18) + "end module\n"),
                  st::UserError);
}

TEST_CASE("use of a module above in the file gives its parameters, all or those named after only:", "[parser]") {
  st::ast::Unit unit = st::parse_text("u.f90", R"(module kinds
  integer, parameter :: dp = kind(1.0d0), sp = kind(1.0)
  real(dp), parameter :: half = 0.5_dp
end module kinds
module solver
  use kinds, only: dp, half
  real(dp), parameter :: two = 2.0_dp
contains
  subroutine a(n, u)
    integer, intent(in) :: n
    real(dp), intent(inout) :: u(n)
    integer :: i
    do i = 1, n
      u(i) = two * half * u(i)
    end do
  end subroutine a
end module solver
subroutine b(n, u)
  use solver
  use kinds
  integer, intent(in) :: n
  real(dp), intent(inout) :: u(n)
  integer :: i
  do i = 1, n
    u(i) = two * u(i)
  end do
end subroutine b
)");
  REQUIRE(unit.modules.size() == 2);
  CHECK(unit.modules[0].subroutines.empty());
  REQUIRE(unit.modules[1].uses.size() == 1);
  CHECK(unit.modules[1].uses[0].module == "kinds");
  CHECK(unit.modules[1].uses[0].only);
  CHECK(unit.modules[1].uses[0].names == std::vector<std::string>{"dp", "half"});
  auto names = [](const st::ast::Subroutine& s) {
    std::vector<std::string> out;
    for (const auto& d : s.decls) {
      for (const auto& e : d.entities) out.push_back(e.name);
    }
    return out;
  };
  // a: its module's own and used parameters (sp not among them), then its own.
  CHECK(names(unit.subroutines.at(0)) == std::vector<std::string>{"dp", "half", "two", "n", "u", "i"});
  // b: solver's (dp, half through it, two), then kinds' sp; dp and half once.
  CHECK(names(unit.subroutines.at(1)) == std::vector<std::string>{"dp", "half", "two", "sp", "n", "u", "i"});
  CHECK(unit.subroutines.at(1).module.empty());
  // A module used before it is defined, and 'only' misspelt, are refused.
  CHECK_THROWS_AS(st::parse_text("u.f90",
                                 "subroutine s(u)\n  use later\n  real(8) :: u\n  u = 1\nend\n"
                                 "module later\nend module\n"),
                  st::UserError);
  CHECK_THROWS_AS(st::parse_text("u.f90",
                                 "module k\n  integer, parameter :: n = 2\nend module\n"
                                 "subroutine s(u)\n  use k, onyl: n\n  real(8) :: u\n  u = n\nend\n"),
                  st::UserError);
}

TEST_CASE("the kinds of iso_fortran_env and iso_c_binding name real and integer kinds", "[parser]") {
  st::ast::Unit unit = st::parse_text("k.f90", R"(subroutine s(n, u)
  use, intrinsic :: iso_fortran_env, only: real64, int32
  use iso_c_binding
  integer(int32), intent(in) :: n
  real(real64), intent(inout) :: u(n)
  real(c_float) :: w
  integer :: i
  do i = 1, n
    w = 0.5
    u(i) = w * u(i)
  end do
end subroutine s
)");
  const st::ast::Subroutine& s = unit.subroutines.at(0);
  REQUIRE(s.uses.size() == 2);
  CHECK(s.uses[0].intrinsic);
  CHECK(s.uses[1].intrinsic);  // no module of the file has the name
  bool real64_param = false;
  for (const auto& d : s.decls) {
    for (const auto& e : d.entities) {
      if (e.name == "real64") real64_param = d.is_parameter;
      if (e.name == "u") CHECK(d.type == st::ast::ScalarType::real(8));
      if (e.name == "w") CHECK(d.type == st::ast::ScalarType::real(4));
    }
  }
  CHECK(real64_param);
  CHECK_THROWS_AS(st::parse_text("k.f90",
                                 "subroutine s(u)\n  use, intrinsic :: ieee_arithmetic\n  real(8) :: u\n"
                                 "  u = 1\nend\n"),
                  st::UserError);
}
