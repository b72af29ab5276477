/* Subroutine himeno for CUDA, printed by stenciltune.
   Variant: TX=32 TY=4 RY=2 RX=2 ZB=128 STREAM=1 SMEM=2 PIPE=2 RO=0 LB=1 UNROLL=4.
   Arrays keep Fortran's column-major order and lower bounds. Entry points:
   himeno (host pointers; aborts on a CUDA error), himeno_host (host pointers; returns the
   CUDA error code), himeno_device (device pointers; launches on the default stream),
   himeno_ (gfortran's convention: every argument by reference). */
#include <cuda_pipeline.h>
#include <cuda_runtime.h>
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define restrict __restrict__

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
  __host__ __device__ inline type st_min_##suffix(type a, type b) { return fmin_(a, b); } \
  __host__ __device__ inline type st_max_##suffix(type a, type b) { return fmax_(a, b); }
#else
#define ST_REAL_MINMAX(type, suffix, fmin_, fmax_)                                \
  __host__ __device__ inline type st_min_##suffix(type a, type b) { return a < b ? a : b; } \
  __host__ __device__ inline type st_max_##suffix(type a, type b) { return a > b ? a : b; }
#endif
ST_REAL_MINMAX(double, f64, fmin, fmax)
ST_REAL_MINMAX(float, f32, fminf, fmaxf)
#undef ST_REAL_MINMAX
__host__ __device__ inline int32_t st_min_i32(int32_t a, int32_t b) { return a < b ? a : b; }
__host__ __device__ inline int32_t st_max_i32(int32_t a, int32_t b) { return a > b ? a : b; }
__host__ __device__ inline int64_t st_min_i64(int64_t a, int64_t b) { return a < b ? a : b; }
__host__ __device__ inline int64_t st_max_i64(int64_t a, int64_t b) { return a > b ? a : b; }

/* integer ** integer as libgfortran's pow_i4_i4 and pow_i8_i8: a negative power of
   anything but 1 and -1 is 0; the products wrap as gfortran's do. */
__host__ __device__ inline int64_t st_powi_i64(int64_t x, int64_t n)
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
__host__ __device__ inline int32_t st_powi_i32(int32_t x, int64_t n) { return (int32_t)st_powi_i64(x, n); }

/* real ** integer as libgcc's __powidf2 and __powisf2, which gfortran calls: square
   and multiply, then the reciprocal for a negative power. */
__host__ __device__ inline double st_powi_f64(double x, int64_t m)
{
  uint64_t n = m < 0 ? (uint64_t)0 - (uint64_t)m : (uint64_t)m;
  double y = (n % 2) ? x : 1.0;
  while (n >>= 1) {
    x = x * x;
    if (n % 2) y = y * x;
  }
  return m < 0 ? 1.0 / y : y;
}
__host__ __device__ inline float st_powi_f32(float x, int64_t m)
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

