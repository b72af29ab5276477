// The Fortran backend as a printer: declarations, renaming, continuation lines, the
// locals passes introduce, and the internal kernel for linear subscripts; everything
// compiles under gfortran -std=f95 -Wall -Wextra -Werror and reads back as the same
// tree. Execution against the reference is test_differential.cpp's job.
#include <cstdio>
#include <set>
#include <sstream>
#include <string>

#include "analysis/bare_nest.h"
#include "analysis/symbols.h"
#include "ast/mutator.h"
#include "ast/printer.h"
#include "backends/c/c_backend.h"
#include "backends/fortran/fortran_backend.h"
#include "catch.h"
#include "frontend/parse_driver.h"
#include "harness/validation.h"
#include "test_support.h"

namespace {

namespace ast = st::ast;

using st::test::parse;
using st::test::parse_stencil;
using st::test::Parsed;

bool contains(const std::string& text, const std::string& piece) { return text.find(piece) != std::string::npos; }

size_t longest_line(const std::string& text) {
  std::istringstream lines(text);
  std::string line;
  size_t longest = 0;
  while (std::getline(lines, line)) longest = std::max(longest, line.size());
  return longest;
}

// gfortran's complaints about `code`, empty when it compiles without a warning.
std::string compile_errors(const std::string& code) {
  st::TempDir dir("stenciltune-fortran-backend-test");
  std::string file = dir.file("code.f90");
  FILE* f = std::fopen(file.c_str(), "w");
  REQUIRE(f != nullptr);
  std::fputs(code.c_str(), f);
  std::fclose(f);
  st::StepResult r =
      st::run_tool({"gfortran", "-std=f95", "-Wall", "-Wextra", "-Werror", "-c", file, "-o", dir.file("code.o")},
                   st::Toolchain{}, dir.path().string());
  return r.message;
}

// The statements of the printed subroutine, parsed again, as the tree printer shows them.
std::string reparsed_body(const std::string& fortran) {
  ast::Unit unit = st::parse_text("printed.f90", fortran);
  return ast::to_fortran(unit.subroutines.at(0).body, 0);
}

// Index linearisation done by hand, for printers to meet LinearRef before the pass
// exists: u(i,j,k) -> u[(i-l0) + (j-l1)*n0 + (k-l2)*n0*n1]; with `every_other`, only
// every second reference of each array changes (an array seen both ways).
class Linearise : public ast::Mutator {
 public:
  Linearise(const st::SymbolTable& symbols, std::set<std::string> arrays, bool every_other)
      : symbols_(symbols), arrays_(std::move(arrays)), every_other_(every_other) {}

 protected:
  ast::Expr mutate_ArrayRef(const ast::ArrayRef& node, const ast::Expr& self) override {
    if (!arrays_.count(node.name) || (every_other_ && count_++ % 2 == 0))
      return ast::Mutator::mutate_ArrayRef(node, self);
    const st::Symbol* s = symbols_.find(node.name);
    ast::Expr offset, stride;
    for (int d = 0; d < s->rank(); ++d) {
      ast::Expr term = ast::Binary::make(ast::BinaryOp::Sub, mutate(node.indices[static_cast<size_t>(d)]), s->lower(d));
      if (stride) term = ast::Binary::make(ast::BinaryOp::Mul, term, stride);
      offset = offset ? ast::Binary::make(ast::BinaryOp::Add, offset, term) : term;
      ast::Expr extent = ast::Binary::make(
          ast::BinaryOp::Add, ast::Binary::make(ast::BinaryOp::Sub, s->dims[static_cast<size_t>(d)].upper, s->lower(d)),
          ast::IntLit::make(1));
      stride = stride ? ast::Binary::make(ast::BinaryOp::Mul, stride, extent) : extent;
    }
    return ast::LinearRef::make(node.name, offset, node.loc);
  }

