// Unit tests of common-subexpression elimination (transforms/cse.h): golden text of the
// temporaries within a point and across the unrolled points of a register block, loads
// never moved above a store, reassigned scalars, types and names of the temporaries;
// and every stencil of the suite, register blocked and CSE'd, run through the
// interpreter against the original.
#include <string>

#include "analysis/bare_nest.h"
#include "analysis/symbols.h"
#include "ast/printer.h"
#include "ast/visitor.h"
#include "catch.h"
#include "frontend/parse_driver.h"
#include "interp.h"
#include "test_support.h"
#include "transforms/cse.h"
#include "transforms/register_blocking.h"

namespace {

using namespace st;

using test::parse;
using test::parse_stencil;
using test::Parsed;

ast::StmtList run_pass(const Parsed& p, const ast::StmtList& stmts) {
  return eliminate_common_subexpressions(stmts, CseOptions{TypeEnv::of(p.symbols), test::symbol_names(p.symbols)});
}

ast::StmtList unrolled(const Parsed& p, std::vector<long long> factors) {
  RegisterBlock block;
  block.grid_vars = {"i", "j", "k"};
  block.factors = std::move(factors);
  block.taken = test::symbol_names(p.symbols);
  return register_block(p.sub.body, block);
}

void check_golden(const std::string& text, const std::string& expected, const std::vector<long long>& factors = {}) {
  Parsed p = parse(text);
  ast::StmtList input = factors.empty() ? p.sub.body : unrolled(p, factors);
  std::string output = ast::to_fortran(run_pass(p, input), 0);
  if (output != expected) {
    FAIL_CHECK("cse\n--- input:\n"
               << ast::to_fortran(input, 0) << "--- output:\n"
               << output << "--- expected:\n"
               << expected);
  } else {
    SUCCEED("matches the expected text");
  }
}

std::string loop(const std::string& body, const std::string& decls = "") {
  return "subroutine t(n, c, s, u, v, w, u4)\n"
         "  integer :: n, i\n"
         "  real(8) :: c, s, u(0:n+2), v(n), w(n)\n"
         "  real(4) :: u4(0:n+1)\n" +
         decls + "  do i = 1, n\n" + body + "  end do\nend subroutine t\n";
}

class LetTypes : public ast::Visitor {
 public:
  std::map<std::string, ast::ScalarType> types;

 protected:
  void visit_Let(const ast::Let& node) override { types[node.name] = node.type; }
};

}  // namespace

TEST_CASE("cse shares values and loads within a point", "[cse]") {
  check_golden(loop("    v(i) = c*u(i+1) + u(i+1)*u(i-1)\n    w(i) = c*u(i+1) - u(i-1)\n"),
               "do i = 1, n\n"
               "  st_cse_1 = u(i+1)\n"
               "  st_cse_2 = c*st_cse_1\n"
               "  st_cse_3 = u(i-1)\n"
               "  v(i) = st_cse_2+st_cse_1*st_cse_3\n"
               "  w(i) = st_cse_2-st_cse_3\n"
               "end do\n");
}

TEST_CASE("cse shares loads across the points of a register block", "[cse]") {
  check_golden(loop("    v(i) = u(i-1) + u(i) + u(i+1)\n"),
               "do i = 1, n-1, 2\n"
               "  st_cse_1 = u(i)\n"
               "  st_cse_2 = u(i+1)\n"
               "  v(i) = u(i-1)+st_cse_1+st_cse_2\n"
               "  v(i+1) = st_cse_1+st_cse_2+u(i+2)\n"
               "end do\n"
               "do i = 1+n/2*2, n\n"
               "  v(i) = u(i-1)+u(i)+u(i+1)\n"
               "end do\n",
               {2});
}

TEST_CASE("cse never moves a load above a store to the same array", "[cse]") {
  check_golden(loop("    u(i) = u(i+1)*2.0d0\n    v(i) = u(i+1)*2.0d0\n    w(i) = u(i+1) + u(i+1)\n"),
               "do i = 1, n\n"
               "  u(i) = u(i+1)*2.0d0\n"
               "  st_cse_1 = u(i+1)\n"
               "  v(i) = st_cse_1*2.0d0\n"
               "  w(i) = st_cse_1+st_cse_1\n"
               "end do\n");
}

