// The C backend as a printer: what it prints for the layout, the two entries, literals,
// Fortran's types and intrinsics, and DO loops; and that all of it compiles without a
// warning. Whether it computes what gfortran computes is test_differential.cpp's job.
#include <cstdio>
#include <string>

#include "analysis/bare_nest.h"
#include "analysis/symbols.h"
#include "backends/c/c_backend.h"
#include "catch.h"
#include "frontend/parse_driver.h"
#include "harness/process.h"
#include "harness/validation.h"
#include "test_support.h"

namespace {

using st::test::parse;
using st::test::parse_stencil;
using st::test::Parsed;

std::string emit(const Parsed& p, const st::CEmitOptions& options = {}) {
  return st::emit_c(p.sub, p.symbols, options);
}

bool contains(const std::string& text, const std::string& piece) { return text.find(piece) != std::string::npos; }

// gcc's complaints about `code`, empty when it compiles without a warning.
std::string compile_errors(const std::string& code) {
  st::TempDir dir("stenciltune-c-backend-test");
  std::string file = dir.file("code.c");
  FILE* f = std::fopen(file.c_str(), "w");
  REQUIRE(f != nullptr);
  std::fputs(code.c_str(), f);
  std::fclose(f);
  st::StepResult r = st::run_tool(
      {"gcc", "-std=c99", "-pedantic", "-Wall", "-Wextra", "-Werror", "-c", file, "-o", dir.file("code.o")},
      st::Toolchain{});
  return r.message;
}

const char* const literals_source = R"(subroutine lits(n, x, y)
  implicit none
  integer, intent(in) :: n
  real(8), intent(in) :: x(n)
  real(8), intent(inout) :: y(n)
  integer :: i
  do i = 1, n
    y(i) = 0.1*x(i) + 0.1d0*x(i) + 1.0_8*x(i) + 1e-3*x(i) + 5.*x(i) + 2*x(i) + .25d0
  end do
end subroutine lits
)";

const char* const operations_source = R"(subroutine ops(n, a, b, x, y, z)
  implicit none
  integer, intent(in) :: n
  real(4), intent(in) :: a
  real(8), intent(in) :: b
  real(4), intent(in) :: x(n)
  real(8), intent(inout) :: y(n)
  real(4), intent(inout) :: z(n)
  integer :: i, k
  do i = 1, n
    k = i/2
    y(i) = x(i)**2 + (x(i) + a)**2 + b**x(i) + x(i)**a + sqrt(b) + abs(k) + max(b, a, 1.0d0) - (-x(i))
    z(i) = sqrt(x(i)) + abs(x(i)) + min(x(i), a) + exp(a) + x(i)**k + min(k, i, 3) + x(i)**3 + x(i)**4
  end do
end subroutine ops
)";

const char* const loops_source = R"(subroutine loops(n, s, x, y)
  implicit none
  integer, intent(in) :: n, s
  real(8), intent(in) :: x(n)
  real(8), intent(inout) :: y(n)
  integer :: i, m
  m = n
  do i = 1, m, 2
    m = m - 1
    y(i) = x(i) + m
  end do
  do i = n, 1, -1
    y(i) = y(i) + x(i)
  end do
  do i = 1, 13, 4
    y(i) = 2*x(i)
  end do
  do i = n, 1, -s
    y(i) = 3*x(i)
  end do
end subroutine loops
)";

const char* const keywords_source = R"(subroutine keywords(n, auto, long, x)
  implicit none
  integer, intent(in) :: n
  real(8), intent(in) :: auto, long
  real(8), intent(inout) :: x(n)
  integer :: i
  real(8) :: exp, sqrt
  do i = 1, n
    exp = auto*long
    sqrt = 2.0d0
    x(i) = exp + sqrt
  end do
end subroutine keywords
)";

}  // namespace