 private:
  const st::SymbolTable& symbols_;
  std::set<std::string> arrays_;
  bool every_other_;
  int count_ = 0;
};

const char* const long_source = R"(subroutine long_sum(n, c, x, y)
  implicit none
  integer, intent(in) :: n
  real(8), intent(in) :: c
  real(8), intent(in) :: x(-40:n+40)
  real(8), intent(inout) :: y(n)
  integer :: i
  do i = 1, n
    y(i) = c*(x(i-40) + x(i-39) + x(i-38) + x(i-37) + x(i-36) + x(i-35) + x(i-34) + x(i-33) + x(i-32) &
      + x(i-31) + x(i-30) + x(i-29) + x(i-28) + x(i-27) + x(i-26) + x(i-25) + x(i-24) + x(i-23) + x(i-22) &
      + x(i-21) + x(i-20) + x(i-19) + x(i-18) + x(i-17) + x(i-16) + x(i-15) + x(i-14) + x(i-13) + x(i-12) &
      + x(i-11) + x(i-10) + x(i-9) + x(i-8) + x(i-7) + x(i-6) + x(i-5) + x(i-4) + x(i-3) + x(i-2) + x(i-1) &
      + x(i) + x(i+1) + x(i+2) + x(i+3) + x(i+4) + x(i+5) + x(i+6) + x(i+7) + x(i+8) + x(i+9) + x(i+10)) &
      - (x(i+11)*x(i+12) - x(i+13)/x(i+14))*(-c) + 0.5d0**2 - c**(-2)
  end do
end subroutine long_sum
)";

// A blocked loop as a pass makes it: the block variable ii is declared nowhere.
const char* const blocked_source = R"(subroutine blocked(n, x, y)
  implicit none
  integer, intent(in) :: n
  real(8), intent(in) :: x(0:n+1)
  real(8), intent(inout) :: y(n)
  integer :: i
  do ii = 1, n, 4
    do i = ii, min(ii + 3, n)
      y(i) = 0.5d0*(x(i-1) + x(i+1))
    end do
  end do
end subroutine blocked
)";

}  // namespace

TEST_CASE("Fortran backend: the suite prints cleanly, within 132 columns, and reads back as the same tree",
          "[fortran_backend]") {
  for (const char* name : {"laplacian", "divergence", "gradient", "box27", "star13", "star25_sp", "jacobi2d5", "box2d9",
                           "vardiff", "laplacian_nest"}) {
    Parsed p = parse_stencil(name);
    std::string f = st::emit_fortran(p.sub, p.symbols, {});
    INFO(name << ":\n" << f);
    CHECK(longest_line(f) <= 132);
    CHECK(compile_errors(f) == "");
    CHECK(reparsed_body(f) == ast::to_fortran(p.sub.body, 0));
  }
}

TEST_CASE("Fortran backend: the original signature and declarations", "[fortran_backend]") {
  Parsed p = parse_stencil("vardiff");
  std::string f = st::emit_fortran(p.sub, p.symbols, {});
  INFO(f);
  CHECK(contains(f,
                 "subroutine vardiff(nx, ny, nz, dt, a, u, unew)\n  implicit none\n"
                 "  real(8), parameter :: half = 0.5_8\n"
                 "  integer, intent(in) :: nx, ny, nz\n"
                 "  real(8), intent(in) :: dt\n"
                 "  real(8), intent(in) :: a(0:nx+1, 0:ny+1, 0:nz+1)\n"
                 "  real(8), intent(in) :: u(0:nx+1, 0:ny+1, 0:nz+1)\n"
                 "  real(8), intent(inout) :: unew(0:nx+1, 0:ny+1, 0:nz+1)\n"
                 "  integer :: k, j, i\n"
                 "  real(8) :: fx, fy, fz\n"));
  CHECK(contains(f, "        unew(i,j,k) = u(i,j,k) + half*dt*(fx + fy + fz)\n"));

  Parsed nest = parse_stencil("laplacian_nest");
  std::string completed = st::emit_fortran(nest.sub, nest.symbols, {});
  INFO(completed);
  CHECK(contains(completed, "subroutine laplacian_nest(nx, ny, nz, alpha, beta, now, next)"));
}

