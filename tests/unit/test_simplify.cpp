// Unit tests of the simplify pass (transforms/simplify.h): golden text of what it
// folds and drops, what it must keep for IEEE exactness, and a run of every stencil
// of the suite through the interpreter to check that results stay bit for bit equal.
#include <cstring>
#include <string>

#include "analysis/bare_nest.h"
#include "analysis/symbols.h"
#include "ast/printer.h"
#include "catch.h"
#include "frontend/parse_driver.h"
#include "interp.h"
#include "test_support.h"
#include "transforms/simplify.h"

namespace {

using namespace st;

using test::parse;
using test::Parsed;
using test::stencil_path;

ast::StmtList run_pass(const Parsed& p, bool reassociate = false) {
  SimplifyOptions options;
  options.constants = parameter_constants(p.symbols);
  options.types = TypeEnv::of(p.symbols);
  options.reassociate = reassociate;
  return simplify(p.sub.body, options);
}

// The body of a subroutine declaring the names the snippets use.
std::string with_body(const std::string& body, const std::string& extra_decls = "") {
  return "subroutine t(n, i, j, x, y, z, x4, u, a)\n"
         "  implicit none\n"
         "  integer :: n, i, j\n"
         "  real(8) :: x, y, z\n"
         "  real(4) :: x4\n"
         "  real(8) :: u(0:n+1, 0:n+1), a(n, n)\n" +
         extra_decls + body + "end subroutine t\n";
}

void check_golden(const std::string& text, const std::string& expected, bool reassociate = false) {
  Parsed p = parse(text);
  std::string input = ast::to_fortran(p.sub.body, 0);
  std::string output = ast::to_fortran(run_pass(p, reassociate), 0);
  if (output != expected) {
    FAIL_CHECK("simplify" << (reassociate ? " (reassociate)" : "") << "\n--- input:\n"
                          << input << "--- output:\n"
                          << output << "--- expected:\n"
                          << expected);
  } else {
    SUCCEED("matches the expected text");
  }
}

}  // namespace

TEST_CASE("simplify substitutes parameters with their kind", "[simplify]") {
  check_golden(with_body("  x = half*y + r*x4 + third*y + n2*y\n  a(i, n2) = y\n",
                         "  real(8), parameter :: half = 0.5_8, third = 1.0/3.0\n"
                         "  real, parameter :: r = 1.e-3\n"
                         "  integer, parameter :: n2 = 2*3\n"),
               // third: the single-precision quotient widened, as gfortran computes it.
               "x = 0.5d0*y+0.0010000000474974513*x4+0.3333333432674408d0*y+6*y\n"
               "a(i,6) = y\n");
}

TEST_CASE("simplify folds literals exactly in their kind", "[simplify]") {
  // 0.1*3 in single precision is 0x3E99999A, not the double 0.3 rounded to single.
  check_golden(with_body("  x4 = 0.1*3\n  x = 0.1d0*3\n  x = 0.5*2.0d0 + y\n  i = 7/2 + (-7)/2\n  x = 1.0/0.0\n"),
               "x4 = 0.30000001192092896\n"
               "x = 0.30000000000000004d0\n"
               "x = 1.0d0+y\n"
               "i = 0\n"
               "x = 1.0/0.0\n");
  Parsed p = parse(with_body("  x4 = 0.1*3\n"));
  const ast::StmtList folded_body = run_pass(p);  // keeps the nodes alive while we look
  const auto* assign = ast::as<ast::Assign>(folded_body.at(0));
  REQUIRE(assign);
  const auto* lit = ast::as<ast::RealLit>(assign->rhs);
  REQUIRE(lit);
  CHECK(lit->type_kind == 4);
  float folded = static_cast<float>(lit->value);
  unsigned bits = 0;
  std::memcpy(&bits, &folded, sizeof bits);
  CHECK(bits == 0x3E99999Au);
}

TEST_CASE("simplify drops operations that cannot change a value", "[simplify]") {
  check_golden(with_body("  x = y*1.0d0 + 1.0d0*z\n  x = y/1 - 0.0d0\n  x = -(-y)\n  x = y + (-z)\n  x = y - (-z)\n"
                         "  i = j*1 + 0 + 0*j\n  x = +y\n"),
               "x = y+z\n"
               "x = y\n"
               "x = y\n"
               "x = y-z\n"
               "x = y+z\n"
               "i = j\n"
               "x = y\n");
}