TEST_CASE("C backend: column-major layout with lower bounds, strides computed once", "[c_backend]") {
  std::string c = emit(parse_stencil("laplacian"));
  INFO(c);
  CHECK(contains(c, "const ptrdiff_t u_s1 = (ptrdiff_t)nx + 2;\n  const ptrdiff_t u_s2 = u_s1 * ((ptrdiff_t)ny + 2);"));
  CHECK(contains(c, "unext[i + j * unext_s1 + k * unext_s2] = alpha * u[i + j * u_s1 + k * u_s2]"));
  CHECK(contains(c, "u[(i - 1) + j * u_s1 + k * u_s2]"));
  CHECK(contains(c, "u[i + j * u_s1 + (k + 1) * u_s2]"));

  std::string star = emit(parse_stencil("star25_sp"));
  INFO(star);
  CHECK(contains(star, "unew[(i + 3) + (j + 3) * unew_s1 + (k + 3) * unew_s2] = c[0] * u[(i + 3)"));
  CHECK(contains(star, "c[4] * (u[(i - 1) + (j + 3) * u_s1 + (k + 3) * u_s2]"));
  CHECK(contains(star, "const ptrdiff_t u_s1 = (ptrdiff_t)nx + 8;"));

  std::string gradient = emit(parse_stencil("gradient"));
  INFO(gradient);
  CHECK(contains(gradient, "gx[(i - 1) + (j - 1) * gx_s1 + (k - 1) * gx_s2] = cx * (u[(i + 1) + j * u_s1"));
}

TEST_CASE("C backend: a C prototype with scalars by value and the gfortran entry by reference", "[c_backend]") {
  std::string c = emit(parse_stencil("laplacian"));
  INFO(c);
  CHECK(contains(c,
                 "void laplacian(int32_t nx, int32_t ny, int32_t nz, double alpha, double beta,\n"
                 "               const double *restrict u, double *restrict unext)\n{"));
  CHECK(contains(c,
                 "void laplacian_(const int32_t *nx, const int32_t *ny, const int32_t *nz, const double *alpha,\n"
                 "                const double *beta, const double *u, double *unext)\n{\n"
                 "  laplacian(*nx, *ny, *nz, *alpha, *beta, u, unext);\n}"));

  // Mixed letter case in the source; C names are lower case, as gfortran's symbol is.
  std::string star13 = emit(parse_stencil("star13"));
  INFO(star13);
  CHECK(contains(star13, "void star13(int32_t nx,"));
  CHECK(contains(star13, "void star13_(const int32_t *nx,"));

  st::CEmitOptions options;
  options.function_name = "laplacian_cx32";
  options.fortran_entry = false;
  std::string renamed = emit(parse_stencil("laplacian"), options);
  INFO(renamed);
  CHECK(contains(renamed, "void laplacian_cx32(int32_t nx,"));
  CHECK_FALSE(contains(renamed, "laplacian_cx32_"));
  CHECK_FALSE(contains(renamed, "void laplacian("));

  Parsed lap = parse_stencil("laplacian");
  CHECK(st::c_prototype(lap.sub, lap.symbols, "v") ==
        "void v(int32_t nx, int32_t ny, int32_t nz, double alpha, double beta, const double *restrict u,\n"
        "       double *restrict unext);\n");
}

TEST_CASE("C backend: literals keep their exact value and kind", "[c_backend]") {
  std::string c = emit(parse("lits.f95", literals_source));
  INFO(c);
  // A default-kind literal is single precision: it stays a float, so C promotes it
  // exactly as gfortran does.
  CHECK(contains(c, "0.100000001f * x[i - 1]"));
  CHECK(contains(c, "0.10000000000000001 * x[i - 1]"));
  CHECK(contains(c, "1.0 * x[i - 1]"));
  CHECK(contains(c, "0.00100000005f * x[i - 1]"));
  CHECK(contains(c, "5.0f * x[i - 1]"));
  CHECK(contains(c, "2 * x[i - 1]"));
  CHECK(contains(c, "+ 0.25;"));
  CHECK(compile_errors(c) == "");
}

