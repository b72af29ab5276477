/* Subroutine wave2d_step as C99, printed by stenciltune. Arrays keep Fortran's
   column-major order and lower bounds.
   wave2d_step_ is the entry a Fortran caller links. */
#include <math.h>
#include <stddef.h>
#include <stdint.h>

void wave2d_step(int32_t nx, int32_t ny, double r2, const double *restrict u_prev,
                 const double *restrict u, double *restrict u_next)
{
  const ptrdiff_t u_prev_s1 = (ptrdiff_t)nx;
  const ptrdiff_t u_s1 = (ptrdiff_t)nx;
  const ptrdiff_t u_next_s1 = (ptrdiff_t)nx;
  int32_t j, i;
  double U_st_cse_1;

  for (j = 2; j <= ny - 1; ++j) {
    for (i = 2; i <= nx - 1; ++i) {
      U_st_cse_1 = u[(i - 1) + (j - 1) * u_s1];
      u_next[(i - 1) + (j - 1) * u_next_s1] = 2.0 * U_st_cse_1
          - u_prev[(i - 1) + (j - 1) * u_prev_s1] + r2 * (u[i + (j - 1) * u_s1]
          + u[(i - 2) + (j - 1) * u_s1] + u[(i - 1) + j * u_s1] + u[(i - 1) + (j - 2) * u_s1]
          - 4.0 * U_st_cse_1);
    }
  }
}

/* gfortran's convention: every argument by reference. */
void wave2d_step_(const int32_t *nx, const int32_t *ny, const double *r2, const double *u_prev,
                  const double *u, double *u_next)
{
  wave2d_step(*nx, *ny, *r2, u_prev, u, u_next);
}
/* Subroutine wave2d_run as C99, printed by stenciltune. Arrays keep Fortran's
   column-major order and lower bounds.
   wave2d_run_ is the entry a Fortran caller links. */
#include <math.h>
#include <stddef.h>
#include <stdint.h>

/* Fortran operations that C has no operator for, printed once into generated C code
   that uses one of them (after <stdint.h>). Each follows what gfortran does, so that
   the C translation computes what the original computes. Embedded into stenciltune at
   build time; keep this file free of at-signs (CMake's substitution marker). */
#ifndef STENCILTUNE_C_HELPERS
#define STENCILTUNE_C_HELPERS

/* min and max. For reals, gfortran's MAX_EXPR: a > b ? a : b, which is one maxsd on
   x86 and vectorises; C's fmax is an out-of-line call there that keeps a loop from
   vectorising (four times slower on a memory-bound sweep). Fortran leaves the result
   for a NaN argument to the processor; on the GPU fmax is one instruction. */
#ifdef __CUDA_ARCH__
#define ST_REAL_MINMAX(type, suffix, fmin_, fmax_)                               \
  static inline type st_min_##suffix(type a, type b) { return fmin_(a, b); } \
  static inline type st_max_##suffix(type a, type b) { return fmax_(a, b); }
#else
#define ST_REAL_MINMAX(type, suffix, fmin_, fmax_)                                \
  static inline type st_min_##suffix(type a, type b) { return a < b ? a : b; } \
  static inline type st_max_##suffix(type a, type b) { return a > b ? a : b; }
#endif
ST_REAL_MINMAX(double, f64, fmin, fmax)
ST_REAL_MINMAX(float, f32, fminf, fmaxf)
#undef ST_REAL_MINMAX
static inline int32_t st_min_i32(int32_t a, int32_t b) { return a < b ? a : b; }
static inline int32_t st_max_i32(int32_t a, int32_t b) { return a > b ? a : b; }
static inline int64_t st_min_i64(int64_t a, int64_t b) { return a < b ? a : b; }
static inline int64_t st_max_i64(int64_t a, int64_t b) { return a > b ? a : b; }

/* integer ** integer as libgfortran's pow_i4_i4 and pow_i8_i8: a negative power of
   anything but 1 and -1 is 0; the products wrap as gfortran's do. */
static inline int64_t st_powi_i64(int64_t x, int64_t n)
{
  uint64_t result = 1, base = (uint64_t)x, m;
  if (n < 0) {
    if (x == 1) return 1;
    if (x == -1) return (n % 2) ? -1 : 1;
    return 0;
  }
  for (m = (uint64_t)n; m != 0; m >>= 1) {
    if (m & 1u) result *= base;
    base *= base;
  }
  return (int64_t)result;
}
static inline int32_t st_powi_i32(int32_t x, int64_t n) { return (int32_t)st_powi_i64(x, n); }

/* real ** integer as libgcc's __powidf2 and __powisf2, which gfortran calls: square
   and multiply, then the reciprocal for a negative power. */
static inline double st_powi_f64(double x, int64_t m)
{
  uint64_t n = m < 0 ? (uint64_t)0 - (uint64_t)m : (uint64_t)m;
  double y = (n % 2) ? x : 1.0;
  while (n >>= 1) {
    x = x * x;
    if (n % 2) y = y * x;
  }
  return m < 0 ? 1.0 / y : y;
}
static inline float st_powi_f32(float x, int64_t m)
{
  uint64_t n = m < 0 ? (uint64_t)0 - (uint64_t)m : (uint64_t)m;
  float y = (n % 2) ? x : 1.0f;
  while (n >>= 1) {
    x = x * x;
    if (n % 2) y = y * x;
  }
  return m < 0 ? 1.0f / y : y;
}

#endif

void wave2d_run(int32_t nx, int32_t ny, int32_t nt, double c, double dt, double h,
                double *restrict u_prev, double *restrict u, double *restrict u_next)
{
  const ptrdiff_t u_prev_s1 = (ptrdiff_t)nx;
  const ptrdiff_t u_s1 = (ptrdiff_t)nx;
  const ptrdiff_t u_next_s1 = (ptrdiff_t)nx;
  int32_t step, j_2, i_2, j, i;
  double U_st_cse_1;

  for (step = 1; step <= nt; ++step) {
    for (j_2 = 2; j_2 <= ny - 1; ++j_2) {
      for (i_2 = 2; i_2 <= nx - 1; ++i_2) {
        U_st_cse_1 = u[(i_2 - 1) + (j_2 - 1) * u_s1];
        u_next[(i_2 - 1) + (j_2 - 1) * u_next_s1] = 2.0 * U_st_cse_1
            - u_prev[(i_2 - 1) + (j_2 - 1) * u_prev_s1]
            + st_powi_f64(c * dt / h, 2) * (u[i_2 + (j_2 - 1) * u_s1]
            + u[(i_2 - 2) + (j_2 - 1) * u_s1] + u[(i_2 - 1) + j_2 * u_s1]
            + u[(i_2 - 1) + (j_2 - 2) * u_s1] - 4.0 * U_st_cse_1);
      }
    }
    for (j = 2; j <= ny - 1; ++j) {
      for (i = 2; i <= nx - 1; ++i) {
        u_prev[(i - 1) + (j - 1) * u_prev_s1] = u[(i - 1) + (j - 1) * u_s1];
      }
    }
    for (j = 2; j <= ny - 1; ++j) {
      for (i = 2; i <= nx - 1; ++i) {
        u[(i - 1) + (j - 1) * u_s1] = u_next[(i - 1) + (j - 1) * u_next_s1];
      }
    }
  }
}

/* gfortran's convention: every argument by reference. */
void wave2d_run_(const int32_t *nx, const int32_t *ny, const int32_t *nt, const double *c,
                 const double *dt, const double *h, double *u_prev, double *u, double *u_next)
{
  wave2d_run(*nx, *ny, *nt, *c, *dt, *h, u_prev, u, u_next);
}
