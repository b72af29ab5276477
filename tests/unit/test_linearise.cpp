// Unit tests of index linearisation (transforms/linearise.h): golden text of strides,
// bases and offsets, shared and separate shapes, subscripts that are not a loop
// variable plus a constant; and every stencil of the suite, linearised alone and after
// register blocking and CSE, run through the interpreter against the original.
#include <string>

#include "analysis/bare_nest.h"
#include "analysis/symbols.h"
#include "ast/printer.h"
#include "catch.h"
#include "frontend/parse_driver.h"
#include "interp.h"
#include "test_support.h"
#include "transforms/cse.h"
#include "transforms/linearise.h"
#include "transforms/register_blocking.h"

namespace {

using namespace st;

using test::parse;
using test::parse_stencil;
using test::Parsed;

// Every array of rank `min_rank` or more, in the order of the argument list.
ast::StmtList run_pass(const Parsed& p, const ast::StmtList& stmts, int min_rank = 2) {
  Linearisation linearisation;
  linearisation.taken = test::symbol_names(p.symbols);
  for (const std::string& name : p.symbols.dummies()) {
    const Symbol* s = p.symbols.find(name);
    if (s && s->kind == SymbolKind::Array && s->rank() >= min_rank) linearisation.arrays.push_back({name, s->dims});
  }
  return linearise(stmts, linearisation);
}

void check_golden(const std::string& text, const std::string& expected) {
  Parsed p = parse(text);
  std::string output = ast::to_fortran(run_pass(p, p.sub.body), 0);
  if (output != expected) {
    FAIL_CHECK("linearise\n--- input:\n"
               << ast::to_fortran(p.sub.body, 0) << "--- output:\n"
               << output << "--- expected:\n"
               << expected);
  } else {
    SUCCEED("matches the expected text");
  }
}

}  // namespace

TEST_CASE("linearise: one base per point, strides hoisted, arrays of one shape share", "[linearise]") {
  Parsed p = parse_stencil("laplacian.f95");
  std::string output = ast::to_fortran(run_pass(p, p.sub.body), 0);
  std::string expected =
      "st_u_s1 = nx+2\n"
      "st_u_s2 = st_u_s1*(ny+2)\n"
      "do k = 1, nz\n"
      "  do j = 1, ny\n"
      "    do i = 1, nx\n"
      "      st_u_base = i+j*st_u_s1+k*st_u_s2\n"
      "      unext(1+st_u_base) = alpha*u(1+st_u_base)+beta*(u(1+st_u_base-1)+u(1+st_u_base+1)+"
      "u(1+st_u_base-st_u_s1)+u(1+st_u_base+st_u_s1)+u(1+st_u_base-st_u_s2)+u(1+st_u_base+st_u_s2))\n"
      "    end do\n"
      "  end do\n"
      "end do\n";
  if (output != expected)
    FAIL_CHECK("--- output:\n" << output << "--- expected:\n" << expected);
  else
    SUCCEED("matches the expected text");
}

TEST_CASE("linearise: arrays of different shapes get their own strides and bases", "[linearise]") {
  check_golden(
      "subroutine t(nx, ny, u, g)\n  integer :: nx, ny, i, j\n"
      "  real(8) :: u(-1:nx+2, -1:ny+2), g(nx, ny)\n"
      "  do j = 1, ny\n    do i = 1, nx\n      g(i,j) = u(i+2,j-2)\n    end do\n  end do\nend subroutine t\n",
      "st_u_s1 = nx+4\n"
      "st_g_s1 = nx\n"
      "do j = 1, ny\n"
      "  do i = 1, nx\n"
      "    st_g_base = i-1+(j-1)*st_g_s1\n"
      "    st_u_base = i+1+(j+1)*st_u_s1\n"
      "    g(1+st_g_base) = u(1+st_u_base+2-2*st_u_s1)\n"
      "  end do\n"
      "end do\n");
}

TEST_CASE("linearise: constant and general subscripts keep their own terms", "[linearise]") {
  check_golden(
      "subroutine t(n, a, b)\n  integer :: n, i, j\n  real(8) :: a(n, n, 3), b(0:n, n)\n"
      "  do j = 1, n\n    do i = 1, n/2\n      a(i,j,2) = b(2*i,j) + b(0,n)\n    end do\n  end do\nend subroutine t\n",
      "st_a_s1 = n\n"
      "st_a_s2 = st_a_s1*n\n"
      "st_b_s1 = n+1\n"
      "do j = 1, n\n"
      "  do i = 1, n/2\n"
      "    st_a_base = i-1+(j-1)*st_a_s1\n"
      "    st_b_base = (j-1)*st_b_s1\n"
      "    a(1+st_a_base+st_a_s2) = b(1+st_b_base+2*i)+b(1+(n-1)*st_b_s1)\n"
      "  end do\n"
      "end do\n");
}

TEST_CASE("linearise keeps every stencil bit for bit", "[linearise][semantics]") {
  const std::vector<std::vector<long long>> samples = {{1, 1, 1}, {2, 2, 2}, {8, 3, 1}};
  for (const char* name : {"laplacian.f95", "divergence.f95", "gradient.f95", "box27.f95", "star13.f95",
                           "star25_sp.f95", "vardiff.f95", "laplacian_nest.f95", "jacobi2d5.f95", "box2d9.f95"}) {
    Parsed p = parse_stencil(name);
    bool two_d = std::string(name).find("2d") != std::string::npos;
    std::map<std::string, long long> sizes = two_d
                                                 ? std::map<std::string, long long>{{"nx", 37}, {"ny", 23}}
                                                 : std::map<std::string, long long>{{"nx", 13}, {"ny", 17}, {"nz", 11}};
    for (const auto& factors : samples) {
      for (bool linearise_first : {false, true}) {
        INFO(name << " register block " << factors[0] << "x" << factors[1] << "x" << factors[2]
                  << (linearise_first ? ", linearised first" : ", linearised last"));
        RegisterBlock block;
        block.grid_vars = {"i", "j", "k"};
        block.factors = factors;
        block.taken = test::symbol_names(p.symbols);
        CseOptions cse{TypeEnv::of(p.symbols), test::symbol_names(p.symbols)};
        ast::StmtList body = p.sub.body;
        // Rank 1 too: star25_sp's coefficients c(0:4) are indexed by constants only.
        if (linearise_first) body = run_pass(p, body, 1);
        body = eliminate_common_subexpressions(register_block(body, block), cse);
        if (!linearise_first) body = run_pass(p, body, 1);
        ast::Subroutine transformed = p.sub;
        transformed.body = body;
        std::string difference = interp::compare_runs(p.sub, transformed, p.symbols, sizes, 13);
        if (!difference.empty()) FAIL_CHECK(difference << "\n--- output:\n" << ast::to_fortran(transformed));
        CHECK(difference.empty());
      }
    }
  }
}