TEST_CASE("C spelling: literals of exactly Fortran's value and type", "[c_backend]") {
  using st::ast::ScalarType;
  // Fortran's default integer is 32 bits; a literal beyond it is long long in C.
  CHECK(st::c_int_literal(2147483647) == "2147483647");
  CHECK(st::c_int_literal(2147483648LL) == "2147483648LL");
  CHECK(st::c_int_literal(-2147483648LL) == "-2147483648LL");
  // The spelling, read in the literal's own kind; a literal a pass made has none.
  auto real = [](double value, int kind, const std::string& spelling) {
    return st::c_real_literal(*st::ast::as<st::ast::RealLit>(st::ast::RealLit::make(value, kind, spelling)));
  };
  CHECK(real(0.1, 4, "0.1") == "0.100000001f");
  CHECK(real(0.1, 8, "0.1d0") == "0.10000000000000001");
  CHECK(real(0.001, 8, "1e-3_8") == "0.001");
  CHECK(real(0.1f, 4, "") == "0.100000001f");
  CHECK(real(3.0, 8, "") == "3.0");
  CHECK(st::c_one(ScalarType::real(4)) == "1.0f");
  CHECK(st::c_one(ScalarType::integer(8)) == "1");
  CHECK(st::c_type(ScalarType::integer(8)) == "int64_t");
  CHECK(st::c_type_suffix(ScalarType::real(4)) == "f32");
}

TEST_CASE("C backend: Fortran's types, intrinsics and powers", "[c_backend]") {
  std::string c = emit(parse("ops.f95", operations_source));
  INFO(c);
  CHECK(contains(c, "k = i / 2;"));
  CHECK(contains(c, "y[i - 1] = x[i - 1] * x[i - 1] + st_powi_f32(x[i - 1] + a, 2) + pow(b, x[i - 1])"));
  CHECK(contains(c, "+ powf(x[i - 1], a) + sqrt(b) + abs(k) + st_max_f64(st_max_f64(b, a), 1.0) - (-x[i - 1]);"));
  CHECK(contains(c, "z[i - 1] = sqrtf(x[i - 1]) + fabsf(x[i - 1]) + st_min_f32(x[i - 1], a) + expf(a)"));
  CHECK(contains(c, "+ st_powi_f32(x[i - 1], k) + st_min_i32(st_min_i32(k, i), 3)"));
  CHECK(contains(c, "+ x[i - 1] * x[i - 1] * x[i - 1] + x[i - 1] * x[i - 1] * (x[i - 1] * x[i - 1]);"));
  CHECK(contains(c, "#include <stdlib.h>"));
  CHECK(contains(c, "static inline float st_powi_f32(float x, int64_t m)"));
  CHECK(contains(c, "int32_t i, k;"));
  CHECK(contains(c, "__attribute__((__simd__(\"notinbranch\"))) extern float expf(float);"));
  CHECK(contains(c, "__attribute__((__simd__(\"notinbranch\"))) extern double pow(double, double);"));
  CHECK_FALSE(contains(c, "sqrt(double)"));  // an instruction, not a call
  CHECK(compile_errors(c) == "");
}

const char* const vector_math_source = R"(subroutine smooth(n, rk, u, v, w)
  implicit none
  integer, intent(in) :: n
  real(4), intent(in) :: rk
  real(4), intent(in) :: u(0:n+1), v(n)
  real(4), intent(inout) :: w(n)
  integer :: i
  do i = 1, n
    w(i) = exp(-(rk*(u(i+1) - u(i)))**2) + max(v(i), 0.0) - min(v(i), u(i))
  end do
end subroutine smooth
)";

