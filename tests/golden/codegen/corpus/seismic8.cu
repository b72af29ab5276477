/* Subroutine seismic8 for CUDA, printed by stenciltune.
   Variant: TX=32 TY=8 RY=4 RX=4 ZB=128 STREAM=1 SMEM=2 PIPE=2 RO=1 LB=1 UNROLL=1.
   Arrays keep Fortran's column-major order and lower bounds. Entry points:
   seismic8 (host pointers; aborts on a CUDA error), seismic8_host (host pointers; returns the
   CUDA error code), seismic8_device (device pointers; launches on the default stream),
   seismic8_ (gfortran's convention: every argument by reference). */
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

/* Nest 1 (line 20). */
__global__ __launch_bounds__(256) void st_seismic8_kernel0(int32_t nx, int32_t ny, int32_t nz,
                                                           float dt2, float rh2,
                                                           const float *restrict vel,
                                                           const float *restrict pprev,
                                                           const float *restrict p,
                                                           float *restrict pnext)
{
  const float w0 = -205.0f / 72.0f;
  const float w1 = 8.0f / 5.0f;
  const float w2 = -1.0f / 5.0f;
  const float w3 = 8.0f / 315.0f;
  const float w4 = -1.0f / 560.0f;
  const ptrdiff_t vel_s1 = (ptrdiff_t)nx;
  const ptrdiff_t vel_s2 = vel_s1 * ((ptrdiff_t)ny);
  const ptrdiff_t pprev_s1 = (ptrdiff_t)nx + 8;
  const ptrdiff_t pprev_s2 = pprev_s1 * ((ptrdiff_t)ny + 8);
  const ptrdiff_t p_s1 = (ptrdiff_t)nx + 8;
  const ptrdiff_t p_s2 = p_s1 * ((ptrdiff_t)ny + 8);
  const ptrdiff_t pnext_s1 = (ptrdiff_t)nx + 8;
  const ptrdiff_t pnext_s2 = pnext_s1 * ((ptrdiff_t)ny + 8);
  int32_t k, j, i;
  float lap;

  {
    const int st_lo0 = (int)(0);
    const int st_hi0 = (int)(nx - 1);
    const int st_lo1 = (int)(0);
    const int st_hi1 = (int)(ny - 1);
    const int st_lo2 = (int)(0);
    const int st_hi2 = (int)(nz - 1);
    const int st_tx = (int)threadIdx.x;
    const int st_ty = (int)threadIdx.y;
    const int st_o0 = st_lo0 + (int)blockIdx.x * 128;
    const int st_x0 = st_o0 + st_tx * 4 + 0;
    const int st_x1 = st_o0 + st_tx * 4 + 1;
    const int st_x2 = st_o0 + st_tx * 4 + 2;
    const int st_x3 = st_o0 + st_tx * 4 + 3;
    i = st_x0;
    const int st_o1 = st_lo1 + (int)blockIdx.y * 32;
    const int st_y0 = st_o1 + st_ty * 4 + 0;
    const int st_y1 = st_o1 + st_ty * 4 + 1;
    const int st_y2 = st_o1 + st_ty * 4 + 2;
    const int st_y3 = st_o1 + st_ty * 4 + 3;
    const bool st_in0 = i <= st_hi0 && st_y0 <= st_hi1;
    const bool st_in1 = i <= st_hi0 && st_y1 <= st_hi1;
    const bool st_in2 = i <= st_hi0 && st_y2 <= st_hi1;
    const bool st_in3 = i <= st_hi0 && st_y3 <= st_hi1;
    const int st_kb = st_lo2 + (int)blockIdx.z * 128;
    const int st_ke = min(st_kb + 127, st_hi2);
    float st_q0_m4_r0_c0 = 0, st_q0_m3_r0_c0 = 0, st_q0_m2_r0_c0 = 0, st_q0_m1_r0_c0 = 0, st_q0_0_r0_c0 = 0, st_q0_1_r0_c0 = 0, st_q0_2_r0_c0 = 0, st_q0_3_r0_c0 = 0, st_q0_4_r0_c0 = 0;
    float st_q0_m4_r0_c1 = 0, st_q0_m3_r0_c1 = 0, st_q0_m2_r0_c1 = 0, st_q0_m1_r0_c1 = 0, st_q0_0_r0_c1 = 0, st_q0_1_r0_c1 = 0, st_q0_2_r0_c1 = 0, st_q0_3_r0_c1 = 0, st_q0_4_r0_c1 = 0;
    float st_q0_m4_r0_c2 = 0, st_q0_m3_r0_c2 = 0, st_q0_m2_r0_c2 = 0, st_q0_m1_r0_c2 = 0, st_q0_0_r0_c2 = 0, st_q0_1_r0_c2 = 0, st_q0_2_r0_c2 = 0, st_q0_3_r0_c2 = 0, st_q0_4_r0_c2 = 0;
    float st_q0_m4_r0_c3 = 0, st_q0_m3_r0_c3 = 0, st_q0_m2_r0_c3 = 0, st_q0_m1_r0_c3 = 0, st_q0_0_r0_c3 = 0, st_q0_1_r0_c3 = 0, st_q0_2_r0_c3 = 0, st_q0_3_r0_c3 = 0, st_q0_4_r0_c3 = 0;
    float st_q0_m4_r1_c0 = 0, st_q0_m3_r1_c0 = 0, st_q0_m2_r1_c0 = 0, st_q0_m1_r1_c0 = 0, st_q0_0_r1_c0 = 0, st_q0_1_r1_c0 = 0, st_q0_2_r1_c0 = 0, st_q0_3_r1_c0 = 0, st_q0_4_r1_c0 = 0;
    float st_q0_m4_r1_c1 = 0, st_q0_m3_r1_c1 = 0, st_q0_m2_r1_c1 = 0, st_q0_m1_r1_c1 = 0, st_q0_0_r1_c1 = 0, st_q0_1_r1_c1 = 0, st_q0_2_r1_c1 = 0, st_q0_3_r1_c1 = 0, st_q0_4_r1_c1 = 0;
    float st_q0_m4_r1_c2 = 0, st_q0_m3_r1_c2 = 0, st_q0_m2_r1_c2 = 0, st_q0_m1_r1_c2 = 0, st_q0_0_r1_c2 = 0, st_q0_1_r1_c2 = 0, st_q0_2_r1_c2 = 0, st_q0_3_r1_c2 = 0, st_q0_4_r1_c2 = 0;
    float st_q0_m4_r1_c3 = 0, st_q0_m3_r1_c3 = 0, st_q0_m2_r1_c3 = 0, st_q0_m1_r1_c3 = 0, st_q0_0_r1_c3 = 0, st_q0_1_r1_c3 = 0, st_q0_2_r1_c3 = 0, st_q0_3_r1_c3 = 0, st_q0_4_r1_c3 = 0;
    float st_q0_m4_r2_c0 = 0, st_q0_m3_r2_c0 = 0, st_q0_m2_r2_c0 = 0, st_q0_m1_r2_c0 = 0, st_q0_0_r2_c0 = 0, st_q0_1_r2_c0 = 0, st_q0_2_r2_c0 = 0, st_q0_3_r2_c0 = 0, st_q0_4_r2_c0 = 0;
    float st_q0_m4_r2_c1 = 0, st_q0_m3_r2_c1 = 0, st_q0_m2_r2_c1 = 0, st_q0_m1_r2_c1 = 0, st_q0_0_r2_c1 = 0, st_q0_1_r2_c1 = 0, st_q0_2_r2_c1 = 0, st_q0_3_r2_c1 = 0, st_q0_4_r2_c1 = 0;
    float st_q0_m4_r2_c2 = 0, st_q0_m3_r2_c2 = 0, st_q0_m2_r2_c2 = 0, st_q0_m1_r2_c2 = 0, st_q0_0_r2_c2 = 0, st_q0_1_r2_c2 = 0, st_q0_2_r2_c2 = 0, st_q0_3_r2_c2 = 0, st_q0_4_r2_c2 = 0;
    float st_q0_m4_r2_c3 = 0, st_q0_m3_r2_c3 = 0, st_q0_m2_r2_c3 = 0, st_q0_m1_r2_c3 = 0, st_q0_0_r2_c3 = 0, st_q0_1_r2_c3 = 0, st_q0_2_r2_c3 = 0, st_q0_3_r2_c3 = 0, st_q0_4_r2_c3 = 0;
    float st_q0_m4_r3_c0 = 0, st_q0_m3_r3_c0 = 0, st_q0_m2_r3_c0 = 0, st_q0_m1_r3_c0 = 0, st_q0_0_r3_c0 = 0, st_q0_1_r3_c0 = 0, st_q0_2_r3_c0 = 0, st_q0_3_r3_c0 = 0, st_q0_4_r3_c0 = 0;
    float st_q0_m4_r3_c1 = 0, st_q0_m3_r3_c1 = 0, st_q0_m2_r3_c1 = 0, st_q0_m1_r3_c1 = 0, st_q0_0_r3_c1 = 0, st_q0_1_r3_c1 = 0, st_q0_2_r3_c1 = 0, st_q0_3_r3_c1 = 0, st_q0_4_r3_c1 = 0;
    float st_q0_m4_r3_c2 = 0, st_q0_m3_r3_c2 = 0, st_q0_m2_r3_c2 = 0, st_q0_m1_r3_c2 = 0, st_q0_0_r3_c2 = 0, st_q0_1_r3_c2 = 0, st_q0_2_r3_c2 = 0, st_q0_3_r3_c2 = 0, st_q0_4_r3_c2 = 0;
    float st_q0_m4_r3_c3 = 0, st_q0_m3_r3_c3 = 0, st_q0_m2_r3_c3 = 0, st_q0_m1_r3_c3 = 0, st_q0_0_r3_c3 = 0, st_q0_1_r3_c3 = 0, st_q0_2_r3_c3 = 0, st_q0_3_r3_c3 = 0, st_q0_4_r3_c3 = 0;
    extern __shared__ __align__(16) unsigned char st_smem[];
    const int st_tid = st_tx + st_ty * 32;
    float (*st_s0)[40][136] = reinterpret_cast<float (*)[40][136]>(st_smem + 0);
    float st_q1_0_r0_c0 = 0, st_n1_r0_c0 = 0;
    float st_q1_0_r0_c1 = 0, st_n1_r0_c1 = 0;
    float st_q1_0_r0_c2 = 0, st_n1_r0_c2 = 0;
    float st_q1_0_r0_c3 = 0, st_n1_r0_c3 = 0;
    float st_q1_0_r1_c0 = 0, st_n1_r1_c0 = 0;
    float st_q1_0_r1_c1 = 0, st_n1_r1_c1 = 0;
    float st_q1_0_r1_c2 = 0, st_n1_r1_c2 = 0;
    float st_q1_0_r1_c3 = 0, st_n1_r1_c3 = 0;
    float st_q1_0_r2_c0 = 0, st_n1_r2_c0 = 0;
    float st_q1_0_r2_c1 = 0, st_n1_r2_c1 = 0;
    float st_q1_0_r2_c2 = 0, st_n1_r2_c2 = 0;
    float st_q1_0_r2_c3 = 0, st_n1_r2_c3 = 0;
    float st_q1_0_r3_c0 = 0, st_n1_r3_c0 = 0;
    float st_q1_0_r3_c1 = 0, st_n1_r3_c1 = 0;
    float st_q1_0_r3_c2 = 0, st_n1_r3_c2 = 0;
    float st_q1_0_r3_c3 = 0, st_n1_r3_c3 = 0;
    float st_q2_0_r0_c0 = 0, st_n2_r0_c0 = 0;
    float st_q2_0_r0_c1 = 0, st_n2_r0_c1 = 0;
    float st_q2_0_r0_c2 = 0, st_n2_r0_c2 = 0;
    float st_q2_0_r0_c3 = 0, st_n2_r0_c3 = 0;
    float st_q2_0_r1_c0 = 0, st_n2_r1_c0 = 0;
    float st_q2_0_r1_c1 = 0, st_n2_r1_c1 = 0;
    float st_q2_0_r1_c2 = 0, st_n2_r1_c2 = 0;
    float st_q2_0_r1_c3 = 0, st_n2_r1_c3 = 0;
    float st_q2_0_r2_c0 = 0, st_n2_r2_c0 = 0;
    float st_q2_0_r2_c1 = 0, st_n2_r2_c1 = 0;
    float st_q2_0_r2_c2 = 0, st_n2_r2_c2 = 0;
    float st_q2_0_r2_c3 = 0, st_n2_r2_c3 = 0;
    float st_q2_0_r3_c0 = 0, st_n2_r3_c0 = 0;
    float st_q2_0_r3_c1 = 0, st_n2_r3_c1 = 0;
    float st_q2_0_r3_c2 = 0, st_n2_r3_c2 = 0;
    float st_q2_0_r3_c3 = 0, st_n2_r3_c3 = 0;
    if (st_in0 && st_x3 <= st_hi0 && (((uintptr_t)&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + st_kb * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 1) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 2) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 3) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 4) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 5) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 6) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 7) * p_s2]) & 15) == 0) {
      const float4 st_pv = __ldg(reinterpret_cast<const float4 *>(&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + st_kb * p_s2]));
      st_q0_m3_r0_c0 = st_pv.x;
      st_q0_m3_r0_c1 = st_pv.y;
      st_q0_m3_r0_c2 = st_pv.z;
      st_q0_m3_r0_c3 = st_pv.w;
      const float4 st_pv_2 = __ldg(reinterpret_cast<const float4 *>(&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 1) * p_s2]));
      st_q0_m2_r0_c0 = st_pv_2.x;
      st_q0_m2_r0_c1 = st_pv_2.y;
      st_q0_m2_r0_c2 = st_pv_2.z;
      st_q0_m2_r0_c3 = st_pv_2.w;
      const float4 st_pv_3 = __ldg(reinterpret_cast<const float4 *>(&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 2) * p_s2]));
      st_q0_m1_r0_c0 = st_pv_3.x;
      st_q0_m1_r0_c1 = st_pv_3.y;
      st_q0_m1_r0_c2 = st_pv_3.z;
      st_q0_m1_r0_c3 = st_pv_3.w;
      const float4 st_pv_4 = __ldg(reinterpret_cast<const float4 *>(&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 3) * p_s2]));
      st_q0_0_r0_c0 = st_pv_4.x;
      st_q0_0_r0_c1 = st_pv_4.y;
      st_q0_0_r0_c2 = st_pv_4.z;
      st_q0_0_r0_c3 = st_pv_4.w;
      const float4 st_pv_5 = __ldg(reinterpret_cast<const float4 *>(&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 4) * p_s2]));
      st_q0_1_r0_c0 = st_pv_5.x;
      st_q0_1_r0_c1 = st_pv_5.y;
      st_q0_1_r0_c2 = st_pv_5.z;
      st_q0_1_r0_c3 = st_pv_5.w;
      const float4 st_pv_6 = __ldg(reinterpret_cast<const float4 *>(&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 5) * p_s2]));
      st_q0_2_r0_c0 = st_pv_6.x;
      st_q0_2_r0_c1 = st_pv_6.y;
      st_q0_2_r0_c2 = st_pv_6.z;
      st_q0_2_r0_c3 = st_pv_6.w;
      const float4 st_pv_7 = __ldg(reinterpret_cast<const float4 *>(&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 6) * p_s2]));
      st_q0_3_r0_c0 = st_pv_7.x;
      st_q0_3_r0_c1 = st_pv_7.y;
      st_q0_3_r0_c2 = st_pv_7.z;
      st_q0_3_r0_c3 = st_pv_7.w;
      const float4 st_pv_8 = __ldg(reinterpret_cast<const float4 *>(&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 7) * p_s2]));
      st_q0_4_r0_c0 = st_pv_8.x;
      st_q0_4_r0_c1 = st_pv_8.y;
      st_q0_4_r0_c2 = st_pv_8.z;
      st_q0_4_r0_c3 = st_pv_8.w;
    } else if (st_in0 && st_x3 <= st_hi0 && (((uintptr_t)&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + st_kb * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 1) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 2) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 3) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 4) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 5) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 6) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 7) * p_s2]) & 7) == 0) {
      const float2 st_pv_9 = __ldg(reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + st_kb * p_s2]));
      st_q0_m3_r0_c0 = st_pv_9.x;
      st_q0_m3_r0_c1 = st_pv_9.y;
      const float2 st_pv_10 = __ldg((reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + st_kb * p_s2]) + 1));
      st_q0_m3_r0_c2 = st_pv_10.x;
      st_q0_m3_r0_c3 = st_pv_10.y;
      const float2 st_pv_11 = __ldg(reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 1) * p_s2]));
      st_q0_m2_r0_c0 = st_pv_11.x;
      st_q0_m2_r0_c1 = st_pv_11.y;
      const float2 st_pv_12 = __ldg((reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 1) * p_s2]) + 1));
      st_q0_m2_r0_c2 = st_pv_12.x;
      st_q0_m2_r0_c3 = st_pv_12.y;
      const float2 st_pv_13 = __ldg(reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 2) * p_s2]));
      st_q0_m1_r0_c0 = st_pv_13.x;
      st_q0_m1_r0_c1 = st_pv_13.y;
      const float2 st_pv_14 = __ldg((reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 2) * p_s2]) + 1));
      st_q0_m1_r0_c2 = st_pv_14.x;
      st_q0_m1_r0_c3 = st_pv_14.y;
      const float2 st_pv_15 = __ldg(reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 3) * p_s2]));
      st_q0_0_r0_c0 = st_pv_15.x;
      st_q0_0_r0_c1 = st_pv_15.y;
      const float2 st_pv_16 = __ldg((reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 3) * p_s2]) + 1));
      st_q0_0_r0_c2 = st_pv_16.x;
      st_q0_0_r0_c3 = st_pv_16.y;
      const float2 st_pv_17 = __ldg(reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 4) * p_s2]));
      st_q0_1_r0_c0 = st_pv_17.x;
      st_q0_1_r0_c1 = st_pv_17.y;
      const float2 st_pv_18 = __ldg((reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 4) * p_s2]) + 1));
      st_q0_1_r0_c2 = st_pv_18.x;
      st_q0_1_r0_c3 = st_pv_18.y;
      const float2 st_pv_19 = __ldg(reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 5) * p_s2]));
      st_q0_2_r0_c0 = st_pv_19.x;
      st_q0_2_r0_c1 = st_pv_19.y;
      const float2 st_pv_20 = __ldg((reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 5) * p_s2]) + 1));
      st_q0_2_r0_c2 = st_pv_20.x;
      st_q0_2_r0_c3 = st_pv_20.y;
      const float2 st_pv_21 = __ldg(reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 6) * p_s2]));
      st_q0_3_r0_c0 = st_pv_21.x;
      st_q0_3_r0_c1 = st_pv_21.y;
      const float2 st_pv_22 = __ldg((reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 6) * p_s2]) + 1));
      st_q0_3_r0_c2 = st_pv_22.x;
      st_q0_3_r0_c3 = st_pv_22.y;
      const float2 st_pv_23 = __ldg(reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 7) * p_s2]));
      st_q0_4_r0_c0 = st_pv_23.x;
      st_q0_4_r0_c1 = st_pv_23.y;
      const float2 st_pv_24 = __ldg((reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 7) * p_s2]) + 1));
      st_q0_4_r0_c2 = st_pv_24.x;
      st_q0_4_r0_c3 = st_pv_24.y;
    } else {
      if (st_in0) {
        st_q0_m3_r0_c0 = __ldg(&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + st_kb * p_s2]);
        st_q0_m2_r0_c0 = __ldg(&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 1) * p_s2]);
        st_q0_m1_r0_c0 = __ldg(&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 2) * p_s2]);
        st_q0_0_r0_c0 = __ldg(&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 3) * p_s2]);
        st_q0_1_r0_c0 = __ldg(&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 4) * p_s2]);
        st_q0_2_r0_c0 = __ldg(&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 5) * p_s2]);
        st_q0_3_r0_c0 = __ldg(&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 6) * p_s2]);
        st_q0_4_r0_c0 = __ldg(&p[(st_x0 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 7) * p_s2]);
      }
      if ((st_in0 && st_x1 <= st_hi0)) {
        st_q0_m3_r0_c1 = __ldg(&p[(st_x1 + 4) + (st_y0 + 4) * p_s1 + st_kb * p_s2]);
        st_q0_m2_r0_c1 = __ldg(&p[(st_x1 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 1) * p_s2]);
        st_q0_m1_r0_c1 = __ldg(&p[(st_x1 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 2) * p_s2]);
        st_q0_0_r0_c1 = __ldg(&p[(st_x1 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 3) * p_s2]);
        st_q0_1_r0_c1 = __ldg(&p[(st_x1 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 4) * p_s2]);
        st_q0_2_r0_c1 = __ldg(&p[(st_x1 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 5) * p_s2]);
        st_q0_3_r0_c1 = __ldg(&p[(st_x1 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 6) * p_s2]);
        st_q0_4_r0_c1 = __ldg(&p[(st_x1 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 7) * p_s2]);
      }
      if ((st_in0 && st_x2 <= st_hi0)) {
        st_q0_m3_r0_c2 = __ldg(&p[(st_x2 + 4) + (st_y0 + 4) * p_s1 + st_kb * p_s2]);
        st_q0_m2_r0_c2 = __ldg(&p[(st_x2 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 1) * p_s2]);
        st_q0_m1_r0_c2 = __ldg(&p[(st_x2 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 2) * p_s2]);
        st_q0_0_r0_c2 = __ldg(&p[(st_x2 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 3) * p_s2]);
        st_q0_1_r0_c2 = __ldg(&p[(st_x2 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 4) * p_s2]);
        st_q0_2_r0_c2 = __ldg(&p[(st_x2 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 5) * p_s2]);
        st_q0_3_r0_c2 = __ldg(&p[(st_x2 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 6) * p_s2]);
        st_q0_4_r0_c2 = __ldg(&p[(st_x2 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 7) * p_s2]);
      }
      if ((st_in0 && st_x3 <= st_hi0)) {
        st_q0_m3_r0_c3 = __ldg(&p[(st_x3 + 4) + (st_y0 + 4) * p_s1 + st_kb * p_s2]);
        st_q0_m2_r0_c3 = __ldg(&p[(st_x3 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 1) * p_s2]);
        st_q0_m1_r0_c3 = __ldg(&p[(st_x3 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 2) * p_s2]);
        st_q0_0_r0_c3 = __ldg(&p[(st_x3 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 3) * p_s2]);
        st_q0_1_r0_c3 = __ldg(&p[(st_x3 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 4) * p_s2]);
        st_q0_2_r0_c3 = __ldg(&p[(st_x3 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 5) * p_s2]);
        st_q0_3_r0_c3 = __ldg(&p[(st_x3 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 6) * p_s2]);
        st_q0_4_r0_c3 = __ldg(&p[(st_x3 + 4) + (st_y0 + 4) * p_s1 + (st_kb + 7) * p_s2]);
      }
    }
    if (st_in0 && st_x3 <= st_hi0 && (((uintptr_t)&pprev[(st_x0 + 4) + (st_y0 + 4) * pprev_s1 + (st_kb + 4) * pprev_s2]) & 15) == 0) {
      const float4 st_pv_25 = __ldg(reinterpret_cast<const float4 *>(&pprev[(st_x0 + 4) + (st_y0 + 4) * pprev_s1 + (st_kb + 4) * pprev_s2]));
      st_n1_r0_c0 = st_pv_25.x;
      st_n1_r0_c1 = st_pv_25.y;
      st_n1_r0_c2 = st_pv_25.z;
      st_n1_r0_c3 = st_pv_25.w;
    } else if (st_in0 && st_x3 <= st_hi0 && (((uintptr_t)&pprev[(st_x0 + 4) + (st_y0 + 4) * pprev_s1 + (st_kb + 4) * pprev_s2]) & 7) == 0) {
      const float2 st_pv_26 = __ldg(reinterpret_cast<const float2 *>(&pprev[(st_x0 + 4) + (st_y0 + 4) * pprev_s1 + (st_kb + 4) * pprev_s2]));
      st_n1_r0_c0 = st_pv_26.x;
      st_n1_r0_c1 = st_pv_26.y;
      const float2 st_pv_27 = __ldg((reinterpret_cast<const float2 *>(&pprev[(st_x0 + 4) + (st_y0 + 4) * pprev_s1 + (st_kb + 4) * pprev_s2]) + 1));
      st_n1_r0_c2 = st_pv_27.x;
      st_n1_r0_c3 = st_pv_27.y;
    } else {
      if (st_in0) {
        st_n1_r0_c0 = __ldg(&pprev[(st_x0 + 4) + (st_y0 + 4) * pprev_s1 + (st_kb + 4) * pprev_s2]);
      }
      if ((st_in0 && st_x1 <= st_hi0)) {
        st_n1_r0_c1 = __ldg(&pprev[(st_x1 + 4) + (st_y0 + 4) * pprev_s1 + (st_kb + 4) * pprev_s2]);
      }
      if ((st_in0 && st_x2 <= st_hi0)) {
        st_n1_r0_c2 = __ldg(&pprev[(st_x2 + 4) + (st_y0 + 4) * pprev_s1 + (st_kb + 4) * pprev_s2]);
      }
      if ((st_in0 && st_x3 <= st_hi0)) {
        st_n1_r0_c3 = __ldg(&pprev[(st_x3 + 4) + (st_y0 + 4) * pprev_s1 + (st_kb + 4) * pprev_s2]);
      }
    }
    if (st_in0 && st_x3 <= st_hi0 && (((uintptr_t)&vel[st_x0 + st_y0 * vel_s1 + st_kb * vel_s2]) & 15) == 0) {
      const float4 st_pv_28 = __ldg(reinterpret_cast<const float4 *>(&vel[st_x0 + st_y0 * vel_s1 + st_kb * vel_s2]));
      st_n2_r0_c0 = st_pv_28.x;
      st_n2_r0_c1 = st_pv_28.y;
      st_n2_r0_c2 = st_pv_28.z;
      st_n2_r0_c3 = st_pv_28.w;
    } else if (st_in0 && st_x3 <= st_hi0 && (((uintptr_t)&vel[st_x0 + st_y0 * vel_s1 + st_kb * vel_s2]) & 7) == 0) {
      const float2 st_pv_29 = __ldg(reinterpret_cast<const float2 *>(&vel[st_x0 + st_y0 * vel_s1 + st_kb * vel_s2]));
      st_n2_r0_c0 = st_pv_29.x;
      st_n2_r0_c1 = st_pv_29.y;
      const float2 st_pv_30 = __ldg((reinterpret_cast<const float2 *>(&vel[st_x0 + st_y0 * vel_s1 + st_kb * vel_s2]) + 1));
      st_n2_r0_c2 = st_pv_30.x;
      st_n2_r0_c3 = st_pv_30.y;
    } else {
      if (st_in0) {
        st_n2_r0_c0 = __ldg(&vel[st_x0 + st_y0 * vel_s1 + st_kb * vel_s2]);
      }
      if ((st_in0 && st_x1 <= st_hi0)) {
        st_n2_r0_c1 = __ldg(&vel[st_x1 + st_y0 * vel_s1 + st_kb * vel_s2]);
      }
      if ((st_in0 && st_x2 <= st_hi0)) {
        st_n2_r0_c2 = __ldg(&vel[st_x2 + st_y0 * vel_s1 + st_kb * vel_s2]);
      }
      if ((st_in0 && st_x3 <= st_hi0)) {
        st_n2_r0_c3 = __ldg(&vel[st_x3 + st_y0 * vel_s1 + st_kb * vel_s2]);
      }
    }
    if (st_in1 && st_x3 <= st_hi0 && (((uintptr_t)&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + st_kb * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 1) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 2) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 3) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 4) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 5) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 6) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 7) * p_s2]) & 15) == 0) {
      const float4 st_pv_31 = __ldg(reinterpret_cast<const float4 *>(&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + st_kb * p_s2]));
      st_q0_m3_r1_c0 = st_pv_31.x;
      st_q0_m3_r1_c1 = st_pv_31.y;
      st_q0_m3_r1_c2 = st_pv_31.z;
      st_q0_m3_r1_c3 = st_pv_31.w;
      const float4 st_pv_32 = __ldg(reinterpret_cast<const float4 *>(&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 1) * p_s2]));
      st_q0_m2_r1_c0 = st_pv_32.x;
      st_q0_m2_r1_c1 = st_pv_32.y;
      st_q0_m2_r1_c2 = st_pv_32.z;
      st_q0_m2_r1_c3 = st_pv_32.w;
      const float4 st_pv_33 = __ldg(reinterpret_cast<const float4 *>(&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 2) * p_s2]));
      st_q0_m1_r1_c0 = st_pv_33.x;
      st_q0_m1_r1_c1 = st_pv_33.y;
      st_q0_m1_r1_c2 = st_pv_33.z;
      st_q0_m1_r1_c3 = st_pv_33.w;
      const float4 st_pv_34 = __ldg(reinterpret_cast<const float4 *>(&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 3) * p_s2]));
      st_q0_0_r1_c0 = st_pv_34.x;
      st_q0_0_r1_c1 = st_pv_34.y;
      st_q0_0_r1_c2 = st_pv_34.z;
      st_q0_0_r1_c3 = st_pv_34.w;
      const float4 st_pv_35 = __ldg(reinterpret_cast<const float4 *>(&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 4) * p_s2]));
      st_q0_1_r1_c0 = st_pv_35.x;
      st_q0_1_r1_c1 = st_pv_35.y;
      st_q0_1_r1_c2 = st_pv_35.z;
      st_q0_1_r1_c3 = st_pv_35.w;
      const float4 st_pv_36 = __ldg(reinterpret_cast<const float4 *>(&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 5) * p_s2]));
      st_q0_2_r1_c0 = st_pv_36.x;
      st_q0_2_r1_c1 = st_pv_36.y;
      st_q0_2_r1_c2 = st_pv_36.z;
      st_q0_2_r1_c3 = st_pv_36.w;
      const float4 st_pv_37 = __ldg(reinterpret_cast<const float4 *>(&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 6) * p_s2]));
      st_q0_3_r1_c0 = st_pv_37.x;
      st_q0_3_r1_c1 = st_pv_37.y;
      st_q0_3_r1_c2 = st_pv_37.z;
      st_q0_3_r1_c3 = st_pv_37.w;
      const float4 st_pv_38 = __ldg(reinterpret_cast<const float4 *>(&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 7) * p_s2]));
      st_q0_4_r1_c0 = st_pv_38.x;
      st_q0_4_r1_c1 = st_pv_38.y;
      st_q0_4_r1_c2 = st_pv_38.z;
      st_q0_4_r1_c3 = st_pv_38.w;
    } else if (st_in1 && st_x3 <= st_hi0 && (((uintptr_t)&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + st_kb * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 1) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 2) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 3) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 4) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 5) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 6) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 7) * p_s2]) & 7) == 0) {
      const float2 st_pv_39 = __ldg(reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + st_kb * p_s2]));
      st_q0_m3_r1_c0 = st_pv_39.x;
      st_q0_m3_r1_c1 = st_pv_39.y;
      const float2 st_pv_40 = __ldg((reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + st_kb * p_s2]) + 1));
      st_q0_m3_r1_c2 = st_pv_40.x;
      st_q0_m3_r1_c3 = st_pv_40.y;
      const float2 st_pv_41 = __ldg(reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 1) * p_s2]));
      st_q0_m2_r1_c0 = st_pv_41.x;
      st_q0_m2_r1_c1 = st_pv_41.y;
      const float2 st_pv_42 = __ldg((reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 1) * p_s2]) + 1));
      st_q0_m2_r1_c2 = st_pv_42.x;
      st_q0_m2_r1_c3 = st_pv_42.y;
      const float2 st_pv_43 = __ldg(reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 2) * p_s2]));
      st_q0_m1_r1_c0 = st_pv_43.x;
      st_q0_m1_r1_c1 = st_pv_43.y;
      const float2 st_pv_44 = __ldg((reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 2) * p_s2]) + 1));
      st_q0_m1_r1_c2 = st_pv_44.x;
      st_q0_m1_r1_c3 = st_pv_44.y;
      const float2 st_pv_45 = __ldg(reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 3) * p_s2]));
      st_q0_0_r1_c0 = st_pv_45.x;
      st_q0_0_r1_c1 = st_pv_45.y;
      const float2 st_pv_46 = __ldg((reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 3) * p_s2]) + 1));
      st_q0_0_r1_c2 = st_pv_46.x;
      st_q0_0_r1_c3 = st_pv_46.y;
      const float2 st_pv_47 = __ldg(reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 4) * p_s2]));
      st_q0_1_r1_c0 = st_pv_47.x;
      st_q0_1_r1_c1 = st_pv_47.y;
      const float2 st_pv_48 = __ldg((reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 4) * p_s2]) + 1));
      st_q0_1_r1_c2 = st_pv_48.x;
      st_q0_1_r1_c3 = st_pv_48.y;
      const float2 st_pv_49 = __ldg(reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 5) * p_s2]));
      st_q0_2_r1_c0 = st_pv_49.x;
      st_q0_2_r1_c1 = st_pv_49.y;
      const float2 st_pv_50 = __ldg((reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 5) * p_s2]) + 1));
      st_q0_2_r1_c2 = st_pv_50.x;
      st_q0_2_r1_c3 = st_pv_50.y;
      const float2 st_pv_51 = __ldg(reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 6) * p_s2]));
      st_q0_3_r1_c0 = st_pv_51.x;
      st_q0_3_r1_c1 = st_pv_51.y;
      const float2 st_pv_52 = __ldg((reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 6) * p_s2]) + 1));
      st_q0_3_r1_c2 = st_pv_52.x;
      st_q0_3_r1_c3 = st_pv_52.y;
      const float2 st_pv_53 = __ldg(reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 7) * p_s2]));
      st_q0_4_r1_c0 = st_pv_53.x;
      st_q0_4_r1_c1 = st_pv_53.y;
      const float2 st_pv_54 = __ldg((reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 7) * p_s2]) + 1));
      st_q0_4_r1_c2 = st_pv_54.x;
      st_q0_4_r1_c3 = st_pv_54.y;
    } else {
      if (st_in1) {
        st_q0_m3_r1_c0 = __ldg(&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + st_kb * p_s2]);
        st_q0_m2_r1_c0 = __ldg(&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 1) * p_s2]);
        st_q0_m1_r1_c0 = __ldg(&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 2) * p_s2]);
        st_q0_0_r1_c0 = __ldg(&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 3) * p_s2]);
        st_q0_1_r1_c0 = __ldg(&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 4) * p_s2]);
        st_q0_2_r1_c0 = __ldg(&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 5) * p_s2]);
        st_q0_3_r1_c0 = __ldg(&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 6) * p_s2]);
        st_q0_4_r1_c0 = __ldg(&p[(st_x0 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 7) * p_s2]);
      }
      if ((st_in1 && st_x1 <= st_hi0)) {
        st_q0_m3_r1_c1 = __ldg(&p[(st_x1 + 4) + (st_y1 + 4) * p_s1 + st_kb * p_s2]);
        st_q0_m2_r1_c1 = __ldg(&p[(st_x1 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 1) * p_s2]);
        st_q0_m1_r1_c1 = __ldg(&p[(st_x1 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 2) * p_s2]);
        st_q0_0_r1_c1 = __ldg(&p[(st_x1 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 3) * p_s2]);
        st_q0_1_r1_c1 = __ldg(&p[(st_x1 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 4) * p_s2]);
        st_q0_2_r1_c1 = __ldg(&p[(st_x1 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 5) * p_s2]);
        st_q0_3_r1_c1 = __ldg(&p[(st_x1 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 6) * p_s2]);
        st_q0_4_r1_c1 = __ldg(&p[(st_x1 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 7) * p_s2]);
      }
      if ((st_in1 && st_x2 <= st_hi0)) {
        st_q0_m3_r1_c2 = __ldg(&p[(st_x2 + 4) + (st_y1 + 4) * p_s1 + st_kb * p_s2]);
        st_q0_m2_r1_c2 = __ldg(&p[(st_x2 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 1) * p_s2]);
        st_q0_m1_r1_c2 = __ldg(&p[(st_x2 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 2) * p_s2]);
        st_q0_0_r1_c2 = __ldg(&p[(st_x2 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 3) * p_s2]);
        st_q0_1_r1_c2 = __ldg(&p[(st_x2 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 4) * p_s2]);
        st_q0_2_r1_c2 = __ldg(&p[(st_x2 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 5) * p_s2]);
        st_q0_3_r1_c2 = __ldg(&p[(st_x2 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 6) * p_s2]);
        st_q0_4_r1_c2 = __ldg(&p[(st_x2 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 7) * p_s2]);
      }
      if ((st_in1 && st_x3 <= st_hi0)) {
        st_q0_m3_r1_c3 = __ldg(&p[(st_x3 + 4) + (st_y1 + 4) * p_s1 + st_kb * p_s2]);
        st_q0_m2_r1_c3 = __ldg(&p[(st_x3 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 1) * p_s2]);
        st_q0_m1_r1_c3 = __ldg(&p[(st_x3 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 2) * p_s2]);
        st_q0_0_r1_c3 = __ldg(&p[(st_x3 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 3) * p_s2]);
        st_q0_1_r1_c3 = __ldg(&p[(st_x3 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 4) * p_s2]);
        st_q0_2_r1_c3 = __ldg(&p[(st_x3 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 5) * p_s2]);
        st_q0_3_r1_c3 = __ldg(&p[(st_x3 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 6) * p_s2]);
        st_q0_4_r1_c3 = __ldg(&p[(st_x3 + 4) + (st_y1 + 4) * p_s1 + (st_kb + 7) * p_s2]);
      }
    }
    if (st_in1 && st_x3 <= st_hi0 && (((uintptr_t)&pprev[(st_x0 + 4) + (st_y1 + 4) * pprev_s1 + (st_kb + 4) * pprev_s2]) & 15) == 0) {
      const float4 st_pv_55 = __ldg(reinterpret_cast<const float4 *>(&pprev[(st_x0 + 4) + (st_y1 + 4) * pprev_s1 + (st_kb + 4) * pprev_s2]));
      st_n1_r1_c0 = st_pv_55.x;
      st_n1_r1_c1 = st_pv_55.y;
      st_n1_r1_c2 = st_pv_55.z;
      st_n1_r1_c3 = st_pv_55.w;
    } else if (st_in1 && st_x3 <= st_hi0 && (((uintptr_t)&pprev[(st_x0 + 4) + (st_y1 + 4) * pprev_s1 + (st_kb + 4) * pprev_s2]) & 7) == 0) {
      const float2 st_pv_56 = __ldg(reinterpret_cast<const float2 *>(&pprev[(st_x0 + 4) + (st_y1 + 4) * pprev_s1 + (st_kb + 4) * pprev_s2]));
      st_n1_r1_c0 = st_pv_56.x;
      st_n1_r1_c1 = st_pv_56.y;
      const float2 st_pv_57 = __ldg((reinterpret_cast<const float2 *>(&pprev[(st_x0 + 4) + (st_y1 + 4) * pprev_s1 + (st_kb + 4) * pprev_s2]) + 1));
      st_n1_r1_c2 = st_pv_57.x;
      st_n1_r1_c3 = st_pv_57.y;
    } else {
      if (st_in1) {
        st_n1_r1_c0 = __ldg(&pprev[(st_x0 + 4) + (st_y1 + 4) * pprev_s1 + (st_kb + 4) * pprev_s2]);
      }
      if ((st_in1 && st_x1 <= st_hi0)) {
        st_n1_r1_c1 = __ldg(&pprev[(st_x1 + 4) + (st_y1 + 4) * pprev_s1 + (st_kb + 4) * pprev_s2]);
      }
      if ((st_in1 && st_x2 <= st_hi0)) {
        st_n1_r1_c2 = __ldg(&pprev[(st_x2 + 4) + (st_y1 + 4) * pprev_s1 + (st_kb + 4) * pprev_s2]);
      }
      if ((st_in1 && st_x3 <= st_hi0)) {
        st_n1_r1_c3 = __ldg(&pprev[(st_x3 + 4) + (st_y1 + 4) * pprev_s1 + (st_kb + 4) * pprev_s2]);
      }
    }
    if (st_in1 && st_x3 <= st_hi0 && (((uintptr_t)&vel[st_x0 + st_y1 * vel_s1 + st_kb * vel_s2]) & 15) == 0) {
      const float4 st_pv_58 = __ldg(reinterpret_cast<const float4 *>(&vel[st_x0 + st_y1 * vel_s1 + st_kb * vel_s2]));
      st_n2_r1_c0 = st_pv_58.x;
      st_n2_r1_c1 = st_pv_58.y;
      st_n2_r1_c2 = st_pv_58.z;
      st_n2_r1_c3 = st_pv_58.w;
    } else if (st_in1 && st_x3 <= st_hi0 && (((uintptr_t)&vel[st_x0 + st_y1 * vel_s1 + st_kb * vel_s2]) & 7) == 0) {
      const float2 st_pv_59 = __ldg(reinterpret_cast<const float2 *>(&vel[st_x0 + st_y1 * vel_s1 + st_kb * vel_s2]));
      st_n2_r1_c0 = st_pv_59.x;
      st_n2_r1_c1 = st_pv_59.y;
      const float2 st_pv_60 = __ldg((reinterpret_cast<const float2 *>(&vel[st_x0 + st_y1 * vel_s1 + st_kb * vel_s2]) + 1));
      st_n2_r1_c2 = st_pv_60.x;
      st_n2_r1_c3 = st_pv_60.y;
    } else {
      if (st_in1) {
        st_n2_r1_c0 = __ldg(&vel[st_x0 + st_y1 * vel_s1 + st_kb * vel_s2]);
      }
      if ((st_in1 && st_x1 <= st_hi0)) {
        st_n2_r1_c1 = __ldg(&vel[st_x1 + st_y1 * vel_s1 + st_kb * vel_s2]);
      }
      if ((st_in1 && st_x2 <= st_hi0)) {
        st_n2_r1_c2 = __ldg(&vel[st_x2 + st_y1 * vel_s1 + st_kb * vel_s2]);
      }
      if ((st_in1 && st_x3 <= st_hi0)) {
        st_n2_r1_c3 = __ldg(&vel[st_x3 + st_y1 * vel_s1 + st_kb * vel_s2]);
      }
    }
    if (st_in2 && st_x3 <= st_hi0 && (((uintptr_t)&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + st_kb * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 1) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 2) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 3) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 4) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 5) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 6) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 7) * p_s2]) & 15) == 0) {
      const float4 st_pv_61 = __ldg(reinterpret_cast<const float4 *>(&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + st_kb * p_s2]));
      st_q0_m3_r2_c0 = st_pv_61.x;
      st_q0_m3_r2_c1 = st_pv_61.y;
      st_q0_m3_r2_c2 = st_pv_61.z;
      st_q0_m3_r2_c3 = st_pv_61.w;
      const float4 st_pv_62 = __ldg(reinterpret_cast<const float4 *>(&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 1) * p_s2]));
      st_q0_m2_r2_c0 = st_pv_62.x;
      st_q0_m2_r2_c1 = st_pv_62.y;
      st_q0_m2_r2_c2 = st_pv_62.z;
      st_q0_m2_r2_c3 = st_pv_62.w;
      const float4 st_pv_63 = __ldg(reinterpret_cast<const float4 *>(&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 2) * p_s2]));
      st_q0_m1_r2_c0 = st_pv_63.x;
      st_q0_m1_r2_c1 = st_pv_63.y;
      st_q0_m1_r2_c2 = st_pv_63.z;
      st_q0_m1_r2_c3 = st_pv_63.w;
      const float4 st_pv_64 = __ldg(reinterpret_cast<const float4 *>(&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 3) * p_s2]));
      st_q0_0_r2_c0 = st_pv_64.x;
      st_q0_0_r2_c1 = st_pv_64.y;
      st_q0_0_r2_c2 = st_pv_64.z;
      st_q0_0_r2_c3 = st_pv_64.w;
      const float4 st_pv_65 = __ldg(reinterpret_cast<const float4 *>(&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 4) * p_s2]));
      st_q0_1_r2_c0 = st_pv_65.x;
      st_q0_1_r2_c1 = st_pv_65.y;
      st_q0_1_r2_c2 = st_pv_65.z;
      st_q0_1_r2_c3 = st_pv_65.w;
      const float4 st_pv_66 = __ldg(reinterpret_cast<const float4 *>(&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 5) * p_s2]));
      st_q0_2_r2_c0 = st_pv_66.x;
      st_q0_2_r2_c1 = st_pv_66.y;
      st_q0_2_r2_c2 = st_pv_66.z;
      st_q0_2_r2_c3 = st_pv_66.w;
      const float4 st_pv_67 = __ldg(reinterpret_cast<const float4 *>(&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 6) * p_s2]));
      st_q0_3_r2_c0 = st_pv_67.x;
      st_q0_3_r2_c1 = st_pv_67.y;
      st_q0_3_r2_c2 = st_pv_67.z;
      st_q0_3_r2_c3 = st_pv_67.w;
      const float4 st_pv_68 = __ldg(reinterpret_cast<const float4 *>(&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 7) * p_s2]));
      st_q0_4_r2_c0 = st_pv_68.x;
      st_q0_4_r2_c1 = st_pv_68.y;
      st_q0_4_r2_c2 = st_pv_68.z;
      st_q0_4_r2_c3 = st_pv_68.w;
    } else if (st_in2 && st_x3 <= st_hi0 && (((uintptr_t)&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + st_kb * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 1) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 2) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 3) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 4) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 5) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 6) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 7) * p_s2]) & 7) == 0) {
      const float2 st_pv_69 = __ldg(reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + st_kb * p_s2]));
      st_q0_m3_r2_c0 = st_pv_69.x;
      st_q0_m3_r2_c1 = st_pv_69.y;
      const float2 st_pv_70 = __ldg((reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + st_kb * p_s2]) + 1));
      st_q0_m3_r2_c2 = st_pv_70.x;
      st_q0_m3_r2_c3 = st_pv_70.y;
      const float2 st_pv_71 = __ldg(reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 1) * p_s2]));
      st_q0_m2_r2_c0 = st_pv_71.x;
      st_q0_m2_r2_c1 = st_pv_71.y;
      const float2 st_pv_72 = __ldg((reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 1) * p_s2]) + 1));
      st_q0_m2_r2_c2 = st_pv_72.x;
      st_q0_m2_r2_c3 = st_pv_72.y;
      const float2 st_pv_73 = __ldg(reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 2) * p_s2]));
      st_q0_m1_r2_c0 = st_pv_73.x;
      st_q0_m1_r2_c1 = st_pv_73.y;
      const float2 st_pv_74 = __ldg((reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 2) * p_s2]) + 1));
      st_q0_m1_r2_c2 = st_pv_74.x;
      st_q0_m1_r2_c3 = st_pv_74.y;
      const float2 st_pv_75 = __ldg(reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 3) * p_s2]));
      st_q0_0_r2_c0 = st_pv_75.x;
      st_q0_0_r2_c1 = st_pv_75.y;
      const float2 st_pv_76 = __ldg((reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 3) * p_s2]) + 1));
      st_q0_0_r2_c2 = st_pv_76.x;
      st_q0_0_r2_c3 = st_pv_76.y;
      const float2 st_pv_77 = __ldg(reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 4) * p_s2]));
      st_q0_1_r2_c0 = st_pv_77.x;
      st_q0_1_r2_c1 = st_pv_77.y;
      const float2 st_pv_78 = __ldg((reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 4) * p_s2]) + 1));
      st_q0_1_r2_c2 = st_pv_78.x;
      st_q0_1_r2_c3 = st_pv_78.y;
      const float2 st_pv_79 = __ldg(reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 5) * p_s2]));
      st_q0_2_r2_c0 = st_pv_79.x;
      st_q0_2_r2_c1 = st_pv_79.y;
      const float2 st_pv_80 = __ldg((reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 5) * p_s2]) + 1));
      st_q0_2_r2_c2 = st_pv_80.x;
      st_q0_2_r2_c3 = st_pv_80.y;
      const float2 st_pv_81 = __ldg(reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 6) * p_s2]));
      st_q0_3_r2_c0 = st_pv_81.x;
      st_q0_3_r2_c1 = st_pv_81.y;
      const float2 st_pv_82 = __ldg((reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 6) * p_s2]) + 1));
      st_q0_3_r2_c2 = st_pv_82.x;
      st_q0_3_r2_c3 = st_pv_82.y;
      const float2 st_pv_83 = __ldg(reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 7) * p_s2]));
      st_q0_4_r2_c0 = st_pv_83.x;
      st_q0_4_r2_c1 = st_pv_83.y;
      const float2 st_pv_84 = __ldg((reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 7) * p_s2]) + 1));
      st_q0_4_r2_c2 = st_pv_84.x;
      st_q0_4_r2_c3 = st_pv_84.y;
    } else {
      if (st_in2) {
        st_q0_m3_r2_c0 = __ldg(&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + st_kb * p_s2]);
        st_q0_m2_r2_c0 = __ldg(&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 1) * p_s2]);
        st_q0_m1_r2_c0 = __ldg(&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 2) * p_s2]);
        st_q0_0_r2_c0 = __ldg(&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 3) * p_s2]);
        st_q0_1_r2_c0 = __ldg(&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 4) * p_s2]);
        st_q0_2_r2_c0 = __ldg(&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 5) * p_s2]);
        st_q0_3_r2_c0 = __ldg(&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 6) * p_s2]);
        st_q0_4_r2_c0 = __ldg(&p[(st_x0 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 7) * p_s2]);
      }
      if ((st_in2 && st_x1 <= st_hi0)) {
        st_q0_m3_r2_c1 = __ldg(&p[(st_x1 + 4) + (st_y2 + 4) * p_s1 + st_kb * p_s2]);
        st_q0_m2_r2_c1 = __ldg(&p[(st_x1 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 1) * p_s2]);
        st_q0_m1_r2_c1 = __ldg(&p[(st_x1 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 2) * p_s2]);
        st_q0_0_r2_c1 = __ldg(&p[(st_x1 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 3) * p_s2]);
        st_q0_1_r2_c1 = __ldg(&p[(st_x1 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 4) * p_s2]);
        st_q0_2_r2_c1 = __ldg(&p[(st_x1 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 5) * p_s2]);
        st_q0_3_r2_c1 = __ldg(&p[(st_x1 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 6) * p_s2]);
        st_q0_4_r2_c1 = __ldg(&p[(st_x1 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 7) * p_s2]);
      }
      if ((st_in2 && st_x2 <= st_hi0)) {
        st_q0_m3_r2_c2 = __ldg(&p[(st_x2 + 4) + (st_y2 + 4) * p_s1 + st_kb * p_s2]);
        st_q0_m2_r2_c2 = __ldg(&p[(st_x2 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 1) * p_s2]);
        st_q0_m1_r2_c2 = __ldg(&p[(st_x2 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 2) * p_s2]);
        st_q0_0_r2_c2 = __ldg(&p[(st_x2 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 3) * p_s2]);
        st_q0_1_r2_c2 = __ldg(&p[(st_x2 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 4) * p_s2]);
        st_q0_2_r2_c2 = __ldg(&p[(st_x2 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 5) * p_s2]);
        st_q0_3_r2_c2 = __ldg(&p[(st_x2 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 6) * p_s2]);
        st_q0_4_r2_c2 = __ldg(&p[(st_x2 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 7) * p_s2]);
      }
      if ((st_in2 && st_x3 <= st_hi0)) {
        st_q0_m3_r2_c3 = __ldg(&p[(st_x3 + 4) + (st_y2 + 4) * p_s1 + st_kb * p_s2]);
        st_q0_m2_r2_c3 = __ldg(&p[(st_x3 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 1) * p_s2]);
        st_q0_m1_r2_c3 = __ldg(&p[(st_x3 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 2) * p_s2]);
        st_q0_0_r2_c3 = __ldg(&p[(st_x3 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 3) * p_s2]);
        st_q0_1_r2_c3 = __ldg(&p[(st_x3 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 4) * p_s2]);
        st_q0_2_r2_c3 = __ldg(&p[(st_x3 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 5) * p_s2]);
        st_q0_3_r2_c3 = __ldg(&p[(st_x3 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 6) * p_s2]);
        st_q0_4_r2_c3 = __ldg(&p[(st_x3 + 4) + (st_y2 + 4) * p_s1 + (st_kb + 7) * p_s2]);
      }
    }
    if (st_in2 && st_x3 <= st_hi0 && (((uintptr_t)&pprev[(st_x0 + 4) + (st_y2 + 4) * pprev_s1 + (st_kb + 4) * pprev_s2]) & 15) == 0) {
      const float4 st_pv_85 = __ldg(reinterpret_cast<const float4 *>(&pprev[(st_x0 + 4) + (st_y2 + 4) * pprev_s1 + (st_kb + 4) * pprev_s2]));
      st_n1_r2_c0 = st_pv_85.x;
      st_n1_r2_c1 = st_pv_85.y;
      st_n1_r2_c2 = st_pv_85.z;
      st_n1_r2_c3 = st_pv_85.w;
    } else if (st_in2 && st_x3 <= st_hi0 && (((uintptr_t)&pprev[(st_x0 + 4) + (st_y2 + 4) * pprev_s1 + (st_kb + 4) * pprev_s2]) & 7) == 0) {
      const float2 st_pv_86 = __ldg(reinterpret_cast<const float2 *>(&pprev[(st_x0 + 4) + (st_y2 + 4) * pprev_s1 + (st_kb + 4) * pprev_s2]));
      st_n1_r2_c0 = st_pv_86.x;
      st_n1_r2_c1 = st_pv_86.y;
      const float2 st_pv_87 = __ldg((reinterpret_cast<const float2 *>(&pprev[(st_x0 + 4) + (st_y2 + 4) * pprev_s1 + (st_kb + 4) * pprev_s2]) + 1));
      st_n1_r2_c2 = st_pv_87.x;
      st_n1_r2_c3 = st_pv_87.y;
    } else {
      if (st_in2) {
        st_n1_r2_c0 = __ldg(&pprev[(st_x0 + 4) + (st_y2 + 4) * pprev_s1 + (st_kb + 4) * pprev_s2]);
      }
      if ((st_in2 && st_x1 <= st_hi0)) {
        st_n1_r2_c1 = __ldg(&pprev[(st_x1 + 4) + (st_y2 + 4) * pprev_s1 + (st_kb + 4) * pprev_s2]);
      }
      if ((st_in2 && st_x2 <= st_hi0)) {
        st_n1_r2_c2 = __ldg(&pprev[(st_x2 + 4) + (st_y2 + 4) * pprev_s1 + (st_kb + 4) * pprev_s2]);
      }
      if ((st_in2 && st_x3 <= st_hi0)) {
        st_n1_r2_c3 = __ldg(&pprev[(st_x3 + 4) + (st_y2 + 4) * pprev_s1 + (st_kb + 4) * pprev_s2]);
      }
    }
    if (st_in2 && st_x3 <= st_hi0 && (((uintptr_t)&vel[st_x0 + st_y2 * vel_s1 + st_kb * vel_s2]) & 15) == 0) {
      const float4 st_pv_88 = __ldg(reinterpret_cast<const float4 *>(&vel[st_x0 + st_y2 * vel_s1 + st_kb * vel_s2]));
      st_n2_r2_c0 = st_pv_88.x;
      st_n2_r2_c1 = st_pv_88.y;
      st_n2_r2_c2 = st_pv_88.z;
      st_n2_r2_c3 = st_pv_88.w;
    } else if (st_in2 && st_x3 <= st_hi0 && (((uintptr_t)&vel[st_x0 + st_y2 * vel_s1 + st_kb * vel_s2]) & 7) == 0) {
      const float2 st_pv_89 = __ldg(reinterpret_cast<const float2 *>(&vel[st_x0 + st_y2 * vel_s1 + st_kb * vel_s2]));
      st_n2_r2_c0 = st_pv_89.x;
      st_n2_r2_c1 = st_pv_89.y;
      const float2 st_pv_90 = __ldg((reinterpret_cast<const float2 *>(&vel[st_x0 + st_y2 * vel_s1 + st_kb * vel_s2]) + 1));
      st_n2_r2_c2 = st_pv_90.x;
      st_n2_r2_c3 = st_pv_90.y;
    } else {
      if (st_in2) {
        st_n2_r2_c0 = __ldg(&vel[st_x0 + st_y2 * vel_s1 + st_kb * vel_s2]);
      }
      if ((st_in2 && st_x1 <= st_hi0)) {
        st_n2_r2_c1 = __ldg(&vel[st_x1 + st_y2 * vel_s1 + st_kb * vel_s2]);
      }
      if ((st_in2 && st_x2 <= st_hi0)) {
        st_n2_r2_c2 = __ldg(&vel[st_x2 + st_y2 * vel_s1 + st_kb * vel_s2]);
      }
      if ((st_in2 && st_x3 <= st_hi0)) {
        st_n2_r2_c3 = __ldg(&vel[st_x3 + st_y2 * vel_s1 + st_kb * vel_s2]);
      }
    }
    if (st_in3 && st_x3 <= st_hi0 && (((uintptr_t)&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + st_kb * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 1) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 2) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 3) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 4) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 5) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 6) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 7) * p_s2]) & 15) == 0) {
      const float4 st_pv_91 = __ldg(reinterpret_cast<const float4 *>(&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + st_kb * p_s2]));
      st_q0_m3_r3_c0 = st_pv_91.x;
      st_q0_m3_r3_c1 = st_pv_91.y;
      st_q0_m3_r3_c2 = st_pv_91.z;
      st_q0_m3_r3_c3 = st_pv_91.w;
      const float4 st_pv_92 = __ldg(reinterpret_cast<const float4 *>(&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 1) * p_s2]));
      st_q0_m2_r3_c0 = st_pv_92.x;
      st_q0_m2_r3_c1 = st_pv_92.y;
      st_q0_m2_r3_c2 = st_pv_92.z;
      st_q0_m2_r3_c3 = st_pv_92.w;
      const float4 st_pv_93 = __ldg(reinterpret_cast<const float4 *>(&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 2) * p_s2]));
      st_q0_m1_r3_c0 = st_pv_93.x;
      st_q0_m1_r3_c1 = st_pv_93.y;
      st_q0_m1_r3_c2 = st_pv_93.z;
      st_q0_m1_r3_c3 = st_pv_93.w;
      const float4 st_pv_94 = __ldg(reinterpret_cast<const float4 *>(&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 3) * p_s2]));
      st_q0_0_r3_c0 = st_pv_94.x;
      st_q0_0_r3_c1 = st_pv_94.y;
      st_q0_0_r3_c2 = st_pv_94.z;
      st_q0_0_r3_c3 = st_pv_94.w;
      const float4 st_pv_95 = __ldg(reinterpret_cast<const float4 *>(&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 4) * p_s2]));
      st_q0_1_r3_c0 = st_pv_95.x;
      st_q0_1_r3_c1 = st_pv_95.y;
      st_q0_1_r3_c2 = st_pv_95.z;
      st_q0_1_r3_c3 = st_pv_95.w;
      const float4 st_pv_96 = __ldg(reinterpret_cast<const float4 *>(&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 5) * p_s2]));
      st_q0_2_r3_c0 = st_pv_96.x;
      st_q0_2_r3_c1 = st_pv_96.y;
      st_q0_2_r3_c2 = st_pv_96.z;
      st_q0_2_r3_c3 = st_pv_96.w;
      const float4 st_pv_97 = __ldg(reinterpret_cast<const float4 *>(&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 6) * p_s2]));
      st_q0_3_r3_c0 = st_pv_97.x;
      st_q0_3_r3_c1 = st_pv_97.y;
      st_q0_3_r3_c2 = st_pv_97.z;
      st_q0_3_r3_c3 = st_pv_97.w;
      const float4 st_pv_98 = __ldg(reinterpret_cast<const float4 *>(&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 7) * p_s2]));
      st_q0_4_r3_c0 = st_pv_98.x;
      st_q0_4_r3_c1 = st_pv_98.y;
      st_q0_4_r3_c2 = st_pv_98.z;
      st_q0_4_r3_c3 = st_pv_98.w;
    } else if (st_in3 && st_x3 <= st_hi0 && (((uintptr_t)&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + st_kb * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 1) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 2) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 3) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 4) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 5) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 6) * p_s2] | (uintptr_t)&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 7) * p_s2]) & 7) == 0) {
      const float2 st_pv_99 = __ldg(reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + st_kb * p_s2]));
      st_q0_m3_r3_c0 = st_pv_99.x;
      st_q0_m3_r3_c1 = st_pv_99.y;
      const float2 st_pv_100 = __ldg((reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + st_kb * p_s2]) + 1));
      st_q0_m3_r3_c2 = st_pv_100.x;
      st_q0_m3_r3_c3 = st_pv_100.y;
      const float2 st_pv_101 = __ldg(reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 1) * p_s2]));
      st_q0_m2_r3_c0 = st_pv_101.x;
      st_q0_m2_r3_c1 = st_pv_101.y;
      const float2 st_pv_102 = __ldg((reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 1) * p_s2]) + 1));
      st_q0_m2_r3_c2 = st_pv_102.x;
      st_q0_m2_r3_c3 = st_pv_102.y;
      const float2 st_pv_103 = __ldg(reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 2) * p_s2]));
      st_q0_m1_r3_c0 = st_pv_103.x;
      st_q0_m1_r3_c1 = st_pv_103.y;
      const float2 st_pv_104 = __ldg((reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 2) * p_s2]) + 1));
      st_q0_m1_r3_c2 = st_pv_104.x;
      st_q0_m1_r3_c3 = st_pv_104.y;
      const float2 st_pv_105 = __ldg(reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 3) * p_s2]));
      st_q0_0_r3_c0 = st_pv_105.x;
      st_q0_0_r3_c1 = st_pv_105.y;
      const float2 st_pv_106 = __ldg((reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 3) * p_s2]) + 1));
      st_q0_0_r3_c2 = st_pv_106.x;
      st_q0_0_r3_c3 = st_pv_106.y;
      const float2 st_pv_107 = __ldg(reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 4) * p_s2]));
      st_q0_1_r3_c0 = st_pv_107.x;
      st_q0_1_r3_c1 = st_pv_107.y;
      const float2 st_pv_108 = __ldg((reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 4) * p_s2]) + 1));
      st_q0_1_r3_c2 = st_pv_108.x;
      st_q0_1_r3_c3 = st_pv_108.y;
      const float2 st_pv_109 = __ldg(reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 5) * p_s2]));
      st_q0_2_r3_c0 = st_pv_109.x;
      st_q0_2_r3_c1 = st_pv_109.y;
      const float2 st_pv_110 = __ldg((reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 5) * p_s2]) + 1));
      st_q0_2_r3_c2 = st_pv_110.x;
      st_q0_2_r3_c3 = st_pv_110.y;
      const float2 st_pv_111 = __ldg(reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 6) * p_s2]));
      st_q0_3_r3_c0 = st_pv_111.x;
      st_q0_3_r3_c1 = st_pv_111.y;
      const float2 st_pv_112 = __ldg((reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 6) * p_s2]) + 1));
      st_q0_3_r3_c2 = st_pv_112.x;
      st_q0_3_r3_c3 = st_pv_112.y;
      const float2 st_pv_113 = __ldg(reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 7) * p_s2]));
      st_q0_4_r3_c0 = st_pv_113.x;
      st_q0_4_r3_c1 = st_pv_113.y;
      const float2 st_pv_114 = __ldg((reinterpret_cast<const float2 *>(&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 7) * p_s2]) + 1));
      st_q0_4_r3_c2 = st_pv_114.x;
      st_q0_4_r3_c3 = st_pv_114.y;
    } else {
      if (st_in3) {
        st_q0_m3_r3_c0 = __ldg(&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + st_kb * p_s2]);
        st_q0_m2_r3_c0 = __ldg(&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 1) * p_s2]);
        st_q0_m1_r3_c0 = __ldg(&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 2) * p_s2]);
        st_q0_0_r3_c0 = __ldg(&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 3) * p_s2]);
        st_q0_1_r3_c0 = __ldg(&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 4) * p_s2]);
        st_q0_2_r3_c0 = __ldg(&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 5) * p_s2]);
        st_q0_3_r3_c0 = __ldg(&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 6) * p_s2]);
        st_q0_4_r3_c0 = __ldg(&p[(st_x0 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 7) * p_s2]);
      }
      if ((st_in3 && st_x1 <= st_hi0)) {
        st_q0_m3_r3_c1 = __ldg(&p[(st_x1 + 4) + (st_y3 + 4) * p_s1 + st_kb * p_s2]);
        st_q0_m2_r3_c1 = __ldg(&p[(st_x1 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 1) * p_s2]);
        st_q0_m1_r3_c1 = __ldg(&p[(st_x1 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 2) * p_s2]);
        st_q0_0_r3_c1 = __ldg(&p[(st_x1 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 3) * p_s2]);
        st_q0_1_r3_c1 = __ldg(&p[(st_x1 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 4) * p_s2]);
        st_q0_2_r3_c1 = __ldg(&p[(st_x1 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 5) * p_s2]);
        st_q0_3_r3_c1 = __ldg(&p[(st_x1 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 6) * p_s2]);
        st_q0_4_r3_c1 = __ldg(&p[(st_x1 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 7) * p_s2]);
      }
      if ((st_in3 && st_x2 <= st_hi0)) {
        st_q0_m3_r3_c2 = __ldg(&p[(st_x2 + 4) + (st_y3 + 4) * p_s1 + st_kb * p_s2]);
        st_q0_m2_r3_c2 = __ldg(&p[(st_x2 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 1) * p_s2]);
        st_q0_m1_r3_c2 = __ldg(&p[(st_x2 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 2) * p_s2]);
        st_q0_0_r3_c2 = __ldg(&p[(st_x2 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 3) * p_s2]);
        st_q0_1_r3_c2 = __ldg(&p[(st_x2 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 4) * p_s2]);
        st_q0_2_r3_c2 = __ldg(&p[(st_x2 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 5) * p_s2]);
        st_q0_3_r3_c2 = __ldg(&p[(st_x2 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 6) * p_s2]);
        st_q0_4_r3_c2 = __ldg(&p[(st_x2 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 7) * p_s2]);
      }
      if ((st_in3 && st_x3 <= st_hi0)) {
        st_q0_m3_r3_c3 = __ldg(&p[(st_x3 + 4) + (st_y3 + 4) * p_s1 + st_kb * p_s2]);
        st_q0_m2_r3_c3 = __ldg(&p[(st_x3 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 1) * p_s2]);
        st_q0_m1_r3_c3 = __ldg(&p[(st_x3 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 2) * p_s2]);
        st_q0_0_r3_c3 = __ldg(&p[(st_x3 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 3) * p_s2]);
        st_q0_1_r3_c3 = __ldg(&p[(st_x3 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 4) * p_s2]);
        st_q0_2_r3_c3 = __ldg(&p[(st_x3 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 5) * p_s2]);
        st_q0_3_r3_c3 = __ldg(&p[(st_x3 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 6) * p_s2]);
        st_q0_4_r3_c3 = __ldg(&p[(st_x3 + 4) + (st_y3 + 4) * p_s1 + (st_kb + 7) * p_s2]);
      }
    }
    if (st_in3 && st_x3 <= st_hi0 && (((uintptr_t)&pprev[(st_x0 + 4) + (st_y3 + 4) * pprev_s1 + (st_kb + 4) * pprev_s2]) & 15) == 0) {
      const float4 st_pv_115 = __ldg(reinterpret_cast<const float4 *>(&pprev[(st_x0 + 4) + (st_y3 + 4) * pprev_s1 + (st_kb + 4) * pprev_s2]));
      st_n1_r3_c0 = st_pv_115.x;
      st_n1_r3_c1 = st_pv_115.y;
      st_n1_r3_c2 = st_pv_115.z;
      st_n1_r3_c3 = st_pv_115.w;
    } else if (st_in3 && st_x3 <= st_hi0 && (((uintptr_t)&pprev[(st_x0 + 4) + (st_y3 + 4) * pprev_s1 + (st_kb + 4) * pprev_s2]) & 7) == 0) {
      const float2 st_pv_116 = __ldg(reinterpret_cast<const float2 *>(&pprev[(st_x0 + 4) + (st_y3 + 4) * pprev_s1 + (st_kb + 4) * pprev_s2]));
      st_n1_r3_c0 = st_pv_116.x;
      st_n1_r3_c1 = st_pv_116.y;
      const float2 st_pv_117 = __ldg((reinterpret_cast<const float2 *>(&pprev[(st_x0 + 4) + (st_y3 + 4) * pprev_s1 + (st_kb + 4) * pprev_s2]) + 1));
      st_n1_r3_c2 = st_pv_117.x;
      st_n1_r3_c3 = st_pv_117.y;
    } else {
      if (st_in3) {
        st_n1_r3_c0 = __ldg(&pprev[(st_x0 + 4) + (st_y3 + 4) * pprev_s1 + (st_kb + 4) * pprev_s2]);
      }
      if ((st_in3 && st_x1 <= st_hi0)) {
        st_n1_r3_c1 = __ldg(&pprev[(st_x1 + 4) + (st_y3 + 4) * pprev_s1 + (st_kb + 4) * pprev_s2]);
      }
      if ((st_in3 && st_x2 <= st_hi0)) {
        st_n1_r3_c2 = __ldg(&pprev[(st_x2 + 4) + (st_y3 + 4) * pprev_s1 + (st_kb + 4) * pprev_s2]);
      }
      if ((st_in3 && st_x3 <= st_hi0)) {
        st_n1_r3_c3 = __ldg(&pprev[(st_x3 + 4) + (st_y3 + 4) * pprev_s1 + (st_kb + 4) * pprev_s2]);
      }
    }
    if (st_in3 && st_x3 <= st_hi0 && (((uintptr_t)&vel[st_x0 + st_y3 * vel_s1 + st_kb * vel_s2]) & 15) == 0) {
      const float4 st_pv_118 = __ldg(reinterpret_cast<const float4 *>(&vel[st_x0 + st_y3 * vel_s1 + st_kb * vel_s2]));
      st_n2_r3_c0 = st_pv_118.x;
      st_n2_r3_c1 = st_pv_118.y;
      st_n2_r3_c2 = st_pv_118.z;
      st_n2_r3_c3 = st_pv_118.w;
    } else if (st_in3 && st_x3 <= st_hi0 && (((uintptr_t)&vel[st_x0 + st_y3 * vel_s1 + st_kb * vel_s2]) & 7) == 0) {
      const float2 st_pv_119 = __ldg(reinterpret_cast<const float2 *>(&vel[st_x0 + st_y3 * vel_s1 + st_kb * vel_s2]));
      st_n2_r3_c0 = st_pv_119.x;
      st_n2_r3_c1 = st_pv_119.y;
      const float2 st_pv_120 = __ldg((reinterpret_cast<const float2 *>(&vel[st_x0 + st_y3 * vel_s1 + st_kb * vel_s2]) + 1));
      st_n2_r3_c2 = st_pv_120.x;
      st_n2_r3_c3 = st_pv_120.y;
    } else {
      if (st_in3) {
        st_n2_r3_c0 = __ldg(&vel[st_x0 + st_y3 * vel_s1 + st_kb * vel_s2]);
      }
      if ((st_in3 && st_x1 <= st_hi0)) {
        st_n2_r3_c1 = __ldg(&vel[st_x1 + st_y3 * vel_s1 + st_kb * vel_s2]);
      }
      if ((st_in3 && st_x2 <= st_hi0)) {
        st_n2_r3_c2 = __ldg(&vel[st_x2 + st_y3 * vel_s1 + st_kb * vel_s2]);
      }
      if ((st_in3 && st_x3 <= st_hi0)) {
        st_n2_r3_c3 = __ldg(&vel[st_x3 + st_y3 * vel_s1 + st_kb * vel_s2]);
      }
    }
    int st_it = 0;
    const bool st_al0 = (((uintptr_t)&p[((st_o0 - 4) + 4) + ((st_o1 - 4) + 4) * p_s1 + (st_kb + 4) * p_s2] | (uintptr_t)&p[((st_o0 - 4) + 4) + ((st_o1 - 4 + 1) + 4) * p_s1 + (st_kb + 4) * p_s2] | (uintptr_t)&p[((st_o0 - 4) + 4) + ((st_o1 - 4) + 4) * p_s1 + (st_kb + 5) * p_s2]) & 15) == 0;
    const bool st_al8_0 = (((uintptr_t)&p[((st_o0 - 4) + 4) + ((st_o1 - 4) + 4) * p_s1 + (st_kb + 4) * p_s2] | (uintptr_t)&p[((st_o0 - 4) + 4) + ((st_o1 - 4 + 1) + 4) * p_s1 + (st_kb + 4) * p_s2] | (uintptr_t)&p[((st_o0 - 4) + 4) + ((st_o1 - 4) + 4) * p_s1 + (st_kb + 5) * p_s2]) & 7) == 0;
    const bool st_full0 = st_al0 && &p[((st_o0 - 4 + 135) + 4) + ((st_o1 - 4 + 39) + 4) * p_s1 + ((nz + 3) + 4) * p_s2] <= &p[((nx + 3) + 4) + ((ny + 3) + 4) * p_s1 + ((nz + 3) + 4) * p_s2];
    {
      if (st_full0) {
        const float *st_b = &p[((st_o0 - 4) + 4) + ((st_o1 - 4) + 4) * p_s1 + (st_kb + 4) * p_s2];
        const ptrdiff_t st_rs = &p[((st_o0 - 4) + 4) + (((st_o1 - 4) + 1) + 4) * p_s1 + (st_kb + 4) * p_s2] - st_b;
        const int st_fr = st_tid / 34, st_fc = (st_tid - st_fr * 34) * 4;
        if (st_fr < 7) {
          #pragma unroll
          for (int st_m = 0; st_m < 6; ++st_m) {
            if (st_fr + st_m * 7 < 40) __pipeline_memcpy_async(&st_s0[0][st_fr + st_m * 7][st_fc], st_b + st_fc + (ptrdiff_t)(st_fr + st_m * 7) * st_rs, 16);
          }
        }
      } else if (st_al0) {
        for (int st_e = st_tid; st_e < 1360; st_e += 256) {
          const int st_cy = st_e / 34, st_cx = (st_e - st_cy * 34) * 4;
          const int st_gy = st_o1 - 4 + st_cy;
          const int st_gx = st_o0 - 4 + st_cx;
          if (st_gy >= st_lo1 - 4 && st_gy <= st_hi1 + 4) {
            if (st_gx >= st_lo0 - 4 && (st_gx + 3) <= st_hi0 + 4) {
              __pipeline_memcpy_async(&st_s0[0][st_cy][st_cx], &p[(st_gx + 4) + (st_gy + 4) * p_s1 + (st_kb + 4) * p_s2], 16);
            } else {
              for (int st_t = 0; st_t < 4; ++st_t) {
                if ((st_gx + st_t) >= st_lo0 - 4 && (st_gx + st_t) <= st_hi0 + 4) __pipeline_memcpy_async(&st_s0[0][st_cy][st_cx + st_t], &p[((st_gx + st_t) + 4) + (st_gy + 4) * p_s1 + (st_kb + 4) * p_s2], sizeof(float));
              }
            }
          }
        }
      } else if (st_al8_0) {
        for (int st_e_2 = st_tid; st_e_2 < 2720; st_e_2 += 256) {
          const int st_cy_2 = st_e_2 / 68, st_cx_2 = (st_e_2 - st_cy_2 * 68) * 2;
          const int st_gy_2 = st_o1 - 4 + st_cy_2;
          const int st_gx_2 = st_o0 - 4 + st_cx_2;
          if (st_gy_2 >= st_lo1 - 4 && st_gy_2 <= st_hi1 + 4) {
            if (st_gx_2 >= st_lo0 - 4 && (st_gx_2 + 1) <= st_hi0 + 4) {
              __pipeline_memcpy_async(&st_s0[0][st_cy_2][st_cx_2], &p[(st_gx_2 + 4) + (st_gy_2 + 4) * p_s1 + (st_kb + 4) * p_s2], 8);
            } else {
              for (int st_t_2 = 0; st_t_2 < 2; ++st_t_2) {
                if ((st_gx_2 + st_t_2) >= st_lo0 - 4 && (st_gx_2 + st_t_2) <= st_hi0 + 4) __pipeline_memcpy_async(&st_s0[0][st_cy_2][st_cx_2 + st_t_2], &p[((st_gx_2 + st_t_2) + 4) + (st_gy_2 + 4) * p_s1 + (st_kb + 4) * p_s2], sizeof(float));
              }
            }
          }
        }
      } else {
        for (int st_e_3 = st_tid; st_e_3 < 5440; st_e_3 += 256) {
          const int st_cy_3 = st_e_3 / 136, st_cx_3 = (st_e_3 - st_cy_3 * 136);
          const int st_gy_3 = st_o1 - 4 + st_cy_3;
          const int st_gx_3 = st_o0 - 4 + st_cx_3;
          if (st_gx_3 >= st_lo0 - 4 && st_gx_3 <= st_hi0 + 4 && st_gy_3 >= st_lo1 - 4 && st_gy_3 <= st_hi1 + 4) __pipeline_memcpy_async(&st_s0[0][st_cy_3][st_cx_3], &p[(st_gx_3 + 4) + (st_gy_3 + 4) * p_s1 + (st_kb + 4) * p_s2], sizeof(float));
        }
      }
    }
    __pipeline_commit();
    {
      if (st_full0) {
        const float *st_b_2 = &p[((st_o0 - 4) + 4) + ((st_o1 - 4) + 4) * p_s1 + (st_kb + 5) * p_s2];
        const ptrdiff_t st_rs_2 = &p[((st_o0 - 4) + 4) + (((st_o1 - 4) + 1) + 4) * p_s1 + (st_kb + 5) * p_s2] - st_b_2;
        const int st_fr_2 = st_tid / 34, st_fc_2 = (st_tid - st_fr_2 * 34) * 4;
        if (st_fr_2 < 7) {
          #pragma unroll
          for (int st_m_2 = 0; st_m_2 < 6; ++st_m_2) {
            if (st_fr_2 + st_m_2 * 7 < 40) __pipeline_memcpy_async(&st_s0[1][st_fr_2 + st_m_2 * 7][st_fc_2], st_b_2 + st_fc_2 + (ptrdiff_t)(st_fr_2 + st_m_2 * 7) * st_rs_2, 16);
          }
        }
      } else if (st_al0) {
        for (int st_e_4 = st_tid; st_e_4 < 1360; st_e_4 += 256) {
          const int st_cy_4 = st_e_4 / 34, st_cx_4 = (st_e_4 - st_cy_4 * 34) * 4;
          const int st_gy_4 = st_o1 - 4 + st_cy_4;
          const int st_gx_4 = st_o0 - 4 + st_cx_4;
          if (st_gy_4 >= st_lo1 - 4 && st_gy_4 <= st_hi1 + 4) {
            if (st_gx_4 >= st_lo0 - 4 && (st_gx_4 + 3) <= st_hi0 + 4) {
              __pipeline_memcpy_async(&st_s0[1][st_cy_4][st_cx_4], &p[(st_gx_4 + 4) + (st_gy_4 + 4) * p_s1 + (st_kb + 5) * p_s2], 16);
            } else {
              for (int st_t_3 = 0; st_t_3 < 4; ++st_t_3) {
                if ((st_gx_4 + st_t_3) >= st_lo0 - 4 && (st_gx_4 + st_t_3) <= st_hi0 + 4) __pipeline_memcpy_async(&st_s0[1][st_cy_4][st_cx_4 + st_t_3], &p[((st_gx_4 + st_t_3) + 4) + (st_gy_4 + 4) * p_s1 + (st_kb + 5) * p_s2], sizeof(float));
              }
            }
          }
        }
      } else if (st_al8_0) {
        for (int st_e_5 = st_tid; st_e_5 < 2720; st_e_5 += 256) {
          const int st_cy_5 = st_e_5 / 68, st_cx_5 = (st_e_5 - st_cy_5 * 68) * 2;
          const int st_gy_5 = st_o1 - 4 + st_cy_5;
          const int st_gx_5 = st_o0 - 4 + st_cx_5;
          if (st_gy_5 >= st_lo1 - 4 && st_gy_5 <= st_hi1 + 4) {
            if (st_gx_5 >= st_lo0 - 4 && (st_gx_5 + 1) <= st_hi0 + 4) {
              __pipeline_memcpy_async(&st_s0[1][st_cy_5][st_cx_5], &p[(st_gx_5 + 4) + (st_gy_5 + 4) * p_s1 + (st_kb + 5) * p_s2], 8);
            } else {
              for (int st_t_4 = 0; st_t_4 < 2; ++st_t_4) {
                if ((st_gx_5 + st_t_4) >= st_lo0 - 4 && (st_gx_5 + st_t_4) <= st_hi0 + 4) __pipeline_memcpy_async(&st_s0[1][st_cy_5][st_cx_5 + st_t_4], &p[((st_gx_5 + st_t_4) + 4) + (st_gy_5 + 4) * p_s1 + (st_kb + 5) * p_s2], sizeof(float));
              }
            }
          }
        }
      } else {
        for (int st_e_6 = st_tid; st_e_6 < 5440; st_e_6 += 256) {
          const int st_cy_6 = st_e_6 / 136, st_cx_6 = (st_e_6 - st_cy_6 * 136);
          const int st_gy_6 = st_o1 - 4 + st_cy_6;
          const int st_gx_6 = st_o0 - 4 + st_cx_6;
          if (st_gx_6 >= st_lo0 - 4 && st_gx_6 <= st_hi0 + 4 && st_gy_6 >= st_lo1 - 4 && st_gy_6 <= st_hi1 + 4) __pipeline_memcpy_async(&st_s0[1][st_cy_6][st_cx_6], &p[(st_gx_6 + 4) + (st_gy_6 + 4) * p_s1 + (st_kb + 5) * p_s2], sizeof(float));
        }
      }
    }
    __pipeline_commit();
    {
      if (st_full0) {
        const float *st_b_3 = &p[((st_o0 - 4) + 4) + ((st_o1 - 4) + 4) * p_s1 + (st_kb + 6) * p_s2];
        const ptrdiff_t st_rs_3 = &p[((st_o0 - 4) + 4) + (((st_o1 - 4) + 1) + 4) * p_s1 + (st_kb + 6) * p_s2] - st_b_3;
        const int st_fr_3 = st_tid / 34, st_fc_3 = (st_tid - st_fr_3 * 34) * 4;
        if (st_fr_3 < 7) {
          #pragma unroll
          for (int st_m_3 = 0; st_m_3 < 6; ++st_m_3) {
            if (st_fr_3 + st_m_3 * 7 < 40) __pipeline_memcpy_async(&st_s0[2][st_fr_3 + st_m_3 * 7][st_fc_3], st_b_3 + st_fc_3 + (ptrdiff_t)(st_fr_3 + st_m_3 * 7) * st_rs_3, 16);
          }
        }
      } else if (st_al0) {
        for (int st_e_7 = st_tid; st_e_7 < 1360; st_e_7 += 256) {
          const int st_cy_7 = st_e_7 / 34, st_cx_7 = (st_e_7 - st_cy_7 * 34) * 4;
          const int st_gy_7 = st_o1 - 4 + st_cy_7;
          const int st_gx_7 = st_o0 - 4 + st_cx_7;
          if (st_gy_7 >= st_lo1 - 4 && st_gy_7 <= st_hi1 + 4) {
            if (st_gx_7 >= st_lo0 - 4 && (st_gx_7 + 3) <= st_hi0 + 4) {
              __pipeline_memcpy_async(&st_s0[2][st_cy_7][st_cx_7], &p[(st_gx_7 + 4) + (st_gy_7 + 4) * p_s1 + (st_kb + 6) * p_s2], 16);
            } else {
              for (int st_t_5 = 0; st_t_5 < 4; ++st_t_5) {
                if ((st_gx_7 + st_t_5) >= st_lo0 - 4 && (st_gx_7 + st_t_5) <= st_hi0 + 4) __pipeline_memcpy_async(&st_s0[2][st_cy_7][st_cx_7 + st_t_5], &p[((st_gx_7 + st_t_5) + 4) + (st_gy_7 + 4) * p_s1 + (st_kb + 6) * p_s2], sizeof(float));
              }
            }
          }
        }
      } else if (st_al8_0) {
        for (int st_e_8 = st_tid; st_e_8 < 2720; st_e_8 += 256) {
          const int st_cy_8 = st_e_8 / 68, st_cx_8 = (st_e_8 - st_cy_8 * 68) * 2;
          const int st_gy_8 = st_o1 - 4 + st_cy_8;
          const int st_gx_8 = st_o0 - 4 + st_cx_8;
          if (st_gy_8 >= st_lo1 - 4 && st_gy_8 <= st_hi1 + 4) {
            if (st_gx_8 >= st_lo0 - 4 && (st_gx_8 + 1) <= st_hi0 + 4) {
              __pipeline_memcpy_async(&st_s0[2][st_cy_8][st_cx_8], &p[(st_gx_8 + 4) + (st_gy_8 + 4) * p_s1 + (st_kb + 6) * p_s2], 8);
            } else {
              for (int st_t_6 = 0; st_t_6 < 2; ++st_t_6) {
                if ((st_gx_8 + st_t_6) >= st_lo0 - 4 && (st_gx_8 + st_t_6) <= st_hi0 + 4) __pipeline_memcpy_async(&st_s0[2][st_cy_8][st_cx_8 + st_t_6], &p[((st_gx_8 + st_t_6) + 4) + (st_gy_8 + 4) * p_s1 + (st_kb + 6) * p_s2], sizeof(float));
              }
            }
          }
        }
      } else {
        for (int st_e_9 = st_tid; st_e_9 < 5440; st_e_9 += 256) {
          const int st_cy_9 = st_e_9 / 136, st_cx_9 = (st_e_9 - st_cy_9 * 136);
          const int st_gy_9 = st_o1 - 4 + st_cy_9;
          const int st_gx_9 = st_o0 - 4 + st_cx_9;
          if (st_gx_9 >= st_lo0 - 4 && st_gx_9 <= st_hi0 + 4 && st_gy_9 >= st_lo1 - 4 && st_gy_9 <= st_hi1 + 4) __pipeline_memcpy_async(&st_s0[2][st_cy_9][st_cx_9], &p[(st_gx_9 + 4) + (st_gy_9 + 4) * p_s1 + (st_kb + 6) * p_s2], sizeof(float));
        }
      }
    }
    __pipeline_commit();
    {
      if (st_full0) {
        const float *st_b_4 = &p[((st_o0 - 4) + 4) + ((st_o1 - 4) + 4) * p_s1 + (st_kb + 7) * p_s2];
        const ptrdiff_t st_rs_4 = &p[((st_o0 - 4) + 4) + (((st_o1 - 4) + 1) + 4) * p_s1 + (st_kb + 7) * p_s2] - st_b_4;
        const int st_fr_4 = st_tid / 34, st_fc_4 = (st_tid - st_fr_4 * 34) * 4;
        if (st_fr_4 < 7) {
          #pragma unroll
          for (int st_m_4 = 0; st_m_4 < 6; ++st_m_4) {
            if (st_fr_4 + st_m_4 * 7 < 40) __pipeline_memcpy_async(&st_s0[3][st_fr_4 + st_m_4 * 7][st_fc_4], st_b_4 + st_fc_4 + (ptrdiff_t)(st_fr_4 + st_m_4 * 7) * st_rs_4, 16);
          }
        }
      } else if (st_al0) {
        for (int st_e_10 = st_tid; st_e_10 < 1360; st_e_10 += 256) {
          const int st_cy_10 = st_e_10 / 34, st_cx_10 = (st_e_10 - st_cy_10 * 34) * 4;
          const int st_gy_10 = st_o1 - 4 + st_cy_10;
          const int st_gx_10 = st_o0 - 4 + st_cx_10;
          if (st_gy_10 >= st_lo1 - 4 && st_gy_10 <= st_hi1 + 4) {
            if (st_gx_10 >= st_lo0 - 4 && (st_gx_10 + 3) <= st_hi0 + 4) {
              __pipeline_memcpy_async(&st_s0[3][st_cy_10][st_cx_10], &p[(st_gx_10 + 4) + (st_gy_10 + 4) * p_s1 + (st_kb + 7) * p_s2], 16);
            } else {
              for (int st_t_7 = 0; st_t_7 < 4; ++st_t_7) {
                if ((st_gx_10 + st_t_7) >= st_lo0 - 4 && (st_gx_10 + st_t_7) <= st_hi0 + 4) __pipeline_memcpy_async(&st_s0[3][st_cy_10][st_cx_10 + st_t_7], &p[((st_gx_10 + st_t_7) + 4) + (st_gy_10 + 4) * p_s1 + (st_kb + 7) * p_s2], sizeof(float));
              }
            }
          }
        }
      } else if (st_al8_0) {
        for (int st_e_11 = st_tid; st_e_11 < 2720; st_e_11 += 256) {
          const int st_cy_11 = st_e_11 / 68, st_cx_11 = (st_e_11 - st_cy_11 * 68) * 2;
          const int st_gy_11 = st_o1 - 4 + st_cy_11;
          const int st_gx_11 = st_o0 - 4 + st_cx_11;
          if (st_gy_11 >= st_lo1 - 4 && st_gy_11 <= st_hi1 + 4) {
            if (st_gx_11 >= st_lo0 - 4 && (st_gx_11 + 1) <= st_hi0 + 4) {
              __pipeline_memcpy_async(&st_s0[3][st_cy_11][st_cx_11], &p[(st_gx_11 + 4) + (st_gy_11 + 4) * p_s1 + (st_kb + 7) * p_s2], 8);
            } else {
              for (int st_t_8 = 0; st_t_8 < 2; ++st_t_8) {
                if ((st_gx_11 + st_t_8) >= st_lo0 - 4 && (st_gx_11 + st_t_8) <= st_hi0 + 4) __pipeline_memcpy_async(&st_s0[3][st_cy_11][st_cx_11 + st_t_8], &p[((st_gx_11 + st_t_8) + 4) + (st_gy_11 + 4) * p_s1 + (st_kb + 7) * p_s2], sizeof(float));
              }
            }
          }
        }
      } else {
        for (int st_e_12 = st_tid; st_e_12 < 5440; st_e_12 += 256) {
          const int st_cy_12 = st_e_12 / 136, st_cx_12 = (st_e_12 - st_cy_12 * 136);
          const int st_gy_12 = st_o1 - 4 + st_cy_12;
          const int st_gx_12 = st_o0 - 4 + st_cx_12;
          if (st_gx_12 >= st_lo0 - 4 && st_gx_12 <= st_hi0 + 4 && st_gy_12 >= st_lo1 - 4 && st_gy_12 <= st_hi1 + 4) __pipeline_memcpy_async(&st_s0[3][st_cy_12][st_cx_12], &p[(st_gx_12 + 4) + (st_gy_12 + 4) * p_s1 + (st_kb + 7) * p_s2], sizeof(float));
        }
      }
    }
    __pipeline_commit();
    {
      if (st_full0) {
        const float *st_b_5 = &p[((st_o0 - 4) + 4) + ((st_o1 - 4) + 4) * p_s1 + (st_kb + 8) * p_s2];
        const ptrdiff_t st_rs_5 = &p[((st_o0 - 4) + 4) + (((st_o1 - 4) + 1) + 4) * p_s1 + (st_kb + 8) * p_s2] - st_b_5;
        const int st_fr_5 = st_tid / 34, st_fc_5 = (st_tid - st_fr_5 * 34) * 4;
        if (st_fr_5 < 7) {
          #pragma unroll
          for (int st_m_5 = 0; st_m_5 < 6; ++st_m_5) {
            if (st_fr_5 + st_m_5 * 7 < 40) __pipeline_memcpy_async(&st_s0[4][st_fr_5 + st_m_5 * 7][st_fc_5], st_b_5 + st_fc_5 + (ptrdiff_t)(st_fr_5 + st_m_5 * 7) * st_rs_5, 16);
          }
        }
      } else if (st_al0) {
        for (int st_e_13 = st_tid; st_e_13 < 1360; st_e_13 += 256) {
          const int st_cy_13 = st_e_13 / 34, st_cx_13 = (st_e_13 - st_cy_13 * 34) * 4;
          const int st_gy_13 = st_o1 - 4 + st_cy_13;
          const int st_gx_13 = st_o0 - 4 + st_cx_13;
          if (st_gy_13 >= st_lo1 - 4 && st_gy_13 <= st_hi1 + 4) {
            if (st_gx_13 >= st_lo0 - 4 && (st_gx_13 + 3) <= st_hi0 + 4) {
              __pipeline_memcpy_async(&st_s0[4][st_cy_13][st_cx_13], &p[(st_gx_13 + 4) + (st_gy_13 + 4) * p_s1 + (st_kb + 8) * p_s2], 16);
            } else {
              for (int st_t_9 = 0; st_t_9 < 4; ++st_t_9) {
                if ((st_gx_13 + st_t_9) >= st_lo0 - 4 && (st_gx_13 + st_t_9) <= st_hi0 + 4) __pipeline_memcpy_async(&st_s0[4][st_cy_13][st_cx_13 + st_t_9], &p[((st_gx_13 + st_t_9) + 4) + (st_gy_13 + 4) * p_s1 + (st_kb + 8) * p_s2], sizeof(float));
              }
            }
          }
        }
      } else if (st_al8_0) {
        for (int st_e_14 = st_tid; st_e_14 < 2720; st_e_14 += 256) {
          const int st_cy_14 = st_e_14 / 68, st_cx_14 = (st_e_14 - st_cy_14 * 68) * 2;
          const int st_gy_14 = st_o1 - 4 + st_cy_14;
          const int st_gx_14 = st_o0 - 4 + st_cx_14;
          if (st_gy_14 >= st_lo1 - 4 && st_gy_14 <= st_hi1 + 4) {
            if (st_gx_14 >= st_lo0 - 4 && (st_gx_14 + 1) <= st_hi0 + 4) {
              __pipeline_memcpy_async(&st_s0[4][st_cy_14][st_cx_14], &p[(st_gx_14 + 4) + (st_gy_14 + 4) * p_s1 + (st_kb + 8) * p_s2], 8);
            } else {
              for (int st_t_10 = 0; st_t_10 < 2; ++st_t_10) {
                if ((st_gx_14 + st_t_10) >= st_lo0 - 4 && (st_gx_14 + st_t_10) <= st_hi0 + 4) __pipeline_memcpy_async(&st_s0[4][st_cy_14][st_cx_14 + st_t_10], &p[((st_gx_14 + st_t_10) + 4) + (st_gy_14 + 4) * p_s1 + (st_kb + 8) * p_s2], sizeof(float));
              }
            }
          }
        }
      } else {
        for (int st_e_15 = st_tid; st_e_15 < 5440; st_e_15 += 256) {
          const int st_cy_15 = st_e_15 / 136, st_cx_15 = (st_e_15 - st_cy_15 * 136);
          const int st_gy_15 = st_o1 - 4 + st_cy_15;
          const int st_gx_15 = st_o0 - 4 + st_cx_15;
          if (st_gx_15 >= st_lo0 - 4 && st_gx_15 <= st_hi0 + 4 && st_gy_15 >= st_lo1 - 4 && st_gy_15 <= st_hi1 + 4) __pipeline_memcpy_async(&st_s0[4][st_cy_15][st_cx_15], &p[(st_gx_15 + 4) + (st_gy_15 + 4) * p_s1 + (st_kb + 8) * p_s2], sizeof(float));
        }
      }
    }
    __pipeline_commit();
    if (st_kb + 1 <= st_ke) {
      if (st_full0) {
        const float *st_b_6 = &p[((st_o0 - 4) + 4) + ((st_o1 - 4) + 4) * p_s1 + (st_kb + 9) * p_s2];
        const ptrdiff_t st_rs_6 = &p[((st_o0 - 4) + 4) + (((st_o1 - 4) + 1) + 4) * p_s1 + (st_kb + 9) * p_s2] - st_b_6;
        const int st_fr_6 = st_tid / 34, st_fc_6 = (st_tid - st_fr_6 * 34) * 4;
        if (st_fr_6 < 7) {
          #pragma unroll
          for (int st_m_6 = 0; st_m_6 < 6; ++st_m_6) {
            if (st_fr_6 + st_m_6 * 7 < 40) __pipeline_memcpy_async(&st_s0[5][st_fr_6 + st_m_6 * 7][st_fc_6], st_b_6 + st_fc_6 + (ptrdiff_t)(st_fr_6 + st_m_6 * 7) * st_rs_6, 16);
          }
        }
      } else if (st_al0) {
        for (int st_e_16 = st_tid; st_e_16 < 1360; st_e_16 += 256) {
          const int st_cy_16 = st_e_16 / 34, st_cx_16 = (st_e_16 - st_cy_16 * 34) * 4;
          const int st_gy_16 = st_o1 - 4 + st_cy_16;
          const int st_gx_16 = st_o0 - 4 + st_cx_16;
          if (st_gy_16 >= st_lo1 - 4 && st_gy_16 <= st_hi1 + 4) {
            if (st_gx_16 >= st_lo0 - 4 && (st_gx_16 + 3) <= st_hi0 + 4) {
              __pipeline_memcpy_async(&st_s0[5][st_cy_16][st_cx_16], &p[(st_gx_16 + 4) + (st_gy_16 + 4) * p_s1 + (st_kb + 9) * p_s2], 16);
            } else {
              for (int st_t_11 = 0; st_t_11 < 4; ++st_t_11) {
                if ((st_gx_16 + st_t_11) >= st_lo0 - 4 && (st_gx_16 + st_t_11) <= st_hi0 + 4) __pipeline_memcpy_async(&st_s0[5][st_cy_16][st_cx_16 + st_t_11], &p[((st_gx_16 + st_t_11) + 4) + (st_gy_16 + 4) * p_s1 + (st_kb + 9) * p_s2], sizeof(float));
              }
            }
          }
        }
      } else if (st_al8_0) {
        for (int st_e_17 = st_tid; st_e_17 < 2720; st_e_17 += 256) {
          const int st_cy_17 = st_e_17 / 68, st_cx_17 = (st_e_17 - st_cy_17 * 68) * 2;
          const int st_gy_17 = st_o1 - 4 + st_cy_17;
          const int st_gx_17 = st_o0 - 4 + st_cx_17;
          if (st_gy_17 >= st_lo1 - 4 && st_gy_17 <= st_hi1 + 4) {
            if (st_gx_17 >= st_lo0 - 4 && (st_gx_17 + 1) <= st_hi0 + 4) {
              __pipeline_memcpy_async(&st_s0[5][st_cy_17][st_cx_17], &p[(st_gx_17 + 4) + (st_gy_17 + 4) * p_s1 + (st_kb + 9) * p_s2], 8);
            } else {
              for (int st_t_12 = 0; st_t_12 < 2; ++st_t_12) {
                if ((st_gx_17 + st_t_12) >= st_lo0 - 4 && (st_gx_17 + st_t_12) <= st_hi0 + 4) __pipeline_memcpy_async(&st_s0[5][st_cy_17][st_cx_17 + st_t_12], &p[((st_gx_17 + st_t_12) + 4) + (st_gy_17 + 4) * p_s1 + (st_kb + 9) * p_s2], sizeof(float));
              }
            }
          }
        }
      } else {
        for (int st_e_18 = st_tid; st_e_18 < 5440; st_e_18 += 256) {
          const int st_cy_18 = st_e_18 / 136, st_cx_18 = (st_e_18 - st_cy_18 * 136);
          const int st_gy_18 = st_o1 - 4 + st_cy_18;
          const int st_gx_18 = st_o0 - 4 + st_cx_18;
          if (st_gx_18 >= st_lo0 - 4 && st_gx_18 <= st_hi0 + 4 && st_gy_18 >= st_lo1 - 4 && st_gy_18 <= st_hi1 + 4) __pipeline_memcpy_async(&st_s0[5][st_cy_18][st_cx_18], &p[(st_gx_18 + 4) + (st_gy_18 + 4) * p_s1 + (st_kb + 9) * p_s2], sizeof(float));
        }
      }
    }
    __pipeline_commit();
    for (k = st_kb; k <= st_ke; ++k) {
      st_q0_m4_r0_c0 = st_q0_m3_r0_c0;
      st_q0_m3_r0_c0 = st_q0_m2_r0_c0;
      st_q0_m2_r0_c0 = st_q0_m1_r0_c0;
      st_q0_m1_r0_c0 = st_q0_0_r0_c0;
      st_q0_0_r0_c0 = st_q0_1_r0_c0;
      st_q0_1_r0_c0 = st_q0_2_r0_c0;
      st_q0_2_r0_c0 = st_q0_3_r0_c0;
      st_q0_3_r0_c0 = st_q0_4_r0_c0;
      st_q1_0_r0_c0 = st_n1_r0_c0;
      st_q2_0_r0_c0 = st_n2_r0_c0;
      st_q0_m4_r0_c1 = st_q0_m3_r0_c1;
      st_q0_m3_r0_c1 = st_q0_m2_r0_c1;
      st_q0_m2_r0_c1 = st_q0_m1_r0_c1;
      st_q0_m1_r0_c1 = st_q0_0_r0_c1;
      st_q0_0_r0_c1 = st_q0_1_r0_c1;
      st_q0_1_r0_c1 = st_q0_2_r0_c1;
      st_q0_2_r0_c1 = st_q0_3_r0_c1;
      st_q0_3_r0_c1 = st_q0_4_r0_c1;
      st_q1_0_r0_c1 = st_n1_r0_c1;
      st_q2_0_r0_c1 = st_n2_r0_c1;
      st_q0_m4_r0_c2 = st_q0_m3_r0_c2;
      st_q0_m3_r0_c2 = st_q0_m2_r0_c2;
      st_q0_m2_r0_c2 = st_q0_m1_r0_c2;
      st_q0_m1_r0_c2 = st_q0_0_r0_c2;
      st_q0_0_r0_c2 = st_q0_1_r0_c2;
      st_q0_1_r0_c2 = st_q0_2_r0_c2;
      st_q0_2_r0_c2 = st_q0_3_r0_c2;
      st_q0_3_r0_c2 = st_q0_4_r0_c2;
      st_q1_0_r0_c2 = st_n1_r0_c2;
      st_q2_0_r0_c2 = st_n2_r0_c2;
      st_q0_m4_r0_c3 = st_q0_m3_r0_c3;
      st_q0_m3_r0_c3 = st_q0_m2_r0_c3;
      st_q0_m2_r0_c3 = st_q0_m1_r0_c3;
      st_q0_m1_r0_c3 = st_q0_0_r0_c3;
      st_q0_0_r0_c3 = st_q0_1_r0_c3;
      st_q0_1_r0_c3 = st_q0_2_r0_c3;
      st_q0_2_r0_c3 = st_q0_3_r0_c3;
      st_q0_3_r0_c3 = st_q0_4_r0_c3;
      st_q1_0_r0_c3 = st_n1_r0_c3;
      st_q2_0_r0_c3 = st_n2_r0_c3;
      st_q0_m4_r1_c0 = st_q0_m3_r1_c0;
      st_q0_m3_r1_c0 = st_q0_m2_r1_c0;
      st_q0_m2_r1_c0 = st_q0_m1_r1_c0;
      st_q0_m1_r1_c0 = st_q0_0_r1_c0;
      st_q0_0_r1_c0 = st_q0_1_r1_c0;
      st_q0_1_r1_c0 = st_q0_2_r1_c0;
      st_q0_2_r1_c0 = st_q0_3_r1_c0;
      st_q0_3_r1_c0 = st_q0_4_r1_c0;
      st_q1_0_r1_c0 = st_n1_r1_c0;
      st_q2_0_r1_c0 = st_n2_r1_c0;
      st_q0_m4_r1_c1 = st_q0_m3_r1_c1;
      st_q0_m3_r1_c1 = st_q0_m2_r1_c1;
      st_q0_m2_r1_c1 = st_q0_m1_r1_c1;
      st_q0_m1_r1_c1 = st_q0_0_r1_c1;
      st_q0_0_r1_c1 = st_q0_1_r1_c1;
      st_q0_1_r1_c1 = st_q0_2_r1_c1;
      st_q0_2_r1_c1 = st_q0_3_r1_c1;
      st_q0_3_r1_c1 = st_q0_4_r1_c1;
      st_q1_0_r1_c1 = st_n1_r1_c1;
      st_q2_0_r1_c1 = st_n2_r1_c1;
      st_q0_m4_r1_c2 = st_q0_m3_r1_c2;
      st_q0_m3_r1_c2 = st_q0_m2_r1_c2;
      st_q0_m2_r1_c2 = st_q0_m1_r1_c2;
      st_q0_m1_r1_c2 = st_q0_0_r1_c2;
      st_q0_0_r1_c2 = st_q0_1_r1_c2;
      st_q0_1_r1_c2 = st_q0_2_r1_c2;
      st_q0_2_r1_c2 = st_q0_3_r1_c2;
      st_q0_3_r1_c2 = st_q0_4_r1_c2;
      st_q1_0_r1_c2 = st_n1_r1_c2;
      st_q2_0_r1_c2 = st_n2_r1_c2;
      st_q0_m4_r1_c3 = st_q0_m3_r1_c3;
      st_q0_m3_r1_c3 = st_q0_m2_r1_c3;
      st_q0_m2_r1_c3 = st_q0_m1_r1_c3;
      st_q0_m1_r1_c3 = st_q0_0_r1_c3;
      st_q0_0_r1_c3 = st_q0_1_r1_c3;
      st_q0_1_r1_c3 = st_q0_2_r1_c3;
      st_q0_2_r1_c3 = st_q0_3_r1_c3;
      st_q0_3_r1_c3 = st_q0_4_r1_c3;
      st_q1_0_r1_c3 = st_n1_r1_c3;
      st_q2_0_r1_c3 = st_n2_r1_c3;
      st_q0_m4_r2_c0 = st_q0_m3_r2_c0;
      st_q0_m3_r2_c0 = st_q0_m2_r2_c0;
      st_q0_m2_r2_c0 = st_q0_m1_r2_c0;
      st_q0_m1_r2_c0 = st_q0_0_r2_c0;
      st_q0_0_r2_c0 = st_q0_1_r2_c0;
      st_q0_1_r2_c0 = st_q0_2_r2_c0;
      st_q0_2_r2_c0 = st_q0_3_r2_c0;
      st_q0_3_r2_c0 = st_q0_4_r2_c0;
      st_q1_0_r2_c0 = st_n1_r2_c0;
      st_q2_0_r2_c0 = st_n2_r2_c0;
      st_q0_m4_r2_c1 = st_q0_m3_r2_c1;
      st_q0_m3_r2_c1 = st_q0_m2_r2_c1;
      st_q0_m2_r2_c1 = st_q0_m1_r2_c1;
      st_q0_m1_r2_c1 = st_q0_0_r2_c1;
      st_q0_0_r2_c1 = st_q0_1_r2_c1;
      st_q0_1_r2_c1 = st_q0_2_r2_c1;
      st_q0_2_r2_c1 = st_q0_3_r2_c1;
      st_q0_3_r2_c1 = st_q0_4_r2_c1;
      st_q1_0_r2_c1 = st_n1_r2_c1;
      st_q2_0_r2_c1 = st_n2_r2_c1;
      st_q0_m4_r2_c2 = st_q0_m3_r2_c2;
      st_q0_m3_r2_c2 = st_q0_m2_r2_c2;
      st_q0_m2_r2_c2 = st_q0_m1_r2_c2;
      st_q0_m1_r2_c2 = st_q0_0_r2_c2;
      st_q0_0_r2_c2 = st_q0_1_r2_c2;
      st_q0_1_r2_c2 = st_q0_2_r2_c2;
      st_q0_2_r2_c2 = st_q0_3_r2_c2;
      st_q0_3_r2_c2 = st_q0_4_r2_c2;
      st_q1_0_r2_c2 = st_n1_r2_c2;
      st_q2_0_r2_c2 = st_n2_r2_c2;
      st_q0_m4_r2_c3 = st_q0_m3_r2_c3;
      st_q0_m3_r2_c3 = st_q0_m2_r2_c3;
      st_q0_m2_r2_c3 = st_q0_m1_r2_c3;
      st_q0_m1_r2_c3 = st_q0_0_r2_c3;
      st_q0_0_r2_c3 = st_q0_1_r2_c3;
      st_q0_1_r2_c3 = st_q0_2_r2_c3;
      st_q0_2_r2_c3 = st_q0_3_r2_c3;
      st_q0_3_r2_c3 = st_q0_4_r2_c3;
      st_q1_0_r2_c3 = st_n1_r2_c3;
      st_q2_0_r2_c3 = st_n2_r2_c3;
      st_q0_m4_r3_c0 = st_q0_m3_r3_c0;
      st_q0_m3_r3_c0 = st_q0_m2_r3_c0;
      st_q0_m2_r3_c0 = st_q0_m1_r3_c0;
      st_q0_m1_r3_c0 = st_q0_0_r3_c0;
      st_q0_0_r3_c0 = st_q0_1_r3_c0;
      st_q0_1_r3_c0 = st_q0_2_r3_c0;
      st_q0_2_r3_c0 = st_q0_3_r3_c0;
      st_q0_3_r3_c0 = st_q0_4_r3_c0;
      st_q1_0_r3_c0 = st_n1_r3_c0;
      st_q2_0_r3_c0 = st_n2_r3_c0;
      st_q0_m4_r3_c1 = st_q0_m3_r3_c1;
      st_q0_m3_r3_c1 = st_q0_m2_r3_c1;
      st_q0_m2_r3_c1 = st_q0_m1_r3_c1;
      st_q0_m1_r3_c1 = st_q0_0_r3_c1;
      st_q0_0_r3_c1 = st_q0_1_r3_c1;
      st_q0_1_r3_c1 = st_q0_2_r3_c1;
      st_q0_2_r3_c1 = st_q0_3_r3_c1;
      st_q0_3_r3_c1 = st_q0_4_r3_c1;
      st_q1_0_r3_c1 = st_n1_r3_c1;
      st_q2_0_r3_c1 = st_n2_r3_c1;
      st_q0_m4_r3_c2 = st_q0_m3_r3_c2;
      st_q0_m3_r3_c2 = st_q0_m2_r3_c2;
      st_q0_m2_r3_c2 = st_q0_m1_r3_c2;
      st_q0_m1_r3_c2 = st_q0_0_r3_c2;
      st_q0_0_r3_c2 = st_q0_1_r3_c2;
      st_q0_1_r3_c2 = st_q0_2_r3_c2;
      st_q0_2_r3_c2 = st_q0_3_r3_c2;
      st_q0_3_r3_c2 = st_q0_4_r3_c2;
      st_q1_0_r3_c2 = st_n1_r3_c2;
      st_q2_0_r3_c2 = st_n2_r3_c2;
      st_q0_m4_r3_c3 = st_q0_m3_r3_c3;
      st_q0_m3_r3_c3 = st_q0_m2_r3_c3;
      st_q0_m2_r3_c3 = st_q0_m1_r3_c3;
      st_q0_m1_r3_c3 = st_q0_0_r3_c3;
      st_q0_0_r3_c3 = st_q0_1_r3_c3;
      st_q0_1_r3_c3 = st_q0_2_r3_c3;
      st_q0_2_r3_c3 = st_q0_3_r3_c3;
      st_q0_3_r3_c3 = st_q0_4_r3_c3;
      st_q1_0_r3_c3 = st_n1_r3_c3;
      st_q2_0_r3_c3 = st_n2_r3_c3;
      if (k + 2 <= st_ke) {
        if (st_full0) {
          const float *st_b_7 = &p[((st_o0 - 4) + 4) + ((st_o1 - 4) + 4) * p_s1 + (k + 10) * p_s2];
          const ptrdiff_t st_rs_7 = &p[((st_o0 - 4) + 4) + (((st_o1 - 4) + 1) + 4) * p_s1 + (k + 10) * p_s2] - st_b_7;
          const int st_fr_7 = st_tid / 34, st_fc_7 = (st_tid - st_fr_7 * 34) * 4;
          if (st_fr_7 < 7) {
            #pragma unroll
            for (int st_m_7 = 0; st_m_7 < 6; ++st_m_7) {
              if (st_fr_7 + st_m_7 * 7 < 40) __pipeline_memcpy_async(&st_s0[((st_it + 6) % 8)][st_fr_7 + st_m_7 * 7][st_fc_7], st_b_7 + st_fc_7 + (ptrdiff_t)(st_fr_7 + st_m_7 * 7) * st_rs_7, 16);
            }
          }
        } else if (st_al0) {
          for (int st_e_19 = st_tid; st_e_19 < 1360; st_e_19 += 256) {
            const int st_cy_19 = st_e_19 / 34, st_cx_19 = (st_e_19 - st_cy_19 * 34) * 4;
            const int st_gy_19 = st_o1 - 4 + st_cy_19;
            const int st_gx_19 = st_o0 - 4 + st_cx_19;
            if (st_gy_19 >= st_lo1 - 4 && st_gy_19 <= st_hi1 + 4) {
              if (st_gx_19 >= st_lo0 - 4 && (st_gx_19 + 3) <= st_hi0 + 4) {
                __pipeline_memcpy_async(&st_s0[((st_it + 6) % 8)][st_cy_19][st_cx_19], &p[(st_gx_19 + 4) + (st_gy_19 + 4) * p_s1 + (k + 10) * p_s2], 16);
              } else {
                for (int st_t_13 = 0; st_t_13 < 4; ++st_t_13) {
                  if ((st_gx_19 + st_t_13) >= st_lo0 - 4 && (st_gx_19 + st_t_13) <= st_hi0 + 4) __pipeline_memcpy_async(&st_s0[((st_it + 6) % 8)][st_cy_19][st_cx_19 + st_t_13], &p[((st_gx_19 + st_t_13) + 4) + (st_gy_19 + 4) * p_s1 + (k + 10) * p_s2], sizeof(float));
                }
              }
            }
          }
        } else if (st_al8_0) {
          for (int st_e_20 = st_tid; st_e_20 < 2720; st_e_20 += 256) {
            const int st_cy_20 = st_e_20 / 68, st_cx_20 = (st_e_20 - st_cy_20 * 68) * 2;
            const int st_gy_20 = st_o1 - 4 + st_cy_20;
            const int st_gx_20 = st_o0 - 4 + st_cx_20;
            if (st_gy_20 >= st_lo1 - 4 && st_gy_20 <= st_hi1 + 4) {
              if (st_gx_20 >= st_lo0 - 4 && (st_gx_20 + 1) <= st_hi0 + 4) {
                __pipeline_memcpy_async(&st_s0[((st_it + 6) % 8)][st_cy_20][st_cx_20], &p[(st_gx_20 + 4) + (st_gy_20 + 4) * p_s1 + (k + 10) * p_s2], 8);
              } else {
                for (int st_t_14 = 0; st_t_14 < 2; ++st_t_14) {
                  if ((st_gx_20 + st_t_14) >= st_lo0 - 4 && (st_gx_20 + st_t_14) <= st_hi0 + 4) __pipeline_memcpy_async(&st_s0[((st_it + 6) % 8)][st_cy_20][st_cx_20 + st_t_14], &p[((st_gx_20 + st_t_14) + 4) + (st_gy_20 + 4) * p_s1 + (k + 10) * p_s2], sizeof(float));
                }
              }
            }
          }
        } else {
          for (int st_e_21 = st_tid; st_e_21 < 5440; st_e_21 += 256) {
            const int st_cy_21 = st_e_21 / 136, st_cx_21 = (st_e_21 - st_cy_21 * 136);
            const int st_gy_21 = st_o1 - 4 + st_cy_21;
            const int st_gx_21 = st_o0 - 4 + st_cx_21;
            if (st_gx_21 >= st_lo0 - 4 && st_gx_21 <= st_hi0 + 4 && st_gy_21 >= st_lo1 - 4 && st_gy_21 <= st_hi1 + 4) __pipeline_memcpy_async(&st_s0[((st_it + 6) % 8)][st_cy_21][st_cx_21], &p[(st_gx_21 + 4) + (st_gy_21 + 4) * p_s1 + (k + 10) * p_s2], sizeof(float));
          }
        }
      }
      __pipeline_commit();
      __pipeline_wait_prior(2);
      __syncthreads();
      st_q0_4_r0_c0 = st_s0[((st_it + 4) % 8)][st_ty * 4 + 4][st_tx * 4 + 4];
      st_q0_4_r0_c1 = st_s0[((st_it + 4) % 8)][st_ty * 4 + 4][st_tx * 4 + 5];
      st_q0_4_r0_c2 = st_s0[((st_it + 4) % 8)][st_ty * 4 + 4][st_tx * 4 + 6];
      st_q0_4_r0_c3 = st_s0[((st_it + 4) % 8)][st_ty * 4 + 4][st_tx * 4 + 7];
      st_q0_4_r1_c0 = st_s0[((st_it + 4) % 8)][st_ty * 4 + 5][st_tx * 4 + 4];
      st_q0_4_r1_c1 = st_s0[((st_it + 4) % 8)][st_ty * 4 + 5][st_tx * 4 + 5];
      st_q0_4_r1_c2 = st_s0[((st_it + 4) % 8)][st_ty * 4 + 5][st_tx * 4 + 6];
      st_q0_4_r1_c3 = st_s0[((st_it + 4) % 8)][st_ty * 4 + 5][st_tx * 4 + 7];
      st_q0_4_r2_c0 = st_s0[((st_it + 4) % 8)][st_ty * 4 + 6][st_tx * 4 + 4];
      st_q0_4_r2_c1 = st_s0[((st_it + 4) % 8)][st_ty * 4 + 6][st_tx * 4 + 5];
      st_q0_4_r2_c2 = st_s0[((st_it + 4) % 8)][st_ty * 4 + 6][st_tx * 4 + 6];
      st_q0_4_r2_c3 = st_s0[((st_it + 4) % 8)][st_ty * 4 + 6][st_tx * 4 + 7];
      st_q0_4_r3_c0 = st_s0[((st_it + 4) % 8)][st_ty * 4 + 7][st_tx * 4 + 4];
      st_q0_4_r3_c1 = st_s0[((st_it + 4) % 8)][st_ty * 4 + 7][st_tx * 4 + 5];
      st_q0_4_r3_c2 = st_s0[((st_it + 4) % 8)][st_ty * 4 + 7][st_tx * 4 + 6];
      st_q0_4_r3_c3 = st_s0[((st_it + 4) % 8)][st_ty * 4 + 7][st_tx * 4 + 7];
      if (st_in0 && k < st_ke) {
        st_n1_r0_c0 = __ldg(&pprev[(st_x0 + 4) + (st_y0 + 4) * pprev_s1 + (k + 5) * pprev_s2]);
        st_n2_r0_c0 = __ldg(&vel[st_x0 + st_y0 * vel_s1 + (k + 1) * vel_s2]);
      }
      if ((st_in0 && st_x1 <= st_hi0) && k < st_ke) {
        st_n1_r0_c1 = __ldg(&pprev[(st_x1 + 4) + (st_y0 + 4) * pprev_s1 + (k + 5) * pprev_s2]);
        st_n2_r0_c1 = __ldg(&vel[st_x1 + st_y0 * vel_s1 + (k + 1) * vel_s2]);
      }
      if ((st_in0 && st_x2 <= st_hi0) && k < st_ke) {
        st_n1_r0_c2 = __ldg(&pprev[(st_x2 + 4) + (st_y0 + 4) * pprev_s1 + (k + 5) * pprev_s2]);
        st_n2_r0_c2 = __ldg(&vel[st_x2 + st_y0 * vel_s1 + (k + 1) * vel_s2]);
      }
      if ((st_in0 && st_x3 <= st_hi0) && k < st_ke) {
        st_n1_r0_c3 = __ldg(&pprev[(st_x3 + 4) + (st_y0 + 4) * pprev_s1 + (k + 5) * pprev_s2]);
        st_n2_r0_c3 = __ldg(&vel[st_x3 + st_y0 * vel_s1 + (k + 1) * vel_s2]);
      }
      if (st_in1 && k < st_ke) {
        st_n1_r1_c0 = __ldg(&pprev[(st_x0 + 4) + (st_y1 + 4) * pprev_s1 + (k + 5) * pprev_s2]);
        st_n2_r1_c0 = __ldg(&vel[st_x0 + st_y1 * vel_s1 + (k + 1) * vel_s2]);
      }
      if ((st_in1 && st_x1 <= st_hi0) && k < st_ke) {
        st_n1_r1_c1 = __ldg(&pprev[(st_x1 + 4) + (st_y1 + 4) * pprev_s1 + (k + 5) * pprev_s2]);
        st_n2_r1_c1 = __ldg(&vel[st_x1 + st_y1 * vel_s1 + (k + 1) * vel_s2]);
      }
      if ((st_in1 && st_x2 <= st_hi0) && k < st_ke) {
        st_n1_r1_c2 = __ldg(&pprev[(st_x2 + 4) + (st_y1 + 4) * pprev_s1 + (k + 5) * pprev_s2]);
        st_n2_r1_c2 = __ldg(&vel[st_x2 + st_y1 * vel_s1 + (k + 1) * vel_s2]);
      }
      if ((st_in1 && st_x3 <= st_hi0) && k < st_ke) {
        st_n1_r1_c3 = __ldg(&pprev[(st_x3 + 4) + (st_y1 + 4) * pprev_s1 + (k + 5) * pprev_s2]);
        st_n2_r1_c3 = __ldg(&vel[st_x3 + st_y1 * vel_s1 + (k + 1) * vel_s2]);
      }
      if (st_in2 && k < st_ke) {
        st_n1_r2_c0 = __ldg(&pprev[(st_x0 + 4) + (st_y2 + 4) * pprev_s1 + (k + 5) * pprev_s2]);
        st_n2_r2_c0 = __ldg(&vel[st_x0 + st_y2 * vel_s1 + (k + 1) * vel_s2]);
      }
      if ((st_in2 && st_x1 <= st_hi0) && k < st_ke) {
        st_n1_r2_c1 = __ldg(&pprev[(st_x1 + 4) + (st_y2 + 4) * pprev_s1 + (k + 5) * pprev_s2]);
        st_n2_r2_c1 = __ldg(&vel[st_x1 + st_y2 * vel_s1 + (k + 1) * vel_s2]);
      }
      if ((st_in2 && st_x2 <= st_hi0) && k < st_ke) {
        st_n1_r2_c2 = __ldg(&pprev[(st_x2 + 4) + (st_y2 + 4) * pprev_s1 + (k + 5) * pprev_s2]);
        st_n2_r2_c2 = __ldg(&vel[st_x2 + st_y2 * vel_s1 + (k + 1) * vel_s2]);
      }
      if ((st_in2 && st_x3 <= st_hi0) && k < st_ke) {
        st_n1_r2_c3 = __ldg(&pprev[(st_x3 + 4) + (st_y2 + 4) * pprev_s1 + (k + 5) * pprev_s2]);
        st_n2_r2_c3 = __ldg(&vel[st_x3 + st_y2 * vel_s1 + (k + 1) * vel_s2]);
      }
      if (st_in3 && k < st_ke) {
        st_n1_r3_c0 = __ldg(&pprev[(st_x0 + 4) + (st_y3 + 4) * pprev_s1 + (k + 5) * pprev_s2]);
        st_n2_r3_c0 = __ldg(&vel[st_x0 + st_y3 * vel_s1 + (k + 1) * vel_s2]);
      }
      if ((st_in3 && st_x1 <= st_hi0) && k < st_ke) {
        st_n1_r3_c1 = __ldg(&pprev[(st_x1 + 4) + (st_y3 + 4) * pprev_s1 + (k + 5) * pprev_s2]);
        st_n2_r3_c1 = __ldg(&vel[st_x1 + st_y3 * vel_s1 + (k + 1) * vel_s2]);
      }
      if ((st_in3 && st_x2 <= st_hi0) && k < st_ke) {
        st_n1_r3_c2 = __ldg(&pprev[(st_x2 + 4) + (st_y3 + 4) * pprev_s1 + (k + 5) * pprev_s2]);
        st_n2_r3_c2 = __ldg(&vel[st_x2 + st_y3 * vel_s1 + (k + 1) * vel_s2]);
      }
      if ((st_in3 && st_x3 <= st_hi0) && k < st_ke) {
        st_n1_r3_c3 = __ldg(&pprev[(st_x3 + 4) + (st_y3 + 4) * pprev_s1 + (k + 5) * pprev_s2]);
        st_n2_r3_c3 = __ldg(&vel[st_x3 + st_y3 * vel_s1 + (k + 1) * vel_s2]);
      }
      j = st_y0;
      if (st_in0) {
        const float4 st_v0_0_0_1 = *reinterpret_cast<const float4 *>(&st_s0[((st_it + 0) % 8)][st_ty * 4 + 0][st_tx * 4 + 4]);
        const float4 st_v0_0_1_1 = *reinterpret_cast<const float4 *>(&st_s0[((st_it + 0) % 8)][st_ty * 4 + 1][st_tx * 4 + 4]);
        const float4 st_v0_0_2_1 = *reinterpret_cast<const float4 *>(&st_s0[((st_it + 0) % 8)][st_ty * 4 + 2][st_tx * 4 + 4]);
        const float4 st_v0_0_3_1 = *reinterpret_cast<const float4 *>(&st_s0[((st_it + 0) % 8)][st_ty * 4 + 3][st_tx * 4 + 4]);
        const float4 st_v0_0_4_0 = *reinterpret_cast<const float4 *>(&st_s0[((st_it + 0) % 8)][st_ty * 4 + 4][st_tx * 4 + 0]);
        const float4 st_v0_0_4_1 = *reinterpret_cast<const float4 *>(&st_s0[((st_it + 0) % 8)][st_ty * 4 + 4][st_tx * 4 + 4]);
        const float4 st_v0_0_4_2 = *reinterpret_cast<const float4 *>(&st_s0[((st_it + 0) % 8)][st_ty * 4 + 4][st_tx * 4 + 8]);
        const float4 st_v0_0_5_1 = *reinterpret_cast<const float4 *>(&st_s0[((st_it + 0) % 8)][st_ty * 4 + 5][st_tx * 4 + 4]);
        const float4 st_v0_0_6_1 = *reinterpret_cast<const float4 *>(&st_s0[((st_it + 0) % 8)][st_ty * 4 + 6][st_tx * 4 + 4]);
        const float4 st_v0_0_7_1 = *reinterpret_cast<const float4 *>(&st_s0[((st_it + 0) % 8)][st_ty * 4 + 7][st_tx * 4 + 4]);
        const float4 st_v0_0_8_1 = *reinterpret_cast<const float4 *>(&st_s0[((st_it + 0) % 8)][st_ty * 4 + 8][st_tx * 4 + 4]);
        i = st_x0;
        lap = 3.0f * w0 * st_q0_0_r0_c0 + w1 * (st_v0_0_4_0.w + st_v0_0_4_1.y + st_v0_0_3_1.x
            + st_v0_0_5_1.x + st_q0_m1_r0_c0 + st_q0_1_r0_c0)
            + w2 * (st_v0_0_4_0.z + st_v0_0_4_1.z + st_v0_0_2_1.x + st_v0_0_6_1.x + st_q0_m2_r0_c0
            + st_q0_2_r0_c0) + w3 * (st_v0_0_4_0.y + st_v0_0_4_1.w + st_v0_0_1_1.x + st_v0_0_7_1.x
            + st_q0_m3_r0_c0 + st_q0_3_r0_c0) + w4 * (st_v0_0_4_0.x + st_v0_0_4_2.x + st_v0_0_0_1.x
            + st_v0_0_8_1.x + st_q0_m4_r0_c0 + st_q0_4_r0_c0);
        pnext[(i + 4) + (j + 4) * pnext_s1 + (k + 4) * pnext_s2] = 2.0f * st_q0_0_r0_c0
            - st_q1_0_r0_c0 + st_q2_0_r0_c0 * st_q2_0_r0_c0 * dt2 * rh2 * lap;
        i = st_x1;
        if (st_x1 <= st_hi0) {
          lap = 3.0f * w0 * st_q0_0_r0_c1 + w1 * (st_v0_0_4_1.x + st_v0_0_4_1.z + st_v0_0_3_1.y
              + st_v0_0_5_1.y + st_q0_m1_r0_c1 + st_q0_1_r0_c1)
              + w2 * (st_v0_0_4_0.w + st_v0_0_4_1.w + st_v0_0_2_1.y + st_v0_0_6_1.y
              + st_q0_m2_r0_c1 + st_q0_2_r0_c1) + w3 * (st_v0_0_4_0.z + st_v0_0_4_2.x
              + st_v0_0_1_1.y + st_v0_0_7_1.y + st_q0_m3_r0_c1 + st_q0_3_r0_c1)
              + w4 * (st_v0_0_4_0.y + st_v0_0_4_2.y + st_v0_0_0_1.y + st_v0_0_8_1.y
              + st_q0_m4_r0_c1 + st_q0_4_r0_c1);
          pnext[(i + 4) + (j + 4) * pnext_s1 + (k + 4) * pnext_s2] = 2.0f * st_q0_0_r0_c1
              - st_q1_0_r0_c1 + st_q2_0_r0_c1 * st_q2_0_r0_c1 * dt2 * rh2 * lap;
        }
        i = st_x2;
        if (st_x2 <= st_hi0) {
          lap = 3.0f * w0 * st_q0_0_r0_c2 + w1 * (st_v0_0_4_1.y + st_v0_0_4_1.w + st_v0_0_3_1.z
              + st_v0_0_5_1.z + st_q0_m1_r0_c2 + st_q0_1_r0_c2)
              + w2 * (st_v0_0_4_1.x + st_v0_0_4_2.x + st_v0_0_2_1.z + st_v0_0_6_1.z
              + st_q0_m2_r0_c2 + st_q0_2_r0_c2) + w3 * (st_v0_0_4_0.w + st_v0_0_4_2.y
              + st_v0_0_1_1.z + st_v0_0_7_1.z + st_q0_m3_r0_c2 + st_q0_3_r0_c2)
              + w4 * (st_v0_0_4_0.z + st_v0_0_4_2.z + st_v0_0_0_1.z + st_v0_0_8_1.z
              + st_q0_m4_r0_c2 + st_q0_4_r0_c2);
          pnext[(i + 4) + (j + 4) * pnext_s1 + (k + 4) * pnext_s2] = 2.0f * st_q0_0_r0_c2
              - st_q1_0_r0_c2 + st_q2_0_r0_c2 * st_q2_0_r0_c2 * dt2 * rh2 * lap;
        }
        i = st_x3;
        if (st_x3 <= st_hi0) {
          lap = 3.0f * w0 * st_q0_0_r0_c3 + w1 * (st_v0_0_4_1.z + st_v0_0_4_2.x + st_v0_0_3_1.w
              + st_v0_0_5_1.w + st_q0_m1_r0_c3 + st_q0_1_r0_c3)
              + w2 * (st_v0_0_4_1.y + st_v0_0_4_2.y + st_v0_0_2_1.w + st_v0_0_6_1.w
              + st_q0_m2_r0_c3 + st_q0_2_r0_c3) + w3 * (st_v0_0_4_1.x + st_v0_0_4_2.z
              + st_v0_0_1_1.w + st_v0_0_7_1.w + st_q0_m3_r0_c3 + st_q0_3_r0_c3)
              + w4 * (st_v0_0_4_0.w + st_v0_0_4_2.w + st_v0_0_0_1.w + st_v0_0_8_1.w
              + st_q0_m4_r0_c3 + st_q0_4_r0_c3);
          pnext[(i + 4) + (j + 4) * pnext_s1 + (k + 4) * pnext_s2] = 2.0f * st_q0_0_r0_c3
              - st_q1_0_r0_c3 + st_q2_0_r0_c3 * st_q2_0_r0_c3 * dt2 * rh2 * lap;
        }
        j = st_y1;
        if (st_in1) {
          const float4 st_v0_0_5_0 = *reinterpret_cast<const float4 *>(&st_s0[((st_it + 0) % 8)][st_ty * 4 + 5][st_tx * 4 + 0]);
          const float4 st_v0_0_5_2 = *reinterpret_cast<const float4 *>(&st_s0[((st_it + 0) % 8)][st_ty * 4 + 5][st_tx * 4 + 8]);
          const float4 st_v0_0_9_1 = *reinterpret_cast<const float4 *>(&st_s0[((st_it + 0) % 8)][st_ty * 4 + 9][st_tx * 4 + 4]);
          i = st_x0;
          lap = 3.0f * w0 * st_q0_0_r1_c0 + w1 * (st_v0_0_5_0.w + st_v0_0_5_1.y + st_v0_0_4_1.x
              + st_v0_0_6_1.x + st_q0_m1_r1_c0 + st_q0_1_r1_c0)
              + w2 * (st_v0_0_5_0.z + st_v0_0_5_1.z + st_v0_0_3_1.x + st_v0_0_7_1.x
              + st_q0_m2_r1_c0 + st_q0_2_r1_c0) + w3 * (st_v0_0_5_0.y + st_v0_0_5_1.w
              + st_v0_0_2_1.x + st_v0_0_8_1.x + st_q0_m3_r1_c0 + st_q0_3_r1_c0)
              + w4 * (st_v0_0_5_0.x + st_v0_0_5_2.x + st_v0_0_1_1.x + st_v0_0_9_1.x
              + st_q0_m4_r1_c0 + st_q0_4_r1_c0);
          pnext[(i + 4) + (j + 4) * pnext_s1 + (k + 4) * pnext_s2] = 2.0f * st_q0_0_r1_c0
              - st_q1_0_r1_c0 + st_q2_0_r1_c0 * st_q2_0_r1_c0 * dt2 * rh2 * lap;
          i = st_x1;
          if (st_x1 <= st_hi0) {
            lap = 3.0f * w0 * st_q0_0_r1_c1 + w1 * (st_v0_0_5_1.x + st_v0_0_5_1.z + st_v0_0_4_1.y
                + st_v0_0_6_1.y + st_q0_m1_r1_c1 + st_q0_1_r1_c1)
                + w2 * (st_v0_0_5_0.w + st_v0_0_5_1.w + st_v0_0_3_1.y + st_v0_0_7_1.y
                + st_q0_m2_r1_c1 + st_q0_2_r1_c1) + w3 * (st_v0_0_5_0.z + st_v0_0_5_2.x
                + st_v0_0_2_1.y + st_v0_0_8_1.y + st_q0_m3_r1_c1 + st_q0_3_r1_c1)
                + w4 * (st_v0_0_5_0.y + st_v0_0_5_2.y + st_v0_0_1_1.y + st_v0_0_9_1.y
                + st_q0_m4_r1_c1 + st_q0_4_r1_c1);
            pnext[(i + 4) + (j + 4) * pnext_s1 + (k + 4) * pnext_s2] = 2.0f * st_q0_0_r1_c1
                - st_q1_0_r1_c1 + st_q2_0_r1_c1 * st_q2_0_r1_c1 * dt2 * rh2 * lap;
          }
          i = st_x2;
          if (st_x2 <= st_hi0) {
            lap = 3.0f * w0 * st_q0_0_r1_c2 + w1 * (st_v0_0_5_1.y + st_v0_0_5_1.w + st_v0_0_4_1.z
                + st_v0_0_6_1.z + st_q0_m1_r1_c2 + st_q0_1_r1_c2)
                + w2 * (st_v0_0_5_1.x + st_v0_0_5_2.x + st_v0_0_3_1.z + st_v0_0_7_1.z
                + st_q0_m2_r1_c2 + st_q0_2_r1_c2) + w3 * (st_v0_0_5_0.w + st_v0_0_5_2.y
                + st_v0_0_2_1.z + st_v0_0_8_1.z + st_q0_m3_r1_c2 + st_q0_3_r1_c2)
                + w4 * (st_v0_0_5_0.z + st_v0_0_5_2.z + st_v0_0_1_1.z + st_v0_0_9_1.z
                + st_q0_m4_r1_c2 + st_q0_4_r1_c2);
            pnext[(i + 4) + (j + 4) * pnext_s1 + (k + 4) * pnext_s2] = 2.0f * st_q0_0_r1_c2
                - st_q1_0_r1_c2 + st_q2_0_r1_c2 * st_q2_0_r1_c2 * dt2 * rh2 * lap;
          }
          i = st_x3;
          if (st_x3 <= st_hi0) {
            lap = 3.0f * w0 * st_q0_0_r1_c3 + w1 * (st_v0_0_5_1.z + st_v0_0_5_2.x + st_v0_0_4_1.w
                + st_v0_0_6_1.w + st_q0_m1_r1_c3 + st_q0_1_r1_c3)
                + w2 * (st_v0_0_5_1.y + st_v0_0_5_2.y + st_v0_0_3_1.w + st_v0_0_7_1.w
                + st_q0_m2_r1_c3 + st_q0_2_r1_c3) + w3 * (st_v0_0_5_1.x + st_v0_0_5_2.z
                + st_v0_0_2_1.w + st_v0_0_8_1.w + st_q0_m3_r1_c3 + st_q0_3_r1_c3)
                + w4 * (st_v0_0_5_0.w + st_v0_0_5_2.w + st_v0_0_1_1.w + st_v0_0_9_1.w
                + st_q0_m4_r1_c3 + st_q0_4_r1_c3);
            pnext[(i + 4) + (j + 4) * pnext_s1 + (k + 4) * pnext_s2] = 2.0f * st_q0_0_r1_c3
                - st_q1_0_r1_c3 + st_q2_0_r1_c3 * st_q2_0_r1_c3 * dt2 * rh2 * lap;
          }
          j = st_y2;
          if (st_in2) {
            const float4 st_v0_0_6_0 = *reinterpret_cast<const float4 *>(&st_s0[((st_it + 0) % 8)][st_ty * 4 + 6][st_tx * 4 + 0]);
            const float4 st_v0_0_6_2 = *reinterpret_cast<const float4 *>(&st_s0[((st_it + 0) % 8)][st_ty * 4 + 6][st_tx * 4 + 8]);
            const float4 st_v0_0_10_1 = *reinterpret_cast<const float4 *>(&st_s0[((st_it + 0) % 8)][st_ty * 4 + 10][st_tx * 4 + 4]);
            i = st_x0;
            lap = 3.0f * w0 * st_q0_0_r2_c0 + w1 * (st_v0_0_6_0.w + st_v0_0_6_1.y + st_v0_0_5_1.x
                + st_v0_0_7_1.x + st_q0_m1_r2_c0 + st_q0_1_r2_c0)
                + w2 * (st_v0_0_6_0.z + st_v0_0_6_1.z + st_v0_0_4_1.x + st_v0_0_8_1.x
                + st_q0_m2_r2_c0 + st_q0_2_r2_c0) + w3 * (st_v0_0_6_0.y + st_v0_0_6_1.w
                + st_v0_0_3_1.x + st_v0_0_9_1.x + st_q0_m3_r2_c0 + st_q0_3_r2_c0)
                + w4 * (st_v0_0_6_0.x + st_v0_0_6_2.x + st_v0_0_2_1.x + st_v0_0_10_1.x
                + st_q0_m4_r2_c0 + st_q0_4_r2_c0);
            pnext[(i + 4) + (j + 4) * pnext_s1 + (k + 4) * pnext_s2] = 2.0f * st_q0_0_r2_c0
                - st_q1_0_r2_c0 + st_q2_0_r2_c0 * st_q2_0_r2_c0 * dt2 * rh2 * lap;
            i = st_x1;
            if (st_x1 <= st_hi0) {
              lap = 3.0f * w0 * st_q0_0_r2_c1 + w1 * (st_v0_0_6_1.x + st_v0_0_6_1.z + st_v0_0_5_1.y
                  + st_v0_0_7_1.y + st_q0_m1_r2_c1 + st_q0_1_r2_c1)
                  + w2 * (st_v0_0_6_0.w + st_v0_0_6_1.w + st_v0_0_4_1.y + st_v0_0_8_1.y
                  + st_q0_m2_r2_c1 + st_q0_2_r2_c1)
                  + w3 * (st_v0_0_6_0.z + st_v0_0_6_2.x + st_v0_0_3_1.y + st_v0_0_9_1.y
                  + st_q0_m3_r2_c1 + st_q0_3_r2_c1)
                  + w4 * (st_v0_0_6_0.y + st_v0_0_6_2.y + st_v0_0_2_1.y + st_v0_0_10_1.y
                  + st_q0_m4_r2_c1 + st_q0_4_r2_c1);
              pnext[(i + 4) + (j + 4) * pnext_s1 + (k + 4) * pnext_s2] = 2.0f * st_q0_0_r2_c1
                  - st_q1_0_r2_c1 + st_q2_0_r2_c1 * st_q2_0_r2_c1 * dt2 * rh2 * lap;
            }
            i = st_x2;
            if (st_x2 <= st_hi0) {
              lap = 3.0f * w0 * st_q0_0_r2_c2 + w1 * (st_v0_0_6_1.y + st_v0_0_6_1.w + st_v0_0_5_1.z
                  + st_v0_0_7_1.z + st_q0_m1_r2_c2 + st_q0_1_r2_c2)
                  + w2 * (st_v0_0_6_1.x + st_v0_0_6_2.x + st_v0_0_4_1.z + st_v0_0_8_1.z
                  + st_q0_m2_r2_c2 + st_q0_2_r2_c2)
                  + w3 * (st_v0_0_6_0.w + st_v0_0_6_2.y + st_v0_0_3_1.z + st_v0_0_9_1.z
                  + st_q0_m3_r2_c2 + st_q0_3_r2_c2)
                  + w4 * (st_v0_0_6_0.z + st_v0_0_6_2.z + st_v0_0_2_1.z + st_v0_0_10_1.z
                  + st_q0_m4_r2_c2 + st_q0_4_r2_c2);
              pnext[(i + 4) + (j + 4) * pnext_s1 + (k + 4) * pnext_s2] = 2.0f * st_q0_0_r2_c2
                  - st_q1_0_r2_c2 + st_q2_0_r2_c2 * st_q2_0_r2_c2 * dt2 * rh2 * lap;
            }
            i = st_x3;
            if (st_x3 <= st_hi0) {
              lap = 3.0f * w0 * st_q0_0_r2_c3 + w1 * (st_v0_0_6_1.z + st_v0_0_6_2.x + st_v0_0_5_1.w
                  + st_v0_0_7_1.w + st_q0_m1_r2_c3 + st_q0_1_r2_c3)
                  + w2 * (st_v0_0_6_1.y + st_v0_0_6_2.y + st_v0_0_4_1.w + st_v0_0_8_1.w
                  + st_q0_m2_r2_c3 + st_q0_2_r2_c3)
                  + w3 * (st_v0_0_6_1.x + st_v0_0_6_2.z + st_v0_0_3_1.w + st_v0_0_9_1.w
                  + st_q0_m3_r2_c3 + st_q0_3_r2_c3)
                  + w4 * (st_v0_0_6_0.w + st_v0_0_6_2.w + st_v0_0_2_1.w + st_v0_0_10_1.w
                  + st_q0_m4_r2_c3 + st_q0_4_r2_c3);
              pnext[(i + 4) + (j + 4) * pnext_s1 + (k + 4) * pnext_s2] = 2.0f * st_q0_0_r2_c3
                  - st_q1_0_r2_c3 + st_q2_0_r2_c3 * st_q2_0_r2_c3 * dt2 * rh2 * lap;
            }
            j = st_y3;
            if (st_in3) {
              const float4 st_v0_0_7_0 = *reinterpret_cast<const float4 *>(&st_s0[((st_it + 0) % 8)][st_ty * 4 + 7][st_tx * 4 + 0]);
              const float4 st_v0_0_7_2 = *reinterpret_cast<const float4 *>(&st_s0[((st_it + 0) % 8)][st_ty * 4 + 7][st_tx * 4 + 8]);
              const float4 st_v0_0_11_1 = *reinterpret_cast<const float4 *>(&st_s0[((st_it + 0) % 8)][st_ty * 4 + 11][st_tx * 4 + 4]);
              i = st_x0;
              lap = 3.0f * w0 * st_q0_0_r3_c0 + w1 * (st_v0_0_7_0.w + st_v0_0_7_1.y + st_v0_0_6_1.x
                  + st_v0_0_8_1.x + st_q0_m1_r3_c0 + st_q0_1_r3_c0)
                  + w2 * (st_v0_0_7_0.z + st_v0_0_7_1.z + st_v0_0_5_1.x + st_v0_0_9_1.x
                  + st_q0_m2_r3_c0 + st_q0_2_r3_c0)
                  + w3 * (st_v0_0_7_0.y + st_v0_0_7_1.w + st_v0_0_4_1.x + st_v0_0_10_1.x
                  + st_q0_m3_r3_c0 + st_q0_3_r3_c0)
                  + w4 * (st_v0_0_7_0.x + st_v0_0_7_2.x + st_v0_0_3_1.x + st_v0_0_11_1.x
                  + st_q0_m4_r3_c0 + st_q0_4_r3_c0);
              pnext[(i + 4) + (j + 4) * pnext_s1 + (k + 4) * pnext_s2] = 2.0f * st_q0_0_r3_c0
                  - st_q1_0_r3_c0 + st_q2_0_r3_c0 * st_q2_0_r3_c0 * dt2 * rh2 * lap;
              i = st_x1;
              if (st_x1 <= st_hi0) {
                lap = 3.0f * w0 * st_q0_0_r3_c1 + w1 * (st_v0_0_7_1.x + st_v0_0_7_1.z
                    + st_v0_0_6_1.y + st_v0_0_8_1.y + st_q0_m1_r3_c1 + st_q0_1_r3_c1)
                    + w2 * (st_v0_0_7_0.w + st_v0_0_7_1.w + st_v0_0_5_1.y + st_v0_0_9_1.y
                    + st_q0_m2_r3_c1 + st_q0_2_r3_c1)
                    + w3 * (st_v0_0_7_0.z + st_v0_0_7_2.x + st_v0_0_4_1.y + st_v0_0_10_1.y
                    + st_q0_m3_r3_c1 + st_q0_3_r3_c1)
                    + w4 * (st_v0_0_7_0.y + st_v0_0_7_2.y + st_v0_0_3_1.y + st_v0_0_11_1.y
                    + st_q0_m4_r3_c1 + st_q0_4_r3_c1);
                pnext[(i + 4) + (j + 4) * pnext_s1 + (k + 4) * pnext_s2] = 2.0f * st_q0_0_r3_c1
                    - st_q1_0_r3_c1 + st_q2_0_r3_c1 * st_q2_0_r3_c1 * dt2 * rh2 * lap;
              }
              i = st_x2;
              if (st_x2 <= st_hi0) {
                lap = 3.0f * w0 * st_q0_0_r3_c2 + w1 * (st_v0_0_7_1.y + st_v0_0_7_1.w
                    + st_v0_0_6_1.z + st_v0_0_8_1.z + st_q0_m1_r3_c2 + st_q0_1_r3_c2)
                    + w2 * (st_v0_0_7_1.x + st_v0_0_7_2.x + st_v0_0_5_1.z + st_v0_0_9_1.z
                    + st_q0_m2_r3_c2 + st_q0_2_r3_c2)
                    + w3 * (st_v0_0_7_0.w + st_v0_0_7_2.y + st_v0_0_4_1.z + st_v0_0_10_1.z
                    + st_q0_m3_r3_c2 + st_q0_3_r3_c2)
                    + w4 * (st_v0_0_7_0.z + st_v0_0_7_2.z + st_v0_0_3_1.z + st_v0_0_11_1.z
                    + st_q0_m4_r3_c2 + st_q0_4_r3_c2);
                pnext[(i + 4) + (j + 4) * pnext_s1 + (k + 4) * pnext_s2] = 2.0f * st_q0_0_r3_c2
                    - st_q1_0_r3_c2 + st_q2_0_r3_c2 * st_q2_0_r3_c2 * dt2 * rh2 * lap;
              }
              i = st_x3;
              if (st_x3 <= st_hi0) {
                lap = 3.0f * w0 * st_q0_0_r3_c3 + w1 * (st_v0_0_7_1.z + st_v0_0_7_2.x
                    + st_v0_0_6_1.w + st_v0_0_8_1.w + st_q0_m1_r3_c3 + st_q0_1_r3_c3)
                    + w2 * (st_v0_0_7_1.y + st_v0_0_7_2.y + st_v0_0_5_1.w + st_v0_0_9_1.w
                    + st_q0_m2_r3_c3 + st_q0_2_r3_c3)
                    + w3 * (st_v0_0_7_1.x + st_v0_0_7_2.z + st_v0_0_4_1.w + st_v0_0_10_1.w
                    + st_q0_m3_r3_c3 + st_q0_3_r3_c3)
                    + w4 * (st_v0_0_7_0.w + st_v0_0_7_2.w + st_v0_0_3_1.w + st_v0_0_11_1.w
                    + st_q0_m4_r3_c3 + st_q0_4_r3_c3);
                pnext[(i + 4) + (j + 4) * pnext_s1 + (k + 4) * pnext_s2] = 2.0f * st_q0_0_r3_c3
                    - st_q1_0_r3_c3 + st_q2_0_r3_c3 * st_q2_0_r3_c3 * dt2 * rh2 * lap;
              }
            }
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
extern "C" int seismic8_device(int32_t nx, int32_t ny, int32_t nz, float dt2, float rh2, const float *restrict vel, const float *restrict pprev, const float *restrict p, float *restrict pnext)
{
  {
    const ptrdiff_t st_n0 = (ptrdiff_t)nx;
    const ptrdiff_t st_n1 = (ptrdiff_t)ny;
    const ptrdiff_t st_n2 = (ptrdiff_t)nz;
    if (st_n0 <= 0 || st_n1 <= 0 || st_n2 <= 0) goto st_next0;
    const ptrdiff_t st_gx = (st_n0 + 127) / 128, st_gy = (st_n1 + 31) / 32, st_gz = (st_n2 + 127) / 128;
    if (st_gx > 2147483647 || st_gy > 65535 || st_gz > 65535) return (int)cudaErrorInvalidConfiguration;
    {
      cudaError_t st_e = cudaFuncSetAttribute(st_seismic8_kernel0, cudaFuncAttributeMaxDynamicSharedMemorySize, 174080);
      if (st_e != cudaSuccess) return (int)st_e;
    }
    st_seismic8_kernel0<<<dim3((unsigned)st_gx, (unsigned)st_gy, (unsigned)st_gz), dim3(32, 8, 1), 174080>>>(nx, ny, nz, dt2, rh2, vel, pprev, p, pnext);
    {
      cudaError_t st_e = cudaGetLastError();
      if (st_e != cudaSuccess) return (int)st_e;
    }
  }
  st_next0:;
  return 0;
}

/* Device buffers kept between calls of seismic8_host, grown as needed. */
static void *st_buffer_seismic8[4];
static size_t st_capacity_seismic8[4];

static cudaError_t st_reserve_seismic8(int which, size_t bytes)
{
  if (st_capacity_seismic8[which] >= bytes && st_buffer_seismic8[which] != NULL) return cudaSuccess;
  if (st_buffer_seismic8[which] != NULL) cudaFree(st_buffer_seismic8[which]);
  st_buffer_seismic8[which] = NULL;
  st_capacity_seismic8[which] = 0;
  cudaError_t e = cudaMalloc(&st_buffer_seismic8[which], bytes > 0 ? bytes : 1);
  if (e == cudaSuccess) st_capacity_seismic8[which] = bytes;
  return e;
}

#define ST_TRY(call) do { cudaError_t st_e_ = (call); if (st_e_ != cudaSuccess) return (int)st_e_; } while (0)

/* Host pointers: copies every array to the device, runs the kernels, copies the arrays
   the subroutine writes back. Returns 0 or the CUDA error code. Not thread-safe. */
extern "C" int seismic8_host(int32_t nx, int32_t ny, int32_t nz, float dt2, float rh2, const float *restrict vel, const float *restrict pprev, const float *restrict p, float *restrict pnext)
{
  const size_t st_bytes0 = (size_t)(((ptrdiff_t)nx) * ((ptrdiff_t)ny) * ((ptrdiff_t)nz)) * sizeof(float);
  ST_TRY(st_reserve_seismic8(0, st_bytes0));
  ST_TRY(cudaMemcpy(st_buffer_seismic8[0], vel, st_bytes0, cudaMemcpyHostToDevice));
  const size_t st_bytes1 = (size_t)(((ptrdiff_t)nx + 8) * ((ptrdiff_t)ny + 8) * ((ptrdiff_t)nz + 8)) * sizeof(float);
  ST_TRY(st_reserve_seismic8(1, st_bytes1));
  ST_TRY(cudaMemcpy(st_buffer_seismic8[1], pprev, st_bytes1, cudaMemcpyHostToDevice));
  const size_t st_bytes2 = (size_t)(((ptrdiff_t)nx + 8) * ((ptrdiff_t)ny + 8) * ((ptrdiff_t)nz + 8)) * sizeof(float);
  ST_TRY(st_reserve_seismic8(2, st_bytes2));
  ST_TRY(cudaMemcpy(st_buffer_seismic8[2], p, st_bytes2, cudaMemcpyHostToDevice));
  const size_t st_bytes3 = (size_t)(((ptrdiff_t)nx + 8) * ((ptrdiff_t)ny + 8) * ((ptrdiff_t)nz + 8)) * sizeof(float);
  ST_TRY(st_reserve_seismic8(3, st_bytes3));
  ST_TRY(cudaMemcpy(st_buffer_seismic8[3], pnext, st_bytes3, cudaMemcpyHostToDevice));
  ST_TRY((cudaError_t)seismic8_device(nx, ny, nz, dt2, rh2, (const float *)st_buffer_seismic8[0], (const float *)st_buffer_seismic8[1], (const float *)st_buffer_seismic8[2], (float *)st_buffer_seismic8[3]));
  ST_TRY(cudaDeviceSynchronize());
  ST_TRY(cudaMemcpy(pnext, st_buffer_seismic8[3], st_bytes3, cudaMemcpyDeviceToHost));
  return 0;
}

/* Host pointers; a CUDA error is printed and ends the program. */
extern "C" void seismic8(int32_t nx, int32_t ny, int32_t nz, float dt2, float rh2, const float *restrict vel, const float *restrict pprev, const float *restrict p, float *restrict pnext)
{
  int st_e = seismic8_host(nx, ny, nz, dt2, rh2, vel, pprev, p, pnext);
  if (st_e != 0) {
    fprintf(stderr, "seismic8: CUDA error %d: %s\n", st_e, cudaGetErrorString((cudaError_t)st_e));
    abort();
  }
}

/* gfortran's convention: every argument by reference. */
extern "C" void seismic8_(const int32_t *nx, const int32_t *ny, const int32_t *nz, const float *dt2, const float *rh2, const float *vel, const float *pprev, const float *p, float *pnext)
{
  seismic8(*nx, *ny, *nz, *dt2, *rh2, vel, pprev, p, pnext);
}

/* The CPU library's first-touch initialiser, for callers of either library: zeroes the
   host arrays (device buffers are placed by the driver). */
extern "C" void seismic8_first_touch(int32_t nx, int32_t ny, int32_t nz, float dt2, float rh2, float *restrict vel, float *restrict pprev, float *restrict p, float *restrict pnext)
{
  memset(vel, 0, (size_t)(((ptrdiff_t)nx) * ((ptrdiff_t)ny) * ((ptrdiff_t)nz)) * sizeof(float));
  memset(pprev, 0, (size_t)(((ptrdiff_t)nx + 8) * ((ptrdiff_t)ny + 8) * ((ptrdiff_t)nz + 8)) * sizeof(float));
  memset(p, 0, (size_t)(((ptrdiff_t)nx + 8) * ((ptrdiff_t)ny + 8) * ((ptrdiff_t)nz + 8)) * sizeof(float));
  memset(pnext, 0, (size_t)(((ptrdiff_t)nx + 8) * ((ptrdiff_t)ny + 8) * ((ptrdiff_t)nz + 8)) * sizeof(float));
  (void)nx;
  (void)ny;
  (void)nz;
  (void)dt2;
  (void)rh2;
}

/* The variant a call runs: this file holds one. */
extern "C" int seismic8_variant(int32_t nx, int32_t ny, int32_t nz)
{
  (void)nx;
  (void)ny;
  (void)nz;
  return 1;
}