/* Nest 1 (line 17). */
__global__ __launch_bounds__(128) void st_himeno_kernel0(int32_t imax, int32_t jmax, int32_t kmax,
                                                         float omega, const float *restrict a,
                                                         const float *restrict b,
                                                         const float *restrict c,
                                                         const float *restrict p,
                                                         const float *restrict bnd,
                                                         const float *restrict wrk1,
                                                         float *restrict wrk2)
{
  const ptrdiff_t a_s1 = (ptrdiff_t)imax;
  const ptrdiff_t a_s2 = a_s1 * ((ptrdiff_t)jmax);
  const ptrdiff_t a_s3 = a_s2 * ((ptrdiff_t)kmax);
  const ptrdiff_t b_s1 = (ptrdiff_t)imax;
  const ptrdiff_t b_s2 = b_s1 * ((ptrdiff_t)jmax);
  const ptrdiff_t b_s3 = b_s2 * ((ptrdiff_t)kmax);
  const ptrdiff_t c_s1 = (ptrdiff_t)imax;
  const ptrdiff_t c_s2 = c_s1 * ((ptrdiff_t)jmax);
  const ptrdiff_t c_s3 = c_s2 * ((ptrdiff_t)kmax);
  const ptrdiff_t p_s1 = (ptrdiff_t)imax;
  const ptrdiff_t p_s2 = p_s1 * ((ptrdiff_t)jmax);
  const ptrdiff_t bnd_s1 = (ptrdiff_t)imax;
  const ptrdiff_t bnd_s2 = bnd_s1 * ((ptrdiff_t)jmax);
  const ptrdiff_t wrk1_s1 = (ptrdiff_t)imax;
  const ptrdiff_t wrk1_s2 = wrk1_s1 * ((ptrdiff_t)jmax);
  const ptrdiff_t wrk2_s1 = (ptrdiff_t)imax;
  const ptrdiff_t wrk2_s2 = wrk2_s1 * ((ptrdiff_t)jmax);
  int32_t k, j, i;
  float s0, ss;

  {
    const int st_lo0 = (int)(2);
    const int st_hi0 = (int)(imax - 1);
    const int st_lo1 = (int)(2);
    const int st_hi1 = (int)(jmax - 1);
    const int st_lo2 = (int)(2);
    const int st_hi2 = (int)(kmax - 1);
    const int st_tx = (int)threadIdx.x;
    const int st_ty = (int)threadIdx.y;
    const int st_o0 = st_lo0 + (int)blockIdx.x * 64;
    const int st_x0 = st_o0 + st_tx * 2 + 0;
    const int st_x1 = st_o0 + st_tx * 2 + 1;
    i = st_x0;
    const int st_o1 = st_lo1 + (int)blockIdx.y * 8;
    const int st_y0 = st_o1 + st_ty * 2 + 0;
    const int st_y1 = st_o1 + st_ty * 2 + 1;
    const bool st_in0 = i <= st_hi0 && st_y0 <= st_hi1;
    const bool st_in1 = i <= st_hi0 && st_y1 <= st_hi1;
    const int st_kb = st_lo2 + (int)blockIdx.z * 128;
    const int st_ke = min(st_kb + 127, st_hi2);
    float st_q0_0_r0_c0 = 0, st_n0_r0_c0 = 0;
    float st_q0_0_r0_c1 = 0, st_n0_r0_c1 = 0;
    float st_q0_0_r1_c0 = 0, st_n0_r1_c0 = 0;
    float st_q0_0_r1_c1 = 0, st_n0_r1_c1 = 0;
    float st_q2_0_r0_c0 = 0, st_n2_r0_c0 = 0;
    float st_q2_0_r0_c1 = 0, st_n2_r0_c1 = 0;
    float st_q2_0_r1_c0 = 0, st_n2_r1_c0 = 0;
    float st_q2_0_r1_c1 = 0, st_n2_r1_c1 = 0;
    float st_q3_0_r0_c0 = 0, st_n3_r0_c0 = 0;
    float st_q3_0_r0_c1 = 0, st_n3_r0_c1 = 0;
    float st_q3_0_r1_c0 = 0, st_n3_r1_c0 = 0;
    float st_q3_0_r1_c1 = 0, st_n3_r1_c1 = 0;
    float st_q11_0_r0_c0 = 0, st_n11_r0_c0 = 0;
    float st_q11_0_r0_c1 = 0, st_n11_r0_c1 = 0;
    float st_q11_0_r1_c0 = 0, st_n11_r1_c0 = 0;
    float st_q11_0_r1_c1 = 0, st_n11_r1_c1 = 0;
    float st_q4_0_r0_c0 = 0, st_n4_r0_c0 = 0;
    float st_q4_0_r0_c1 = 0, st_n4_r0_c1 = 0;
    float st_q4_0_r1_c0 = 0, st_n4_r1_c0 = 0;
    float st_q4_0_r1_c1 = 0, st_n4_r1_c1 = 0;
    float st_q5_0_r0_c0 = 0, st_n5_r0_c0 = 0;
    float st_q5_0_r0_c1 = 0, st_n5_r0_c1 = 0;
    float st_q5_0_r1_c0 = 0, st_n5_r1_c0 = 0;
    float st_q5_0_r1_c1 = 0, st_n5_r1_c1 = 0;
    float st_q6_0_r0_c0 = 0, st_n6_r0_c0 = 0;
    float st_q6_0_r0_c1 = 0, st_n6_r0_c1 = 0;
    float st_q6_0_r1_c0 = 0, st_n6_r1_c0 = 0;
    float st_q6_0_r1_c1 = 0, st_n6_r1_c1 = 0;
    float st_q12_0_r0_c0 = 0, st_n12_r0_c0 = 0;
    float st_q12_0_r0_c1 = 0, st_n12_r0_c1 = 0;
    float st_q12_0_r1_c0 = 0, st_n12_r1_c0 = 0;
    float st_q12_0_r1_c1 = 0, st_n12_r1_c1 = 0;
    float st_q7_0_r0_c0 = 0, st_n7_r0_c0 = 0;
    float st_q7_0_r0_c1 = 0, st_n7_r0_c1 = 0;
    float st_q7_0_r1_c0 = 0, st_n7_r1_c0 = 0;
    float st_q7_0_r1_c1 = 0, st_n7_r1_c1 = 0;
    float st_q8_0_r0_c0 = 0, st_n8_r0_c0 = 0;
    float st_q8_0_r0_c1 = 0, st_n8_r0_c1 = 0;
    float st_q8_0_r1_c0 = 0, st_n8_r1_c0 = 0;
    float st_q8_0_r1_c1 = 0, st_n8_r1_c1 = 0;
    float st_q9_0_r0_c0 = 0, st_n9_r0_c0 = 0;
    float st_q9_0_r0_c1 = 0, st_n9_r0_c1 = 0;
    float st_q9_0_r1_c0 = 0, st_n9_r1_c0 = 0;
    float st_q9_0_r1_c1 = 0, st_n9_r1_c1 = 0;
    float st_q1_m1_r0_c0 = 0, st_q1_0_r0_c0 = 0, st_q1_1_r0_c0 = 0;
    float st_q1_m1_r0_c1 = 0, st_q1_0_r0_c1 = 0, st_q1_1_r0_c1 = 0;
    float st_q1_m1_r1_c0 = 0, st_q1_0_r1_c0 = 0, st_q1_1_r1_c0 = 0;
    float st_q1_m1_r1_c1 = 0, st_q1_0_r1_c1 = 0, st_q1_1_r1_c1 = 0;
    extern __shared__ __align__(16) unsigned char st_smem[];
    const int st_tid = st_tx + st_ty * 32;
    float (*st_s1)[10][68] = reinterpret_cast<float (*)[10][68]>(st_smem + 0);
    float st_q10_0_r0_c0 = 0, st_n10_r0_c0 = 0;
    float st_q10_0_r0_c1 = 0, st_n10_r0_c1 = 0;
    float st_q10_0_r1_c0 = 0, st_n10_r1_c0 = 0;
    float st_q10_0_r1_c1 = 0, st_n10_r1_c1 = 0;
    if (st_in0 && st_x1 <= st_hi0 && (((uintptr_t)&a[(st_x0 - 1) + (st_y0 - 1) * a_s1 + (st_kb - 1) * a_s2]) & 7) == 0) {
      const float2 st_pv = *reinterpret_cast<const float2 *>(&a[(st_x0 - 1) + (st_y0 - 1) * a_s1 + (st_kb - 1) * a_s2]);
      st_n0_r0_c0 = st_pv.x;
      st_n0_r0_c1 = st_pv.y;
    } else {
      if (st_in0) {
        st_n0_r0_c0 = a[(st_x0 - 1) + (st_y0 - 1) * a_s1 + (st_kb - 1) * a_s2];
      }
      if ((st_in0 && st_x1 <= st_hi0)) {
        st_n0_r0_c1 = a[(st_x1 - 1) + (st_y0 - 1) * a_s1 + (st_kb - 1) * a_s2];
      }
    }
    if (st_in0 && st_x1 <= st_hi0 && (((uintptr_t)&a[(st_x0 - 1) + (st_y0 - 1) * a_s1 + (st_kb - 1) * a_s2 + 1 * a_s3]) & 7) == 0) {
      const float2 st_pv_2 = *reinterpret_cast<const float2 *>(&a[(st_x0 - 1) + (st_y0 - 1) * a_s1 + (st_kb - 1) * a_s2 + 1 * a_s3]);
      st_n2_r0_c0 = st_pv_2.x;
      st_n2_r0_c1 = st_pv_2.y;
    } else {
      if (st_in0) {
        st_n2_r0_c0 = a[(st_x0 - 1) + (st_y0 - 1) * a_s1 + (st_kb - 1) * a_s2 + 1 * a_s3];
      }
      if ((st_in0 && st_x1 <= st_hi0)) {
        st_n2_r0_c1 = a[(st_x1 - 1) + (st_y0 - 1) * a_s1 + (st_kb - 1) * a_s2 + 1 * a_s3];
      }
    }
    if (st_in0 && st_x1 <= st_hi0 && (((uintptr_t)&a[(st_x0 - 1) + (st_y0 - 1) * a_s1 + (st_kb - 1) * a_s2 + 2 * a_s3]) & 7) == 0) {
      const float2 st_pv_3 = *reinterpret_cast<const float2 *>(&a[(st_x0 - 1) + (st_y0 - 1) * a_s1 + (st_kb - 1) * a_s2 + 2 * a_s3]);
      st_n3_r0_c0 = st_pv_3.x;
      st_n3_r0_c1 = st_pv_3.y;
    } else {
      if (st_in0) {
        st_n3_r0_c0 = a[(st_x0 - 1) + (st_y0 - 1) * a_s1 + (st_kb - 1) * a_s2 + 2 * a_s3];
      }
      if ((st_in0 && st_x1 <= st_hi0)) {
        st_n3_r0_c1 = a[(st_x1 - 1) + (st_y0 - 1) * a_s1 + (st_kb - 1) * a_s2 + 2 * a_s3];
      }
    }
    if (st_in0 && st_x1 <= st_hi0 && (((uintptr_t)&a[(st_x0 - 1) + (st_y0 - 1) * a_s1 + (st_kb - 1) * a_s2 + 3 * a_s3]) & 7) == 0) {
      const float2 st_pv_4 = *reinterpret_cast<const float2 *>(&a[(st_x0 - 1) + (st_y0 - 1) * a_s1 + (st_kb - 1) * a_s2 + 3 * a_s3]);
      st_n11_r0_c0 = st_pv_4.x;
      st_n11_r0_c1 = st_pv_4.y;
    } else {
      if (st_in0) {
        st_n11_r0_c0 = a[(st_x0 - 1) + (st_y0 - 1) * a_s1 + (st_kb - 1) * a_s2 + 3 * a_s3];
      }
      if ((st_in0 && st_x1 <= st_hi0)) {
        st_n11_r0_c1 = a[(st_x1 - 1) + (st_y0 - 1) * a_s1 + (st_kb - 1) * a_s2 + 3 * a_s3];
      }
    }
    if (st_in0 && st_x1 <= st_hi0 && (((uintptr_t)&b[(st_x0 - 1) + (st_y0 - 1) * b_s1 + (st_kb - 1) * b_s2]) & 7) == 0) {
      const float2 st_pv_5 = *reinterpret_cast<const float2 *>(&b[(st_x0 - 1) + (st_y0 - 1) * b_s1 + (st_kb - 1) * b_s2]);
      st_n4_r0_c0 = st_pv_5.x;
      st_n4_r0_c1 = st_pv_5.y;
    } else {
      if (st_in0) {
        st_n4_r0_c0 = b[(st_x0 - 1) + (st_y0 - 1) * b_s1 + (st_kb - 1) * b_s2];
      }
      if ((st_in0 && st_x1 <= st_hi0)) {
        st_n4_r0_c1 = b[(st_x1 - 1) + (st_y0 - 1) * b_s1 + (st_kb - 1) * b_s2];
      }
    }
    if (st_in0 && st_x1 <= st_hi0 && (((uintptr_t)&b[(st_x0 - 1) + (st_y0 - 1) * b_s1 + (st_kb - 1) * b_s2 + 1 * b_s3]) & 7) == 0) {
      const float2 st_pv_6 = *reinterpret_cast<const float2 *>(&b[(st_x0 - 1) + (st_y0 - 1) * b_s1 + (st_kb - 1) * b_s2 + 1 * b_s3]);
      st_n5_r0_c0 = st_pv_6.x;
      st_n5_r0_c1 = st_pv_6.y;
    } else {
      if (st_in0) {
        st_n5_r0_c0 = b[(st_x0 - 1) + (st_y0 - 1) * b_s1 + (st_kb - 1) * b_s2 + 1 * b_s3];
      }
      if ((st_in0 && st_x1 <= st_hi0)) {
        st_n5_r0_c1 = b[(st_x1 - 1) + (st_y0 - 1) * b_s1 + (st_kb - 1) * b_s2 + 1 * b_s3];
      }
    }
    if (st_in0 && st_x1 <= st_hi0 && (((uintptr_t)&b[(st_x0 - 1) + (st_y0 - 1) * b_s1 + (st_kb - 1) * b_s2 + 2 * b_s3]) & 7) == 0) {
      const float2 st_pv_7 = *reinterpret_cast<const float2 *>(&b[(st_x0 - 1) + (st_y0 - 1) * b_s1 + (st_kb - 1) * b_s2 + 2 * b_s3]);
      st_n6_r0_c0 = st_pv_7.x;
      st_n6_r0_c1 = st_pv_7.y;
    } else {
      if (st_in0) {
        st_n6_r0_c0 = b[(st_x0 - 1) + (st_y0 - 1) * b_s1 + (st_kb - 1) * b_s2 + 2 * b_s3];
      }
      if ((st_in0 && st_x1 <= st_hi0)) {
        st_n6_r0_c1 = b[(st_x1 - 1) + (st_y0 - 1) * b_s1 + (st_kb - 1) * b_s2 + 2 * b_s3];
      }
    }
    if (st_in0 && st_x1 <= st_hi0 && (((uintptr_t)&bnd[(st_x0 - 1) + (st_y0 - 1) * bnd_s1 + (st_kb - 1) * bnd_s2]) & 7) == 0) {
      const float2 st_pv_8 = *reinterpret_cast<const float2 *>(&bnd[(st_x0 - 1) + (st_y0 - 1) * bnd_s1 + (st_kb - 1) * bnd_s2]);
      st_n12_r0_c0 = st_pv_8.x;
      st_n12_r0_c1 = st_pv_8.y;
    } else {
      if (st_in0) {
        st_n12_r0_c0 = bnd[(st_x0 - 1) + (st_y0 - 1) * bnd_s1 + (st_kb - 1) * bnd_s2];
      }
      if ((st_in0 && st_x1 <= st_hi0)) {
        st_n12_r0_c1 = bnd[(st_x1 - 1) + (st_y0 - 1) * bnd_s1 + (st_kb - 1) * bnd_s2];
      }
    }
    if (st_in0 && st_x1 <= st_hi0 && (((uintptr_t)&c[(st_x0 - 1) + (st_y0 - 1) * c_s1 + (st_kb - 1) * c_s2]) & 7) == 0) {
      const float2 st_pv_9 = *reinterpret_cast<const float2 *>(&c[(st_x0 - 1) + (st_y0 - 1) * c_s1 + (st_kb - 1) * c_s2]);
      st_n7_r0_c0 = st_pv_9.x;
      st_n7_r0_c1 = st_pv_9.y;
    } else {
      if (st_in0) {
        st_n7_r0_c0 = c[(st_x0 - 1) + (st_y0 - 1) * c_s1 + (st_kb - 1) * c_s2];
      }
      if ((st_in0 && st_x1 <= st_hi0)) {
        st_n7_r0_c1 = c[(st_x1 - 1) + (st_y0 - 1) * c_s1 + (st_kb - 1) * c_s2];
      }
    }
    if (st_in0 && st_x1 <= st_hi0 && (((uintptr_t)&c[(st_x0 - 1) + (st_y0 - 1) * c_s1 + (st_kb - 1) * c_s2 + 1 * c_s3]) & 7) == 0) {
      const float2 st_pv_10 = *reinterpret_cast<const float2 *>(&c[(st_x0 - 1) + (st_y0 - 1) * c_s1 + (st_kb - 1) * c_s2 + 1 * c_s3]);
      st_n8_r0_c0 = st_pv_10.x;
      st_n8_r0_c1 = st_pv_10.y;
    } else {
      if (st_in0) {
        st_n8_r0_c0 = c[(st_x0 - 1) + (st_y0 - 1) * c_s1 + (st_kb - 1) * c_s2 + 1 * c_s3];
      }
      if ((st_in0 && st_x1 <= st_hi0)) {
        st_n8_r0_c1 = c[(st_x1 - 1) + (st_y0 - 1) * c_s1 + (st_kb - 1) * c_s2 + 1 * c_s3];
      }
    }
    if (st_in0 && st_x1 <= st_hi0 && (((uintptr_t)&c[(st_x0 - 1) + (st_y0 - 1) * c_s1 + (st_kb - 1) * c_s2 + 2 * c_s3]) & 7) == 0) {
      const float2 st_pv_11 = *reinterpret_cast<const float2 *>(&c[(st_x0 - 1) + (st_y0 - 1) * c_s1 + (st_kb - 1) * c_s2 + 2 * c_s3]);
      st_n9_r0_c0 = st_pv_11.x;
      st_n9_r0_c1 = st_pv_11.y;
    } else {
      if (st_in0) {
        st_n9_r0_c0 = c[(st_x0 - 1) + (st_y0 - 1) * c_s1 + (st_kb - 1) * c_s2 + 2 * c_s3];
      }
      if ((st_in0 && st_x1 <= st_hi0)) {
        st_n9_r0_c1 = c[(st_x1 - 1) + (st_y0 - 1) * c_s1 + (st_kb - 1) * c_s2 + 2 * c_s3];
      }
    }
    if (st_in0 && st_x1 <= st_hi0 && (((uintptr_t)&p[(st_x0 - 1) + (st_y0 - 1) * p_s1 + (st_kb - 2) * p_s2] | (uintptr_t)&p[(st_x0 - 1) + (st_y0 - 1) * p_s1 + (st_kb - 1) * p_s2]) & 7) == 0) {
      const float2 st_pv_12 = *reinterpret_cast<const float2 *>(&p[(st_x0 - 1) + (st_y0 - 1) * p_s1 + (st_kb - 2) * p_s2]);
      st_q1_0_r0_c0 = st_pv_12.x;
      st_q1_0_r0_c1 = st_pv_12.y;
      const float2 st_pv_13 = *reinterpret_cast<const float2 *>(&p[(st_x0 - 1) + (st_y0 - 1) * p_s1 + (st_kb - 1) * p_s2]);
      st_q1_1_r0_c0 = st_pv_13.x;
      st_q1_1_r0_c1 = st_pv_13.y;
    } else {
      if (st_in0) {
        st_q1_0_r0_c0 = p[(st_x0 - 1) + (st_y0 - 1) * p_s1 + (st_kb - 2) * p_s2];
        st_q1_1_r0_c0 = p[(st_x0 - 1) + (st_y0 - 1) * p_s1 + (st_kb - 1) * p_s2];
      }
      if ((st_in0 && st_x1 <= st_hi0)) {
        st_q1_0_r0_c1 = p[(st_x1 - 1) + (st_y0 - 1) * p_s1 + (st_kb - 2) * p_s2];
        st_q1_1_r0_c1 = p[(st_x1 - 1) + (st_y0 - 1) * p_s1 + (st_kb - 1) * p_s2];
      }
    }
    if (st_in0 && st_x1 <= st_hi0 && (((uintptr_t)&wrk1[(st_x0 - 1) + (st_y0 - 1) * wrk1_s1 + (st_kb - 1) * wrk1_s2]) & 7) == 0) {
      const float2 st_pv_14 = *reinterpret_cast<const float2 *>(&wrk1[(st_x0 - 1) + (st_y0 - 1) * wrk1_s1 + (st_kb - 1) * wrk1_s2]);
      st_n10_r0_c0 = st_pv_14.x;
      st_n10_r0_c1 = st_pv_14.y;
    } else {
      if (st_in0) {
        st_n10_r0_c0 = wrk1[(st_x0 - 1) + (st_y0 - 1) * wrk1_s1 + (st_kb - 1) * wrk1_s2];
      }
      if ((st_in0 && st_x1 <= st_hi0)) {
        st_n10_r0_c1 = wrk1[(st_x1 - 1) + (st_y0 - 1) * wrk1_s1 + (st_kb - 1) * wrk1_s2];
      }
    }
    if (st_in1 && st_x1 <= st_hi0 && (((uintptr_t)&a[(st_x0 - 1) + (st_y1 - 1) * a_s1 + (st_kb - 1) * a_s2]) & 7) == 0) {
      const float2 st_pv_15 = *reinterpret_cast<const float2 *>(&a[(st_x0 - 1) + (st_y1 - 1) * a_s1 + (st_kb - 1) * a_s2]);
      st_n0_r1_c0 = st_pv_15.x;
      st_n0_r1_c1 = st_pv_15.y;
    } else {
      if (st_in1) {
        st_n0_r1_c0 = a[(st_x0 - 1) + (st_y1 - 1) * a_s1 + (st_kb - 1) * a_s2];
      }
      if ((st_in1 && st_x1 <= st_hi0)) {
        st_n0_r1_c1 = a[(st_x1 - 1) + (st_y1 - 1) * a_s1 + (st_kb - 1) * a_s2];
      }
    }
    if (st_in1 && st_x1 <= st_hi0 && (((uintptr_t)&a[(st_x0 - 1) + (st_y1 - 1) * a_s1 + (st_kb - 1) * a_s2 + 1 * a_s3]) & 7) == 0) {
      const float2 st_pv_16 = *reinterpret_cast<const float2 *>(&a[(st_x0 - 1) + (st_y1 - 1) * a_s1 + (st_kb - 1) * a_s2 + 1 * a_s3]);
      st_n2_r1_c0 = st_pv_16.x;
      st_n2_r1_c1 = st_pv_16.y;
    } else {
      if (st_in1) {
        st_n2_r1_c0 = a[(st_x0 - 1) + (st_y1 - 1) * a_s1 + (st_kb - 1) * a_s2 + 1 * a_s3];
      }
      if ((st_in1 && st_x1 <= st_hi0)) {
        st_n2_r1_c1 = a[(st_x1 - 1) + (st_y1 - 1) * a_s1 + (st_kb - 1) * a_s2 + 1 * a_s3];
      }
    }
    if (st_in1 && st_x1 <= st_hi0 && (((uintptr_t)&a[(st_x0 - 1) + (st_y1 - 1) * a_s1 + (st_kb - 1) * a_s2 + 2 * a_s3]) & 7) == 0) {
      const float2 st_pv_17 = *reinterpret_cast<const float2 *>(&a[(st_x0 - 1) + (st_y1 - 1) * a_s1 + (st_kb - 1) * a_s2 + 2 * a_s3]);
      st_n3_r1_c0 = st_pv_17.x;
      st_n3_r1_c1 = st_pv_17.y;
    } else {
      if (st_in1) {
        st_n3_r1_c0 = a[(st_x0 - 1) + (st_y1 - 1) * a_s1 + (st_kb - 1) * a_s2 + 2 * a_s3];
      }
      if ((st_in1 && st_x1 <= st_hi0)) {
        st_n3_r1_c1 = a[(st_x1 - 1) + (st_y1 - 1) * a_s1 + (st_kb - 1) * a_s2 + 2 * a_s3];
      }
    }
    if (st_in1 && st_x1 <= st_hi0 && (((uintptr_t)&a[(st_x0 - 1) + (st_y1 - 1) * a_s1 + (st_kb - 1) * a_s2 + 3 * a_s3]) & 7) == 0) {
      const float2 st_pv_18 = *reinterpret_cast<const float2 *>(&a[(st_x0 - 1) + (st_y1 - 1) * a_s1 + (st_kb - 1) * a_s2 + 3 * a_s3]);
      st_n11_r1_c0 = st_pv_18.x;
      st_n11_r1_c1 = st_pv_18.y;
    } else {
      if (st_in1) {
        st_n11_r1_c0 = a[(st_x0 - 1) + (st_y1 - 1) * a_s1 + (st_kb - 1) * a_s2 + 3 * a_s3];
      }
      if ((st_in1 && st_x1 <= st_hi0)) {
        st_n11_r1_c1 = a[(st_x1 - 1) + (st_y1 - 1) * a_s1 + (st_kb - 1) * a_s2 + 3 * a_s3];
      }
    }
    if (st_in1 && st_x1 <= st_hi0 && (((uintptr_t)&b[(st_x0 - 1) + (st_y1 - 1) * b_s1 + (st_kb - 1) * b_s2]) & 7) == 0) {
      const float2 st_pv_19 = *reinterpret_cast<const float2 *>(&b[(st_x0 - 1) + (st_y1 - 1) * b_s1 + (st_kb - 1) * b_s2]);
      st_n4_r1_c0 = st_pv_19.x;
      st_n4_r1_c1 = st_pv_19.y;
    } else {
      if (st_in1) {
        st_n4_r1_c0 = b[(st_x0 - 1) + (st_y1 - 1) * b_s1 + (st_kb - 1) * b_s2];
      }
      if ((st_in1 && st_x1 <= st_hi0)) {
        st_n4_r1_c1 = b[(st_x1 - 1) + (st_y1 - 1) * b_s1 + (st_kb - 1) * b_s2];
      }
    }
    if (st_in1 && st_x1 <= st_hi0 && (((uintptr_t)&b[(st_x0 - 1) + (st_y1 - 1) * b_s1 + (st_kb - 1) * b_s2 + 1 * b_s3]) & 7) == 0) {
      const float2 st_pv_20 = *reinterpret_cast<const float2 *>(&b[(st_x0 - 1) + (st_y1 - 1) * b_s1 + (st_kb - 1) * b_s2 + 1 * b_s3]);
      st_n5_r1_c0 = st_pv_20.x;
      st_n5_r1_c1 = st_pv_20.y;
    } else {
      if (st_in1) {
        st_n5_r1_c0 = b[(st_x0 - 1) + (st_y1 - 1) * b_s1 + (st_kb - 1) * b_s2 + 1 * b_s3];
      }
      if ((st_in1 && st_x1 <= st_hi0)) {
        st_n5_r1_c1 = b[(st_x1 - 1) + (st_y1 - 1) * b_s1 + (st_kb - 1) * b_s2 + 1 * b_s3];
      }
    }
    if (st_in1 && st_x1 <= st_hi0 && (((uintptr_t)&b[(st_x0 - 1) + (st_y1 - 1) * b_s1 + (st_kb - 1) * b_s2 + 2 * b_s3]) & 7) == 0) {
      const float2 st_pv_21 = *reinterpret_cast<const float2 *>(&b[(st_x0 - 1) + (st_y1 - 1) * b_s1 + (st_kb - 1) * b_s2 + 2 * b_s3]);
      st_n6_r1_c0 = st_pv_21.x;
      st_n6_r1_c1 = st_pv_21.y;
    } else {
      if (st_in1) {
        st_n6_r1_c0 = b[(st_x0 - 1) + (st_y1 - 1) * b_s1 + (st_kb - 1) * b_s2 + 2 * b_s3];
      }
      if ((st_in1 && st_x1 <= st_hi0)) {
        st_n6_r1_c1 = b[(st_x1 - 1) + (st_y1 - 1) * b_s1 + (st_kb - 1) * b_s2 + 2 * b_s3];
      }
    }
    if (st_in1 && st_x1 <= st_hi0 && (((uintptr_t)&bnd[(st_x0 - 1) + (st_y1 - 1) * bnd_s1 + (st_kb - 1) * bnd_s2]) & 7) == 0) {
      const float2 st_pv_22 = *reinterpret_cast<const float2 *>(&bnd[(st_x0 - 1) + (st_y1 - 1) * bnd_s1 + (st_kb - 1) * bnd_s2]);
      st_n12_r1_c0 = st_pv_22.x;
      st_n12_r1_c1 = st_pv_22.y;
    } else {
      if (st_in1) {
        st_n12_r1_c0 = bnd[(st_x0 - 1) + (st_y1 - 1) * bnd_s1 + (st_kb - 1) * bnd_s2];
      }
      if ((st_in1 && st_x1 <= st_hi0)) {
        st_n12_r1_c1 = bnd[(st_x1 - 1) + (st_y1 - 1) * bnd_s1 + (st_kb - 1) * bnd_s2];
      }
    }
    if (st_in1 && st_x1 <= st_hi0 && (((uintptr_t)&c[(st_x0 - 1) + (st_y1 - 1) * c_s1 + (st_kb - 1) * c_s2]) & 7) == 0) {
      const float2 st_pv_23 = *reinterpret_cast<const float2 *>(&c[(st_x0 - 1) + (st_y1 - 1) * c_s1 + (st_kb - 1) * c_s2]);
      st_n7_r1_c0 = st_pv_23.x;
      st_n7_r1_c1 = st_pv_23.y;
    } else {
      if (st_in1) {
        st_n7_r1_c0 = c[(st_x0 - 1) + (st_y1 - 1) * c_s1 + (st_kb - 1) * c_s2];
      }
      if ((st_in1 && st_x1 <= st_hi0)) {
        st_n7_r1_c1 = c[(st_x1 - 1) + (st_y1 - 1) * c_s1 + (st_kb - 1) * c_s2];
      }
    }
    if (st_in1 && st_x1 <= st_hi0 && (((uintptr_t)&c[(st_x0 - 1) + (st_y1 - 1) * c_s1 + (st_kb - 1) * c_s2 + 1 * c_s3]) & 7) == 0) {
      const float2 st_pv_24 = *reinterpret_cast<const float2 *>(&c[(st_x0 - 1) + (st_y1 - 1) * c_s1 + (st_kb - 1) * c_s2 + 1 * c_s3]);
      st_n8_r1_c0 = st_pv_24.x;
      st_n8_r1_c1 = st_pv_24.y;
    } else {
      if (st_in1) {
        st_n8_r1_c0 = c[(st_x0 - 1) + (st_y1 - 1) * c_s1 + (st_kb - 1) * c_s2 + 1 * c_s3];
      }
      if ((st_in1 && st_x1 <= st_hi0)) {
        st_n8_r1_c1 = c[(st_x1 - 1) + (st_y1 - 1) * c_s1 + (st_kb - 1) * c_s2 + 1 * c_s3];
      }
    }
    if (st_in1 && st_x1 <= st_hi0 && (((uintptr_t)&c[(st_x0 - 1) + (st_y1 - 1) * c_s1 + (st_kb - 1) * c_s2 + 2 * c_s3]) & 7) == 0) {
      const float2 st_pv_25 = *reinterpret_cast<const float2 *>(&c[(st_x0 - 1) + (st_y1 - 1) * c_s1 + (st_kb - 1) * c_s2 + 2 * c_s3]);
      st_n9_r1_c0 = st_pv_25.x;
      st_n9_r1_c1 = st_pv_25.y;
    } else {
      if (st_in1) {
        st_n9_r1_c0 = c[(st_x0 - 1) + (st_y1 - 1) * c_s1 + (st_kb - 1) * c_s2 + 2 * c_s3];
      }
      if ((st_in1 && st_x1 <= st_hi0)) {
        st_n9_r1_c1 = c[(st_x1 - 1) + (st_y1 - 1) * c_s1 + (st_kb - 1) * c_s2 + 2 * c_s3];
      }
    }
    if (st_in1 && st_x1 <= st_hi0 && (((uintptr_t)&p[(st_x0 - 1) + (st_y1 - 1) * p_s1 + (st_kb - 2) * p_s2] | (uintptr_t)&p[(st_x0 - 1) + (st_y1 - 1) * p_s1 + (st_kb - 1) * p_s2]) & 7) == 0) {
      const float2 st_pv_26 = *reinterpret_cast<const float2 *>(&p[(st_x0 - 1) + (st_y1 - 1) * p_s1 + (st_kb - 2) * p_s2]);
      st_q1_0_r1_c0 = st_pv_26.x;
      st_q1_0_r1_c1 = st_pv_26.y;
      const float2 st_pv_27 = *reinterpret_cast<const float2 *>(&p[(st_x0 - 1) + (st_y1 - 1) * p_s1 + (st_kb - 1) * p_s2]);
      st_q1_1_r1_c0 = st_pv_27.x;
      st_q1_1_r1_c1 = st_pv_27.y;
    } else {
      if (st_in1) {
        st_q1_0_r1_c0 = p[(st_x0 - 1) + (st_y1 - 1) * p_s1 + (st_kb - 2) * p_s2];
        st_q1_1_r1_c0 = p[(st_x0 - 1) + (st_y1 - 1) * p_s1 + (st_kb - 1) * p_s2];
      }
      if ((st_in1 && st_x1 <= st_hi0)) {
        st_q1_0_r1_c1 = p[(st_x1 - 1) + (st_y1 - 1) * p_s1 + (st_kb - 2) * p_s2];
        st_q1_1_r1_c1 = p[(st_x1 - 1) + (st_y1 - 1) * p_s1 + (st_kb - 1) * p_s2];
      }
    }
    if (st_in1 && st_x1 <= st_hi0 && (((uintptr_t)&wrk1[(st_x0 - 1) + (st_y1 - 1) * wrk1_s1 + (st_kb - 1) * wrk1_s2]) & 7) == 0) {
      const float2 st_pv_28 = *reinterpret_cast<const float2 *>(&wrk1[(st_x0 - 1) + (st_y1 - 1) * wrk1_s1 + (st_kb - 1) * wrk1_s2]);
      st_n10_r1_c0 = st_pv_28.x;
      st_n10_r1_c1 = st_pv_28.y;
    } else {
      if (st_in1) {
        st_n10_r1_c0 = wrk1[(st_x0 - 1) + (st_y1 - 1) * wrk1_s1 + (st_kb - 1) * wrk1_s2];
      }
      if ((st_in1 && st_x1 <= st_hi0)) {
        st_n10_r1_c1 = wrk1[(st_x1 - 1) + (st_y1 - 1) * wrk1_s1 + (st_kb - 1) * wrk1_s2];
      }
    }
    int st_it = 0;
    const bool st_al1 = (((uintptr_t)&p[((st_o0 - 1) - 1) + ((st_o1 - 1) - 1) * p_s1 + (st_kb - 2) * p_s2] | (uintptr_t)&p[((st_o0 - 1) - 1) + ((st_o1 - 1 + 1) - 1) * p_s1 + (st_kb - 2) * p_s2] | (uintptr_t)&p[((st_o0 - 1) - 1) + ((st_o1 - 1) - 1) * p_s1 + (st_kb - 1) * p_s2]) & 15) == 0;
    const bool st_al8_1 = (((uintptr_t)&p[((st_o0 - 1) - 1) + ((st_o1 - 1) - 1) * p_s1 + (st_kb - 2) * p_s2] | (uintptr_t)&p[((st_o0 - 1) - 1) + ((st_o1 - 1 + 1) - 1) * p_s1 + (st_kb - 2) * p_s2] | (uintptr_t)&p[((st_o0 - 1) - 1) + ((st_o1 - 1) - 1) * p_s1 + (st_kb - 1) * p_s2]) & 7) == 0;
    const bool st_full1 = st_al1 && &p[((st_o0 - 1 + 67) - 1) + ((st_o1 - 1 + 9) - 1) * p_s1 + ((kmax) - 1) * p_s2] <= &p[((imax) - 1) + ((jmax) - 1) * p_s1 + ((kmax) - 1) * p_s2];
    {
      if (st_full1) {
        const float *st_b = &p[((st_o0 - 1) - 1) + ((st_o1 - 1) - 1) * p_s1 + (st_kb - 2) * p_s2];
        const ptrdiff_t st_rs = &p[((st_o0 - 1) - 1) + (((st_o1 - 1) + 1) - 1) * p_s1 + (st_kb - 2) * p_s2] - st_b;
        const int st_fr = st_tid / 17, st_fc = (st_tid - st_fr * 17) * 4;
        if (st_fr < 7) {
          #pragma unroll
          for (int st_m = 0; st_m < 2; ++st_m) {
            if (st_fr + st_m * 7 < 10) __pipeline_memcpy_async(&st_s1[0][st_fr + st_m * 7][st_fc], st_b + st_fc + (ptrdiff_t)(st_fr + st_m * 7) * st_rs, 16);
          }
        }
      } else if (st_al1) {
        for (int st_e = st_tid; st_e < 170; st_e += 128) {
          const int st_cy = st_e / 17, st_cx = (st_e - st_cy * 17) * 4;
          const int st_gy = st_o1 - 1 + st_cy;
          const int st_gx = st_o0 - 1 + st_cx;
          if (st_gy >= st_lo1 - 1 && st_gy <= st_hi1 + 1) {
            if (st_gx >= st_lo0 - 1 && (st_gx + 3) <= st_hi0 + 1) {
              __pipeline_memcpy_async(&st_s1[0][st_cy][st_cx], &p[(st_gx - 1) + (st_gy - 1) * p_s1 + (st_kb - 2) * p_s2], 16);
            } else {
              for (int st_t = 0; st_t < 4; ++st_t) {
                if ((st_gx + st_t) >= st_lo0 - 1 && (st_gx + st_t) <= st_hi0 + 1) __pipeline_memcpy_async(&st_s1[0][st_cy][st_cx + st_t], &p[((st_gx + st_t) - 1) + (st_gy - 1) * p_s1 + (st_kb - 2) * p_s2], sizeof(float));
              }
            }
          }
        }
      } else if (st_al8_1) {
        for (int st_e_2 = st_tid; st_e_2 < 340; st_e_2 += 128) {
          const int st_cy_2 = st_e_2 / 34, st_cx_2 = (st_e_2 - st_cy_2 * 34) * 2;
          const int st_gy_2 = st_o1 - 1 + st_cy_2;
          const int st_gx_2 = st_o0 - 1 + st_cx_2;
          if (st_gy_2 >= st_lo1 - 1 && st_gy_2 <= st_hi1 + 1) {
            if (st_gx_2 >= st_lo0 - 1 && (st_gx_2 + 1) <= st_hi0 + 1) {
              __pipeline_memcpy_async(&st_s1[0][st_cy_2][st_cx_2], &p[(st_gx_2 - 1) + (st_gy_2 - 1) * p_s1 + (st_kb - 2) * p_s2], 8);
            } else {
              for (int st_t_2 = 0; st_t_2 < 2; ++st_t_2) {
                if ((st_gx_2 + st_t_2) >= st_lo0 - 1 && (st_gx_2 + st_t_2) <= st_hi0 + 1) __pipeline_memcpy_async(&st_s1[0][st_cy_2][st_cx_2 + st_t_2], &p[((st_gx_2 + st_t_2) - 1) + (st_gy_2 - 1) * p_s1 + (st_kb - 2) * p_s2], sizeof(float));
              }
            }
          }
        }
      } else {
        for (int st_e_3 = st_tid; st_e_3 < 660; st_e_3 += 128) {
          const int st_cy_3 = st_e_3 / 66, st_cx_3 = (st_e_3 - st_cy_3 * 66);
          const int st_gy_3 = st_o1 - 1 + st_cy_3;
          const int st_gx_3 = st_o0 - 1 + st_cx_3;
          if (st_gx_3 >= st_lo0 - 1 && st_gx_3 <= st_hi0 + 1 && st_gy_3 >= st_lo1 - 1 && st_gy_3 <= st_hi1 + 1) __pipeline_memcpy_async(&st_s1[0][st_cy_3][st_cx_3], &p[(st_gx_3 - 1) + (st_gy_3 - 1) * p_s1 + (st_kb - 2) * p_s2], sizeof(float));
        }
      }
    }
    __pipeline_commit();
    {
      if (st_full1) {
        const float *st_b_2 = &p[((st_o0 - 1) - 1) + ((st_o1 - 1) - 1) * p_s1 + (st_kb - 1) * p_s2];
        const ptrdiff_t st_rs_2 = &p[((st_o0 - 1) - 1) + (((st_o1 - 1) + 1) - 1) * p_s1 + (st_kb - 1) * p_s2] - st_b_2;
        const int st_fr_2 = st_tid / 17, st_fc_2 = (st_tid - st_fr_2 * 17) * 4;
        if (st_fr_2 < 7) {
          #pragma unroll
          for (int st_m_2 = 0; st_m_2 < 2; ++st_m_2) {
            if (st_fr_2 + st_m_2 * 7 < 10) __pipeline_memcpy_async(&st_s1[1][st_fr_2 + st_m_2 * 7][st_fc_2], st_b_2 + st_fc_2 + (ptrdiff_t)(st_fr_2 + st_m_2 * 7) * st_rs_2, 16);
          }
        }
      } else if (st_al1) {
        for (int st_e_4 = st_tid; st_e_4 < 170; st_e_4 += 128) {
          const int st_cy_4 = st_e_4 / 17, st_cx_4 = (st_e_4 - st_cy_4 * 17) * 4;
          const int st_gy_4 = st_o1 - 1 + st_cy_4;
          const int st_gx_4 = st_o0 - 1 + st_cx_4;
          if (st_gy_4 >= st_lo1 - 1 && st_gy_4 <= st_hi1 + 1) {
            if (st_gx_4 >= st_lo0 - 1 && (st_gx_4 + 3) <= st_hi0 + 1) {
              __pipeline_memcpy_async(&st_s1[1][st_cy_4][st_cx_4], &p[(st_gx_4 - 1) + (st_gy_4 - 1) * p_s1 + (st_kb - 1) * p_s2], 16);
            } else {
              for (int st_t_3 = 0; st_t_3 < 4; ++st_t_3) {
                if ((st_gx_4 + st_t_3) >= st_lo0 - 1 && (st_gx_4 + st_t_3) <= st_hi0 + 1) __pipeline_memcpy_async(&st_s1[1][st_cy_4][st_cx_4 + st_t_3], &p[((st_gx_4 + st_t_3) - 1) + (st_gy_4 - 1) * p_s1 + (st_kb - 1) * p_s2], sizeof(float));
              }
            }
          }
        }
      } else if (st_al8_1) {
        for (int st_e_5 = st_tid; st_e_5 < 340; st_e_5 += 128) {
          const int st_cy_5 = st_e_5 / 34, st_cx_5 = (st_e_5 - st_cy_5 * 34) * 2;
          const int st_gy_5 = st_o1 - 1 + st_cy_5;
          const int st_gx_5 = st_o0 - 1 + st_cx_5;
          if (st_gy_5 >= st_lo1 - 1 && st_gy_5 <= st_hi1 + 1) {
            if (st_gx_5 >= st_lo0 - 1 && (st_gx_5 + 1) <= st_hi0 + 1) {
              __pipeline_memcpy_async(&st_s1[1][st_cy_5][st_cx_5], &p[(st_gx_5 - 1) + (st_gy_5 - 1) * p_s1 + (st_kb - 1) * p_s2], 8);
            } else {
              for (int st_t_4 = 0; st_t_4 < 2; ++st_t_4) {
                if ((st_gx_5 + st_t_4) >= st_lo0 - 1 && (st_gx_5 + st_t_4) <= st_hi0 + 1) __pipeline_memcpy_async(&st_s1[1][st_cy_5][st_cx_5 + st_t_4], &p[((st_gx_5 + st_t_4) - 1) + (st_gy_5 - 1) * p_s1 + (st_kb - 1) * p_s2], sizeof(float));
              }
            }
          }
        }
      } else {
        for (int st_e_6 = st_tid; st_e_6 < 660; st_e_6 += 128) {
          const int st_cy_6 = st_e_6 / 66, st_cx_6 = (st_e_6 - st_cy_6 * 66);
          const int st_gy_6 = st_o1 - 1 + st_cy_6;
          const int st_gx_6 = st_o0 - 1 + st_cx_6;
          if (st_gx_6 >= st_lo0 - 1 && st_gx_6 <= st_hi0 + 1 && st_gy_6 >= st_lo1 - 1 && st_gy_6 <= st_hi1 + 1) __pipeline_memcpy_async(&st_s1[1][st_cy_6][st_cx_6], &p[(st_gx_6 - 1) + (st_gy_6 - 1) * p_s1 + (st_kb - 1) * p_s2], sizeof(float));
        }
      }
    }
    __pipeline_commit();
    {
      if (st_full1) {
        const float *st_b_3 = &p[((st_o0 - 1) - 1) + ((st_o1 - 1) - 1) * p_s1 + st_kb * p_s2];
        const ptrdiff_t st_rs_3 = &p[((st_o0 - 1) - 1) + (((st_o1 - 1) + 1) - 1) * p_s1 + st_kb * p_s2] - st_b_3;
        const int st_fr_3 = st_tid / 17, st_fc_3 = (st_tid - st_fr_3 * 17) * 4;
        if (st_fr_3 < 7) {
          #pragma unroll
          for (int st_m_3 = 0; st_m_3 < 2; ++st_m_3) {
            if (st_fr_3 + st_m_3 * 7 < 10) __pipeline_memcpy_async(&st_s1[2][st_fr_3 + st_m_3 * 7][st_fc_3], st_b_3 + st_fc_3 + (ptrdiff_t)(st_fr_3 + st_m_3 * 7) * st_rs_3, 16);
          }
        }
      } else if (st_al1) {
        for (int st_e_7 = st_tid; st_e_7 < 170; st_e_7 += 128) {
          const int st_cy_7 = st_e_7 / 17, st_cx_7 = (st_e_7 - st_cy_7 * 17) * 4;
          const int st_gy_7 = st_o1 - 1 + st_cy_7;
          const int st_gx_7 = st_o0 - 1 + st_cx_7;
          if (st_gy_7 >= st_lo1 - 1 && st_gy_7 <= st_hi1 + 1) {
            if (st_gx_7 >= st_lo0 - 1 && (st_gx_7 + 3) <= st_hi0 + 1) {
              __pipeline_memcpy_async(&st_s1[2][st_cy_7][st_cx_7], &p[(st_gx_7 - 1) + (st_gy_7 - 1) * p_s1 + st_kb * p_s2], 16);
            } else {
              for (int st_t_5 = 0; st_t_5 < 4; ++st_t_5) {
                if ((st_gx_7 + st_t_5) >= st_lo0 - 1 && (st_gx_7 + st_t_5) <= st_hi0 + 1) __pipeline_memcpy_async(&st_s1[2][st_cy_7][st_cx_7 + st_t_5], &p[((st_gx_7 + st_t_5) - 1) + (st_gy_7 - 1) * p_s1 + st_kb * p_s2], sizeof(float));
              }
            }
          }
        }
      } else if (st_al8_1) {
        for (int st_e_8 = st_tid; st_e_8 < 340; st_e_8 += 128) {
          const int st_cy_8 = st_e_8 / 34, st_cx_8 = (st_e_8 - st_cy_8 * 34) * 2;
          const int st_gy_8 = st_o1 - 1 + st_cy_8;
          const int st_gx_8 = st_o0 - 1 + st_cx_8;
          if (st_gy_8 >= st_lo1 - 1 && st_gy_8 <= st_hi1 + 1) {
            if (st_gx_8 >= st_lo0 - 1 && (st_gx_8 + 1) <= st_hi0 + 1) {
              __pipeline_memcpy_async(&st_s1[2][st_cy_8][st_cx_8], &p[(st_gx_8 - 1) + (st_gy_8 - 1) * p_s1 + st_kb * p_s2], 8);
            } else {
              for (int st_t_6 = 0; st_t_6 < 2; ++st_t_6) {
                if ((st_gx_8 + st_t_6) >= st_lo0 - 1 && (st_gx_8 + st_t_6) <= st_hi0 + 1) __pipeline_memcpy_async(&st_s1[2][st_cy_8][st_cx_8 + st_t_6], &p[((st_gx_8 + st_t_6) - 1) + (st_gy_8 - 1) * p_s1 + st_kb * p_s2], sizeof(float));
              }
            }
          }
        }
      } else {
        for (int st_e_9 = st_tid; st_e_9 < 660; st_e_9 += 128) {
          const int st_cy_9 = st_e_9 / 66, st_cx_9 = (st_e_9 - st_cy_9 * 66);
          const int st_gy_9 = st_o1 - 1 + st_cy_9;
          const int st_gx_9 = st_o0 - 1 + st_cx_9;
          if (st_gx_9 >= st_lo0 - 1 && st_gx_9 <= st_hi0 + 1 && st_gy_9 >= st_lo1 - 1 && st_gy_9 <= st_hi1 + 1) __pipeline_memcpy_async(&st_s1[2][st_cy_9][st_cx_9], &p[(st_gx_9 - 1) + (st_gy_9 - 1) * p_s1 + st_kb * p_s2], sizeof(float));
        }
      }
    }
    __pipeline_commit();
    if (st_kb + 1 <= st_ke) {
      if (st_full1) {
        const float *st_b_4 = &p[((st_o0 - 1) - 1) + ((st_o1 - 1) - 1) * p_s1 + (st_kb + 1) * p_s2];
        const ptrdiff_t st_rs_4 = &p[((st_o0 - 1) - 1) + (((st_o1 - 1) + 1) - 1) * p_s1 + (st_kb + 1) * p_s2] - st_b_4;
        const int st_fr_4 = st_tid / 17, st_fc_4 = (st_tid - st_fr_4 * 17) * 4;
        if (st_fr_4 < 7) {
          #pragma unroll
          for (int st_m_4 = 0; st_m_4 < 2; ++st_m_4) {
            if (st_fr_4 + st_m_4 * 7 < 10) __pipeline_memcpy_async(&st_s1[3][st_fr_4 + st_m_4 * 7][st_fc_4], st_b_4 + st_fc_4 + (ptrdiff_t)(st_fr_4 + st_m_4 * 7) * st_rs_4, 16);
          }
        }
      } else if (st_al1) {
        for (int st_e_10 = st_tid; st_e_10 < 170; st_e_10 += 128) {
          const int st_cy_10 = st_e_10 / 17, st_cx_10 = (st_e_10 - st_cy_10 * 17) * 4;
          const int st_gy_10 = st_o1 - 1 + st_cy_10;
          const int st_gx_10 = st_o0 - 1 + st_cx_10;
          if (st_gy_10 >= st_lo1 - 1 && st_gy_10 <= st_hi1 + 1) {
            if (st_gx_10 >= st_lo0 - 1 && (st_gx_10 + 3) <= st_hi0 + 1) {
              __pipeline_memcpy_async(&st_s1[3][st_cy_10][st_cx_10], &p[(st_gx_10 - 1) + (st_gy_10 - 1) * p_s1 + (st_kb + 1) * p_s2], 16);
            } else {
              for (int st_t_7 = 0; st_t_7 < 4; ++st_t_7) {
                if ((st_gx_10 + st_t_7) >= st_lo0 - 1 && (st_gx_10 + st_t_7) <= st_hi0 + 1) __pipeline_memcpy_async(&st_s1[3][st_cy_10][st_cx_10 + st_t_7], &p[((st_gx_10 + st_t_7) - 1) + (st_gy_10 - 1) * p_s1 + (st_kb + 1) * p_s2], sizeof(float));
              }
            }
          }
        }
      } else if (st_al8_1) {
        for (int st_e_11 = st_tid; st_e_11 < 340; st_e_11 += 128) {
          const int st_cy_11 = st_e_11 / 34, st_cx_11 = (st_e_11 - st_cy_11 * 34) * 2;
          const int st_gy_11 = st_o1 - 1 + st_cy_11;
          const int st_gx_11 = st_o0 - 1 + st_cx_11;
          if (st_gy_11 >= st_lo1 - 1 && st_gy_11 <= st_hi1 + 1) {
            if (st_gx_11 >= st_lo0 - 1 && (st_gx_11 + 1) <= st_hi0 + 1) {
              __pipeline_memcpy_async(&st_s1[3][st_cy_11][st_cx_11], &p[(st_gx_11 - 1) + (st_gy_11 - 1) * p_s1 + (st_kb + 1) * p_s2], 8);
            } else {
              for (int st_t_8 = 0; st_t_8 < 2; ++st_t_8) {
                if ((st_gx_11 + st_t_8) >= st_lo0 - 1 && (st_gx_11 + st_t_8) <= st_hi0 + 1) __pipeline_memcpy_async(&st_s1[3][st_cy_11][st_cx_11 + st_t_8], &p[((st_gx_11 + st_t_8) - 1) + (st_gy_11 - 1) * p_s1 + (st_kb + 1) * p_s2], sizeof(float));
              }
            }
          }
        }
      } else {
        for (int st_e_12 = st_tid; st_e_12 < 660; st_e_12 += 128) {
          const int st_cy_12 = st_e_12 / 66, st_cx_12 = (st_e_12 - st_cy_12 * 66);
          const int st_gy_12 = st_o1 - 1 + st_cy_12;
          const int st_gx_12 = st_o0 - 1 + st_cx_12;
          if (st_gx_12 >= st_lo0 - 1 && st_gx_12 <= st_hi0 + 1 && st_gy_12 >= st_lo1 - 1 && st_gy_12 <= st_hi1 + 1) __pipeline_memcpy_async(&st_s1[3][st_cy_12][st_cx_12], &p[(st_gx_12 - 1) + (st_gy_12 - 1) * p_s1 + (st_kb + 1) * p_s2], sizeof(float));
        }
      }
    }
    __pipeline_commit();
    #pragma unroll 4
    for (k = st_kb; k <= st_ke; ++k) {
      st_q1_m1_r0_c0 = st_q1_0_r0_c0;
      st_q1_0_r0_c0 = st_q1_1_r0_c0;
      st_q0_0_r0_c0 = st_n0_r0_c0;
      st_q2_0_r0_c0 = st_n2_r0_c0;
      st_q3_0_r0_c0 = st_n3_r0_c0;
      st_q11_0_r0_c0 = st_n11_r0_c0;
      st_q4_0_r0_c0 = st_n4_r0_c0;
      st_q5_0_r0_c0 = st_n5_r0_c0;
      st_q6_0_r0_c0 = st_n6_r0_c0;
      st_q12_0_r0_c0 = st_n12_r0_c0;
      st_q7_0_r0_c0 = st_n7_r0_c0;
      st_q8_0_r0_c0 = st_n8_r0_c0;
      st_q9_0_r0_c0 = st_n9_r0_c0;
      st_q10_0_r0_c0 = st_n10_r0_c0;
      st_q1_m1_r0_c1 = st_q1_0_r0_c1;
      st_q1_0_r0_c1 = st_q1_1_r0_c1;
      st_q0_0_r0_c1 = st_n0_r0_c1;
      st_q2_0_r0_c1 = st_n2_r0_c1;
      st_q3_0_r0_c1 = st_n3_r0_c1;
      st_q11_0_r0_c1 = st_n11_r0_c1;
      st_q4_0_r0_c1 = st_n4_r0_c1;
      st_q5_0_r0_c1 = st_n5_r0_c1;
      st_q6_0_r0_c1 = st_n6_r0_c1;
      st_q12_0_r0_c1 = st_n12_r0_c1;
      st_q7_0_r0_c1 = st_n7_r0_c1;
      st_q8_0_r0_c1 = st_n8_r0_c1;
      st_q9_0_r0_c1 = st_n9_r0_c1;
      st_q10_0_r0_c1 = st_n10_r0_c1;
      st_q1_m1_r1_c0 = st_q1_0_r1_c0;
      st_q1_0_r1_c0 = st_q1_1_r1_c0;
      st_q0_0_r1_c0 = st_n0_r1_c0;
      st_q2_0_r1_c0 = st_n2_r1_c0;
      st_q3_0_r1_c0 = st_n3_r1_c0;
      st_q11_0_r1_c0 = st_n11_r1_c0;
      st_q4_0_r1_c0 = st_n4_r1_c0;
      st_q5_0_r1_c0 = st_n5_r1_c0;
      st_q6_0_r1_c0 = st_n6_r1_c0;
      st_q12_0_r1_c0 = st_n12_r1_c0;
      st_q7_0_r1_c0 = st_n7_r1_c0;
      st_q8_0_r1_c0 = st_n8_r1_c0;
      st_q9_0_r1_c0 = st_n9_r1_c0;
      st_q10_0_r1_c0 = st_n10_r1_c0;
      st_q1_m1_r1_c1 = st_q1_0_r1_c1;
      st_q1_0_r1_c1 = st_q1_1_r1_c1;
      st_q0_0_r1_c1 = st_n0_r1_c1;
      st_q2_0_r1_c1 = st_n2_r1_c1;
      st_q3_0_r1_c1 = st_n3_r1_c1;
      st_q11_0_r1_c1 = st_n11_r1_c1;
      st_q4_0_r1_c1 = st_n4_r1_c1;
      st_q5_0_r1_c1 = st_n5_r1_c1;
      st_q6_0_r1_c1 = st_n6_r1_c1;
      st_q12_0_r1_c1 = st_n12_r1_c1;
      st_q7_0_r1_c1 = st_n7_r1_c1;
      st_q8_0_r1_c1 = st_n8_r1_c1;
      st_q9_0_r1_c1 = st_n9_r1_c1;
      st_q10_0_r1_c1 = st_n10_r1_c1;
      if (k + 2 <= st_ke) {
        if (st_full1) {
          const float *st_b_5 = &p[((st_o0 - 1) - 1) + ((st_o1 - 1) - 1) * p_s1 + (k + 2) * p_s2];
          const ptrdiff_t st_rs_5 = &p[((st_o0 - 1) - 1) + (((st_o1 - 1) + 1) - 1) * p_s1 + (k + 2) * p_s2] - st_b_5;
          const int st_fr_5 = st_tid / 17, st_fc_5 = (st_tid - st_fr_5 * 17) * 4;
          if (st_fr_5 < 7) {
            #pragma unroll
            for (int st_m_5 = 0; st_m_5 < 2; ++st_m_5) {
              if (st_fr_5 + st_m_5 * 7 < 10) __pipeline_memcpy_async(&st_s1[((st_it + 4) % 6)][st_fr_5 + st_m_5 * 7][st_fc_5], st_b_5 + st_fc_5 + (ptrdiff_t)(st_fr_5 + st_m_5 * 7) * st_rs_5, 16);
            }
          }
        } else if (st_al1) {
          for (int st_e_13 = st_tid; st_e_13 < 170; st_e_13 += 128) {
            const int st_cy_13 = st_e_13 / 17, st_cx_13 = (st_e_13 - st_cy_13 * 17) * 4;
            const int st_gy_13 = st_o1 - 1 + st_cy_13;
            const int st_gx_13 = st_o0 - 1 + st_cx_13;
            if (st_gy_13 >= st_lo1 - 1 && st_gy_13 <= st_hi1 + 1) {
              if (st_gx_13 >= st_lo0 - 1 && (st_gx_13 + 3) <= st_hi0 + 1) {
                __pipeline_memcpy_async(&st_s1[((st_it + 4) % 6)][st_cy_13][st_cx_13], &p[(st_gx_13 - 1) + (st_gy_13 - 1) * p_s1 + (k + 2) * p_s2], 16);
              } else {
                for (int st_t_9 = 0; st_t_9 < 4; ++st_t_9) {
                  if ((st_gx_13 + st_t_9) >= st_lo0 - 1 && (st_gx_13 + st_t_9) <= st_hi0 + 1) __pipeline_memcpy_async(&st_s1[((st_it + 4) % 6)][st_cy_13][st_cx_13 + st_t_9], &p[((st_gx_13 + st_t_9) - 1) + (st_gy_13 - 1) * p_s1 + (k + 2) * p_s2], sizeof(float));
                }
              }
            }
          }
        } else if (st_al8_1) {
          for (int st_e_14 = st_tid; st_e_14 < 340; st_e_14 += 128) {
            const int st_cy_14 = st_e_14 / 34, st_cx_14 = (st_e_14 - st_cy_14 * 34) * 2;
            const int st_gy_14 = st_o1 - 1 + st_cy_14;
            const int st_gx_14 = st_o0 - 1 + st_cx_14;
            if (st_gy_14 >= st_lo1 - 1 && st_gy_14 <= st_hi1 + 1) {
              if (st_gx_14 >= st_lo0 - 1 && (st_gx_14 + 1) <= st_hi0 + 1) {
                __pipeline_memcpy_async(&st_s1[((st_it + 4) % 6)][st_cy_14][st_cx_14], &p[(st_gx_14 - 1) + (st_gy_14 - 1) * p_s1 + (k + 2) * p_s2], 8);
              } else {
                for (int st_t_10 = 0; st_t_10 < 2; ++st_t_10) {
                  if ((st_gx_14 + st_t_10) >= st_lo0 - 1 && (st_gx_14 + st_t_10) <= st_hi0 + 1) __pipeline_memcpy_async(&st_s1[((st_it + 4) % 6)][st_cy_14][st_cx_14 + st_t_10], &p[((st_gx_14 + st_t_10) - 1) + (st_gy_14 - 1) * p_s1 + (k + 2) * p_s2], sizeof(float));
                }
              }
            }
          }
        } else {
          for (int st_e_15 = st_tid; st_e_15 < 660; st_e_15 += 128) {
            const int st_cy_15 = st_e_15 / 66, st_cx_15 = (st_e_15 - st_cy_15 * 66);
            const int st_gy_15 = st_o1 - 1 + st_cy_15;
            const int st_gx_15 = st_o0 - 1 + st_cx_15;
            if (st_gx_15 >= st_lo0 - 1 && st_gx_15 <= st_hi0 + 1 && st_gy_15 >= st_lo1 - 1 && st_gy_15 <= st_hi1 + 1) __pipeline_memcpy_async(&st_s1[((st_it + 4) % 6)][st_cy_15][st_cx_15], &p[(st_gx_15 - 1) + (st_gy_15 - 1) * p_s1 + (k + 2) * p_s2], sizeof(float));
          }
        }
      }
      __pipeline_commit();
      __pipeline_wait_prior(2);
      __syncthreads();
      st_q1_1_r0_c0 = st_s1[((st_it + 2) % 6)][st_ty * 2 + 1][st_tx * 2 + 1];
      st_q1_1_r0_c1 = st_s1[((st_it + 2) % 6)][st_ty * 2 + 1][st_tx * 2 + 2];
      st_q1_1_r1_c0 = st_s1[((st_it + 2) % 6)][st_ty * 2 + 2][st_tx * 2 + 1];
      st_q1_1_r1_c1 = st_s1[((st_it + 2) % 6)][st_ty * 2 + 2][st_tx * 2 + 2];
      if (st_in0 && k < st_ke) {
        st_n0_r0_c0 = a[(st_x0 - 1) + (st_y0 - 1) * a_s1 + k * a_s2];
        st_n2_r0_c0 = a[(st_x0 - 1) + (st_y0 - 1) * a_s1 + k * a_s2 + 1 * a_s3];
        st_n3_r0_c0 = a[(st_x0 - 1) + (st_y0 - 1) * a_s1 + k * a_s2 + 2 * a_s3];
        st_n11_r0_c0 = a[(st_x0 - 1) + (st_y0 - 1) * a_s1 + k * a_s2 + 3 * a_s3];
        st_n4_r0_c0 = b[(st_x0 - 1) + (st_y0 - 1) * b_s1 + k * b_s2];
        st_n5_r0_c0 = b[(st_x0 - 1) + (st_y0 - 1) * b_s1 + k * b_s2 + 1 * b_s3];
        st_n6_r0_c0 = b[(st_x0 - 1) + (st_y0 - 1) * b_s1 + k * b_s2 + 2 * b_s3];
        st_n12_r0_c0 = bnd[(st_x0 - 1) + (st_y0 - 1) * bnd_s1 + k * bnd_s2];
        st_n7_r0_c0 = c[(st_x0 - 1) + (st_y0 - 1) * c_s1 + k * c_s2];
        st_n8_r0_c0 = c[(st_x0 - 1) + (st_y0 - 1) * c_s1 + k * c_s2 + 1 * c_s3];
        st_n9_r0_c0 = c[(st_x0 - 1) + (st_y0 - 1) * c_s1 + k * c_s2 + 2 * c_s3];
        st_n10_r0_c0 = wrk1[(st_x0 - 1) + (st_y0 - 1) * wrk1_s1 + k * wrk1_s2];
      }
      if ((st_in0 && st_x1 <= st_hi0) && k < st_ke) {
        st_n0_r0_c1 = a[(st_x1 - 1) + (st_y0 - 1) * a_s1 + k * a_s2];
        st_n2_r0_c1 = a[(st_x1 - 1) + (st_y0 - 1) * a_s1 + k * a_s2 + 1 * a_s3];
        st_n3_r0_c1 = a[(st_x1 - 1) + (st_y0 - 1) * a_s1 + k * a_s2 + 2 * a_s3];
        st_n11_r0_c1 = a[(st_x1 - 1) + (st_y0 - 1) * a_s1 + k * a_s2 + 3 * a_s3];
        st_n4_r0_c1 = b[(st_x1 - 1) + (st_y0 - 1) * b_s1 + k * b_s2];
        st_n5_r0_c1 = b[(st_x1 - 1) + (st_y0 - 1) * b_s1 + k * b_s2 + 1 * b_s3];
        st_n6_r0_c1 = b[(st_x1 - 1) + (st_y0 - 1) * b_s1 + k * b_s2 + 2 * b_s3];
        st_n12_r0_c1 = bnd[(st_x1 - 1) + (st_y0 - 1) * bnd_s1 + k * bnd_s2];
        st_n7_r0_c1 = c[(st_x1 - 1) + (st_y0 - 1) * c_s1 + k * c_s2];
        st_n8_r0_c1 = c[(st_x1 - 1) + (st_y0 - 1) * c_s1 + k * c_s2 + 1 * c_s3];
        st_n9_r0_c1 = c[(st_x1 - 1) + (st_y0 - 1) * c_s1 + k * c_s2 + 2 * c_s3];
        st_n10_r0_c1 = wrk1[(st_x1 - 1) + (st_y0 - 1) * wrk1_s1 + k * wrk1_s2];
      }
      if (st_in1 && k < st_ke) {
        st_n0_r1_c0 = a[(st_x0 - 1) + (st_y1 - 1) * a_s1 + k * a_s2];
        st_n2_r1_c0 = a[(st_x0 - 1) + (st_y1 - 1) * a_s1 + k * a_s2 + 1 * a_s3];
        st_n3_r1_c0 = a[(st_x0 - 1) + (st_y1 - 1) * a_s1 + k * a_s2 + 2 * a_s3];
        st_n11_r1_c0 = a[(st_x0 - 1) + (st_y1 - 1) * a_s1 + k * a_s2 + 3 * a_s3];
        st_n4_r1_c0 = b[(st_x0 - 1) + (st_y1 - 1) * b_s1 + k * b_s2];
        st_n5_r1_c0 = b[(st_x0 - 1) + (st_y1 - 1) * b_s1 + k * b_s2 + 1 * b_s3];
        st_n6_r1_c0 = b[(st_x0 - 1) + (st_y1 - 1) * b_s1 + k * b_s2 + 2 * b_s3];
        st_n12_r1_c0 = bnd[(st_x0 - 1) + (st_y1 - 1) * bnd_s1 + k * bnd_s2];
        st_n7_r1_c0 = c[(st_x0 - 1) + (st_y1 - 1) * c_s1 + k * c_s2];
        st_n8_r1_c0 = c[(st_x0 - 1) + (st_y1 - 1) * c_s1 + k * c_s2 + 1 * c_s3];
        st_n9_r1_c0 = c[(st_x0 - 1) + (st_y1 - 1) * c_s1 + k * c_s2 + 2 * c_s3];
        st_n10_r1_c0 = wrk1[(st_x0 - 1) + (st_y1 - 1) * wrk1_s1 + k * wrk1_s2];
      }
      if ((st_in1 && st_x1 <= st_hi0) && k < st_ke) {
        st_n0_r1_c1 = a[(st_x1 - 1) + (st_y1 - 1) * a_s1 + k * a_s2];
        st_n2_r1_c1 = a[(st_x1 - 1) + (st_y1 - 1) * a_s1 + k * a_s2 + 1 * a_s3];
        st_n3_r1_c1 = a[(st_x1 - 1) + (st_y1 - 1) * a_s1 + k * a_s2 + 2 * a_s3];
        st_n11_r1_c1 = a[(st_x1 - 1) + (st_y1 - 1) * a_s1 + k * a_s2 + 3 * a_s3];
        st_n4_r1_c1 = b[(st_x1 - 1) + (st_y1 - 1) * b_s1 + k * b_s2];
        st_n5_r1_c1 = b[(st_x1 - 1) + (st_y1 - 1) * b_s1 + k * b_s2 + 1 * b_s3];
        st_n6_r1_c1 = b[(st_x1 - 1) + (st_y1 - 1) * b_s1 + k * b_s2 + 2 * b_s3];
        st_n12_r1_c1 = bnd[(st_x1 - 1) + (st_y1 - 1) * bnd_s1 + k * bnd_s2];
        st_n7_r1_c1 = c[(st_x1 - 1) + (st_y1 - 1) * c_s1 + k * c_s2];
        st_n8_r1_c1 = c[(st_x1 - 1) + (st_y1 - 1) * c_s1 + k * c_s2 + 1 * c_s3];
        st_n9_r1_c1 = c[(st_x1 - 1) + (st_y1 - 1) * c_s1 + k * c_s2 + 2 * c_s3];
        st_n10_r1_c1 = wrk1[(st_x1 - 1) + (st_y1 - 1) * wrk1_s1 + k * wrk1_s2];
      }
      j = st_y0;
      if (st_in0) {
        const float2 st_v1_0_0_0 = *reinterpret_cast<const float2 *>(&st_s1[((st_it + 0) % 6)][st_ty * 2 + 0][st_tx * 2 + 0]);
        const float2 st_v1_0_0_1 = *reinterpret_cast<const float2 *>(&st_s1[((st_it + 0) % 6)][st_ty * 2 + 0][st_tx * 2 + 2]);
        const float2 st_v1_0_1_0 = *reinterpret_cast<const float2 *>(&st_s1[((st_it + 0) % 6)][st_ty * 2 + 1][st_tx * 2 + 0]);
        const float2 st_v1_0_1_1 = *reinterpret_cast<const float2 *>(&st_s1[((st_it + 0) % 6)][st_ty * 2 + 1][st_tx * 2 + 2]);
        const float2 st_v1_0_2_0 = *reinterpret_cast<const float2 *>(&st_s1[((st_it + 0) % 6)][st_ty * 2 + 2][st_tx * 2 + 0]);
        const float2 st_v1_0_2_1 = *reinterpret_cast<const float2 *>(&st_s1[((st_it + 0) % 6)][st_ty * 2 + 2][st_tx * 2 + 2]);
        const float2 st_v1_1_0_0 = *reinterpret_cast<const float2 *>(&st_s1[((st_it + 1) % 6)][st_ty * 2 + 0][st_tx * 2 + 0]);
        const float2 st_v1_1_0_1 = *reinterpret_cast<const float2 *>(&st_s1[((st_it + 1) % 6)][st_ty * 2 + 0][st_tx * 2 + 2]);
        const float2 st_v1_1_1_0 = *reinterpret_cast<const float2 *>(&st_s1[((st_it + 1) % 6)][st_ty * 2 + 1][st_tx * 2 + 0]);
        const float2 st_v1_1_1_1 = *reinterpret_cast<const float2 *>(&st_s1[((st_it + 1) % 6)][st_ty * 2 + 1][st_tx * 2 + 2]);
        const float2 st_v1_1_2_0 = *reinterpret_cast<const float2 *>(&st_s1[((st_it + 1) % 6)][st_ty * 2 + 2][st_tx * 2 + 0]);
        const float2 st_v1_1_2_1 = *reinterpret_cast<const float2 *>(&st_s1[((st_it + 1) % 6)][st_ty * 2 + 2][st_tx * 2 + 2]);
        const float2 st_v1_2_0_0 = *reinterpret_cast<const float2 *>(&st_s1[((st_it + 2) % 6)][st_ty * 2 + 0][st_tx * 2 + 0]);
        const float2 st_v1_2_0_1 = *reinterpret_cast<const float2 *>(&st_s1[((st_it + 2) % 6)][st_ty * 2 + 0][st_tx * 2 + 2]);
        const float2 st_v1_2_1_0 = *reinterpret_cast<const float2 *>(&st_s1[((st_it + 2) % 6)][st_ty * 2 + 1][st_tx * 2 + 0]);
        const float2 st_v1_2_1_1 = *reinterpret_cast<const float2 *>(&st_s1[((st_it + 2) % 6)][st_ty * 2 + 1][st_tx * 2 + 2]);
        const float2 st_v1_2_2_0 = *reinterpret_cast<const float2 *>(&st_s1[((st_it + 2) % 6)][st_ty * 2 + 2][st_tx * 2 + 0]);
        const float2 st_v1_2_2_1 = *reinterpret_cast<const float2 *>(&st_s1[((st_it + 2) % 6)][st_ty * 2 + 2][st_tx * 2 + 2]);
        i = st_x0;
        s0 = st_q0_0_r0_c0 * st_v1_1_1_1.x + st_q2_0_r0_c0 * st_v1_1_2_0.y
            + st_q3_0_r0_c0 * st_q1_1_r0_c0 + st_q4_0_r0_c0 * (st_v1_1_2_1.x - st_v1_1_0_1.x
            - st_v1_1_2_0.x + st_v1_1_0_0.x) + st_q5_0_r0_c0 * (st_v1_2_2_0.y - st_v1_2_0_0.y
            - st_v1_0_2_0.y + st_v1_0_0_0.y) + st_q6_0_r0_c0 * (st_v1_2_1_1.x - st_v1_2_1_0.x
            - st_v1_0_1_1.x + st_v1_0_1_0.x) + st_q7_0_r0_c0 * st_v1_1_1_0.x
            + st_q8_0_r0_c0 * st_v1_1_0_0.y + st_q9_0_r0_c0 * st_q1_m1_r0_c0 + st_q10_0_r0_c0;
        ss = (s0 * st_q11_0_r0_c0 - st_q1_0_r0_c0) * st_q12_0_r0_c0;
        wrk2[(i - 1) + (j - 1) * wrk2_s1 + (k - 1) * wrk2_s2] = st_q1_0_r0_c0 + omega * ss;
        i = st_x1;
        if (st_x1 <= st_hi0) {
          s0 = st_q0_0_r0_c1 * st_v1_1_1_1.y + st_q2_0_r0_c1 * st_v1_1_2_1.x
              + st_q3_0_r0_c1 * st_q1_1_r0_c1 + st_q4_0_r0_c1 * (st_v1_1_2_1.y - st_v1_1_0_1.y
              - st_v1_1_2_0.y + st_v1_1_0_0.y) + st_q5_0_r0_c1 * (st_v1_2_2_1.x - st_v1_2_0_1.x
              - st_v1_0_2_1.x + st_v1_0_0_1.x) + st_q6_0_r0_c1 * (st_v1_2_1_1.y - st_v1_2_1_0.y
              - st_v1_0_1_1.y + st_v1_0_1_0.y) + st_q7_0_r0_c1 * st_v1_1_1_0.y
              + st_q8_0_r0_c1 * st_v1_1_0_1.x + st_q9_0_r0_c1 * st_q1_m1_r0_c1 + st_q10_0_r0_c1;
          ss = (s0 * st_q11_0_r0_c1 - st_q1_0_r0_c1) * st_q12_0_r0_c1;
          wrk2[(i - 1) + (j - 1) * wrk2_s1 + (k - 1) * wrk2_s2] = st_q1_0_r0_c1 + omega * ss;
        }
        j = st_y1;
        if (st_in1) {
          const float2 st_v1_0_3_0 = *reinterpret_cast<const float2 *>(&st_s1[((st_it + 0) % 6)][st_ty * 2 + 3][st_tx * 2 + 0]);
          const float2 st_v1_0_3_1 = *reinterpret_cast<const float2 *>(&st_s1[((st_it + 0) % 6)][st_ty * 2 + 3][st_tx * 2 + 2]);
          const float2 st_v1_1_3_0 = *reinterpret_cast<const float2 *>(&st_s1[((st_it + 1) % 6)][st_ty * 2 + 3][st_tx * 2 + 0]);
          const float2 st_v1_1_3_1 = *reinterpret_cast<const float2 *>(&st_s1[((st_it + 1) % 6)][st_ty * 2 + 3][st_tx * 2 + 2]);
          const float2 st_v1_2_3_0 = *reinterpret_cast<const float2 *>(&st_s1[((st_it + 2) % 6)][st_ty * 2 + 3][st_tx * 2 + 0]);
          const float2 st_v1_2_3_1 = *reinterpret_cast<const float2 *>(&st_s1[((st_it + 2) % 6)][st_ty * 2 + 3][st_tx * 2 + 2]);
          i = st_x0;
          s0 = st_q0_0_r1_c0 * st_v1_1_2_1.x + st_q2_0_r1_c0 * st_v1_1_3_0.y
              + st_q3_0_r1_c0 * st_q1_1_r1_c0 + st_q4_0_r1_c0 * (st_v1_1_3_1.x - st_v1_1_1_1.x
              - st_v1_1_3_0.x + st_v1_1_1_0.x) + st_q5_0_r1_c0 * (st_v1_2_3_0.y - st_v1_2_1_0.y
              - st_v1_0_3_0.y + st_v1_0_1_0.y) + st_q6_0_r1_c0 * (st_v1_2_2_1.x - st_v1_2_2_0.x
              - st_v1_0_2_1.x + st_v1_0_2_0.x) + st_q7_0_r1_c0 * st_v1_1_2_0.x
              + st_q8_0_r1_c0 * st_v1_1_1_0.y + st_q9_0_r1_c0 * st_q1_m1_r1_c0 + st_q10_0_r1_c0;
          ss = (s0 * st_q11_0_r1_c0 - st_q1_0_r1_c0) * st_q12_0_r1_c0;
          wrk2[(i - 1) + (j - 1) * wrk2_s1 + (k - 1) * wrk2_s2] = st_q1_0_r1_c0 + omega * ss;
          i = st_x1;
          if (st_x1 <= st_hi0) {
            s0 = st_q0_0_r1_c1 * st_v1_1_2_1.y + st_q2_0_r1_c1 * st_v1_1_3_1.x
                + st_q3_0_r1_c1 * st_q1_1_r1_c1 + st_q4_0_r1_c1 * (st_v1_1_3_1.y - st_v1_1_1_1.y
                - st_v1_1_3_0.y + st_v1_1_1_0.y) + st_q5_0_r1_c1 * (st_v1_2_3_1.x - st_v1_2_1_1.x
                - st_v1_0_3_1.x + st_v1_0_1_1.x) + st_q6_0_r1_c1 * (st_v1_2_2_1.y - st_v1_2_2_0.y
                - st_v1_0_2_1.y + st_v1_0_2_0.y) + st_q7_0_r1_c1 * st_v1_1_2_0.y
                + st_q8_0_r1_c1 * st_v1_1_1_1.x + st_q9_0_r1_c1 * st_q1_m1_r1_c1 + st_q10_0_r1_c1;
            ss = (s0 * st_q11_0_r1_c1 - st_q1_0_r1_c1) * st_q12_0_r1_c1;
            wrk2[(i - 1) + (j - 1) * wrk2_s1 + (k - 1) * wrk2_s2] = st_q1_0_r1_c1 + omega * ss;
          }
        }
      }
      ++st_it;
    }
    __pipeline_wait_prior(0);
  }
}