// gfortran vectorises this loop with glibc's vector expf and maxps; the C translation
// must too, or the tuned code runs several times slower than the serial original.
TEST_CASE("C backend: loops that call exp or take max and min vectorise as gfortran's do", "[c_backend]") {
#if defined(__x86_64__) && defined(__GLIBC__)
  std::string c = emit(parse("smooth.f95", vector_math_source));
  INFO(c);
  st::TempDir dir("stenciltune-c-backend-test");
  std::string file = dir.file("smooth.c");
  FILE* f = std::fopen(file.c_str(), "w");
  REQUIRE(f != nullptr);
  std::fputs(c.c_str(), f);
  std::fclose(f);
  st::StepResult built = st::run_tool({"gcc", "-O3", "-march=x86-64-v3", "-std=c99", "-fno-math-errno", "-Werror", "-c",
                                       file, "-o", dir.file("smooth.o")},
                                      st::Toolchain{});
  REQUIRE(built.message == "");
  st::ProcessResult symbols = st::run_process({"nm", "-u", dir.file("smooth.o")});
  REQUIRE(symbols.ok());
  INFO(symbols.out);
  CHECK(contains(symbols.out, "_ZGVdN8v_expf"));  // AVX2's 8-wide expf from libmvec
  CHECK_FALSE(contains(symbols.out, "fmax"));
  CHECK_FALSE(contains(symbols.out, "fmin"));
#else
  ST_SKIP("glibc's vector math library is declared on x86-64 only");
#endif
}

TEST_CASE("C backend: DO loops evaluate their bounds once and respect the step's sign", "[c_backend]") {
  std::string c = emit(parse("loops.f95", loops_source));
  INFO(c);
  // The body changes m, which the first loop's bound reads: the bound is held first.
  CHECK(contains(c, "  {\n    const int32_t i_end = m;\n    for (i = 1; i <= i_end; i += 2) {\n"));
  CHECK(contains(c, "for (i = n; i >= 1; --i) {"));
  CHECK(contains(c, "for (i = 1; i <= 13; i += 4) {"));
  // A step that is not a constant: its sign decides the test.
  CHECK(contains(
      c, "  {\n    const int32_t i_step = -s;\n    for (i = n; i_step > 0 ? i <= 1 : i >= 1; i += i_step) {\n"));
  CHECK(compile_errors(c) == "");
}

TEST_CASE("C backend: integers of kind 8", "[c_backend]") {
  std::string c = emit(parse("wide.f95", R"(subroutine wide(n, x, y)
  implicit none
  integer(8), intent(in) :: n
  real(8), intent(in) :: x(n)
  real(8), intent(inout) :: y(n)
  integer(8) :: i
  do i = 1, n
    y(i) = x(i)*i + n/3 + min(i, 5_8)
  end do
end subroutine wide
)"));
  INFO(c);
  CHECK(contains(c, "void wide(int64_t n, const double *restrict x, double *restrict y)"));
  CHECK(contains(c, "  int64_t i;\n"));
  CHECK(contains(c, "y[i - 1] = x[i - 1] * i + n / 3 + st_min_i64(i, 5);"));
  CHECK(compile_errors(c) == "");
}

TEST_CASE("C backend: names that C reserves are renamed", "[c_backend]") {
  std::string c = emit(parse("keywords.f95", keywords_source));
  INFO(c);
  // U_ and an upper-case letter: no user name (lower case) can be spelled so.
  CHECK(contains(c, "void keywords(int32_t n, double U_auto, double U_long, double *restrict x)"));
  CHECK(contains(c, "U_exp = U_auto * U_long;"));
  CHECK(contains(c, "x[i - 1] = U_exp + U_sqrt;"));
  CHECK(contains(c, "keywords(*n, *U_auto, *U_long, x);"));
  CHECK(compile_errors(c) == "");
}

TEST_CASE("C backend: every suite stencil compiles without a warning", "[c_backend]") {
  for (const char* name : {"laplacian", "divergence", "gradient", "box27", "star13", "star25_sp", "jacobi2d5", "box2d9",
                           "vardiff", "laplacian_nest"}) {
    std::string c = emit(parse_stencil(name));
    INFO(name << ":\n" << c);
    CHECK(compile_errors(c) == "");
  }
}