TEST_CASE("simplify keeps what IEEE arithmetic needs", "[simplify]") {
  // x*0 is -0 or NaN for some x; x+0.0 turns -0.0 into +0.0; a widening or a
  // conversion by *1 is not an identity.
  check_golden(with_body("  x = y*0.0d0\n  x = y + 0.0d0\n  x = 0.0d0 + y\n  x = x4*1.0d0\n  x = i*1.0d0\n"
                         "  x4 = 2.0*x4*3.0\n  x = y - (-0.0d0)\n"),
               "x = y*0.0d0\n"
               "x = y+0.0d0\n"
               "x = 0.0d0+y\n"
               "x = x4*1.0d0\n"
               "x = i*1.0d0\n"
               "x4 = 2.0*x4*3.0\n"
               "x = y+0.0d0\n");
}

TEST_CASE("simplify normalises integer index arithmetic", "[simplify]") {
  check_golden(
      with_body("  a(i+1-1, (j+2)-1) = u(1+i, 2*(j+1)-j-2)\n  do i = 1+0, n*1\n    x = u(i, -1+1)\n  end do\n"),
      "a(i,j+1) = u(i+1,j)\n"
      "do i = 1, n\n"
      "  x = u(i,0)\n"
      "end do\n");
}

TEST_CASE("simplify gathers constants only when reassociation is allowed", "[simplify]") {
  std::string text =
      with_body("  x = 2.0d0*y*3.0d0\n  x = y + 1.0d0 + z + 2.0d0\n  x = y + 0.0d0\n  x4 = 2.0*x4*0.5\n");
  check_golden(text,
               "x = 2.0d0*y*3.0d0\n"
               "x = y+1.0d0+z+2.0d0\n"
               "x = y+0.0d0\n"
               "x4 = 2.0*x4*0.5\n");
  check_golden(text,
               "x = 6.0d0*y\n"
               "x = y+z+3.0d0\n"
               "x = y\n"
               "x4 = x4\n",
               true);
}

TEST_CASE("the interpreter computes default reals in single precision", "[simplify][interp]") {
  Parsed p = parse(
      "subroutine t(n, x, y, a)\n  integer :: n\n  real :: x\n  real(8) :: y\n  real(8) :: a(-1:n, 2)\n"
      "  x = 0.1\n  x = x*3\n  y = 0.1*3\n  a(-1, 2) = 7/2 + (-7)/2 + 1\n  a(n, 1) = 2.0**3\nend subroutine t\n");
  interp::Memory memory;
  memory.scalars["n"] = interp::Value::of_integer(3);
  interp::bind_arguments(p.sub, p.symbols, memory, 1);
  interp::run(p.sub, p.symbols, memory);
  CHECK(memory.scalars["x"].real == static_cast<double>(0.1f * 3.0f));
  CHECK(memory.scalars["y"].real == static_cast<double>(0.1f * 3.0f));
  const interp::Array& a = memory.arrays["a"];
  CHECK(a.data.size() == 10);
  CHECK(a.data[a.offset({-1, 2})] == 1.0);
  CHECK(a.offset({-1, 2}) == 5);
  CHECK(a.data[4] == 8.0);
  CHECK_THROWS_AS(a.offset({4, 1}), interp::InterpError);
}

TEST_CASE("simplify keeps every stencil bit for bit", "[simplify][semantics]") {
  for (const char* name : {"laplacian.f95", "divergence.f95", "gradient.f95", "box27.f95", "star13.f95",
                           "star25_sp.f95", "vardiff.f95", "laplacian_nest.f95", "jacobi2d5.f95", "box2d9.f95"}) {
    INFO(name);
    ast::Unit unit = parse_file(stencil_path(name));
    Parsed p;
    p.sub = complete_bare_nest(unit.subroutines.at(0));
    p.symbols = build_symbols(p.sub);
    ast::Subroutine transformed = p.sub;
    transformed.body = run_pass(p);
    bool two_d = std::string(name).find("2d") != std::string::npos;
    std::map<std::string, long long> sizes = two_d
                                                 ? std::map<std::string, long long>{{"nx", 37}, {"ny", 23}}
                                                 : std::map<std::string, long long>{{"nx", 13}, {"ny", 17}, {"nz", 11}};
    std::string difference = interp::compare_runs(p.sub, transformed, p.symbols, sizes, 3);
    if (!difference.empty()) {
      FAIL_CHECK(difference << "\n--- input:\n"
                            << ast::to_fortran(p.sub) << "--- output:\n"
                            << ast::to_fortran(transformed));
    }
  }
}
