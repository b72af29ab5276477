// Unit tests of register blocking (transforms/register_blocking.h): golden text of the
// main and remainder loops, jamming, renamed temporaries, constant trip counts; and every
// stencil of the suite run through the interpreter, with and without core blocking,
// with register blocks larger than the remainder and than the whole extent.
#include <string>

#include "analysis/bare_nest.h"
#include "analysis/symbols.h"
#include "ast/printer.h"
#include "catch.h"
#include "frontend/parse_driver.h"
#include "interp.h"
#include "test_support.h"
#include "transforms/loop_blocking.h"
#include "transforms/register_blocking.h"

namespace {

using namespace st;

using test::parse;
using test::parse_stencil;
using test::Parsed;

ast::StmtList run_pass(const Parsed& p, const ast::StmtList& stmts, std::vector<long long> factors) {
  RegisterBlock block;
  block.grid_vars = {"i", "j", "k"};
  block.factors = std::move(factors);
  block.taken = test::symbol_names(p.symbols);
  return register_block(stmts, block);
}

void check_golden(const std::string& text, std::vector<long long> factors, const std::string& expected) {
  Parsed p = parse(text);
  std::string input = ast::to_fortran(p.sub.body, 0);
  std::string output = ast::to_fortran(run_pass(p, p.sub.body, std::move(factors)), 0);
  if (output != expected) {
    FAIL_CHECK("register blocking\n--- input:\n"
               << input << "--- output:\n"
               << output << "--- expected:\n"
               << expected);
  } else {
    SUCCEED("matches the expected text");
  }
}

const char* const jacobi =
    "subroutine t(nx, ny, u, v)\n"
    "  integer :: nx, ny, i, j\n"
    "  real(8) :: u(0:nx+1, 0:ny+1), v(0:nx+1, 0:ny+1)\n"
    "  do j = 1, ny\n    do i = 1, nx\n"
    "      v(i,j) = u(i-1,j) + u(i,j+1)\n"
    "    end do\n  end do\nend subroutine t\n";

}  // namespace

TEST_CASE("register blocking jams the inner loop and adds a remainder", "[register_blocking]") {
  check_golden(jacobi, {1, 2},
               "do j = 1, ny-1, 2\n"
               "  do i = 1, nx\n"
               "    v(i,j) = u(i-1,j)+u(i,j+1)\n"
               "    v(i,j+1) = u(i-1,j+1)+u(i,j+2)\n"
               "  end do\n"
               "end do\n"
               "do j = 1+ny/2*2, ny\n"
               "  do i = 1, nx\n"
               "    v(i,j) = u(i-1,j)+u(i,j+1)\n"
               "  end do\n"
               "end do\n");
}

TEST_CASE("register blocking of the innermost loop replicates statements", "[register_blocking]") {
  check_golden(jacobi, {3, 2},
               "do j = 1, ny-1, 2\n"
               "  do i = 1, nx-2, 3\n"
               "    v(i,j) = u(i-1,j)+u(i,j+1)\n"
               "    v(i+1,j) = u(i,j)+u(i+1,j+1)\n"
               "    v(i+2,j) = u(i+1,j)+u(i+2,j+1)\n"
               "    v(i,j+1) = u(i-1,j+1)+u(i,j+2)\n"
               "    v(i+1,j+1) = u(i,j+1)+u(i+1,j+2)\n"
               "    v(i+2,j+1) = u(i+1,j+1)+u(i+2,j+2)\n"
               "  end do\n"
               "  do i = 1+nx/3*3, nx\n"
               "    v(i,j) = u(i-1,j)+u(i,j+1)\n"
               "    v(i,j+1) = u(i-1,j+1)+u(i,j+2)\n"
               "  end do\n"
               "end do\n"
               "do j = 1+ny/2*2, ny\n"
               "  do i = 1, nx-2, 3\n"
               "    v(i,j) = u(i-1,j)+u(i,j+1)\n"
               "    v(i+1,j) = u(i,j)+u(i+1,j+1)\n"
               "    v(i+2,j) = u(i+1,j)+u(i+2,j+1)\n"
               "  end do\n"
               "  do i = 1+nx/3*3, nx\n"
               "    v(i,j) = u(i-1,j)+u(i,j+1)\n"
               "  end do\n"
               "end do\n");
}