TEST_CASE("Fortran backend: a variant is renamed to link beside the original", "[fortran_backend]") {
  Parsed p = parse_stencil("laplacian");
  st::FortranEmitOptions options;
  options.subroutine_name = "laplacian_v2";
  std::string f = st::emit_fortran(p.sub, p.symbols, options);
  INFO(f);
  CHECK(contains(f, "\nsubroutine laplacian_v2(nx, ny, nz, alpha, beta, u, unext)\n"));
  CHECK(contains(f, "\nend subroutine laplacian_v2\n"));
  CHECK(compile_errors(f) == "");
}

TEST_CASE("Fortran backend: long statements continue with & within 132 columns", "[fortran_backend]") {
  Parsed p = parse("long.f95", long_source);
  std::string f = st::emit_fortran(p.sub, p.symbols, {});
  INFO(f);
  CHECK(longest_line(f) <= 132);
  CHECK(contains(f, " &\n"));
  CHECK(contains(f, "*(-c) + 0.5d0**2 - c**(-2)"));
  CHECK(compile_errors(f) == "");
  CHECK(reparsed_body(f) == ast::to_fortran(p.sub.body, 0));
}

TEST_CASE("Fortran backend: loop variables and temporaries of passes get declarations", "[fortran_backend]") {
  Parsed blocked = parse("blocked.f95", blocked_source);
  std::string f = st::emit_fortran(blocked.sub, blocked.symbols, {});
  INFO(f);
  CHECK(contains(f, "  integer :: ii, i\n"));
  CHECK(contains(f, "    do i = ii, min(ii+3,n)\n"));
  CHECK(compile_errors(f) == "");

  // A temporary as CSE makes it: t = alpha*u(i,j,k); unext(i,j,k) = t + ...
  Parsed lap = parse_stencil("laplacian");
  const auto* k = ast::as<ast::Do>(lap.sub.body.at(0));
  const auto* j = ast::as<ast::Do>(k->body.at(0));
  const auto* i = ast::as<ast::Do>(j->body.at(0));
  const auto* assign = ast::as<ast::Assign>(i->body.at(0));
  const auto* sum = ast::as<ast::Binary>(assign->rhs);
  ast::StmtList inner = {
      ast::Let::make("t", ast::ScalarType::real(8), sum->lhs),
      ast::Assign::make(assign->lhs, ast::Binary::make(ast::BinaryOp::Add, ast::VarRef::make("t"), sum->rhs))};
  ast::Subroutine with_let = lap.sub;
  with_let.body = {ast::Do::make(k->var, k->lower, k->upper, k->step,
                                 {ast::Do::make(j->var, j->lower, j->upper, j->step,
                                                {ast::Do::make(i->var, i->lower, i->upper, i->step, inner)})})};
  std::string g = st::emit_fortran(with_let, lap.symbols, {});
  INFO(g);
  CHECK(contains(g, "  integer :: k, j, i\n  real(8) :: t\n"));
  CHECK(contains(g, "        t = alpha*u(i,j,k)\n        unext(i,j,k) = t + beta*("));
  CHECK(compile_errors(g) == "");
  std::string c = st::emit_c(with_let, lap.symbols, {});
  INFO(c);
  CHECK(contains(c, "  int32_t k, j, i;\n  double t;\n"));
}

TEST_CASE("Fortran backend: min and max get their arguments in one kind", "[fortran_backend]") {
  // The front end keeps no kind on integer literals (5_8 reads as 5), and a loop
  // variable a pass makes is a default integer: Fortran 95 rejects min(i8, 5).
  Parsed p = parse("wide.f95", R"(subroutine wide(n, x, y)
  implicit none
  integer(8), intent(in) :: n
  real(8), intent(in) :: x(n)
  real(8), intent(inout) :: y(n)
  integer(8) :: i
  do i = 1, n
    y(i) = x(i)*i + n/3 + min(i, 5_8) + max(x(i), 0.5)
  end do
end subroutine wide
)");
  std::string f = st::emit_fortran(p.sub, p.symbols, {});
  INFO(f);
  CHECK(contains(f, "    y(i) = x(i)*i + n/3 + min(i, int(5, 8)) + max(x(i), real(0.5, 8))\n"));
  CHECK(compile_errors(f) == "");
}