/* Device pointers: launches the kernels on the default stream and returns the launch's
   error code (0: cudaSuccess); it does not wait for them. */
extern "C" int himeno_device(int32_t imax, int32_t jmax, int32_t kmax, float omega, const float *restrict a, const float *restrict b, const float *restrict c, const float *restrict p, const float *restrict bnd, const float *restrict wrk1, float *restrict wrk2)
{
  {
    const ptrdiff_t st_n0 = (ptrdiff_t)imax - 2;
    const ptrdiff_t st_n1 = (ptrdiff_t)jmax - 2;
    const ptrdiff_t st_n2 = (ptrdiff_t)kmax - 2;
    if (st_n0 <= 0 || st_n1 <= 0 || st_n2 <= 0) goto st_next0;
    const ptrdiff_t st_gx = (st_n0 + 63) / 64, st_gy = (st_n1 + 7) / 8, st_gz = (st_n2 + 127) / 128;
    if (st_gx > 2147483647 || st_gy > 65535 || st_gz > 65535) return (int)cudaErrorInvalidConfiguration;
    st_himeno_kernel0<<<dim3((unsigned)st_gx, (unsigned)st_gy, (unsigned)st_gz), dim3(32, 4, 1), 16320>>>(imax, jmax, kmax, omega, a, b, c, p, bnd, wrk1, wrk2);
    {
      cudaError_t st_e = cudaGetLastError();
      if (st_e != cudaSuccess) return (int)st_e;
    }
  }
  st_next0:;
  return 0;
}