TEST_CASE("cse does not share a value across an assignment to what it reads", "[cse]") {
  check_golden(loop("    s = c*u(i)\n    c = 2.0d0\n    v(i) = c*u(i) + s\n"),
               "do i = 1, n\n"
               "  st_cse_1 = u(i)\n"
               "  s = c*st_cse_1\n"
               "  c = 2.0d0\n"
               "  v(i) = c*st_cse_1+s\n"
               "end do\n");
}

TEST_CASE("cse leaves integer index arithmetic alone", "[cse]") {
  check_golden(loop("    v(i) = u(i+1)\n    w(i) = u(i+2)*u4(i+1)\n"),
               "do i = 1, n\n  v(i) = u(i+1)\n  w(i) = u(i+2)*u4(i+1)\nend do\n");
}

TEST_CASE("cse names temporaries apart from the user's names", "[cse]") {
  check_golden(loop("    st_cse_1 = u(i)*u(i)\n    v(i) = st_cse_1\n", "  real(8) :: st_cse_1\n"),
               "do i = 1, n\n  st_cse_2 = u(i)\n  st_cse_1 = st_cse_2*st_cse_2\n  v(i) = st_cse_1\nend do\n");
}

TEST_CASE("cse declares temporaries with the type of their value", "[cse]") {
  Parsed p = parse(loop("    v(i) = u4(i)*u4(i) + u4(i)*u4(i)*2.0d0 + u4(i)*2.0d0*(u4(i)*2.0d0)\n"));
  ast::StmtList out = run_pass(p, p.sub.body);
  LetTypes lets;
  lets.visit(out);
  INFO(ast::to_fortran(out, 0));
  REQUIRE(lets.types.size() == 3);
  CHECK(lets.types["st_cse_1"] == ast::ScalarType::real(4));  // u4(i)
  CHECK(lets.types["st_cse_2"] == ast::ScalarType::real(4));  // u4(i)*u4(i)
  CHECK(lets.types["st_cse_3"] == ast::ScalarType::real(8));  // u4(i)*2.0d0
}

TEST_CASE("cse keeps every stencil bit for bit", "[cse][semantics]") {
  const std::vector<std::vector<long long>> samples = {{1, 1, 1}, {2, 2, 2}, {4, 3, 1}, {8, 1, 8}, {3, 5, 2}};
  for (const char* name : {"laplacian.f95", "divergence.f95", "gradient.f95", "box27.f95", "star13.f95",
                           "star25_sp.f95", "vardiff.f95", "laplacian_nest.f95", "jacobi2d5.f95", "box2d9.f95"}) {
    Parsed p = parse_stencil(name);
    bool two_d = std::string(name).find("2d") != std::string::npos;
    std::map<std::string, long long> sizes = two_d
                                                 ? std::map<std::string, long long>{{"nx", 37}, {"ny", 23}}
                                                 : std::map<std::string, long long>{{"nx", 13}, {"ny", 17}, {"nz", 11}};
    for (const auto& factors : samples) {
      INFO(name << " register block " << factors[0] << "x" << factors[1] << "x" << factors[2]);
      ast::Subroutine transformed = p.sub;
      transformed.body = run_pass(p, unrolled(p, factors));
      std::string difference = interp::compare_runs(p.sub, transformed, p.symbols, sizes, 11);
      if (!difference.empty()) FAIL_CHECK(difference << "\n--- output:\n" << ast::to_fortran(transformed));
      CHECK(difference.empty());
    }
  }
}

TEST_CASE("cse merges the loads of a register block", "[cse]") {
  // box27 with RX=RY=RZ=2: 8 points read 64 distinct elements of u, each loaded once.
  Parsed p = parse_stencil("box27.f95");
  ast::StmtList out = run_pass(p, unrolled(p, {2, 2, 2}));
  class Loads : public ast::Visitor {
   public:
    int count = 0;

   protected:
    void visit_ArrayRef(const ast::ArrayRef& node) override {
      if (node.name == "u") ++count;
    }
    void visit_Do(const ast::Do& node) override {
      // Only the innermost body of the first (main) loops.
      if (done) return;
      bool innermost = !node.body.empty() && !ast::as<ast::Do>(node.body.front());
      if (innermost) {
        done = true;
        visit(node.body);
      } else {
        visit(node.body.front());
      }
    }
    bool done = false;
  } loads;
  loads.visit(out.front());
  CHECK(loads.count == 64);
}
