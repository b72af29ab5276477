// Calls of the file's own subroutines, replaced by their statements as the parser hands
// a unit on (frontend/inline_calls.h): the printed caller after inlining, the renamed
// locals and their declarations, expressions passed to dummies that are only read,
// calls through calls, shapes compared as integers, and the refusals.
#include <string>

#include "ast/printer.h"
#include "catch.h"
#include "frontend/diagnostics.h"
#include "frontend/parse_driver.h"

namespace {

using namespace st;

// The sweep every test calls: b = a plus c times a's 1-D Laplacian.
const std::string sweep =
    "subroutine sweep(m, c, a, b)\n"
    "  implicit none\n"
    "  integer, intent(in) :: m\n"
    "  real(8), intent(in) :: c, a(0:m+1)\n"
    "  real(8), intent(inout) :: b(0:m+1)\n"
    "  integer :: i\n"
    "  do i = 1, m\n"
    "    b(i) = a(i) + c*(a(i-1) - 2.0d0*a(i) + a(i+1))\n"
    "  end do\n"
    "end subroutine sweep\n";

// A solver over u(0:n+1), v(0:n+1) whose body is `body`.
std::string solver(const std::string& body, const std::string& decls = "") {
  return "subroutine solve(n, nt, dt, u, v)\n"
         "  implicit none\n"
         "  integer, intent(in) :: n, nt\n"
         "  real(8), intent(in) :: dt\n"
         "  real(8), intent(inout) :: u(0:n+1), v(0:n+1)\n" +
         decls + body + "end subroutine solve\n";
}

std::string printed_solver(const std::string& text) {
  ast::Unit unit = parse_text("t.f95", text);
  REQUIRE(unit.subroutines.at(0).name == "solve");
  return ast::to_fortran(unit.subroutines.at(0));
}

std::string parse_error(const std::string& text) {
  try {
    parse_text("t.f95", text);
  } catch (const UserError& e) {
    return e.where().str() + ": " + e.what();
  }
  return "(no error)";
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("a time loop's calls become the called sweep's statements in the caller's names", "[inline]") {
  std::string printed = printed_solver(solver("  integer :: t\n"
                                              "  do t = 1, nt\n"
                                              "    call sweep(n, dt, u, v)\n"
                                              "    call sweep(n, dt, v, u)\n"
                                              "  end do\n") +
                                       sweep);
  INFO(printed);
  CHECK(has(printed, "do t = 1, nt\n    do i = 1, n\n      v(i) = u(i)+dt*(u(i-1)-2.0d0*u(i)+u(i+1))\n"));
  CHECK(has(printed, "    do i = 1, n\n      u(i) = v(i)+dt*(v(i-1)-2.0d0*v(i)+v(i+1))\n"));
  CHECK(!has(printed, "call"));
  // The sweep's loop variable is declared in the caller, once for both calls.
  CHECK(has(printed, "  integer :: t\n  integer :: i\n"));
}

TEST_CASE("a local of the sweep that the caller has too is renamed", "[inline]") {
  std::string printed = printed_solver(solver("  integer :: t, i, i_2\n"
                                              "  i = 3\n"
                                              "  do t = 1, nt\n"
                                              "    call sweep(n, dt, u, v)\n"
                                              "  end do\n") +
                                       sweep);
  INFO(printed);
  // i and i_2 are the caller's: the sweep's i takes the first free name.
  CHECK(has(printed, "do i_3 = 1, n\n      v(i_3) = u(i_3)+dt*"));
  CHECK(has(printed, "  i = 3\n"));
}

TEST_CASE("an expression passed to a dummy that is only read stands where the dummy is read", "[inline]") {
  std::string printed = printed_solver(solver("  integer :: t\n"
                                              "  do t = 1, nt\n"
                                              "    call sweep(n, dt - 0.5d0, u, v)\n"
                                              "  end do\n") +
                                       sweep);
  INFO(printed);
  CHECK(has(printed, "v(i) = u(i)+(dt-0.5d0)*(u(i-1)-2.0d0*u(i)+u(i+1))"));
}

TEST_CASE("a local the sweep gives one value at its top is that value in each call", "[inline]") {
  std::string scaled =
      "subroutine scaled(m, c, a, b)\n"
      "  implicit none\n"
      "  integer, intent(in) :: m\n"
      "  real(8), intent(in) :: c, a(0:m+1)\n"
      "  real(8), intent(inout) :: b(0:m+1)\n"
      "  integer :: i\n"
      "  real(8) :: r\n"
      "  r = c / 2.0d0\n"
      "  do i = 1, m\n"
      "    b(i) = r*a(i)\n"
      "  end do\n"
      "end subroutine scaled\n";
  std::string printed = printed_solver(solver("  integer :: t\n"
                                              "  do t = 1, nt\n"
                                              "    call scaled(n, dt, u, v)\n"
                                              "    call scaled(n, 2.0d0*dt, v, u)\n"
                                              "  end do\n") +
                                       scaled);
  INFO(printed);
  CHECK(has(printed, "v(i) = dt/2.0d0*u(i)"));
  CHECK(has(printed, "u(i) = 2.0d0*dt/2.0d0*v(i)"));
  CHECK(!has(printed, "r = "));
}

TEST_CASE("calls through calls are inlined, the innermost first", "[inline]") {
  std::string step =
      "subroutine step(m, c, p, q)\n"
      "  implicit none\n"
      "  integer, intent(in) :: m\n"
      "  real(8), intent(in) :: c\n"
      "  real(8), intent(inout) :: p(0:m+1), q(0:m+1)\n"
      "  call sweep(m, c, p, q)\n"
      "  call sweep(m, c, q, p)\n"
      "end subroutine step\n";
  std::string text = solver(
                         "  integer :: t\n"
                         "  do t = 1, nt\n"
                         "    call step(n, dt, u, v)\n"
                         "  end do\n") +
                     step + sweep;
  ast::Unit unit = parse_text("t.f95", text);
  REQUIRE(unit.subroutines.size() == 3);
  std::string solve = ast::to_fortran(unit.subroutines[0]);
  std::string stepped = ast::to_fortran(unit.subroutines[1]);
  INFO(solve << stepped);
  CHECK(has(solve, "v(i) = u(i)+dt*(u(i-1)-2.0d0*u(i)+u(i+1))"));
  CHECK(has(solve, "u(i) = v(i)+dt*(v(i-1)-2.0d0*v(i)+v(i+1))"));
  CHECK(has(stepped, "q(i) = p(i)+c*(p(i-1)-2.0d0*p(i)+p(i+1))"));
  CHECK(!has(solve + stepped, "call"));
  CHECK(ast::dump(unit).find("CallStmt") == std::string::npos);
}

TEST_CASE("a sweep's implicitly typed and parameter locals are declared in the caller", "[inline]") {
  std::string relax =
      "subroutine relax(m, a, b)\n"
      "  integer m\n"
      "  real(8) a(m), b(m)\n"
      "  parameter (w = 0.5)\n"
      "  do k = 2, m - 1\n"
      "    b(k) = w*(a(k-1) + a(k+1))\n"
      "  end do\n"
      "end subroutine relax\n";
  std::string printed = printed_solver(
      "subroutine solve(n, u, v)\n"
      "  implicit none\n"
      "  integer, intent(in) :: n\n"
      "  real(8), intent(inout) :: u(n), v(n)\n"
      "  real(8) :: w\n"
      "  w = 2.0d0\n"
      "  call relax(n, u, v)\n"
      "end subroutine solve\n" +
      relax);
  INFO(printed);
  // The caller's own w keeps its name; the sweep's parameter is renamed and keeps its
  // (implicit, default real) type and value; its implicit integer k is declared.
  CHECK(has(printed, "real(4), parameter :: w_2 = 0.5\n"));
  CHECK(has(printed, "integer :: k\n"));
  CHECK(has(printed, "v(k) = w_2*(u(k-1)+u(k+1))"));
}

TEST_CASE("a local taken into the caller never hides an intrinsic or a subroutine, nor grows past 63 characters",
          "[inline]") {
  // f's loop variable is named max and outer's; g calls the intrinsic max.
  std::string text =
      "subroutine outer(n, u, v)\n"
      "  implicit none\n"
      "  integer, intent(in) :: n\n"
      "  real(8), intent(inout) :: u(n), v(n)\n"
      "  call f(n, u)\n"
      "  call g(n, u, v)\n"
      "end subroutine outer\n"
      "subroutine f(m, a)\n"
      "  integer m, max, outer\n"
      "  real(8) a(m)\n"
      "  do max = 1, m\n"
      "    outer = max\n"
      "    a(max) = a(max) + 1.0d0\n"
      "  end do\n"
      "end subroutine f\n"
      "subroutine g(m, a, b)\n"
      "  integer m\n"
      "  real(8) a(m), b(m)\n"
      "  do i = 1, m\n"
      "    b(i) = max(a(i), 0.0d0)\n"
      "  end do\n"
      "end subroutine g\n";
  ast::Unit unit = parse_text("t.f95", text);
  std::string printed = ast::to_fortran(unit.subroutines.at(0));
  INFO(printed);
  CHECK(has(printed, "do max_2 = 1, n\n"));
  CHECK(has(printed, "outer_2 = max_2\n"));
  CHECK(has(printed, "v(i) = max(u(i), 0.0d0)"));
  // A 63-character name that the caller has too is cut short to stay a Fortran name.
  std::string k63(63, 'k');
  std::string longer = solver("  integer :: " + k63 + "\n  " + k63 + " = 1\n  call sweep(n, dt, u, v)\n") +
                       "subroutine sweep(m, c, a, b)\n"
                       "  implicit none\n"
                       "  integer, intent(in) :: m\n"
                       "  real(8), intent(in) :: c, a(0:m+1)\n"
                       "  real(8), intent(inout) :: b(0:m+1)\n"
                       "  integer :: " +
                       k63 +
                       "\n"
                       "  do " +
                       k63 + " = 1, m\n    b(" + k63 + ") = c*a(" + k63 + ")\n  end do\nend subroutine sweep\n";
  std::string cut = printed_solver(longer);
  INFO(cut);
  CHECK(has(cut, "do " + std::string(61, 'k') + "_2 = 1, n"));
}

TEST_CASE("shapes agree when their bounds are the same integers", "[inline]") {
  std::string shifted =
      "subroutine shifted(m, a, b)\n"
      "  implicit none\n"
      "  integer, intent(in) :: m\n"
      "  real(8), intent(in) :: a(m)\n"
      "  real(8), intent(inout) :: b(1:m)\n"
      "  integer :: i\n"
      "  do i = 2, m - 1\n"
      "    b(i) = a(i-1) + a(i+1)\n"
      "  end do\n"
      "end subroutine shifted\n";
  std::string caller =
      "subroutine solve(n, u, v)\n"
      "  implicit none\n"
      "  integer, intent(in) :: n\n"
      "  integer, parameter :: two = 2\n"
      "  real(8), intent(inout) :: u(n+2), v(2+n)\n";
  CHECK(parse_error(caller + "  call shifted(n + two, u, v)\nend subroutine solve\n" + shifted) == "(no error)");
  CHECK(has(parse_error(caller + "  call shifted(n + 1, u, v)\nend subroutine solve\n" + shifted),
            "t.f95:6:23: dimension 1 of 'u' is 1:n+2 (line 5), and 'shifted' declares it 1:m for 'a' (1:n+1 in this "
            "call)"));
}

TEST_CASE("calls that cannot be inlined exactly are refused where they stand", "[inline]") {
  CHECK(parse_error(solver("  call solve(n, nt, dt, u, v)\n")) ==
        "t.f95:6:3: the call of 'solve' is recursive (solve -> solve): stenciltune replaces a call by the called "
        "subroutine's statements, which a recursive call never ends");
  CHECK(parse_error(solver("  call sweep(n, 1, u, v)\n") + sweep) ==
        "t.f95:6:17: 'sweep' takes 'c' (line 11) here, of type real(8), and the call passes integer");
  CHECK(has(parse_error(solver("  call sweep(n, dt, u)\n") + sweep), "'sweep' takes 4 arguments"));
  CHECK(has(parse_error(solver("  call sweep(n, dt, u, 2.0d0)\n") + sweep),
            "t.f95:6:24: 'sweep' takes the array 'b' (line 12) here: pass a whole array by its name"));
  CHECK(has(parse_error(solver("  call sweep(n, u, u, v)\n") + sweep),
            "t.f95:6:17: 'sweep' takes 'c' (line 11) here, a scalar, and 'u' is an array"));
  // The sweep's statements call abs, which the caller declares as a variable.
  std::string absolute =
      "subroutine absolute(m, a, b)\n"
      "  integer m\n"
      "  real(8) a(m), b(m)\n"
      "  do k = 1, m\n"
      "    b(k) = abs(a(k))\n"
      "  end do\n"
      "end subroutine absolute\n";
  CHECK(has(parse_error(solver("  call absolute(n + 2, u, v)\n", "  real(8) :: abs\n") + absolute),
            "t.f95:7:3: 'absolute' calls the intrinsic function 'abs', which is a variable of 'solve': "));
  // One variable passed to two dummies, one of which the subroutine assigns.
  std::string bump =
      "subroutine bump(a, b)\n"
      "  integer a, b\n"
      "  a = b + 1\n"
      "end subroutine bump\n";
  CHECK(has(parse_error(solver("  integer :: k\n  call bump(k, k)\n") + bump),
            "t.f95:7:16: the call passes 'k' as both 'a' and 'b', and 'bump' writes one of them: pass different "
            "variables"));
  CHECK(parse_error(solver("  integer :: k, m\n  call bump(k, m)\n") + bump) == "(no error)");
  // A bare loop nest has no subroutines to call.
  CHECK(has(parse_error("do i = 1, 10\n  call f(i)\nend do\n"), "subroutine 'f' is not in this file"));
}

TEST_CASE("a module's parameter that caller and callee both see is not declared again", "[inline]") {
  ast::Unit unit = parse_text("m.f90", R"(module heat_mod
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  real(dp), parameter :: c = 0.25_dp
contains
  subroutine solve(n, nt, u, v)
    integer, intent(in) :: n, nt
    real(dp), intent(inout) :: u(n), v(n)
    integer :: t
    do t = 1, nt
      call sweep(n, u, v)
      call sweep(n, v, u)
    end do
  end subroutine solve
  subroutine sweep(n, a, b)
    integer, intent(in) :: n
    real(dp), intent(in) :: a(n)
    real(dp), intent(inout) :: b(n)
    integer :: i
    do i = 2, n - 1
      b(i) = a(i) + c * (a(i-1) - 2.0_dp * a(i) + a(i+1))
    end do
  end subroutine sweep
end module heat_mod
)");
  std::string printed = ast::to_fortran(unit.subroutines.at(0));
  INFO(printed);
  CHECK(printed.find("c_2") == std::string::npos);
  CHECK(printed.find("dp_2") == std::string::npos);
  CHECK(printed.find("v(i) = u(i)+c*(") != std::string::npos);
}