/* Device buffers kept between calls of himeno_host, grown as needed. */
static void *st_buffer_himeno[7];
static size_t st_capacity_himeno[7];

static cudaError_t st_reserve_himeno(int which, size_t bytes)
{
  if (st_capacity_himeno[which] >= bytes && st_buffer_himeno[which] != NULL) return cudaSuccess;
  if (st_buffer_himeno[which] != NULL) cudaFree(st_buffer_himeno[which]);
  st_buffer_himeno[which] = NULL;
  st_capacity_himeno[which] = 0;
  cudaError_t e = cudaMalloc(&st_buffer_himeno[which], bytes > 0 ? bytes : 1);
  if (e == cudaSuccess) st_capacity_himeno[which] = bytes;
  return e;
}

#define ST_TRY(call) do { cudaError_t st_e_ = (call); if (st_e_ != cudaSuccess) return (int)st_e_; } while (0)

/* Host pointers: copies every array to the device, runs the kernels, copies the arrays
   the subroutine writes back. Returns 0 or the CUDA error code. Not thread-safe. */
extern "C" int himeno_host(int32_t imax, int32_t jmax, int32_t kmax, float omega, const float *restrict a, const float *restrict b, const float *restrict c, const float *restrict p, const float *restrict bnd, const float *restrict wrk1, float *restrict wrk2)
{
  const size_t st_bytes0 = (size_t)(((ptrdiff_t)imax) * ((ptrdiff_t)jmax) * ((ptrdiff_t)kmax) * (4)) * sizeof(float);
  ST_TRY(st_reserve_himeno(0, st_bytes0));
  ST_TRY(cudaMemcpy(st_buffer_himeno[0], a, st_bytes0, cudaMemcpyHostToDevice));
  const size_t st_bytes1 = (size_t)(((ptrdiff_t)imax) * ((ptrdiff_t)jmax) * ((ptrdiff_t)kmax) * (3)) * sizeof(float);
  ST_TRY(st_reserve_himeno(1, st_bytes1));
  ST_TRY(cudaMemcpy(st_buffer_himeno[1], b, st_bytes1, cudaMemcpyHostToDevice));
  const size_t st_bytes2 = (size_t)(((ptrdiff_t)imax) * ((ptrdiff_t)jmax) * ((ptrdiff_t)kmax) * (3)) * sizeof(float);
  ST_TRY(st_reserve_himeno(2, st_bytes2));
  ST_TRY(cudaMemcpy(st_buffer_himeno[2], c, st_bytes2, cudaMemcpyHostToDevice));
  const size_t st_bytes3 = (size_t)(((ptrdiff_t)imax) * ((ptrdiff_t)jmax) * ((ptrdiff_t)kmax)) * sizeof(float);
  ST_TRY(st_reserve_himeno(3, st_bytes3));
  ST_TRY(cudaMemcpy(st_buffer_himeno[3], p, st_bytes3, cudaMemcpyHostToDevice));
  const size_t st_bytes4 = (size_t)(((ptrdiff_t)imax) * ((ptrdiff_t)jmax) * ((ptrdiff_t)kmax)) * sizeof(float);
  ST_TRY(st_reserve_himeno(4, st_bytes4));
  ST_TRY(cudaMemcpy(st_buffer_himeno[4], bnd, st_bytes4, cudaMemcpyHostToDevice));
  const size_t st_bytes5 = (size_t)(((ptrdiff_t)imax) * ((ptrdiff_t)jmax) * ((ptrdiff_t)kmax)) * sizeof(float);
  ST_TRY(st_reserve_himeno(5, st_bytes5));
  ST_TRY(cudaMemcpy(st_buffer_himeno[5], wrk1, st_bytes5, cudaMemcpyHostToDevice));
  const size_t st_bytes6 = (size_t)(((ptrdiff_t)imax) * ((ptrdiff_t)jmax) * ((ptrdiff_t)kmax)) * sizeof(float);
  ST_TRY(st_reserve_himeno(6, st_bytes6));
  ST_TRY(cudaMemcpy(st_buffer_himeno[6], wrk2, st_bytes6, cudaMemcpyHostToDevice));
  ST_TRY((cudaError_t)himeno_device(imax, jmax, kmax, omega, (const float *)st_buffer_himeno[0], (const float *)st_buffer_himeno[1], (const float *)st_buffer_himeno[2], (const float *)st_buffer_himeno[3], (const float *)st_buffer_himeno[4], (const float *)st_buffer_himeno[5], (float *)st_buffer_himeno[6]));
  ST_TRY(cudaDeviceSynchronize());
  ST_TRY(cudaMemcpy(wrk2, st_buffer_himeno[6], st_bytes6, cudaMemcpyDeviceToHost));
  return 0;
}