TEST_CASE("Fortran backend: a literal's kind parameter and a conversion print as their numbers", "[fortran_backend]") {
  // The printed subroutine declares no parameters: 0.5_dp would name an undeclared dp.
  Parsed p = parse("kinds.f95", R"(subroutine kinds(n, x, y)
  implicit none
  integer, parameter :: dp = 8
  integer, intent(in) :: n
  real(dp), intent(in) :: x(n)
  real(dp), intent(inout) :: y(n)
  integer :: i
  do i = 1, n
    y(i) = 0.5_dp*x(i) + real(i, kind=dp) + dble(sngl(x(i)))
  end do
end subroutine kinds
)");
  std::string f = st::emit_fortran(p.sub, p.symbols, {});
  INFO(f);
  CHECK(contains(f, "    y(i) = 0.5_8*x(i) + real(i, 8) + real(real(x(i), 4), 8)\n"));
  CHECK(compile_errors(f) == "");
}

TEST_CASE("Fortran backend: a conversion takes a specific name where the subroutine names something real",
          "[fortran_backend]") {
  Parsed p = parse("shadow.f95", R"(subroutine shadow(n, u, real)
  implicit none
  integer, intent(in) :: n
  real(8), intent(inout) :: u(n)
  real(4), intent(in) :: real(n)
  integer :: i
  do i = 1, n
    u(i) = dble(i) + sngl(u(i)) + float(i) + real(i)
  end do
end subroutine shadow
)");
  std::string f = st::emit_fortran(p.sub, p.symbols, {});
  INFO(f);
  CHECK(contains(f, "    u(i) = dble(i) + sngl(u(i)) + float(i) + real(i)\n"));
  CHECK(compile_errors(f) == "");
}

TEST_CASE("Fortran backend: linear subscripts go through an internal kernel with assumed-size arrays",
          "[fortran_backend]") {
  Parsed lap = parse_stencil("laplacian");
  ast::Subroutine linear = lap.sub;
  linear.body = Linearise(lap.symbols, {"u", "unext"}, false).mutate(lap.sub.body);
  std::string f = st::emit_fortran(linear, lap.symbols, {});
  INFO(f);
  CHECK(contains(f,
                 "  real(8), intent(inout) :: unext(0:nx+1, 0:ny+1, 0:nz+1)\n\n"
                 "  call kernel(nx, ny, nz, alpha, beta, u, unext)\n\ncontains\n"));
  CHECK(contains(f, "    real(8), intent(in) :: u(*)\n    real(8), intent(inout) :: unext(*)\n"));
  CHECK(contains(f,
                 "unext(i-0+(j-0)*(nx+1-0+1)+(k-0)*((nx+1-0+1)*(ny+1-0+1))+1) = &\n"
                 "              alpha*u(i-0+(j-0)*(nx+1-0+1)+(k-0)*((nx+1-0+1)*(ny+1-0+1))+1) &\n"));
  CHECK(contains(f, "  end subroutine kernel\nend subroutine laplacian\n"));
  CHECK(longest_line(f) <= 132);
  CHECK(compile_errors(f) == "");
  std::string c = st::emit_c(linear, lap.symbols, {});
  INFO(c);
  CHECK(contains(c, "unext[i - 0 + (j - 0) * (nx + 1 - 0 + 1) + (k - 0) * ((nx + 1 - 0 + 1) * (ny + 1 - 0 + 1))] = "));
  CHECK_FALSE(contains(c, "u_s1"));

  // Only some references linear: the kernel still sees u as 1-D and linearises the
  // others itself; unext keeps its shape.
  ast::Subroutine mixed = lap.sub;
  mixed.body = Linearise(lap.symbols, {"u"}, true).mutate(lap.sub.body);
  std::string m = st::emit_fortran(mixed, lap.symbols, {});
  INFO(m);
  CHECK(contains(m, "    real(8), intent(in) :: u(*)\n    real(8), intent(inout) :: unext(0:nx+1, 0:ny+1, 0:nz+1)\n"));
  CHECK(contains(m, "alpha*u(1+i+j*(nx+2)+k*(nx+2)*(ny+2))"));
  CHECK(compile_errors(m) == "");
}
