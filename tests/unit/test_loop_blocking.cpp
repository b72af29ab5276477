// Unit tests of core blocking (transforms/loop_blocking.h): golden text for blocks
// that do and do not divide the extent, what is left unblocked, clean names; and every
// stencil of the suite run through the interpreter, blocked, against the original.
#include <string>

#include "analysis/bare_nest.h"
#include "analysis/symbols.h"
#include "ast/printer.h"
#include "catch.h"
#include "frontend/parse_driver.h"
#include "interp.h"
#include "test_support.h"
#include "transforms/loop_blocking.h"

namespace {

using namespace st;

using test::parse;
using test::parse_stencil;
using test::Parsed;

ast::StmtList run_pass(const Parsed& p, std::vector<long long> sizes) {
  LoopBlocking blocking;
  blocking.grid_vars = {"i", "j", "k"};
  blocking.sizes = std::move(sizes);
  blocking.known = p.symbols.integer_constants();
  for (const auto& [name, symbol] : p.symbols.all()) blocking.taken.insert(name);
  return block_loops(p.sub.body, blocking);
}

void check_golden(const std::string& text, std::vector<long long> sizes, const std::string& expected) {
  Parsed p = parse(text);
  std::string input = ast::to_fortran(p.sub.body, 0);
  std::string output = ast::to_fortran(run_pass(p, std::move(sizes)), 0);
  if (output != expected) {
    FAIL_CHECK("loop blocking\n--- input:\n" << input << "--- output:\n" << output << "--- expected:\n" << expected);
  } else {
    SUCCEED("matches the expected text");
  }
}

const char* const nest3d =
    "subroutine t(nx, ny, nz, u, v)\n"
    "  integer :: nx, ny, nz, i, j, k\n"
    "  real(8) :: u(0:nx+1, 0:ny+1, 0:nz+1), v(0:nx+1, 0:ny+1, 0:nz+1)\n"
    "  do k = 1, nz\n    do j = 1, ny\n      do i = 1, nx\n"
    "        v(i,j,k) = u(i-1,j,k) + u(i,j+1,k)\n"
    "      end do\n    end do\n  end do\nend subroutine t\n";

}  // namespace

TEST_CASE("loop blocking moves block loops outermost, z first", "[loop_blocking]") {
  check_golden(nest3d, {4, 5, 3},
               "do st_kk = 1, nz, 3\n"
               "  do st_jj = 1, ny, 5\n"
               "    do st_ii = 1, nx, 4\n"
               "      do k = st_kk, min(st_kk+2, nz)\n"
               "        do j = st_jj, min(st_jj+4, ny)\n"
               "          do i = st_ii, min(st_ii+3, nx)\n"
               "            v(i,j,k) = u(i-1,j,k)+u(i,j+1,k)\n"
               "          end do\n"
               "        end do\n"
               "      end do\n"
               "    end do\n"
               "  end do\n"
               "end do\n");
}

TEST_CASE("loop blocking leaves a dimension of size 0 in place", "[loop_blocking]") {
  check_golden(nest3d, {0, 8},
               "do st_jj = 1, ny, 8\n"
               "  do k = 1, nz\n"
               "    do j = st_jj, min(st_jj+7, ny)\n"
               "      do i = 1, nx\n"
               "        v(i,j,k) = u(i-1,j,k)+u(i,j+1,k)\n"
               "      end do\n"
               "    end do\n"
               "  end do\n"
               "end do\n");
  check_golden(nest3d, {0, 0, 0},
               "do k = 1, nz\n  do j = 1, ny\n    do i = 1, nx\n      v(i,j,k) = u(i-1,j,k)+u(i,j+1,k)\n"
               "    end do\n  end do\nend do\n");
}

TEST_CASE("loop blocking skips a block that covers a constant extent", "[loop_blocking]") {
  check_golden(
      "subroutine t(u)\n  integer, parameter :: n = 10\n  integer :: i, j\n  real(8) :: u(n, n)\n"
      "  do j = 1, n\n    do i = 2, 9, 2\n      u(i,j) = 1.0d0\n    end do\n  end do\nend subroutine t\n",
      {4, 10},
      // i runs 4 iterations of step 2: a block of 4 points is 2 of them.
      "do st_ii = 2, 9, 4\n"
      "  do j = 1, n\n"
      "    do i = st_ii, min(st_ii+2, 9), 2\n"
      "      u(i,j) = 1.0d0\n"
      "    end do\n"
      "  end do\n"
      "end do\n");
}

TEST_CASE("loop blocking names its loops apart from the user's", "[loop_blocking]") {
  check_golden(
      "subroutine t(n, u, st_jj)\n  integer :: n, i, j, st_jj\n  real(8) :: u(n, n)\n"
      "  do j = 1, n\n    do i = 1, n\n      u(i,j) = st_jj\n    end do\n  end do\nend subroutine t\n",
      {0, 2},
      "do st_jj_2 = 1, n, 2\n"
      "  do j = st_jj_2, min(st_jj_2+1, n)\n"
      "    do i = 1, n\n"
      "      u(i,j) = st_jj\n"
      "    end do\n"
      "  end do\n"
      "end do\n");
}

TEST_CASE("loop blocking stops the chain at an imperfect nest", "[loop_blocking]") {
  // The k loop holds two statements; each i-j nest inside is blocked on its own.
  check_golden(
      "subroutine t(n, u, s)\n  integer :: n, i, j, k\n  real(8) :: u(n, n, n), s\n"
      "  do k = 1, n\n    s = k\n    do j = 1, n\n      do i = 1, n\n        u(i,j,k) = s\n"
      "      end do\n    end do\n  end do\nend subroutine t\n",
      {2, 2, 2},
      "do st_kk = 1, n, 2\n"
      "  do k = st_kk, min(st_kk+1, n)\n"
      "    s = k\n"
      "    do st_jj = 1, n, 2\n"
      "      do st_ii = 1, n, 2\n"
      "        do j = st_jj, min(st_jj+1, n)\n"
      "          do i = st_ii, min(st_ii+1, n)\n"
      "            u(i,j,k) = s\n"
      "          end do\n"
      "        end do\n"
      "      end do\n"
      "    end do\n"
      "  end do\n"
      "end do\n");
}

TEST_CASE("loop blocking keeps every stencil bit for bit", "[loop_blocking][semantics]") {
  const std::vector<std::vector<long long>> samples = {{4, 5, 3}, {1, 1, 1}, {13, 16, 10}, {0, 7, 0}, {64, 64, 64}};
  for (const char* name : {"laplacian.f95", "divergence.f95", "gradient.f95", "box27.f95", "star13.f95",
                           "star25_sp.f95", "vardiff.f95", "laplacian_nest.f95", "jacobi2d5.f95", "box2d9.f95"}) {
    Parsed p = parse_stencil(name);
    bool two_d = std::string(name).find("2d") != std::string::npos;
    std::map<std::string, long long> sizes = two_d
                                                 ? std::map<std::string, long long>{{"nx", 37}, {"ny", 23}}
                                                 : std::map<std::string, long long>{{"nx", 13}, {"ny", 17}, {"nz", 11}};
    for (const auto& blocks : samples) {
      INFO(name << " blocks " << blocks[0] << "x" << blocks[1] << "x" << blocks[2]);
      ast::Subroutine transformed = p.sub;
      transformed.body = run_pass(p, blocks);
      std::string difference = interp::compare_runs(p.sub, transformed, p.symbols, sizes, 5);
      if (!difference.empty()) FAIL_CHECK(difference << "\n--- output:\n" << ast::to_fortran(transformed));
      CHECK(difference.empty());
    }
  }
}