/* Host pointers; a CUDA error is printed and ends the program. */
extern "C" void himeno(int32_t imax, int32_t jmax, int32_t kmax, float omega, const float *restrict a, const float *restrict b, const float *restrict c, const float *restrict p, const float *restrict bnd, const float *restrict wrk1, float *restrict wrk2)
{
  int st_e = himeno_host(imax, jmax, kmax, omega, a, b, c, p, bnd, wrk1, wrk2);
  if (st_e != 0) {
    fprintf(stderr, "himeno: CUDA error %d: %s\n", st_e, cudaGetErrorString((cudaError_t)st_e));
    abort();
  }
}

/* gfortran's convention: every argument by reference. */
extern "C" void himeno_(const int32_t *imax, const int32_t *jmax, const int32_t *kmax, const float *omega, const float *a, const float *b, const float *c, const float *p, const float *bnd, const float *wrk1, float *wrk2)
{
  himeno(*imax, *jmax, *kmax, *omega, a, b, c, p, bnd, wrk1, wrk2);
}

/* The CPU library's first-touch initialiser, for callers of either library: zeroes the
   host arrays (device buffers are placed by the driver). */
extern "C" void himeno_first_touch(int32_t imax, int32_t jmax, int32_t kmax, float omega, float *restrict a, float *restrict b, float *restrict c, float *restrict p, float *restrict bnd, float *restrict wrk1, float *restrict wrk2)
{
  memset(a, 0, (size_t)(((ptrdiff_t)imax) * ((ptrdiff_t)jmax) * ((ptrdiff_t)kmax) * (4)) * sizeof(float));
  memset(b, 0, (size_t)(((ptrdiff_t)imax) * ((ptrdiff_t)jmax) * ((ptrdiff_t)kmax) * (3)) * sizeof(float));
  memset(c, 0, (size_t)(((ptrdiff_t)imax) * ((ptrdiff_t)jmax) * ((ptrdiff_t)kmax) * (3)) * sizeof(float));
  memset(p, 0, (size_t)(((ptrdiff_t)imax) * ((ptrdiff_t)jmax) * ((ptrdiff_t)kmax)) * sizeof(float));
  memset(bnd, 0, (size_t)(((ptrdiff_t)imax) * ((ptrdiff_t)jmax) * ((ptrdiff_t)kmax)) * sizeof(float));
  memset(wrk1, 0, (size_t)(((ptrdiff_t)imax) * ((ptrdiff_t)jmax) * ((ptrdiff_t)kmax)) * sizeof(float));
  memset(wrk2, 0, (size_t)(((ptrdiff_t)imax) * ((ptrdiff_t)jmax) * ((ptrdiff_t)kmax)) * sizeof(float));
  (void)imax;
  (void)jmax;
  (void)kmax;
  (void)omega;
}

/* The variant a call runs: this file holds one. */
extern "C" int himeno_variant(int32_t imax, int32_t jmax, int32_t kmax)
{
  (void)imax;
  (void)jmax;
  (void)kmax;
  return 1;
}