TEST_CASE("register blocking with constant trip counts drops loops that never run", "[register_blocking]") {
  const std::string head = "subroutine t(u)\n  integer :: i\n  real(8) :: u(20)\n";
  // 10 points by 4: two blocks and a remainder from 9.
  check_golden(head + "  do i = 1, 10\n    u(i) = 1.0d0\n  end do\nend subroutine t\n", {4},
               "do i = 1, 7, 4\n  u(i) = 1.0d0\n  u(i+1) = 1.0d0\n  u(i+2) = 1.0d0\n  u(i+3) = 1.0d0\nend do\n"
               "do i = 9, 10\n  u(i) = 1.0d0\nend do\n");
  // 10 points by 5: no remainder.
  check_golden(head + "  do i = 1, 10\n    u(i) = 1.0d0\n  end do\nend subroutine t\n", {5},
               "do i = 1, 6, 5\n  u(i) = 1.0d0\n  u(i+1) = 1.0d0\n  u(i+2) = 1.0d0\n  u(i+3) = 1.0d0\n"
               "  u(i+4) = 1.0d0\nend do\n");
  // 5 points by 8: the block is larger than the extent, only the remainder runs.
  check_golden(head + "  do i = 3, 7\n    u(i) = 1.0d0\n  end do\nend subroutine t\n", {8},
               "do i = 3, 7\n  u(i) = 1.0d0\nend do\n");
  // A step of 2: copies at i and i+2.
  check_golden(head + "  do i = 1, 9, 2\n    u(i) = 1.0d0\n  end do\nend subroutine t\n", {2},
               "do i = 1, 7, 4\n  u(i) = 1.0d0\n  u(i+2) = 1.0d0\nend do\ndo i = 9, 9, 2\n  u(i) = 1.0d0\nend do\n");
}

TEST_CASE("register blocking renames the temporaries of each copy", "[register_blocking]") {
  Parsed p = parse(jacobi);
  const auto* outer = ast::as<ast::Do>(p.sub.body.at(0));
  const auto* inner = ast::as<ast::Do>(outer->body.at(0));
  const auto* assign = ast::as<ast::Assign>(inner->body.at(0));
  // i loop body: t = u(i-1,j); v(i,j) = t + u(i,j+1)
  const auto& rhs = *ast::as<ast::Binary>(assign->rhs);
  ast::StmtList body = {
      ast::Let::make("t", ast::ScalarType::real(8), rhs.lhs),
      ast::Assign::make(assign->lhs, ast::Binary::make(ast::BinaryOp::Add, ast::VarRef::make("t"), rhs.rhs))};
  ast::StmtList nest = {ast::Do::make("i", inner->lower, inner->upper, nullptr, body)};
  std::string output = ast::to_fortran(run_pass(p, nest, {2}), 0);
  std::string expected =
      "do i = 1, nx-1, 2\n"
      "  t = u(i-1,j)\n"
      "  v(i,j) = t+u(i,j+1)\n"
      "  t_1 = u(i,j)\n"
      "  v(i+1,j) = t_1+u(i+1,j+1)\n"
      "end do\n"
      "do i = 1+nx/2*2, nx\n"
      "  t = u(i-1,j)\n"
      "  v(i,j) = t+u(i,j+1)\n"
      "end do\n";
  if (output != expected)
    FAIL_CHECK("--- output:\n" << output << "--- expected:\n" << expected);
  else
    SUCCEED("matches the expected text");
}

TEST_CASE("register blocking keeps every stencil bit for bit", "[register_blocking][semantics]") {
  struct Sample {
    std::vector<long long> cores;
    std::vector<long long> registers;
  };
  const std::vector<Sample> samples = {
      {{0, 0, 0}, {2, 2, 2}},                            // remainders of 1 in every dimension
      {{0, 0, 0}, {8, 8, 8}},                            // larger than the remainders
      {{0, 0, 0}, {4, 1, 3}},   {{5, 4, 3}, {2, 3, 4}},  // RZ=4 larger than the core block of 3
      {{5, 4, 3}, {8, 8, 8}},                            // larger than every block
      {{16, 3, 64}, {3, 2, 8}},
  };
  for (const char* name : {"laplacian.f95", "divergence.f95", "gradient.f95", "box27.f95", "star13.f95",
                           "star25_sp.f95", "vardiff.f95", "laplacian_nest.f95", "jacobi2d5.f95", "box2d9.f95"}) {
    Parsed p = parse_stencil(name);
    bool two_d = std::string(name).find("2d") != std::string::npos;
    std::map<std::string, long long> sizes = two_d
                                                 ? std::map<std::string, long long>{{"nx", 37}, {"ny", 23}}
                                                 : std::map<std::string, long long>{{"nx", 13}, {"ny", 17}, {"nz", 11}};
    for (const Sample& s : samples) {
      INFO(name << " core " << s.cores[0] << "x" << s.cores[1] << "x" << s.cores[2] << " register " << s.registers[0]
                << "x" << s.registers[1] << "x" << s.registers[2]);
      LoopBlocking blocking;
      blocking.grid_vars = {"i", "j", "k"};
      blocking.sizes = s.cores;
      blocking.taken = test::symbol_names(p.symbols);
      ast::Subroutine transformed = p.sub;
      transformed.body = run_pass(p, block_loops(p.sub.body, blocking), s.registers);
      std::string difference = interp::compare_runs(p.sub, transformed, p.symbols, sizes, 7);
      if (!difference.empty()) FAIL_CHECK(difference << "\n--- output:\n" << ast::to_fortran(transformed));
      CHECK(difference.empty());
    }
  }
}
