/* Subroutine perona_malik as C99, printed by stenciltune. Arrays keep Fortran's
   column-major order and lower bounds.
   perona_malik_ is the entry a Fortran caller links. */
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && !defined(__FAST_MATH__) \
    && defined(__GLIBC__) && (__GLIBC__ > 2 || __GLIBC_MINOR__ >= 22)
__attribute__((__simd__("notinbranch"))) extern float expf(float);
#endif

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

void perona_malik(int32_t nx, int32_t ny, float lambda, float rk, const float *restrict img,
                  float *restrict out)
{
  const ptrdiff_t img_s1 = (ptrdiff_t)nx + 2;
  const ptrdiff_t out_s1 = (ptrdiff_t)nx + 2;
  int32_t j, i;
  float U_st_cse_1, dn, ds, de, dw;

  for (j = 1; j <= ny; ++j) {
    for (i = 1; i <= nx; ++i) {
      U_st_cse_1 = img[i + j * img_s1];
      dn = img[i + (j + 1) * img_s1] - U_st_cse_1;
      ds = img[i + (j - 1) * img_s1] - U_st_cse_1;
      de = img[(i + 1) + j * img_s1] - U_st_cse_1;
      dw = img[(i - 1) + j * img_s1] - U_st_cse_1;
      out[i + j * out_s1] = U_st_cse_1 + lambda * (expf(-st_powi_f32(dn * rk, 2)) * dn
          + expf(-st_powi_f32(ds * rk, 2)) * ds + expf(-st_powi_f32(de * rk, 2)) * de
          + expf(-st_powi_f32(dw * rk, 2)) * dw);
    }
  }
}

/* gfortran's convention: every argument by reference. */
void perona_malik_(const int32_t *nx, const int32_t *ny, const float *lambda, const float *rk,
                   const float *img, float *out)
{
  perona_malik(*nx, *ny, *lambda, *rk, img, out);
}
