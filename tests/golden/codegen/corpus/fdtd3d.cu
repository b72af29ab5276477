/* Subroutine fdtd3d for CUDA, printed by stenciltune.
   Variant: TX=32 TY=8 RY=4 RX=4 ZB=128 STREAM=1 SMEM=2 PIPE=2 RO=1 LB=1 UNROLL=1.
   Arrays keep Fortran's column-major order and lower bounds. Entry points:
   fdtd3d (host pointers; aborts on a CUDA error), fdtd3d_host (host pointers; returns the
   CUDA error code), fdtd3d_device (device pointers; launches on the default stream),
   fdtd3d_ (gfortran's convention: every argument by reference). */
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

/* Nest 1 (line 14). */
__global__ __launch_bounds__(256) void st_fdtd3d_kernel0(int32_t dimx, int32_t dimy, int32_t dimz,
                                                         const float *restrict coeff,
                                                         const float *restrict input,
                                                         float *restrict output)
{
  const ptrdiff_t input_s1 = (ptrdiff_t)dimx + 8;
  const ptrdiff_t input_s2 = input_s1 * ((ptrdiff_t)dimy + 8);
  const ptrdiff_t output_s1 = (ptrdiff_t)dimx + 8;
  const ptrdiff_t output_s2 = output_s1 * ((ptrdiff_t)dimy + 8);
  int32_t iz, iy, ix;

  {
    const int st_lo0 = (int)(1);
    const int st_hi0 = (int)(dimx);
    const int st_lo1 = (int)(1);
    const int st_hi1 = (int)(dimy);
    const int st_lo2 = (int)(1);
    const int st_hi2 = (int)(dimz);
    const float st_c = __ldg(&coeff[0]);
    const float st_c_2 = __ldg(&coeff[1]);
    const float st_c_3 = __ldg(&coeff[2]);
    const float st_c_4 = __ldg(&coeff[3]);
    const float st_c_5 = __ldg(&coeff[4]);
    const int st_tx = (int)threadIdx.x;
    const int st_ty = (int)threadIdx.y;
    const int st_o0 = st_lo0 + (int)blockIdx.x * 128;
    const int st_x0 = st_o0 + st_tx * 4 + 0;
    const int st_x1 = st_o0 + st_tx * 4 + 1;
    const int st_x2 = st_o0 + st_tx * 4 + 2;
    const int st_x3 = st_o0 + st_tx * 4 + 3;
    ix = st_x0;
    const int st_o1 = st_lo1 + (int)blockIdx.y * 32;
    const int st_y0 = st_o1 + st_ty * 4 + 0;
    const int st_y1 = st_o1 + st_ty * 4 + 1;
    const int st_y2 = st_o1 + st_ty * 4 + 2;
    const int st_y3 = st_o1 + st_ty * 4 + 3;
    const bool st_in0 = ix <= st_hi0 && st_y0 <= st_hi1;
    const bool st_in1 = ix <= st_hi0 && st_y1 <= st_hi1;
    const bool st_in2 = ix <= st_hi0 && st_y2 <= st_hi1;
    const bool st_in3 = ix <= st_hi0 && st_y3 <= st_hi1;
    const int st_kb = st_lo2 + (int)blockIdx.z * 128;
    const int st_ke = min(st_kb + 127, st_hi2);
    float st_q1_m4_r0_c0 = 0, st_q1_m3_r0_c0 = 0, st_q1_m2_r0_c0 = 0, st_q1_m1_r0_c0 = 0, st_q1_0_r0_c0 = 0, st_q1_1_r0_c0 = 0, st_q1_2_r0_c0 = 0, st_q1_3_r0_c0 = 0, st_q1_4_r0_c0 = 0;
    float st_q1_m4_r0_c1 = 0, st_q1_m3_r0_c1 = 0, st_q1_m2_r0_c1 = 0, st_q1_m1_r0_c1 = 0, st_q1_0_r0_c1 = 0, st_q1_1_r0_c1 = 0, st_q1_2_r0_c1 = 0, st_q1_3_r0_c1 = 0, st_q1_4_r0_c1 = 0;
    float st_q1_m4_r0_c2 = 0, st_q1_m3_r0_c2 = 0, st_q1_m2_r0_c2 = 0, st_q1_m1_r0_c2 = 0, st_q1_0_r0_c2 = 0, st_q1_1_r0_c2 = 0, st_q1_2_r0_c2 = 0, st_q1_3_r0_c2 = 0, st_q1_4_r0_c2 = 0;
    float st_q1_m4_r0_c3 = 0, st_q1_m3_r0_c3 = 0, st_q1_m2_r0_c3 = 0, st_q1_m1_r0_c3 = 0, st_q1_0_r0_c3 = 0, st_q1_1_r0_c3 = 0, st_q1_2_r0_c3 = 0, st_q1_3_r0_c3 = 0, st_q1_4_r0_c3 = 0;
    float st_q1_m4_r1_c0 = 0, st_q1_m3_r1_c0 = 0, st_q1_m2_r1_c0 = 0, st_q1_m1_r1_c0 = 0, st_q1_0_r1_c0 = 0, st_q1_1_r1_c0 = 0, st_q1_2_r1_c0 = 0, st_q1_3_r1_c0 = 0, st_q1_4_r1_c0 = 0;
    float st_q1_m4_r1_c1 = 0, st_q1_m3_r1_c1 = 0, st_q1_m2_r1_c1 = 0, st_q1_m1_r1_c1 = 0, st_q1_0_r1_c1 = 0, st_q1_1_r1_c1 = 0, st_q1_2_r1_c1 = 0, st_q1_3_r1_c1 = 0, st_q1_4_r1_c1 = 0;
    float st_q1_m4_r1_c2 = 0, st_q1_m3_r1_c2 = 0, st_q1_m2_r1_c2 = 0, st_q1_m1_r1_c2 = 0, st_q1_0_r1_c2 = 0, st_q1_1_r1_c2 = 0, st_q1_2_r1_c2 = 0, st_q1_3_r1_c2 = 0, st_q1_4_r1_c2 = 0;
    float st_q1_m4_r1_c3 = 0, st_q1_m3_r1_c3 = 0, st_q1_m2_r1_c3 = 0, st_q1_m1_r1_c3 = 0, st_q1_0_r1_c3 = 0, st_q1_1_r1_c3 = 0, st_q1_2_r1_c3 = 0, st_q1_3_r1_c3 = 0, st_q1_4_r1_c3 = 0;
    float st_q1_m4_r2_c0 = 0, st_q1_m3_r2_c0 = 0, st_q1_m2_r2_c0 = 0, st_q1_m1_r2_c0 = 0, st_q1_0_r2_c0 = 0, st_q1_1_r2_c0 = 0, st_q1_2_r2_c0 = 0, st_q1_3_r2_c0 = 0, st_q1_4_r2_c0 = 0;
    float st_q1_m4_r2_c1 = 0, st_q1_m3_r2_c1 = 0, st_q1_m2_r2_c1 = 0, st_q1_m1_r2_c1 = 0, st_q1_0_r2_c1 = 0, st_q1_1_r2_c1 = 0, st_q1_2_r2_c1 = 0, st_q1_3_r2_c1 = 0, st_q1_4_r2_c1 = 0;
    float st_q1_m4_r2_c2 = 0, st_q1_m3_r2_c2 = 0, st_q1_m2_r2_c2 = 0, st_q1_m1_r2_c2 = 0, st_q1_0_r2_c2 = 0, st_q1_1_r2_c2 = 0, st_q1_2_r2_c2 = 0, st_q1_3_r2_c2 = 0, st_q1_4_r2_c2 = 0;
    float st_q1_m4_r2_c3 = 0, st_q1_m3_r2_c3 = 0, st_q1_m2_r2_c3 = 0, st_q1_m1_r2_c3 = 0, st_q1_0_r2_c3 = 0, st_q1_1_r2_c3 = 0, st_q1_2_r2_c3 = 0, st_q1_3_r2_c3 = 0, st_q1_4_r2_c3 = 0;
    float st_q1_m4_r3_c0 = 0, st_q1_m3_r3_c0 = 0, st_q1_m2_r3_c0 = 0, st_q1_m1_r3_c0 = 0, st_q1_0_r3_c0 = 0, st_q1_1_r3_c0 = 0, st_q1_2_r3_c0 = 0, st_q1_3_r3_c0 = 0, st_q1_4_r3_c0 = 0;
    float st_q1_m4_r3_c1 = 0, st_q1_m3_r3_c1 = 0, st_q1_m2_r3_c1 = 0, st_q1_m1_r3_c1 = 0, st_q1_0_r3_c1 = 0, st_q1_1_r3_c1 = 0, st_q1_2_r3_c1 = 0, st_q1_3_r3_c1 = 0, st_q1_4_r3_c1 = 0;
    float st_q1_m4_r3_c2 = 0, st_q1_m3_r3_c2 = 0, st_q1_m2_r3_c2 = 0, st_q1_m1_r3_c2 = 0, st_q1_0_r3_c2 = 0, st_q1_1_r3_c2 = 0, st_q1_2_r3_c2 = 0, st_q1_3_r3_c2 = 0, st_q1_4_r3_c2 = 0;
    float st_q1_m4_r3_c3 = 0, st_q1_m3_r3_c3 = 0, st_q1_m2_r3_c3 = 0, st_q1_m1_r3_c3 = 0, st_q1_0_r3_c3 = 0, st_q1_1_r3_c3 = 0, st_q1_2_r3_c3 = 0, st_q1_3_r3_c3 = 0, st_q1_4_r3_c3 = 0;
    extern __shared__ __align__(16) unsigned char st_smem[];
    const int st_tid = st_tx + st_ty * 32;
    float (*st_s1)[40][136] = reinterpret_cast<float (*)[40][136]>(st_smem + 0);
    if (st_in0 && st_x3 <= st_hi0 && (((uintptr_t)&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb - 1) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + st_kb * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 1) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 2) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 3) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 4) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 5) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 6) * input_s2]) & 15) == 0) {
      const float4 st_pv = __ldg(reinterpret_cast<const float4 *>(&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb - 1) * input_s2]));
      st_q1_m3_r0_c0 = st_pv.x;
      st_q1_m3_r0_c1 = st_pv.y;
      st_q1_m3_r0_c2 = st_pv.z;
      st_q1_m3_r0_c3 = st_pv.w;
      const float4 st_pv_2 = __ldg(reinterpret_cast<const float4 *>(&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + st_kb * input_s2]));
      st_q1_m2_r0_c0 = st_pv_2.x;
      st_q1_m2_r0_c1 = st_pv_2.y;
      st_q1_m2_r0_c2 = st_pv_2.z;
      st_q1_m2_r0_c3 = st_pv_2.w;
      const float4 st_pv_3 = __ldg(reinterpret_cast<const float4 *>(&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 1) * input_s2]));
      st_q1_m1_r0_c0 = st_pv_3.x;
      st_q1_m1_r0_c1 = st_pv_3.y;
      st_q1_m1_r0_c2 = st_pv_3.z;
      st_q1_m1_r0_c3 = st_pv_3.w;
      const float4 st_pv_4 = __ldg(reinterpret_cast<const float4 *>(&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 2) * input_s2]));
      st_q1_0_r0_c0 = st_pv_4.x;
      st_q1_0_r0_c1 = st_pv_4.y;
      st_q1_0_r0_c2 = st_pv_4.z;
      st_q1_0_r0_c3 = st_pv_4.w;
      const float4 st_pv_5 = __ldg(reinterpret_cast<const float4 *>(&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 3) * input_s2]));
      st_q1_1_r0_c0 = st_pv_5.x;
      st_q1_1_r0_c1 = st_pv_5.y;
      st_q1_1_r0_c2 = st_pv_5.z;
      st_q1_1_r0_c3 = st_pv_5.w;
      const float4 st_pv_6 = __ldg(reinterpret_cast<const float4 *>(&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 4) * input_s2]));
      st_q1_2_r0_c0 = st_pv_6.x;
      st_q1_2_r0_c1 = st_pv_6.y;
      st_q1_2_r0_c2 = st_pv_6.z;
      st_q1_2_r0_c3 = st_pv_6.w;
      const float4 st_pv_7 = __ldg(reinterpret_cast<const float4 *>(&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 5) * input_s2]));
      st_q1_3_r0_c0 = st_pv_7.x;
      st_q1_3_r0_c1 = st_pv_7.y;
      st_q1_3_r0_c2 = st_pv_7.z;
      st_q1_3_r0_c3 = st_pv_7.w;
      const float4 st_pv_8 = __ldg(reinterpret_cast<const float4 *>(&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 6) * input_s2]));
      st_q1_4_r0_c0 = st_pv_8.x;
      st_q1_4_r0_c1 = st_pv_8.y;
      st_q1_4_r0_c2 = st_pv_8.z;
      st_q1_4_r0_c3 = st_pv_8.w;
    } else if (st_in0 && st_x3 <= st_hi0 && (((uintptr_t)&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb - 1) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + st_kb * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 1) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 2) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 3) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 4) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 5) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 6) * input_s2]) & 7) == 0) {
      const float2 st_pv_9 = __ldg(reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb - 1) * input_s2]));
      st_q1_m3_r0_c0 = st_pv_9.x;
      st_q1_m3_r0_c1 = st_pv_9.y;
      const float2 st_pv_10 = __ldg((reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb - 1) * input_s2]) + 1));
      st_q1_m3_r0_c2 = st_pv_10.x;
      st_q1_m3_r0_c3 = st_pv_10.y;
      const float2 st_pv_11 = __ldg(reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + st_kb * input_s2]));
      st_q1_m2_r0_c0 = st_pv_11.x;
      st_q1_m2_r0_c1 = st_pv_11.y;
      const float2 st_pv_12 = __ldg((reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + st_kb * input_s2]) + 1));
      st_q1_m2_r0_c2 = st_pv_12.x;
      st_q1_m2_r0_c3 = st_pv_12.y;
      const float2 st_pv_13 = __ldg(reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 1) * input_s2]));
      st_q1_m1_r0_c0 = st_pv_13.x;
      st_q1_m1_r0_c1 = st_pv_13.y;
      const float2 st_pv_14 = __ldg((reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 1) * input_s2]) + 1));
      st_q1_m1_r0_c2 = st_pv_14.x;
      st_q1_m1_r0_c3 = st_pv_14.y;
      const float2 st_pv_15 = __ldg(reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 2) * input_s2]));
      st_q1_0_r0_c0 = st_pv_15.x;
      st_q1_0_r0_c1 = st_pv_15.y;
      const float2 st_pv_16 = __ldg((reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 2) * input_s2]) + 1));
      st_q1_0_r0_c2 = st_pv_16.x;
      st_q1_0_r0_c3 = st_pv_16.y;
      const float2 st_pv_17 = __ldg(reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 3) * input_s2]));
      st_q1_1_r0_c0 = st_pv_17.x;
      st_q1_1_r0_c1 = st_pv_17.y;
      const float2 st_pv_18 = __ldg((reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 3) * input_s2]) + 1));
      st_q1_1_r0_c2 = st_pv_18.x;
      st_q1_1_r0_c3 = st_pv_18.y;
      const float2 st_pv_19 = __ldg(reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 4) * input_s2]));
      st_q1_2_r0_c0 = st_pv_19.x;
      st_q1_2_r0_c1 = st_pv_19.y;
      const float2 st_pv_20 = __ldg((reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 4) * input_s2]) + 1));
      st_q1_2_r0_c2 = st_pv_20.x;
      st_q1_2_r0_c3 = st_pv_20.y;
      const float2 st_pv_21 = __ldg(reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 5) * input_s2]));
      st_q1_3_r0_c0 = st_pv_21.x;
      st_q1_3_r0_c1 = st_pv_21.y;
      const float2 st_pv_22 = __ldg((reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 5) * input_s2]) + 1));
      st_q1_3_r0_c2 = st_pv_22.x;
      st_q1_3_r0_c3 = st_pv_22.y;
      const float2 st_pv_23 = __ldg(reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 6) * input_s2]));
      st_q1_4_r0_c0 = st_pv_23.x;
      st_q1_4_r0_c1 = st_pv_23.y;
      const float2 st_pv_24 = __ldg((reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 6) * input_s2]) + 1));
      st_q1_4_r0_c2 = st_pv_24.x;
      st_q1_4_r0_c3 = st_pv_24.y;
    } else {
      if (st_in0) {
        st_q1_m3_r0_c0 = __ldg(&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb - 1) * input_s2]);
        st_q1_m2_r0_c0 = __ldg(&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + st_kb * input_s2]);
        st_q1_m1_r0_c0 = __ldg(&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 1) * input_s2]);
        st_q1_0_r0_c0 = __ldg(&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 2) * input_s2]);
        st_q1_1_r0_c0 = __ldg(&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 3) * input_s2]);
        st_q1_2_r0_c0 = __ldg(&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 4) * input_s2]);
        st_q1_3_r0_c0 = __ldg(&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 5) * input_s2]);
        st_q1_4_r0_c0 = __ldg(&input[(st_x0 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 6) * input_s2]);
      }
      if ((st_in0 && st_x1 <= st_hi0)) {
        st_q1_m3_r0_c1 = __ldg(&input[(st_x1 + 3) + (st_y0 + 3) * input_s1 + (st_kb - 1) * input_s2]);
        st_q1_m2_r0_c1 = __ldg(&input[(st_x1 + 3) + (st_y0 + 3) * input_s1 + st_kb * input_s2]);
        st_q1_m1_r0_c1 = __ldg(&input[(st_x1 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 1) * input_s2]);
        st_q1_0_r0_c1 = __ldg(&input[(st_x1 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 2) * input_s2]);
        st_q1_1_r0_c1 = __ldg(&input[(st_x1 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 3) * input_s2]);
        st_q1_2_r0_c1 = __ldg(&input[(st_x1 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 4) * input_s2]);
        st_q1_3_r0_c1 = __ldg(&input[(st_x1 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 5) * input_s2]);
        st_q1_4_r0_c1 = __ldg(&input[(st_x1 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 6) * input_s2]);
      }
      if ((st_in0 && st_x2 <= st_hi0)) {
        st_q1_m3_r0_c2 = __ldg(&input[(st_x2 + 3) + (st_y0 + 3) * input_s1 + (st_kb - 1) * input_s2]);
        st_q1_m2_r0_c2 = __ldg(&input[(st_x2 + 3) + (st_y0 + 3) * input_s1 + st_kb * input_s2]);
        st_q1_m1_r0_c2 = __ldg(&input[(st_x2 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 1) * input_s2]);
        st_q1_0_r0_c2 = __ldg(&input[(st_x2 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 2) * input_s2]);
        st_q1_1_r0_c2 = __ldg(&input[(st_x2 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 3) * input_s2]);
        st_q1_2_r0_c2 = __ldg(&input[(st_x2 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 4) * input_s2]);
        st_q1_3_r0_c2 = __ldg(&input[(st_x2 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 5) * input_s2]);
        st_q1_4_r0_c2 = __ldg(&input[(st_x2 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 6) * input_s2]);
      }
      if ((st_in0 && st_x3 <= st_hi0)) {
        st_q1_m3_r0_c3 = __ldg(&input[(st_x3 + 3) + (st_y0 + 3) * input_s1 + (st_kb - 1) * input_s2]);
        st_q1_m2_r0_c3 = __ldg(&input[(st_x3 + 3) + (st_y0 + 3) * input_s1 + st_kb * input_s2]);
        st_q1_m1_r0_c3 = __ldg(&input[(st_x3 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 1) * input_s2]);
        st_q1_0_r0_c3 = __ldg(&input[(st_x3 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 2) * input_s2]);
        st_q1_1_r0_c3 = __ldg(&input[(st_x3 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 3) * input_s2]);
        st_q1_2_r0_c3 = __ldg(&input[(st_x3 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 4) * input_s2]);
        st_q1_3_r0_c3 = __ldg(&input[(st_x3 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 5) * input_s2]);
        st_q1_4_r0_c3 = __ldg(&input[(st_x3 + 3) + (st_y0 + 3) * input_s1 + (st_kb + 6) * input_s2]);
      }
    }
    if (st_in1 && st_x3 <= st_hi0 && (((uintptr_t)&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb - 1) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + st_kb * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 1) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 2) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 3) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 4) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 5) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 6) * input_s2]) & 15) == 0) {
      const float4 st_pv_25 = __ldg(reinterpret_cast<const float4 *>(&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb - 1) * input_s2]));
      st_q1_m3_r1_c0 = st_pv_25.x;
      st_q1_m3_r1_c1 = st_pv_25.y;
      st_q1_m3_r1_c2 = st_pv_25.z;
      st_q1_m3_r1_c3 = st_pv_25.w;
      const float4 st_pv_26 = __ldg(reinterpret_cast<const float4 *>(&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + st_kb * input_s2]));
      st_q1_m2_r1_c0 = st_pv_26.x;
      st_q1_m2_r1_c1 = st_pv_26.y;
      st_q1_m2_r1_c2 = st_pv_26.z;
      st_q1_m2_r1_c3 = st_pv_26.w;
      const float4 st_pv_27 = __ldg(reinterpret_cast<const float4 *>(&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 1) * input_s2]));
      st_q1_m1_r1_c0 = st_pv_27.x;
      st_q1_m1_r1_c1 = st_pv_27.y;
      st_q1_m1_r1_c2 = st_pv_27.z;
      st_q1_m1_r1_c3 = st_pv_27.w;
      const float4 st_pv_28 = __ldg(reinterpret_cast<const float4 *>(&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 2) * input_s2]));
      st_q1_0_r1_c0 = st_pv_28.x;
      st_q1_0_r1_c1 = st_pv_28.y;
      st_q1_0_r1_c2 = st_pv_28.z;
      st_q1_0_r1_c3 = st_pv_28.w;
      const float4 st_pv_29 = __ldg(reinterpret_cast<const float4 *>(&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 3) * input_s2]));
      st_q1_1_r1_c0 = st_pv_29.x;
      st_q1_1_r1_c1 = st_pv_29.y;
      st_q1_1_r1_c2 = st_pv_29.z;
      st_q1_1_r1_c3 = st_pv_29.w;
      const float4 st_pv_30 = __ldg(reinterpret_cast<const float4 *>(&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 4) * input_s2]));
      st_q1_2_r1_c0 = st_pv_30.x;
      st_q1_2_r1_c1 = st_pv_30.y;
      st_q1_2_r1_c2 = st_pv_30.z;
      st_q1_2_r1_c3 = st_pv_30.w;
      const float4 st_pv_31 = __ldg(reinterpret_cast<const float4 *>(&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 5) * input_s2]));
      st_q1_3_r1_c0 = st_pv_31.x;
      st_q1_3_r1_c1 = st_pv_31.y;
      st_q1_3_r1_c2 = st_pv_31.z;
      st_q1_3_r1_c3 = st_pv_31.w;
      const float4 st_pv_32 = __ldg(reinterpret_cast<const float4 *>(&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 6) * input_s2]));
      st_q1_4_r1_c0 = st_pv_32.x;
      st_q1_4_r1_c1 = st_pv_32.y;
      st_q1_4_r1_c2 = st_pv_32.z;
      st_q1_4_r1_c3 = st_pv_32.w;
    } else if (st_in1 && st_x3 <= st_hi0 && (((uintptr_t)&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb - 1) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + st_kb * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 1) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 2) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 3) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 4) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 5) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 6) * input_s2]) & 7) == 0) {
      const float2 st_pv_33 = __ldg(reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb - 1) * input_s2]));
      st_q1_m3_r1_c0 = st_pv_33.x;
      st_q1_m3_r1_c1 = st_pv_33.y;
      const float2 st_pv_34 = __ldg((reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb - 1) * input_s2]) + 1));
      st_q1_m3_r1_c2 = st_pv_34.x;
      st_q1_m3_r1_c3 = st_pv_34.y;
      const float2 st_pv_35 = __ldg(reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + st_kb * input_s2]));
      st_q1_m2_r1_c0 = st_pv_35.x;
      st_q1_m2_r1_c1 = st_pv_35.y;
      const float2 st_pv_36 = __ldg((reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + st_kb * input_s2]) + 1));
      st_q1_m2_r1_c2 = st_pv_36.x;
      st_q1_m2_r1_c3 = st_pv_36.y;
      const float2 st_pv_37 = __ldg(reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 1) * input_s2]));
      st_q1_m1_r1_c0 = st_pv_37.x;
      st_q1_m1_r1_c1 = st_pv_37.y;
      const float2 st_pv_38 = __ldg((reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 1) * input_s2]) + 1));
      st_q1_m1_r1_c2 = st_pv_38.x;
      st_q1_m1_r1_c3 = st_pv_38.y;
      const float2 st_pv_39 = __ldg(reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 2) * input_s2]));
      st_q1_0_r1_c0 = st_pv_39.x;
      st_q1_0_r1_c1 = st_pv_39.y;
      const float2 st_pv_40 = __ldg((reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 2) * input_s2]) + 1));
      st_q1_0_r1_c2 = st_pv_40.x;
      st_q1_0_r1_c3 = st_pv_40.y;
      const float2 st_pv_41 = __ldg(reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 3) * input_s2]));
      st_q1_1_r1_c0 = st_pv_41.x;
      st_q1_1_r1_c1 = st_pv_41.y;
      const float2 st_pv_42 = __ldg((reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 3) * input_s2]) + 1));
      st_q1_1_r1_c2 = st_pv_42.x;
      st_q1_1_r1_c3 = st_pv_42.y;
      const float2 st_pv_43 = __ldg(reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 4) * input_s2]));
      st_q1_2_r1_c0 = st_pv_43.x;
      st_q1_2_r1_c1 = st_pv_43.y;
      const float2 st_pv_44 = __ldg((reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 4) * input_s2]) + 1));
      st_q1_2_r1_c2 = st_pv_44.x;
      st_q1_2_r1_c3 = st_pv_44.y;
      const float2 st_pv_45 = __ldg(reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 5) * input_s2]));
      st_q1_3_r1_c0 = st_pv_45.x;
      st_q1_3_r1_c1 = st_pv_45.y;
      const float2 st_pv_46 = __ldg((reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 5) * input_s2]) + 1));
      st_q1_3_r1_c2 = st_pv_46.x;
      st_q1_3_r1_c3 = st_pv_46.y;
      const float2 st_pv_47 = __ldg(reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 6) * input_s2]));
      st_q1_4_r1_c0 = st_pv_47.x;
      st_q1_4_r1_c1 = st_pv_47.y;
      const float2 st_pv_48 = __ldg((reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 6) * input_s2]) + 1));
      st_q1_4_r1_c2 = st_pv_48.x;
      st_q1_4_r1_c3 = st_pv_48.y;
    } else {
      if (st_in1) {
        st_q1_m3_r1_c0 = __ldg(&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb - 1) * input_s2]);
        st_q1_m2_r1_c0 = __ldg(&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + st_kb * input_s2]);
        st_q1_m1_r1_c0 = __ldg(&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 1) * input_s2]);
        st_q1_0_r1_c0 = __ldg(&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 2) * input_s2]);
        st_q1_1_r1_c0 = __ldg(&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 3) * input_s2]);
        st_q1_2_r1_c0 = __ldg(&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 4) * input_s2]);
        st_q1_3_r1_c0 = __ldg(&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 5) * input_s2]);
        st_q1_4_r1_c0 = __ldg(&input[(st_x0 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 6) * input_s2]);
      }
      if ((st_in1 && st_x1 <= st_hi0)) {
        st_q1_m3_r1_c1 = __ldg(&input[(st_x1 + 3) + (st_y1 + 3) * input_s1 + (st_kb - 1) * input_s2]);
        st_q1_m2_r1_c1 = __ldg(&input[(st_x1 + 3) + (st_y1 + 3) * input_s1 + st_kb * input_s2]);
        st_q1_m1_r1_c1 = __ldg(&input[(st_x1 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 1) * input_s2]);
        st_q1_0_r1_c1 = __ldg(&input[(st_x1 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 2) * input_s2]);
        st_q1_1_r1_c1 = __ldg(&input[(st_x1 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 3) * input_s2]);
        st_q1_2_r1_c1 = __ldg(&input[(st_x1 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 4) * input_s2]);
        st_q1_3_r1_c1 = __ldg(&input[(st_x1 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 5) * input_s2]);
        st_q1_4_r1_c1 = __ldg(&input[(st_x1 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 6) * input_s2]);
      }
      if ((st_in1 && st_x2 <= st_hi0)) {
        st_q1_m3_r1_c2 = __ldg(&input[(st_x2 + 3) + (st_y1 + 3) * input_s1 + (st_kb - 1) * input_s2]);
        st_q1_m2_r1_c2 = __ldg(&input[(st_x2 + 3) + (st_y1 + 3) * input_s1 + st_kb * input_s2]);
        st_q1_m1_r1_c2 = __ldg(&input[(st_x2 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 1) * input_s2]);
        st_q1_0_r1_c2 = __ldg(&input[(st_x2 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 2) * input_s2]);
        st_q1_1_r1_c2 = __ldg(&input[(st_x2 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 3) * input_s2]);
        st_q1_2_r1_c2 = __ldg(&input[(st_x2 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 4) * input_s2]);
        st_q1_3_r1_c2 = __ldg(&input[(st_x2 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 5) * input_s2]);
        st_q1_4_r1_c2 = __ldg(&input[(st_x2 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 6) * input_s2]);
      }
      if ((st_in1 && st_x3 <= st_hi0)) {
        st_q1_m3_r1_c3 = __ldg(&input[(st_x3 + 3) + (st_y1 + 3) * input_s1 + (st_kb - 1) * input_s2]);
        st_q1_m2_r1_c3 = __ldg(&input[(st_x3 + 3) + (st_y1 + 3) * input_s1 + st_kb * input_s2]);
        st_q1_m1_r1_c3 = __ldg(&input[(st_x3 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 1) * input_s2]);
        st_q1_0_r1_c3 = __ldg(&input[(st_x3 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 2) * input_s2]);
        st_q1_1_r1_c3 = __ldg(&input[(st_x3 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 3) * input_s2]);
        st_q1_2_r1_c3 = __ldg(&input[(st_x3 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 4) * input_s2]);
        st_q1_3_r1_c3 = __ldg(&input[(st_x3 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 5) * input_s2]);
        st_q1_4_r1_c3 = __ldg(&input[(st_x3 + 3) + (st_y1 + 3) * input_s1 + (st_kb + 6) * input_s2]);
      }
    }
    if (st_in2 && st_x3 <= st_hi0 && (((uintptr_t)&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb - 1) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + st_kb * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 1) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 2) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 3) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 4) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 5) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 6) * input_s2]) & 15) == 0) {
      const float4 st_pv_49 = __ldg(reinterpret_cast<const float4 *>(&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb - 1) * input_s2]));
      st_q1_m3_r2_c0 = st_pv_49.x;
      st_q1_m3_r2_c1 = st_pv_49.y;
      st_q1_m3_r2_c2 = st_pv_49.z;
      st_q1_m3_r2_c3 = st_pv_49.w;
      const float4 st_pv_50 = __ldg(reinterpret_cast<const float4 *>(&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + st_kb * input_s2]));
      st_q1_m2_r2_c0 = st_pv_50.x;
      st_q1_m2_r2_c1 = st_pv_50.y;
      st_q1_m2_r2_c2 = st_pv_50.z;
      st_q1_m2_r2_c3 = st_pv_50.w;
      const float4 st_pv_51 = __ldg(reinterpret_cast<const float4 *>(&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 1) * input_s2]));
      st_q1_m1_r2_c0 = st_pv_51.x;
      st_q1_m1_r2_c1 = st_pv_51.y;
      st_q1_m1_r2_c2 = st_pv_51.z;
      st_q1_m1_r2_c3 = st_pv_51.w;
      const float4 st_pv_52 = __ldg(reinterpret_cast<const float4 *>(&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 2) * input_s2]));
      st_q1_0_r2_c0 = st_pv_52.x;
      st_q1_0_r2_c1 = st_pv_52.y;
      st_q1_0_r2_c2 = st_pv_52.z;
      st_q1_0_r2_c3 = st_pv_52.w;
      const float4 st_pv_53 = __ldg(reinterpret_cast<const float4 *>(&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 3) * input_s2]));
      st_q1_1_r2_c0 = st_pv_53.x;
      st_q1_1_r2_c1 = st_pv_53.y;
      st_q1_1_r2_c2 = st_pv_53.z;
      st_q1_1_r2_c3 = st_pv_53.w;
      const float4 st_pv_54 = __ldg(reinterpret_cast<const float4 *>(&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 4) * input_s2]));
      st_q1_2_r2_c0 = st_pv_54.x;
      st_q1_2_r2_c1 = st_pv_54.y;
      st_q1_2_r2_c2 = st_pv_54.z;
      st_q1_2_r2_c3 = st_pv_54.w;
      const float4 st_pv_55 = __ldg(reinterpret_cast<const float4 *>(&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 5) * input_s2]));
      st_q1_3_r2_c0 = st_pv_55.x;
      st_q1_3_r2_c1 = st_pv_55.y;
      st_q1_3_r2_c2 = st_pv_55.z;
      st_q1_3_r2_c3 = st_pv_55.w;
      const float4 st_pv_56 = __ldg(reinterpret_cast<const float4 *>(&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 6) * input_s2]));
      st_q1_4_r2_c0 = st_pv_56.x;
      st_q1_4_r2_c1 = st_pv_56.y;
      st_q1_4_r2_c2 = st_pv_56.z;
      st_q1_4_r2_c3 = st_pv_56.w;
    } else if (st_in2 && st_x3 <= st_hi0 && (((uintptr_t)&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb - 1) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + st_kb * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 1) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 2) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 3) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 4) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 5) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 6) * input_s2]) & 7) == 0) {
      const float2 st_pv_57 = __ldg(reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb - 1) * input_s2]));
      st_q1_m3_r2_c0 = st_pv_57.x;
      st_q1_m3_r2_c1 = st_pv_57.y;
      const float2 st_pv_58 = __ldg((reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb - 1) * input_s2]) + 1));
      st_q1_m3_r2_c2 = st_pv_58.x;
      st_q1_m3_r2_c3 = st_pv_58.y;
      const float2 st_pv_59 = __ldg(reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + st_kb * input_s2]));
      st_q1_m2_r2_c0 = st_pv_59.x;
      st_q1_m2_r2_c1 = st_pv_59.y;
      const float2 st_pv_60 = __ldg((reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + st_kb * input_s2]) + 1));
      st_q1_m2_r2_c2 = st_pv_60.x;
      st_q1_m2_r2_c3 = st_pv_60.y;
      const float2 st_pv_61 = __ldg(reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 1) * input_s2]));
      st_q1_m1_r2_c0 = st_pv_61.x;
      st_q1_m1_r2_c1 = st_pv_61.y;
      const float2 st_pv_62 = __ldg((reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 1) * input_s2]) + 1));
      st_q1_m1_r2_c2 = st_pv_62.x;
      st_q1_m1_r2_c3 = st_pv_62.y;
      const float2 st_pv_63 = __ldg(reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 2) * input_s2]));
      st_q1_0_r2_c0 = st_pv_63.x;
      st_q1_0_r2_c1 = st_pv_63.y;
      const float2 st_pv_64 = __ldg((reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 2) * input_s2]) + 1));
      st_q1_0_r2_c2 = st_pv_64.x;
      st_q1_0_r2_c3 = st_pv_64.y;
      const float2 st_pv_65 = __ldg(reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 3) * input_s2]));
      st_q1_1_r2_c0 = st_pv_65.x;
      st_q1_1_r2_c1 = st_pv_65.y;
      const float2 st_pv_66 = __ldg((reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 3) * input_s2]) + 1));
      st_q1_1_r2_c2 = st_pv_66.x;
      st_q1_1_r2_c3 = st_pv_66.y;
      const float2 st_pv_67 = __ldg(reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 4) * input_s2]));
      st_q1_2_r2_c0 = st_pv_67.x;
      st_q1_2_r2_c1 = st_pv_67.y;
      const float2 st_pv_68 = __ldg((reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 4) * input_s2]) + 1));
      st_q1_2_r2_c2 = st_pv_68.x;
      st_q1_2_r2_c3 = st_pv_68.y;
      const float2 st_pv_69 = __ldg(reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 5) * input_s2]));
      st_q1_3_r2_c0 = st_pv_69.x;
      st_q1_3_r2_c1 = st_pv_69.y;
      const float2 st_pv_70 = __ldg((reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 5) * input_s2]) + 1));
      st_q1_3_r2_c2 = st_pv_70.x;
      st_q1_3_r2_c3 = st_pv_70.y;
      const float2 st_pv_71 = __ldg(reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 6) * input_s2]));
      st_q1_4_r2_c0 = st_pv_71.x;
      st_q1_4_r2_c1 = st_pv_71.y;
      const float2 st_pv_72 = __ldg((reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 6) * input_s2]) + 1));
      st_q1_4_r2_c2 = st_pv_72.x;
      st_q1_4_r2_c3 = st_pv_72.y;
    } else {
      if (st_in2) {
        st_q1_m3_r2_c0 = __ldg(&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb - 1) * input_s2]);
        st_q1_m2_r2_c0 = __ldg(&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + st_kb * input_s2]);
        st_q1_m1_r2_c0 = __ldg(&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 1) * input_s2]);
        st_q1_0_r2_c0 = __ldg(&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 2) * input_s2]);
        st_q1_1_r2_c0 = __ldg(&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 3) * input_s2]);
        st_q1_2_r2_c0 = __ldg(&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 4) * input_s2]);
        st_q1_3_r2_c0 = __ldg(&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 5) * input_s2]);
        st_q1_4_r2_c0 = __ldg(&input[(st_x0 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 6) * input_s2]);
      }
      if ((st_in2 && st_x1 <= st_hi0)) {
        st_q1_m3_r2_c1 = __ldg(&input[(st_x1 + 3) + (st_y2 + 3) * input_s1 + (st_kb - 1) * input_s2]);
        st_q1_m2_r2_c1 = __ldg(&input[(st_x1 + 3) + (st_y2 + 3) * input_s1 + st_kb * input_s2]);
        st_q1_m1_r2_c1 = __ldg(&input[(st_x1 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 1) * input_s2]);
        st_q1_0_r2_c1 = __ldg(&input[(st_x1 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 2) * input_s2]);
        st_q1_1_r2_c1 = __ldg(&input[(st_x1 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 3) * input_s2]);
        st_q1_2_r2_c1 = __ldg(&input[(st_x1 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 4) * input_s2]);
        st_q1_3_r2_c1 = __ldg(&input[(st_x1 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 5) * input_s2]);
        st_q1_4_r2_c1 = __ldg(&input[(st_x1 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 6) * input_s2]);
      }
      if ((st_in2 && st_x2 <= st_hi0)) {
        st_q1_m3_r2_c2 = __ldg(&input[(st_x2 + 3) + (st_y2 + 3) * input_s1 + (st_kb - 1) * input_s2]);
        st_q1_m2_r2_c2 = __ldg(&input[(st_x2 + 3) + (st_y2 + 3) * input_s1 + st_kb * input_s2]);
        st_q1_m1_r2_c2 = __ldg(&input[(st_x2 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 1) * input_s2]);
        st_q1_0_r2_c2 = __ldg(&input[(st_x2 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 2) * input_s2]);
        st_q1_1_r2_c2 = __ldg(&input[(st_x2 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 3) * input_s2]);
        st_q1_2_r2_c2 = __ldg(&input[(st_x2 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 4) * input_s2]);
        st_q1_3_r2_c2 = __ldg(&input[(st_x2 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 5) * input_s2]);
        st_q1_4_r2_c2 = __ldg(&input[(st_x2 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 6) * input_s2]);
      }
      if ((st_in2 && st_x3 <= st_hi0)) {
        st_q1_m3_r2_c3 = __ldg(&input[(st_x3 + 3) + (st_y2 + 3) * input_s1 + (st_kb - 1) * input_s2]);
        st_q1_m2_r2_c3 = __ldg(&input[(st_x3 + 3) + (st_y2 + 3) * input_s1 + st_kb * input_s2]);
        st_q1_m1_r2_c3 = __ldg(&input[(st_x3 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 1) * input_s2]);
        st_q1_0_r2_c3 = __ldg(&input[(st_x3 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 2) * input_s2]);
        st_q1_1_r2_c3 = __ldg(&input[(st_x3 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 3) * input_s2]);
        st_q1_2_r2_c3 = __ldg(&input[(st_x3 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 4) * input_s2]);
        st_q1_3_r2_c3 = __ldg(&input[(st_x3 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 5) * input_s2]);
        st_q1_4_r2_c3 = __ldg(&input[(st_x3 + 3) + (st_y2 + 3) * input_s1 + (st_kb + 6) * input_s2]);
      }
    }
    if (st_in3 && st_x3 <= st_hi0 && (((uintptr_t)&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb - 1) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + st_kb * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 1) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 2) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 3) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 4) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 5) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 6) * input_s2]) & 15) == 0) {
      const float4 st_pv_73 = __ldg(reinterpret_cast<const float4 *>(&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb - 1) * input_s2]));
      st_q1_m3_r3_c0 = st_pv_73.x;
      st_q1_m3_r3_c1 = st_pv_73.y;
      st_q1_m3_r3_c2 = st_pv_73.z;
      st_q1_m3_r3_c3 = st_pv_73.w;
      const float4 st_pv_74 = __ldg(reinterpret_cast<const float4 *>(&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + st_kb * input_s2]));
      st_q1_m2_r3_c0 = st_pv_74.x;
      st_q1_m2_r3_c1 = st_pv_74.y;
      st_q1_m2_r3_c2 = st_pv_74.z;
      st_q1_m2_r3_c3 = st_pv_74.w;
      const float4 st_pv_75 = __ldg(reinterpret_cast<const float4 *>(&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 1) * input_s2]));
      st_q1_m1_r3_c0 = st_pv_75.x;
      st_q1_m1_r3_c1 = st_pv_75.y;
      st_q1_m1_r3_c2 = st_pv_75.z;
      st_q1_m1_r3_c3 = st_pv_75.w;
      const float4 st_pv_76 = __ldg(reinterpret_cast<const float4 *>(&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 2) * input_s2]));
      st_q1_0_r3_c0 = st_pv_76.x;
      st_q1_0_r3_c1 = st_pv_76.y;
      st_q1_0_r3_c2 = st_pv_76.z;
      st_q1_0_r3_c3 = st_pv_76.w;
      const float4 st_pv_77 = __ldg(reinterpret_cast<const float4 *>(&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 3) * input_s2]));
      st_q1_1_r3_c0 = st_pv_77.x;
      st_q1_1_r3_c1 = st_pv_77.y;
      st_q1_1_r3_c2 = st_pv_77.z;
      st_q1_1_r3_c3 = st_pv_77.w;
      const float4 st_pv_78 = __ldg(reinterpret_cast<const float4 *>(&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 4) * input_s2]));
      st_q1_2_r3_c0 = st_pv_78.x;
      st_q1_2_r3_c1 = st_pv_78.y;
      st_q1_2_r3_c2 = st_pv_78.z;
      st_q1_2_r3_c3 = st_pv_78.w;
      const float4 st_pv_79 = __ldg(reinterpret_cast<const float4 *>(&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 5) * input_s2]));
      st_q1_3_r3_c0 = st_pv_79.x;
      st_q1_3_r3_c1 = st_pv_79.y;
      st_q1_3_r3_c2 = st_pv_79.z;
      st_q1_3_r3_c3 = st_pv_79.w;
      const float4 st_pv_80 = __ldg(reinterpret_cast<const float4 *>(&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 6) * input_s2]));
      st_q1_4_r3_c0 = st_pv_80.x;
      st_q1_4_r3_c1 = st_pv_80.y;
      st_q1_4_r3_c2 = st_pv_80.z;
      st_q1_4_r3_c3 = st_pv_80.w;
    } else if (st_in3 && st_x3 <= st_hi0 && (((uintptr_t)&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb - 1) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + st_kb * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 1) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 2) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 3) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 4) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 5) * input_s2] | (uintptr_t)&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 6) * input_s2]) & 7) == 0) {
      const float2 st_pv_81 = __ldg(reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb - 1) * input_s2]));
      st_q1_m3_r3_c0 = st_pv_81.x;
      st_q1_m3_r3_c1 = st_pv_81.y;
      const float2 st_pv_82 = __ldg((reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb - 1) * input_s2]) + 1));
      st_q1_m3_r3_c2 = st_pv_82.x;
      st_q1_m3_r3_c3 = st_pv_82.y;
      const float2 st_pv_83 = __ldg(reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + st_kb * input_s2]));
      st_q1_m2_r3_c0 = st_pv_83.x;
      st_q1_m2_r3_c1 = st_pv_83.y;
      const float2 st_pv_84 = __ldg((reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + st_kb * input_s2]) + 1));
      st_q1_m2_r3_c2 = st_pv_84.x;
      st_q1_m2_r3_c3 = st_pv_84.y;
      const float2 st_pv_85 = __ldg(reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 1) * input_s2]));
      st_q1_m1_r3_c0 = st_pv_85.x;
      st_q1_m1_r3_c1 = st_pv_85.y;
      const float2 st_pv_86 = __ldg((reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 1) * input_s2]) + 1));
      st_q1_m1_r3_c2 = st_pv_86.x;
      st_q1_m1_r3_c3 = st_pv_86.y;
      const float2 st_pv_87 = __ldg(reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 2) * input_s2]));
      st_q1_0_r3_c0 = st_pv_87.x;
      st_q1_0_r3_c1 = st_pv_87.y;
      const float2 st_pv_88 = __ldg((reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 2) * input_s2]) + 1));
      st_q1_0_r3_c2 = st_pv_88.x;
      st_q1_0_r3_c3 = st_pv_88.y;
      const float2 st_pv_89 = __ldg(reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 3) * input_s2]));
      st_q1_1_r3_c0 = st_pv_89.x;
      st_q1_1_r3_c1 = st_pv_89.y;
      const float2 st_pv_90 = __ldg((reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 3) * input_s2]) + 1));
      st_q1_1_r3_c2 = st_pv_90.x;
      st_q1_1_r3_c3 = st_pv_90.y;
      const float2 st_pv_91 = __ldg(reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 4) * input_s2]));
      st_q1_2_r3_c0 = st_pv_91.x;
      st_q1_2_r3_c1 = st_pv_91.y;
      const float2 st_pv_92 = __ldg((reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 4) * input_s2]) + 1));
      st_q1_2_r3_c2 = st_pv_92.x;
      st_q1_2_r3_c3 = st_pv_92.y;
      const float2 st_pv_93 = __ldg(reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 5) * input_s2]));
      st_q1_3_r3_c0 = st_pv_93.x;
      st_q1_3_r3_c1 = st_pv_93.y;
      const float2 st_pv_94 = __ldg((reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 5) * input_s2]) + 1));
      st_q1_3_r3_c2 = st_pv_94.x;
      st_q1_3_r3_c3 = st_pv_94.y;
      const float2 st_pv_95 = __ldg(reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 6) * input_s2]));
      st_q1_4_r3_c0 = st_pv_95.x;
      st_q1_4_r3_c1 = st_pv_95.y;
      const float2 st_pv_96 = __ldg((reinterpret_cast<const float2 *>(&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 6) * input_s2]) + 1));
      st_q1_4_r3_c2 = st_pv_96.x;
      st_q1_4_r3_c3 = st_pv_96.y;
    } else {
      if (st_in3) {
        st_q1_m3_r3_c0 = __ldg(&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb - 1) * input_s2]);
        st_q1_m2_r3_c0 = __ldg(&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + st_kb * input_s2]);
        st_q1_m1_r3_c0 = __ldg(&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 1) * input_s2]);
        st_q1_0_r3_c0 = __ldg(&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 2) * input_s2]);
        st_q1_1_r3_c0 = __ldg(&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 3) * input_s2]);
        st_q1_2_r3_c0 = __ldg(&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 4) * input_s2]);
        st_q1_3_r3_c0 = __ldg(&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 5) * input_s2]);
        st_q1_4_r3_c0 = __ldg(&input[(st_x0 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 6) * input_s2]);
      }
      if ((st_in3 && st_x1 <= st_hi0)) {
        st_q1_m3_r3_c1 = __ldg(&input[(st_x1 + 3) + (st_y3 + 3) * input_s1 + (st_kb - 1) * input_s2]);
        st_q1_m2_r3_c1 = __ldg(&input[(st_x1 + 3) + (st_y3 + 3) * input_s1 + st_kb * input_s2]);
        st_q1_m1_r3_c1 = __ldg(&input[(st_x1 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 1) * input_s2]);
        st_q1_0_r3_c1 = __ldg(&input[(st_x1 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 2) * input_s2]);
        st_q1_1_r3_c1 = __ldg(&input[(st_x1 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 3) * input_s2]);
        st_q1_2_r3_c1 = __ldg(&input[(st_x1 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 4) * input_s2]);
        st_q1_3_r3_c1 = __ldg(&input[(st_x1 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 5) * input_s2]);
        st_q1_4_r3_c1 = __ldg(&input[(st_x1 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 6) * input_s2]);
      }
      if ((st_in3 && st_x2 <= st_hi0)) {
        st_q1_m3_r3_c2 = __ldg(&input[(st_x2 + 3) + (st_y3 + 3) * input_s1 + (st_kb - 1) * input_s2]);
        st_q1_m2_r3_c2 = __ldg(&input[(st_x2 + 3) + (st_y3 + 3) * input_s1 + st_kb * input_s2]);
        st_q1_m1_r3_c2 = __ldg(&input[(st_x2 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 1) * input_s2]);
        st_q1_0_r3_c2 = __ldg(&input[(st_x2 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 2) * input_s2]);
        st_q1_1_r3_c2 = __ldg(&input[(st_x2 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 3) * input_s2]);
        st_q1_2_r3_c2 = __ldg(&input[(st_x2 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 4) * input_s2]);
        st_q1_3_r3_c2 = __ldg(&input[(st_x2 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 5) * input_s2]);
        st_q1_4_r3_c2 = __ldg(&input[(st_x2 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 6) * input_s2]);
      }
      if ((st_in3 && st_x3 <= st_hi0)) {
        st_q1_m3_r3_c3 = __ldg(&input[(st_x3 + 3) + (st_y3 + 3) * input_s1 + (st_kb - 1) * input_s2]);
        st_q1_m2_r3_c3 = __ldg(&input[(st_x3 + 3) + (st_y3 + 3) * input_s1 + st_kb * input_s2]);
        st_q1_m1_r3_c3 = __ldg(&input[(st_x3 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 1) * input_s2]);
        st_q1_0_r3_c3 = __ldg(&input[(st_x3 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 2) * input_s2]);
        st_q1_1_r3_c3 = __ldg(&input[(st_x3 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 3) * input_s2]);
        st_q1_2_r3_c3 = __ldg(&input[(st_x3 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 4) * input_s2]);
        st_q1_3_r3_c3 = __ldg(&input[(st_x3 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 5) * input_s2]);
        st_q1_4_r3_c3 = __ldg(&input[(st_x3 + 3) + (st_y3 + 3) * input_s1 + (st_kb + 6) * input_s2]);
      }
    }
    int st_it = 0;
    const bool st_al1 = (((uintptr_t)&input[((st_o0 - 4) + 3) + ((st_o1 - 4) + 3) * input_s1 + (st_kb + 3) * input_s2] | (uintptr_t)&input[((st_o0 - 4) + 3) + ((st_o1 - 4 + 1) + 3) * input_s1 + (st_kb + 3) * input_s2] | (uintptr_t)&input[((st_o0 - 4) + 3) + ((st_o1 - 4) + 3) * input_s1 + (st_kb + 4) * input_s2]) & 15) == 0;
    const bool st_al8_1 = (((uintptr_t)&input[((st_o0 - 4) + 3) + ((st_o1 - 4) + 3) * input_s1 + (st_kb + 3) * input_s2] | (uintptr_t)&input[((st_o0 - 4) + 3) + ((st_o1 - 4 + 1) + 3) * input_s1 + (st_kb + 3) * input_s2] | (uintptr_t)&input[((st_o0 - 4) + 3) + ((st_o1 - 4) + 3) * input_s1 + (st_kb + 4) * input_s2]) & 7) == 0;
    const bool st_full1 = st_al1 && &input[((st_o0 - 4 + 135) + 3) + ((st_o1 - 4 + 39) + 3) * input_s1 + ((dimz + 4) + 3) * input_s2] <= &input[((dimx + 4) + 3) + ((dimy + 4) + 3) * input_s1 + ((dimz + 4) + 3) * input_s2];
    {
      if (st_full1) {
        const float *st_b = &input[((st_o0 - 4) + 3) + ((st_o1 - 4) + 3) * input_s1 + (st_kb + 3) * input_s2];
        const ptrdiff_t st_rs = &input[((st_o0 - 4) + 3) + (((st_o1 - 4) + 1) + 3) * input_s1 + (st_kb + 3) * input_s2] - st_b;
        const int st_fr = st_tid / 34, st_fc = (st_tid - st_fr * 34) * 4;
        if (st_fr < 7) {
          #pragma unroll
          for (int st_m = 0; st_m < 6; ++st_m) {
            if (st_fr + st_m * 7 < 40) __pipeline_memcpy_async(&st_s1[0][st_fr + st_m * 7][st_fc], st_b + st_fc + (ptrdiff_t)(st_fr + st_m * 7) * st_rs, 16);
          }
        }
      } else if (st_al1) {
        for (int st_e = st_tid; st_e < 1360; st_e += 256) {
          const int st_cy = st_e / 34, st_cx = (st_e - st_cy * 34) * 4;
          const int st_gy = st_o1 - 4 + st_cy;
          const int st_gx = st_o0 - 4 + st_cx;
          if (st_gy >= st_lo1 - 4 && st_gy <= st_hi1 + 4) {
            if (st_gx >= st_lo0 - 4 && (st_gx + 3) <= st_hi0 + 4) {
              __pipeline_memcpy_async(&st_s1[0][st_cy][st_cx], &input[(st_gx + 3) + (st_gy + 3) * input_s1 + (st_kb + 3) * input_s2], 16);
            } else {
              for (int st_t = 0; st_t < 4; ++st_t) {
                if ((st_gx + st_t) >= st_lo0 - 4 && (st_gx + st_t) <= st_hi0 + 4) __pipeline_memcpy_async(&st_s1[0][st_cy][st_cx + st_t], &input[((st_gx + st_t) + 3) + (st_gy + 3) * input_s1 + (st_kb + 3) * input_s2], sizeof(float));
              }
            }
          }
        }
      } else if (st_al8_1) {
        for (int st_e_2 = st_tid; st_e_2 < 2720; st_e_2 += 256) {
          const int st_cy_2 = st_e_2 / 68, st_cx_2 = (st_e_2 - st_cy_2 * 68) * 2;
          const int st_gy_2 = st_o1 - 4 + st_cy_2;
          const int st_gx_2 = st_o0 - 4 + st_cx_2;
          if (st_gy_2 >= st_lo1 - 4 && st_gy_2 <= st_hi1 + 4) {
            if (st_gx_2 >= st_lo0 - 4 && (st_gx_2 + 1) <= st_hi0 + 4) {
              __pipeline_memcpy_async(&st_s1[0][st_cy_2][st_cx_2], &input[(st_gx_2 + 3) + (st_gy_2 + 3) * input_s1 + (st_kb + 3) * input_s2], 8);
            } else {
              for (int st_t_2 = 0; st_t_2 < 2; ++st_t_2) {
                if ((st_gx_2 + st_t_2) >= st_lo0 - 4 && (st_gx_2 + st_t_2) <= st_hi0 + 4) __pipeline_memcpy_async(&st_s1[0][st_cy_2][st_cx_2 + st_t_2], &input[((st_gx_2 + st_t_2) + 3) + (st_gy_2 + 3) * input_s1 + (st_kb + 3) * input_s2], sizeof(float));
              }
            }
          }
        }
      } else {
        for (int st_e_3 = st_tid; st_e_3 < 5440; st_e_3 += 256) {
          const int st_cy_3 = st_e_3 / 136, st_cx_3 = (st_e_3 - st_cy_3 * 136);
          const int st_gy_3 = st_o1 - 4 + st_cy_3;
          const int st_gx_3 = st_o0 - 4 + st_cx_3;
          if (st_gx_3 >= st_lo0 - 4 && st_gx_3 <= st_hi0 + 4 && st_gy_3 >= st_lo1 - 4 && st_gy_3 <= st_hi1 + 4) __pipeline_memcpy_async(&st_s1[0][st_cy_3][st_cx_3], &input[(st_gx_3 + 3) + (st_gy_3 + 3) * input_s1 + (st_kb + 3) * input_s2], sizeof(float));
        }
      }
    }
    __pipeline_commit();
    {
      if (st_full1) {
        const float *st_b_2 = &input[((st_o0 - 4) + 3) + ((st_o1 - 4) + 3) * input_s1 + (st_kb + 4) * input_s2];
        const ptrdiff_t st_rs_2 = &input[((st_o0 - 4) + 3) + (((st_o1 - 4) + 1) + 3) * input_s1 + (st_kb + 4) * input_s2] - st_b_2;
        const int st_fr_2 = st_tid / 34, st_fc_2 = (st_tid - st_fr_2 * 34) * 4;
        if (st_fr_2 < 7) {
          #pragma unroll
          for (int st_m_2 = 0; st_m_2 < 6; ++st_m_2) {
            if (st_fr_2 + st_m_2 * 7 < 40) __pipeline_memcpy_async(&st_s1[1][st_fr_2 + st_m_2 * 7][st_fc_2], st_b_2 + st_fc_2 + (ptrdiff_t)(st_fr_2 + st_m_2 * 7) * st_rs_2, 16);
          }
        }
      } else if (st_al1) {
        for (int st_e_4 = st_tid; st_e_4 < 1360; st_e_4 += 256) {
          const int st_cy_4 = st_e_4 / 34, st_cx_4 = (st_e_4 - st_cy_4 * 34) * 4;
          const int st_gy_4 = st_o1 - 4 + st_cy_4;
          const int st_gx_4 = st_o0 - 4 + st_cx_4;
          if (st_gy_4 >= st_lo1 - 4 && st_gy_4 <= st_hi1 + 4) {
            if (st_gx_4 >= st_lo0 - 4 && (st_gx_4 + 3) <= st_hi0 + 4) {
              __pipeline_memcpy_async(&st_s1[1][st_cy_4][st_cx_4], &input[(st_gx_4 + 3) + (st_gy_4 + 3) * input_s1 + (st_kb + 4) * input_s2], 16);
            } else {
              for (int st_t_3 = 0; st_t_3 < 4; ++st_t_3) {
                if ((st_gx_4 + st_t_3) >= st_lo0 - 4 && (st_gx_4 + st_t_3) <= st_hi0 + 4) __pipeline_memcpy_async(&st_s1[1][st_cy_4][st_cx_4 + st_t_3], &input[((st_gx_4 + st_t_3) + 3) + (st_gy_4 + 3) * input_s1 + (st_kb + 4) * input_s2], sizeof(float));
              }
            }
          }
        }
      } else if (st_al8_1) {
        for (int st_e_5 = st_tid; st_e_5 < 2720; st_e_5 += 256) {
          const int st_cy_5 = st_e_5 / 68, st_cx_5 = (st_e_5 - st_cy_5 * 68) * 2;
          const int st_gy_5 = st_o1 - 4 + st_cy_5;
          const int st_gx_5 = st_o0 - 4 + st_cx_5;
          if (st_gy_5 >= st_lo1 - 4 && st_gy_5 <= st_hi1 + 4) {
            if (st_gx_5 >= st_lo0 - 4 && (st_gx_5 + 1) <= st_hi0 + 4) {
              __pipeline_memcpy_async(&st_s1[1][st_cy_5][st_cx_5], &input[(st_gx_5 + 3) + (st_gy_5 + 3) * input_s1 + (st_kb + 4) * input_s2], 8);
            } else {
              for (int st_t_4 = 0; st_t_4 < 2; ++st_t_4) {
                if ((st_gx_5 + st_t_4) >= st_lo0 - 4 && (st_gx_5 + st_t_4) <= st_hi0 + 4) __pipeline_memcpy_async(&st_s1[1][st_cy_5][st_cx_5 + st_t_4], &input[((st_gx_5 + st_t_4) + 3) + (st_gy_5 + 3) * input_s1 + (st_kb + 4) * input_s2], sizeof(float));
              }
            }
          }
        }
      } else {
        for (int st_e_6 = st_tid; st_e_6 < 5440; st_e_6 += 256) {
          const int st_cy_6 = st_e_6 / 136, st_cx_6 = (st_e_6 - st_cy_6 * 136);
          const int st_gy_6 = st_o1 - 4 + st_cy_6;
          const int st_gx_6 = st_o0 - 4 + st_cx_6;
          if (st_gx_6 >= st_lo0 - 4 && st_gx_6 <= st_hi0 + 4 && st_gy_6 >= st_lo1 - 4 && st_gy_6 <= st_hi1 + 4) __pipeline_memcpy_async(&st_s1[1][st_cy_6][st_cx_6], &input[(st_gx_6 + 3) + (st_gy_6 + 3) * input_s1 + (st_kb + 4) * input_s2], sizeof(float));
        }
      }
    }
    __pipeline_commit();
    {
      if (st_full1) {
        const float *st_b_3 = &input[((st_o0 - 4) + 3) + ((st_o1 - 4) + 3) * input_s1 + (st_kb + 5) * input_s2];
        const ptrdiff_t st_rs_3 = &input[((st_o0 - 4) + 3) + (((st_o1 - 4) + 1) + 3) * input_s1 + (st_kb + 5) * input_s2] - st_b_3;
        const int st_fr_3 = st_tid / 34, st_fc_3 = (st_tid - st_fr_3 * 34) * 4;
        if (st_fr_3 < 7) {
          #pragma unroll
          for (int st_m_3 = 0; st_m_3 < 6; ++st_m_3) {
            if (st_fr_3 + st_m_3 * 7 < 40) __pipeline_memcpy_async(&st_s1[2][st_fr_3 + st_m_3 * 7][st_fc_3], st_b_3 + st_fc_3 + (ptrdiff_t)(st_fr_3 + st_m_3 * 7) * st_rs_3, 16);
          }
        }
      } else if (st_al1) {
        for (int st_e_7 = st_tid; st_e_7 < 1360; st_e_7 += 256) {
          const int st_cy_7 = st_e_7 / 34, st_cx_7 = (st_e_7 - st_cy_7 * 34) * 4;
          const int st_gy_7 = st_o1 - 4 + st_cy_7;
          const int st_gx_7 = st_o0 - 4 + st_cx_7;
          if (st_gy_7 >= st_lo1 - 4 && st_gy_7 <= st_hi1 + 4) {
            if (st_gx_7 >= st_lo0 - 4 && (st_gx_7 + 3) <= st_hi0 + 4) {
              __pipeline_memcpy_async(&st_s1[2][st_cy_7][st_cx_7], &input[(st_gx_7 + 3) + (st_gy_7 + 3) * input_s1 + (st_kb + 5) * input_s2], 16);
            } else {
              for (int st_t_5 = 0; st_t_5 < 4; ++st_t_5) {
                if ((st_gx_7 + st_t_5) >= st_lo0 - 4 && (st_gx_7 + st_t_5) <= st_hi0 + 4) __pipeline_memcpy_async(&st_s1[2][st_cy_7][st_cx_7 + st_t_5], &input[((st_gx_7 + st_t_5) + 3) + (st_gy_7 + 3) * input_s1 + (st_kb + 5) * input_s2], sizeof(float));
              }
            }
          }
        }
      } else if (st_al8_1) {
        for (int st_e_8 = st_tid; st_e_8 < 2720; st_e_8 += 256) {
          const int st_cy_8 = st_e_8 / 68, st_cx_8 = (st_e_8 - st_cy_8 * 68) * 2;
          const int st_gy_8 = st_o1 - 4 + st_cy_8;
          const int st_gx_8 = st_o0 - 4 + st_cx_8;
          if (st_gy_8 >= st_lo1 - 4 && st_gy_8 <= st_hi1 + 4) {
            if (st_gx_8 >= st_lo0 - 4 && (st_gx_8 + 1) <= st_hi0 + 4) {
              __pipeline_memcpy_async(&st_s1[2][st_cy_8][st_cx_8], &input[(st_gx_8 + 3) + (st_gy_8 + 3) * input_s1 + (st_kb + 5) * input_s2], 8);
            } else {
              for (int st_t_6 = 0; st_t_6 < 2; ++st_t_6) {
                if ((st_gx_8 + st_t_6) >= st_lo0 - 4 && (st_gx_8 + st_t_6) <= st_hi0 + 4) __pipeline_memcpy_async(&st_s1[2][st_cy_8][st_cx_8 + st_t_6], &input[((st_gx_8 + st_t_6) + 3) + (st_gy_8 + 3) * input_s1 + (st_kb + 5) * input_s2], sizeof(float));
              }
            }
          }
        }
      } else {
        for (int st_e_9 = st_tid; st_e_9 < 5440; st_e_9 += 256) {
          const int st_cy_9 = st_e_9 / 136, st_cx_9 = (st_e_9 - st_cy_9 * 136);
          const int st_gy_9 = st_o1 - 4 + st_cy_9;
          const int st_gx_9 = st_o0 - 4 + st_cx_9;
          if (st_gx_9 >= st_lo0 - 4 && st_gx_9 <= st_hi0 + 4 && st_gy_9 >= st_lo1 - 4 && st_gy_9 <= st_hi1 + 4) __pipeline_memcpy_async(&st_s1[2][st_cy_9][st_cx_9], &input[(st_gx_9 + 3) + (st_gy_9 + 3) * input_s1 + (st_kb + 5) * input_s2], sizeof(float));
        }
      }
    }
    __pipeline_commit();
    {
      if (st_full1) {
        const float *st_b_4 = &input[((st_o0 - 4) + 3) + ((st_o1 - 4) + 3) * input_s1 + (st_kb + 6) * input_s2];
        const ptrdiff_t st_rs_4 = &input[((st_o0 - 4) + 3) + (((st_o1 - 4) + 1) + 3) * input_s1 + (st_kb + 6) * input_s2] - st_b_4;
        const int st_fr_4 = st_tid / 34, st_fc_4 = (st_tid - st_fr_4 * 34) * 4;
        if (st_fr_4 < 7) {
          #pragma unroll
          for (int st_m_4 = 0; st_m_4 < 6; ++st_m_4) {
            if (st_fr_4 + st_m_4 * 7 < 40) __pipeline_memcpy_async(&st_s1[3][st_fr_4 + st_m_4 * 7][st_fc_4], st_b_4 + st_fc_4 + (ptrdiff_t)(st_fr_4 + st_m_4 * 7) * st_rs_4, 16);
          }
        }
      } else if (st_al1) {
        for (int st_e_10 = st_tid; st_e_10 < 1360; st_e_10 += 256) {
          const int st_cy_10 = st_e_10 / 34, st_cx_10 = (st_e_10 - st_cy_10 * 34) * 4;
          const int st_gy_10 = st_o1 - 4 + st_cy_10;
          const int st_gx_10 = st_o0 - 4 + st_cx_10;
          if (st_gy_10 >= st_lo1 - 4 && st_gy_10 <= st_hi1 + 4) {
            if (st_gx_10 >= st_lo0 - 4 && (st_gx_10 + 3) <= st_hi0 + 4) {
              __pipeline_memcpy_async(&st_s1[3][st_cy_10][st_cx_10], &input[(st_gx_10 + 3) + (st_gy_10 + 3) * input_s1 + (st_kb + 6) * input_s2], 16);
            } else {
              for (int st_t_7 = 0; st_t_7 < 4; ++st_t_7) {
                if ((st_gx_10 + st_t_7) >= st_lo0 - 4 && (st_gx_10 + st_t_7) <= st_hi0 + 4) __pipeline_memcpy_async(&st_s1[3][st_cy_10][st_cx_10 + st_t_7], &input[((st_gx_10 + st_t_7) + 3) + (st_gy_10 + 3) * input_s1 + (st_kb + 6) * input_s2], sizeof(float));
              }
            }
          }
        }
      } else if (st_al8_1) {
        for (int st_e_11 = st_tid; st_e_11 < 2720; st_e_11 += 256) {
          const int st_cy_11 = st_e_11 / 68, st_cx_11 = (st_e_11 - st_cy_11 * 68) * 2;
          const int st_gy_11 = st_o1 - 4 + st_cy_11;
          const int st_gx_11 = st_o0 - 4 + st_cx_11;
          if (st_gy_11 >= st_lo1 - 4 && st_gy_11 <= st_hi1 + 4) {
            if (st_gx_11 >= st_lo0 - 4 && (st_gx_11 + 1) <= st_hi0 + 4) {
              __pipeline_memcpy_async(&st_s1[3][st_cy_11][st_cx_11], &input[(st_gx_11 + 3) + (st_gy_11 + 3) * input_s1 + (st_kb + 6) * input_s2], 8);
            } else {
              for (int st_t_8 = 0; st_t_8 < 2; ++st_t_8) {
                if ((st_gx_11 + st_t_8) >= st_lo0 - 4 && (st_gx_11 + st_t_8) <= st_hi0 + 4) __pipeline_memcpy_async(&st_s1[3][st_cy_11][st_cx_11 + st_t_8], &input[((st_gx_11 + st_t_8) + 3) + (st_gy_11 + 3) * input_s1 + (st_kb + 6) * input_s2], sizeof(float));
              }
            }
          }
        }
      } else {
        for (int st_e_12 = st_tid; st_e_12 < 5440; st_e_12 += 256) {
          const int st_cy_12 = st_e_12 / 136, st_cx_12 = (st_e_12 - st_cy_12 * 136);
          const int st_gy_12 = st_o1 - 4 + st_cy_12;
          const int st_gx_12 = st_o0 - 4 + st_cx_12;
          if (st_gx_12 >= st_lo0 - 4 && st_gx_12 <= st_hi0 + 4 && st_gy_12 >= st_lo1 - 4 && st_gy_12 <= st_hi1 + 4) __pipeline_memcpy_async(&st_s1[3][st_cy_12][st_cx_12], &input[(st_gx_12 + 3) + (st_gy_12 + 3) * input_s1 + (st_kb + 6) * input_s2], sizeof(float));
        }
      }
    }
    __pipeline_commit();
    {
      if (st_full1) {
        const float *st_b_5 = &input[((st_o0 - 4) + 3) + ((st_o1 - 4) + 3) * input_s1 + (st_kb + 7) * input_s2];
        const ptrdiff_t st_rs_5 = &input[((st_o0 - 4) + 3) + (((st_o1 - 4) + 1) + 3) * input_s1 + (st_kb + 7) * input_s2] - st_b_5;
        const int st_fr_5 = st_tid / 34, st_fc_5 = (st_tid - st_fr_5 * 34) * 4;
        if (st_fr_5 < 7) {
          #pragma unroll
          for (int st_m_5 = 0; st_m_5 < 6; ++st_m_5) {
            if (st_fr_5 + st_m_5 * 7 < 40) __pipeline_memcpy_async(&st_s1[4][st_fr_5 + st_m_5 * 7][st_fc_5], st_b_5 + st_fc_5 + (ptrdiff_t)(st_fr_5 + st_m_5 * 7) * st_rs_5, 16);
          }
        }
      } else if (st_al1) {
        for (int st_e_13 = st_tid; st_e_13 < 1360; st_e_13 += 256) {
          const int st_cy_13 = st_e_13 / 34, st_cx_13 = (st_e_13 - st_cy_13 * 34) * 4;
          const int st_gy_13 = st_o1 - 4 + st_cy_13;
          const int st_gx_13 = st_o0 - 4 + st_cx_13;
          if (st_gy_13 >= st_lo1 - 4 && st_gy_13 <= st_hi1 + 4) {
            if (st_gx_13 >= st_lo0 - 4 && (st_gx_13 + 3) <= st_hi0 + 4) {
              __pipeline_memcpy_async(&st_s1[4][st_cy_13][st_cx_13], &input[(st_gx_13 + 3) + (st_gy_13 + 3) * input_s1 + (st_kb + 7) * input_s2], 16);
            } else {
              for (int st_t_9 = 0; st_t_9 < 4; ++st_t_9) {
                if ((st_gx_13 + st_t_9) >= st_lo0 - 4 && (st_gx_13 + st_t_9) <= st_hi0 + 4) __pipeline_memcpy_async(&st_s1[4][st_cy_13][st_cx_13 + st_t_9], &input[((st_gx_13 + st_t_9) + 3) + (st_gy_13 + 3) * input_s1 + (st_kb + 7) * input_s2], sizeof(float));
              }
            }
          }
        }
      } else if (st_al8_1) {
        for (int st_e_14 = st_tid; st_e_14 < 2720; st_e_14 += 256) {
          const int st_cy_14 = st_e_14 / 68, st_cx_14 = (st_e_14 - st_cy_14 * 68) * 2;
          const int st_gy_14 = st_o1 - 4 + st_cy_14;
          const int st_gx_14 = st_o0 - 4 + st_cx_14;
          if (st_gy_14 >= st_lo1 - 4 && st_gy_14 <= st_hi1 + 4) {
            if (st_gx_14 >= st_lo0 - 4 && (st_gx_14 + 1) <= st_hi0 + 4) {
              __pipeline_memcpy_async(&st_s1[4][st_cy_14][st_cx_14], &input[(st_gx_14 + 3) + (st_gy_14 + 3) * input_s1 + (st_kb + 7) * input_s2], 8);
            } else {
              for (int st_t_10 = 0; st_t_10 < 2; ++st_t_10) {
                if ((st_gx_14 + st_t_10) >= st_lo0 - 4 && (st_gx_14 + st_t_10) <= st_hi0 + 4) __pipeline_memcpy_async(&st_s1[4][st_cy_14][st_cx_14 + st_t_10], &input[((st_gx_14 + st_t_10) + 3) + (st_gy_14 + 3) * input_s1 + (st_kb + 7) * input_s2], sizeof(float));
              }
            }
          }
        }
      } else {
        for (int st_e_15 = st_tid; st_e_15 < 5440; st_e_15 += 256) {
          const int st_cy_15 = st_e_15 / 136, st_cx_15 = (st_e_15 - st_cy_15 * 136);
          const int st_gy_15 = st_o1 - 4 + st_cy_15;
          const int st_gx_15 = st_o0 - 4 + st_cx_15;
          if (st_gx_15 >= st_lo0 - 4 && st_gx_15 <= st_hi0 + 4 && st_gy_15 >= st_lo1 - 4 && st_gy_15 <= st_hi1 + 4) __pipeline_memcpy_async(&st_s1[4][st_cy_15][st_cx_15], &input[(st_gx_15 + 3) + (st_gy_15 + 3) * input_s1 + (st_kb + 7) * input_s2], sizeof(float));
        }
      }
    }
    __pipeline_commit();
    if (st_kb + 1 <= st_ke) {
      if (st_full1) {
        const float *st_b_6 = &input[((st_o0 - 4) + 3) + ((st_o1 - 4) + 3) * input_s1 + (st_kb + 8) * input_s2];
        const ptrdiff_t st_rs_6 = &input[((st_o0 - 4) + 3) + (((st_o1 - 4) + 1) + 3) * input_s1 + (st_kb + 8) * input_s2] - st_b_6;
        const int st_fr_6 = st_tid / 34, st_fc_6 = (st_tid - st_fr_6 * 34) * 4;
        if (st_fr_6 < 7) {
          #pragma unroll
          for (int st_m_6 = 0; st_m_6 < 6; ++st_m_6) {
            if (st_fr_6 + st_m_6 * 7 < 40) __pipeline_memcpy_async(&st_s1[5][st_fr_6 + st_m_6 * 7][st_fc_6], st_b_6 + st_fc_6 + (ptrdiff_t)(st_fr_6 + st_m_6 * 7) * st_rs_6, 16);
          }
        }
      } else if (st_al1) {
        for (int st_e_16 = st_tid; st_e_16 < 1360; st_e_16 += 256) {
          const int st_cy_16 = st_e_16 / 34, st_cx_16 = (st_e_16 - st_cy_16 * 34) * 4;
          const int st_gy_16 = st_o1 - 4 + st_cy_16;
          const int st_gx_16 = st_o0 - 4 + st_cx_16;
          if (st_gy_16 >= st_lo1 - 4 && st_gy_16 <= st_hi1 + 4) {
            if (st_gx_16 >= st_lo0 - 4 && (st_gx_16 + 3) <= st_hi0 + 4) {
              __pipeline_memcpy_async(&st_s1[5][st_cy_16][st_cx_16], &input[(st_gx_16 + 3) + (st_gy_16 + 3) * input_s1 + (st_kb + 8) * input_s2], 16);
            } else {
              for (int st_t_11 = 0; st_t_11 < 4; ++st_t_11) {
                if ((st_gx_16 + st_t_11) >= st_lo0 - 4 && (st_gx_16 + st_t_11) <= st_hi0 + 4) __pipeline_memcpy_async(&st_s1[5][st_cy_16][st_cx_16 + st_t_11], &input[((st_gx_16 + st_t_11) + 3) + (st_gy_16 + 3) * input_s1 + (st_kb + 8) * input_s2], sizeof(float));
              }
            }
          }
        }
      } else if (st_al8_1) {
        for (int st_e_17 = st_tid; st_e_17 < 2720; st_e_17 += 256) {
          const int st_cy_17 = st_e_17 / 68, st_cx_17 = (st_e_17 - st_cy_17 * 68) * 2;
          const int st_gy_17 = st_o1 - 4 + st_cy_17;
          const int st_gx_17 = st_o0 - 4 + st_cx_17;
          if (st_gy_17 >= st_lo1 - 4 && st_gy_17 <= st_hi1 + 4) {
            if (st_gx_17 >= st_lo0 - 4 && (st_gx_17 + 1) <= st_hi0 + 4) {
              __pipeline_memcpy_async(&st_s1[5][st_cy_17][st_cx_17], &input[(st_gx_17 + 3) + (st_gy_17 + 3) * input_s1 + (st_kb + 8) * input_s2], 8);
            } else {
              for (int st_t_12 = 0; st_t_12 < 2; ++st_t_12) {
                if ((st_gx_17 + st_t_12) >= st_lo0 - 4 && (st_gx_17 + st_t_12) <= st_hi0 + 4) __pipeline_memcpy_async(&st_s1[5][st_cy_17][st_cx_17 + st_t_12], &input[((st_gx_17 + st_t_12) + 3) + (st_gy_17 + 3) * input_s1 + (st_kb + 8) * input_s2], sizeof(float));
              }
            }
          }
        }
      } else {
        for (int st_e_18 = st_tid; st_e_18 < 5440; st_e_18 += 256) {
          const int st_cy_18 = st_e_18 / 136, st_cx_18 = (st_e_18 - st_cy_18 * 136);
          const int st_gy_18 = st_o1 - 4 + st_cy_18;
          const int st_gx_18 = st_o0 - 4 + st_cx_18;
          if (st_gx_18 >= st_lo0 - 4 && st_gx_18 <= st_hi0 + 4 && st_gy_18 >= st_lo1 - 4 && st_gy_18 <= st_hi1 + 4) __pipeline_memcpy_async(&st_s1[5][st_cy_18][st_cx_18], &input[(st_gx_18 + 3) + (st_gy_18 + 3) * input_s1 + (st_kb + 8) * input_s2], sizeof(float));
        }
      }
    }
    __pipeline_commit();
    for (iz = st_kb; iz <= st_ke; ++iz) {
      st_q1_m4_r0_c0 = st_q1_m3_r0_c0;
      st_q1_m3_r0_c0 = st_q1_m2_r0_c0;
      st_q1_m2_r0_c0 = st_q1_m1_r0_c0;
      st_q1_m1_r0_c0 = st_q1_0_r0_c0;
      st_q1_0_r0_c0 = st_q1_1_r0_c0;
      st_q1_1_r0_c0 = st_q1_2_r0_c0;
      st_q1_2_r0_c0 = st_q1_3_r0_c0;
      st_q1_3_r0_c0 = st_q1_4_r0_c0;
      st_q1_m4_r0_c1 = st_q1_m3_r0_c1;
      st_q1_m3_r0_c1 = st_q1_m2_r0_c1;
      st_q1_m2_r0_c1 = st_q1_m1_r0_c1;
      st_q1_m1_r0_c1 = st_q1_0_r0_c1;
      st_q1_0_r0_c1 = st_q1_1_r0_c1;
      st_q1_1_r0_c1 = st_q1_2_r0_c1;
      st_q1_2_r0_c1 = st_q1_3_r0_c1;
      st_q1_3_r0_c1 = st_q1_4_r0_c1;
      st_q1_m4_r0_c2 = st_q1_m3_r0_c2;
      st_q1_m3_r0_c2 = st_q1_m2_r0_c2;
      st_q1_m2_r0_c2 = st_q1_m1_r0_c2;
      st_q1_m1_r0_c2 = st_q1_0_r0_c2;
      st_q1_0_r0_c2 = st_q1_1_r0_c2;
      st_q1_1_r0_c2 = st_q1_2_r0_c2;
      st_q1_2_r0_c2 = st_q1_3_r0_c2;
      st_q1_3_r0_c2 = st_q1_4_r0_c2;
      st_q1_m4_r0_c3 = st_q1_m3_r0_c3;
      st_q1_m3_r0_c3 = st_q1_m2_r0_c3;
      st_q1_m2_r0_c3 = st_q1_m1_r0_c3;
      st_q1_m1_r0_c3 = st_q1_0_r0_c3;
      st_q1_0_r0_c3 = st_q1_1_r0_c3;
      st_q1_1_r0_c3 = st_q1_2_r0_c3;
      st_q1_2_r0_c3 = st_q1_3_r0_c3;
      st_q1_3_r0_c3 = st_q1_4_r0_c3;
      st_q1_m4_r1_c0 = st_q1_m3_r1_c0;
      st_q1_m3_r1_c0 = st_q1_m2_r1_c0;
      st_q1_m2_r1_c0 = st_q1_m1_r1_c0;
      st_q1_m1_r1_c0 = st_q1_0_r1_c0;
      st_q1_0_r1_c0 = st_q1_1_r1_c0;
      st_q1_1_r1_c0 = st_q1_2_r1_c0;
      st_q1_2_r1_c0 = st_q1_3_r1_c0;
      st_q1_3_r1_c0 = st_q1_4_r1_c0;
      st_q1_m4_r1_c1 = st_q1_m3_r1_c1;
      st_q1_m3_r1_c1 = st_q1_m2_r1_c1;
      st_q1_m2_r1_c1 = st_q1_m1_r1_c1;
      st_q1_m1_r1_c1 = st_q1_0_r1_c1;
      st_q1_0_r1_c1 = st_q1_1_r1_c1;
      st_q1_1_r1_c1 = st_q1_2_r1_c1;
      st_q1_2_r1_c1 = st_q1_3_r1_c1;
      st_q1_3_r1_c1 = st_q1_4_r1_c1;
      st_q1_m4_r1_c2 = st_q1_m3_r1_c2;
      st_q1_m3_r1_c2 = st_q1_m2_r1_c2;
      st_q1_m2_r1_c2 = st_q1_m1_r1_c2;
      st_q1_m1_r1_c2 = st_q1_0_r1_c2;
      st_q1_0_r1_c2 = st_q1_1_r1_c2;
      st_q1_1_r1_c2 = st_q1_2_r1_c2;
      st_q1_2_r1_c2 = st_q1_3_r1_c2;
      st_q1_3_r1_c2 = st_q1_4_r1_c2;
      st_q1_m4_r1_c3 = st_q1_m3_r1_c3;
      st_q1_m3_r1_c3 = st_q1_m2_r1_c3;
      st_q1_m2_r1_c3 = st_q1_m1_r1_c3;
      st_q1_m1_r1_c3 = st_q1_0_r1_c3;
      st_q1_0_r1_c3 = st_q1_1_r1_c3;
      st_q1_1_r1_c3 = st_q1_2_r1_c3;
      st_q1_2_r1_c3 = st_q1_3_r1_c3;
      st_q1_3_r1_c3 = st_q1_4_r1_c3;
      st_q1_m4_r2_c0 = st_q1_m3_r2_c0;
      st_q1_m3_r2_c0 = st_q1_m2_r2_c0;
      st_q1_m2_r2_c0 = st_q1_m1_r2_c0;
      st_q1_m1_r2_c0 = st_q1_0_r2_c0;
      st_q1_0_r2_c0 = st_q1_1_r2_c0;
      st_q1_1_r2_c0 = st_q1_2_r2_c0;
      st_q1_2_r2_c0 = st_q1_3_r2_c0;
      st_q1_3_r2_c0 = st_q1_4_r2_c0;
      st_q1_m4_r2_c1 = st_q1_m3_r2_c1;
      st_q1_m3_r2_c1 = st_q1_m2_r2_c1;
      st_q1_m2_r2_c1 = st_q1_m1_r2_c1;
      st_q1_m1_r2_c1 = st_q1_0_r2_c1;
      st_q1_0_r2_c1 = st_q1_1_r2_c1;
      st_q1_1_r2_c1 = st_q1_2_r2_c1;
      st_q1_2_r2_c1 = st_q1_3_r2_c1;
      st_q1_3_r2_c1 = st_q1_4_r2_c1;
      st_q1_m4_r2_c2 = st_q1_m3_r2_c2;
      st_q1_m3_r2_c2 = st_q1_m2_r2_c2;
      st_q1_m2_r2_c2 = st_q1_m1_r2_c2;
      st_q1_m1_r2_c2 = st_q1_0_r2_c2;
      st_q1_0_r2_c2 = st_q1_1_r2_c2;
      st_q1_1_r2_c2 = st_q1_2_r2_c2;
      st_q1_2_r2_c2 = st_q1_3_r2_c2;
      st_q1_3_r2_c2 = st_q1_4_r2_c2;
      st_q1_m4_r2_c3 = st_q1_m3_r2_c3;
      st_q1_m3_r2_c3 = st_q1_m2_r2_c3;
      st_q1_m2_r2_c3 = st_q1_m1_r2_c3;
      st_q1_m1_r2_c3 = st_q1_0_r2_c3;
      st_q1_0_r2_c3 = st_q1_1_r2_c3;
      st_q1_1_r2_c3 = st_q1_2_r2_c3;
      st_q1_2_r2_c3 = st_q1_3_r2_c3;
      st_q1_3_r2_c3 = st_q1_4_r2_c3;
      st_q1_m4_r3_c0 = st_q1_m3_r3_c0;
      st_q1_m3_r3_c0 = st_q1_m2_r3_c0;
      st_q1_m2_r3_c0 = st_q1_m1_r3_c0;
      st_q1_m1_r3_c0 = st_q1_0_r3_c0;
      st_q1_0_r3_c0 = st_q1_1_r3_c0;
      st_q1_1_r3_c0 = st_q1_2_r3_c0;
      st_q1_2_r3_c0 = st_q1_3_r3_c0;
      st_q1_3_r3_c0 = st_q1_4_r3_c0;
      st_q1_m4_r3_c1 = st_q1_m3_r3_c1;
      st_q1_m3_r3_c1 = st_q1_m2_r3_c1;
      st_q1_m2_r3_c1 = st_q1_m1_r3_c1;
      st_q1_m1_r3_c1 = st_q1_0_r3_c1;
      st_q1_0_r3_c1 = st_q1_1_r3_c1;
      st_q1_1_r3_c1 = st_q1_2_r3_c1;
      st_q1_2_r3_c1 = st_q1_3_r3_c1;
      st_q1_3_r3_c1 = st_q1_4_r3_c1;
      st_q1_m4_r3_c2 = st_q1_m3_r3_c2;
      st_q1_m3_r3_c2 = st_q1_m2_r3_c2;
      st_q1_m2_r3_c2 = st_q1_m1_r3_c2;
      st_q1_m1_r3_c2 = st_q1_0_r3_c2;
      st_q1_0_r3_c2 = st_q1_1_r3_c2;
      st_q1_1_r3_c2 = st_q1_2_r3_c2;
      st_q1_2_r3_c2 = st_q1_3_r3_c2;
      st_q1_3_r3_c2 = st_q1_4_r3_c2;
      st_q1_m4_r3_c3 = st_q1_m3_r3_c3;
      st_q1_m3_r3_c3 = st_q1_m2_r3_c3;
      st_q1_m2_r3_c3 = st_q1_m1_r3_c3;
      st_q1_m1_r3_c3 = st_q1_0_r3_c3;
      st_q1_0_r3_c3 = st_q1_1_r3_c3;
      st_q1_1_r3_c3 = st_q1_2_r3_c3;
      st_q1_2_r3_c3 = st_q1_3_r3_c3;
      st_q1_3_r3_c3 = st_q1_4_r3_c3;
      if (iz + 2 <= st_ke) {
        if (st_full1) {
          const float *st_b_7 = &input[((st_o0 - 4) + 3) + ((st_o1 - 4) + 3) * input_s1 + (iz + 9) * input_s2];
          const ptrdiff_t st_rs_7 = &input[((st_o0 - 4) + 3) + (((st_o1 - 4) + 1) + 3) * input_s1 + (iz + 9) * input_s2] - st_b_7;
          const int st_fr_7 = st_tid / 34, st_fc_7 = (st_tid - st_fr_7 * 34) * 4;
          if (st_fr_7 < 7) {
            #pragma unroll
            for (int st_m_7 = 0; st_m_7 < 6; ++st_m_7) {
              if (st_fr_7 + st_m_7 * 7 < 40) __pipeline_memcpy_async(&st_s1[((st_it + 6) % 8)][st_fr_7 + st_m_7 * 7][st_fc_7], st_b_7 + st_fc_7 + (ptrdiff_t)(st_fr_7 + st_m_7 * 7) * st_rs_7, 16);
            }
          }
        } else if (st_al1) {
          for (int st_e_19 = st_tid; st_e_19 < 1360; st_e_19 += 256) {
            const int st_cy_19 = st_e_19 / 34, st_cx_19 = (st_e_19 - st_cy_19 * 34) * 4;
            const int st_gy_19 = st_o1 - 4 + st_cy_19;
            const int st_gx_19 = st_o0 - 4 + st_cx_19;
            if (st_gy_19 >= st_lo1 - 4 && st_gy_19 <= st_hi1 + 4) {
              if (st_gx_19 >= st_lo0 - 4 && (st_gx_19 + 3) <= st_hi0 + 4) {
                __pipeline_memcpy_async(&st_s1[((st_it + 6) % 8)][st_cy_19][st_cx_19], &input[(st_gx_19 + 3) + (st_gy_19 + 3) * input_s1 + (iz + 9) * input_s2], 16);
              } else {
                for (int st_t_13 = 0; st_t_13 < 4; ++st_t_13) {
                  if ((st_gx_19 + st_t_13) >= st_lo0 - 4 && (st_gx_19 + st_t_13) <= st_hi0 + 4) __pipeline_memcpy_async(&st_s1[((st_it + 6) % 8)][st_cy_19][st_cx_19 + st_t_13], &input[((st_gx_19 + st_t_13) + 3) + (st_gy_19 + 3) * input_s1 + (iz + 9) * input_s2], sizeof(float));
                }
              }
            }
          }
        } else if (st_al8_1) {
          for (int st_e_20 = st_tid; st_e_20 < 2720; st_e_20 += 256) {
            const int st_cy_20 = st_e_20 / 68, st_cx_20 = (st_e_20 - st_cy_20 * 68) * 2;
            const int st_gy_20 = st_o1 - 4 + st_cy_20;
            const int st_gx_20 = st_o0 - 4 + st_cx_20;
            if (st_gy_20 >= st_lo1 - 4 && st_gy_20 <= st_hi1 + 4) {
              if (st_gx_20 >= st_lo0 - 4 && (st_gx_20 + 1) <= st_hi0 + 4) {
                __pipeline_memcpy_async(&st_s1[((st_it + 6) % 8)][st_cy_20][st_cx_20], &input[(st_gx_20 + 3) + (st_gy_20 + 3) * input_s1 + (iz + 9) * input_s2], 8);
              } else {
                for (int st_t_14 = 0; st_t_14 < 2; ++st_t_14) {
                  if ((st_gx_20 + st_t_14) >= st_lo0 - 4 && (st_gx_20 + st_t_14) <= st_hi0 + 4) __pipeline_memcpy_async(&st_s1[((st_it + 6) % 8)][st_cy_20][st_cx_20 + st_t_14], &input[((st_gx_20 + st_t_14) + 3) + (st_gy_20 + 3) * input_s1 + (iz + 9) * input_s2], sizeof(float));
                }
              }
            }
          }
        } else {
          for (int st_e_21 = st_tid; st_e_21 < 5440; st_e_21 += 256) {
            const int st_cy_21 = st_e_21 / 136, st_cx_21 = (st_e_21 - st_cy_21 * 136);
            const int st_gy_21 = st_o1 - 4 + st_cy_21;
            const int st_gx_21 = st_o0 - 4 + st_cx_21;
            if (st_gx_21 >= st_lo0 - 4 && st_gx_21 <= st_hi0 + 4 && st_gy_21 >= st_lo1 - 4 && st_gy_21 <= st_hi1 + 4) __pipeline_memcpy_async(&st_s1[((st_it + 6) % 8)][st_cy_21][st_cx_21], &input[(st_gx_21 + 3) + (st_gy_21 + 3) * input_s1 + (iz + 9) * input_s2], sizeof(float));
          }
        }
      }
      __pipeline_commit();
      __pipeline_wait_prior(2);
      __syncthreads();
      st_q1_4_r0_c0 = st_s1[((st_it + 4) % 8)][st_ty * 4 + 4][st_tx * 4 + 4];
      st_q1_4_r0_c1 = st_s1[((st_it + 4) % 8)][st_ty * 4 + 4][st_tx * 4 + 5];
      st_q1_4_r0_c2 = st_s1[((st_it + 4) % 8)][st_ty * 4 + 4][st_tx * 4 + 6];
      st_q1_4_r0_c3 = st_s1[((st_it + 4) % 8)][st_ty * 4 + 4][st_tx * 4 + 7];
      st_q1_4_r1_c0 = st_s1[((st_it + 4) % 8)][st_ty * 4 + 5][st_tx * 4 + 4];
      st_q1_4_r1_c1 = st_s1[((st_it + 4) % 8)][st_ty * 4 + 5][st_tx * 4 + 5];
      st_q1_4_r1_c2 = st_s1[((st_it + 4) % 8)][st_ty * 4 + 5][st_tx * 4 + 6];
      st_q1_4_r1_c3 = st_s1[((st_it + 4) % 8)][st_ty * 4 + 5][st_tx * 4 + 7];
      st_q1_4_r2_c0 = st_s1[((st_it + 4) % 8)][st_ty * 4 + 6][st_tx * 4 + 4];
      st_q1_4_r2_c1 = st_s1[((st_it + 4) % 8)][st_ty * 4 + 6][st_tx * 4 + 5];
      st_q1_4_r2_c2 = st_s1[((st_it + 4) % 8)][st_ty * 4 + 6][st_tx * 4 + 6];
      st_q1_4_r2_c3 = st_s1[((st_it + 4) % 8)][st_ty * 4 + 6][st_tx * 4 + 7];
      st_q1_4_r3_c0 = st_s1[((st_it + 4) % 8)][st_ty * 4 + 7][st_tx * 4 + 4];
      st_q1_4_r3_c1 = st_s1[((st_it + 4) % 8)][st_ty * 4 + 7][st_tx * 4 + 5];
      st_q1_4_r3_c2 = st_s1[((st_it + 4) % 8)][st_ty * 4 + 7][st_tx * 4 + 6];
      st_q1_4_r3_c3 = st_s1[((st_it + 4) % 8)][st_ty * 4 + 7][st_tx * 4 + 7];
      float st_a_r0_c0 = (st_c * st_q1_0_r0_c0) + st_c_2 * st_q1_m1_r0_c0 + st_c_2 * st_q1_1_r0_c0 + st_c_3 * st_q1_m2_r0_c0 + st_c_3 * st_q1_2_r0_c0 + st_c_4 * st_q1_m3_r0_c0 + st_c_4 * st_q1_3_r0_c0 + st_c_5 * st_q1_m4_r0_c0 + st_c_5 * st_q1_4_r0_c0;
      float st_a_r0_c1 = (st_c * st_q1_0_r0_c1) + st_c_2 * st_q1_m1_r0_c1 + st_c_2 * st_q1_1_r0_c1 + st_c_3 * st_q1_m2_r0_c1 + st_c_3 * st_q1_2_r0_c1 + st_c_4 * st_q1_m3_r0_c1 + st_c_4 * st_q1_3_r0_c1 + st_c_5 * st_q1_m4_r0_c1 + st_c_5 * st_q1_4_r0_c1;
      float st_a_r0_c2 = (st_c * st_q1_0_r0_c2) + st_c_2 * st_q1_m1_r0_c2 + st_c_2 * st_q1_1_r0_c2 + st_c_3 * st_q1_m2_r0_c2 + st_c_3 * st_q1_2_r0_c2 + st_c_4 * st_q1_m3_r0_c2 + st_c_4 * st_q1_3_r0_c2 + st_c_5 * st_q1_m4_r0_c2 + st_c_5 * st_q1_4_r0_c2;
      float st_a_r0_c3 = (st_c * st_q1_0_r0_c3) + st_c_2 * st_q1_m1_r0_c3 + st_c_2 * st_q1_1_r0_c3 + st_c_3 * st_q1_m2_r0_c3 + st_c_3 * st_q1_2_r0_c3 + st_c_4 * st_q1_m3_r0_c3 + st_c_4 * st_q1_3_r0_c3 + st_c_5 * st_q1_m4_r0_c3 + st_c_5 * st_q1_4_r0_c3;
      float st_a_r1_c0 = (st_c * st_q1_0_r1_c0) + st_c_2 * st_q1_m1_r1_c0 + st_c_2 * st_q1_1_r1_c0 + st_c_3 * st_q1_m2_r1_c0 + st_c_3 * st_q1_2_r1_c0 + st_c_4 * st_q1_m3_r1_c0 + st_c_4 * st_q1_3_r1_c0 + st_c_5 * st_q1_m4_r1_c0 + st_c_5 * st_q1_4_r1_c0;
      float st_a_r1_c1 = (st_c * st_q1_0_r1_c1) + st_c_2 * st_q1_m1_r1_c1 + st_c_2 * st_q1_1_r1_c1 + st_c_3 * st_q1_m2_r1_c1 + st_c_3 * st_q1_2_r1_c1 + st_c_4 * st_q1_m3_r1_c1 + st_c_4 * st_q1_3_r1_c1 + st_c_5 * st_q1_m4_r1_c1 + st_c_5 * st_q1_4_r1_c1;
      float st_a_r1_c2 = (st_c * st_q1_0_r1_c2) + st_c_2 * st_q1_m1_r1_c2 + st_c_2 * st_q1_1_r1_c2 + st_c_3 * st_q1_m2_r1_c2 + st_c_3 * st_q1_2_r1_c2 + st_c_4 * st_q1_m3_r1_c2 + st_c_4 * st_q1_3_r1_c2 + st_c_5 * st_q1_m4_r1_c2 + st_c_5 * st_q1_4_r1_c2;
      float st_a_r1_c3 = (st_c * st_q1_0_r1_c3) + st_c_2 * st_q1_m1_r1_c3 + st_c_2 * st_q1_1_r1_c3 + st_c_3 * st_q1_m2_r1_c3 + st_c_3 * st_q1_2_r1_c3 + st_c_4 * st_q1_m3_r1_c3 + st_c_4 * st_q1_3_r1_c3 + st_c_5 * st_q1_m4_r1_c3 + st_c_5 * st_q1_4_r1_c3;
      float st_a_r2_c0 = (st_c * st_q1_0_r2_c0) + st_c_2 * st_q1_m1_r2_c0 + st_c_2 * st_q1_1_r2_c0 + st_c_3 * st_q1_m2_r2_c0 + st_c_3 * st_q1_2_r2_c0 + st_c_4 * st_q1_m3_r2_c0 + st_c_4 * st_q1_3_r2_c0 + st_c_5 * st_q1_m4_r2_c0 + st_c_5 * st_q1_4_r2_c0;
      float st_a_r2_c1 = (st_c * st_q1_0_r2_c1) + st_c_2 * st_q1_m1_r2_c1 + st_c_2 * st_q1_1_r2_c1 + st_c_3 * st_q1_m2_r2_c1 + st_c_3 * st_q1_2_r2_c1 + st_c_4 * st_q1_m3_r2_c1 + st_c_4 * st_q1_3_r2_c1 + st_c_5 * st_q1_m4_r2_c1 + st_c_5 * st_q1_4_r2_c1;
      float st_a_r2_c2 = (st_c * st_q1_0_r2_c2) + st_c_2 * st_q1_m1_r2_c2 + st_c_2 * st_q1_1_r2_c2 + st_c_3 * st_q1_m2_r2_c2 + st_c_3 * st_q1_2_r2_c2 + st_c_4 * st_q1_m3_r2_c2 + st_c_4 * st_q1_3_r2_c2 + st_c_5 * st_q1_m4_r2_c2 + st_c_5 * st_q1_4_r2_c2;
      float st_a_r2_c3 = (st_c * st_q1_0_r2_c3) + st_c_2 * st_q1_m1_r2_c3 + st_c_2 * st_q1_1_r2_c3 + st_c_3 * st_q1_m2_r2_c3 + st_c_3 * st_q1_2_r2_c3 + st_c_4 * st_q1_m3_r2_c3 + st_c_4 * st_q1_3_r2_c3 + st_c_5 * st_q1_m4_r2_c3 + st_c_5 * st_q1_4_r2_c3;
      float st_a_r3_c0 = (st_c * st_q1_0_r3_c0) + st_c_2 * st_q1_m1_r3_c0 + st_c_2 * st_q1_1_r3_c0 + st_c_3 * st_q1_m2_r3_c0 + st_c_3 * st_q1_2_r3_c0 + st_c_4 * st_q1_m3_r3_c0 + st_c_4 * st_q1_3_r3_c0 + st_c_5 * st_q1_m4_r3_c0 + st_c_5 * st_q1_4_r3_c0;
      float st_a_r3_c1 = (st_c * st_q1_0_r3_c1) + st_c_2 * st_q1_m1_r3_c1 + st_c_2 * st_q1_1_r3_c1 + st_c_3 * st_q1_m2_r3_c1 + st_c_3 * st_q1_2_r3_c1 + st_c_4 * st_q1_m3_r3_c1 + st_c_4 * st_q1_3_r3_c1 + st_c_5 * st_q1_m4_r3_c1 + st_c_5 * st_q1_4_r3_c1;
      float st_a_r3_c2 = (st_c * st_q1_0_r3_c2) + st_c_2 * st_q1_m1_r3_c2 + st_c_2 * st_q1_1_r3_c2 + st_c_3 * st_q1_m2_r3_c2 + st_c_3 * st_q1_2_r3_c2 + st_c_4 * st_q1_m3_r3_c2 + st_c_4 * st_q1_3_r3_c2 + st_c_5 * st_q1_m4_r3_c2 + st_c_5 * st_q1_4_r3_c2;
      float st_a_r3_c3 = (st_c * st_q1_0_r3_c3) + st_c_2 * st_q1_m1_r3_c3 + st_c_2 * st_q1_1_r3_c3 + st_c_3 * st_q1_m2_r3_c3 + st_c_3 * st_q1_2_r3_c3 + st_c_4 * st_q1_m3_r3_c3 + st_c_4 * st_q1_3_r3_c3 + st_c_5 * st_q1_m4_r3_c3 + st_c_5 * st_q1_4_r3_c3;
      {
        const float4 st_v1_0_0_1 = *reinterpret_cast<const float4 *>(&st_s1[((st_it + 0) % 8)][st_ty * 4 + 0][st_tx * 4 + 4]);
        st_a_r0_c0 += st_c_5 * st_v1_0_0_1.x;
        st_a_r0_c1 += st_c_5 * st_v1_0_0_1.y;
        st_a_r0_c2 += st_c_5 * st_v1_0_0_1.z;
        st_a_r0_c3 += st_c_5 * st_v1_0_0_1.w;
      }
      {
        const float4 st_v1_0_1_1 = *reinterpret_cast<const float4 *>(&st_s1[((st_it + 0) % 8)][st_ty * 4 + 1][st_tx * 4 + 4]);
        st_a_r0_c0 += st_c_4 * st_v1_0_1_1.x;
        st_a_r0_c1 += st_c_4 * st_v1_0_1_1.y;
        st_a_r0_c2 += st_c_4 * st_v1_0_1_1.z;
        st_a_r0_c3 += st_c_4 * st_v1_0_1_1.w;
        st_a_r1_c0 += st_c_5 * st_v1_0_1_1.x;
        st_a_r1_c1 += st_c_5 * st_v1_0_1_1.y;
        st_a_r1_c2 += st_c_5 * st_v1_0_1_1.z;
        st_a_r1_c3 += st_c_5 * st_v1_0_1_1.w;
      }
      {
        const float4 st_v1_0_2_1 = *reinterpret_cast<const float4 *>(&st_s1[((st_it + 0) % 8)][st_ty * 4 + 2][st_tx * 4 + 4]);
        st_a_r0_c0 += st_c_3 * st_v1_0_2_1.x;
        st_a_r0_c1 += st_c_3 * st_v1_0_2_1.y;
        st_a_r0_c2 += st_c_3 * st_v1_0_2_1.z;
        st_a_r0_c3 += st_c_3 * st_v1_0_2_1.w;
        st_a_r1_c0 += st_c_4 * st_v1_0_2_1.x;
        st_a_r1_c1 += st_c_4 * st_v1_0_2_1.y;
        st_a_r1_c2 += st_c_4 * st_v1_0_2_1.z;
        st_a_r1_c3 += st_c_4 * st_v1_0_2_1.w;
        st_a_r2_c0 += st_c_5 * st_v1_0_2_1.x;
        st_a_r2_c1 += st_c_5 * st_v1_0_2_1.y;
        st_a_r2_c2 += st_c_5 * st_v1_0_2_1.z;
        st_a_r2_c3 += st_c_5 * st_v1_0_2_1.w;
      }
      {
        const float4 st_v1_0_3_1 = *reinterpret_cast<const float4 *>(&st_s1[((st_it + 0) % 8)][st_ty * 4 + 3][st_tx * 4 + 4]);
        st_a_r0_c0 += st_c_2 * st_v1_0_3_1.x;
        st_a_r0_c1 += st_c_2 * st_v1_0_3_1.y;
        st_a_r0_c2 += st_c_2 * st_v1_0_3_1.z;
        st_a_r0_c3 += st_c_2 * st_v1_0_3_1.w;
        st_a_r1_c0 += st_c_3 * st_v1_0_3_1.x;
        st_a_r1_c1 += st_c_3 * st_v1_0_3_1.y;
        st_a_r1_c2 += st_c_3 * st_v1_0_3_1.z;
        st_a_r1_c3 += st_c_3 * st_v1_0_3_1.w;
        st_a_r2_c0 += st_c_4 * st_v1_0_3_1.x;
        st_a_r2_c1 += st_c_4 * st_v1_0_3_1.y;
        st_a_r2_c2 += st_c_4 * st_v1_0_3_1.z;
        st_a_r2_c3 += st_c_4 * st_v1_0_3_1.w;
        st_a_r3_c0 += st_c_5 * st_v1_0_3_1.x;
        st_a_r3_c1 += st_c_5 * st_v1_0_3_1.y;
        st_a_r3_c2 += st_c_5 * st_v1_0_3_1.z;
        st_a_r3_c3 += st_c_5 * st_v1_0_3_1.w;
      }
      {
        const float4 st_v1_0_4_0 = *reinterpret_cast<const float4 *>(&st_s1[((st_it + 0) % 8)][st_ty * 4 + 4][st_tx * 4 + 0]);
        const float4 st_v1_0_4_1 = *reinterpret_cast<const float4 *>(&st_s1[((st_it + 0) % 8)][st_ty * 4 + 4][st_tx * 4 + 4]);
        const float4 st_v1_0_4_2 = *reinterpret_cast<const float4 *>(&st_s1[((st_it + 0) % 8)][st_ty * 4 + 4][st_tx * 4 + 8]);
        st_a_r0_c0 += st_c_2 * st_v1_0_4_0.w;
        st_a_r0_c0 += st_c_2 * st_v1_0_4_1.y;
        st_a_r0_c0 += st_c_3 * st_v1_0_4_0.z;
        st_a_r0_c0 += st_c_3 * st_v1_0_4_1.z;
        st_a_r0_c0 += st_c_4 * st_v1_0_4_0.y;
        st_a_r0_c0 += st_c_4 * st_v1_0_4_1.w;
        st_a_r0_c0 += st_c_5 * st_v1_0_4_0.x;
        st_a_r0_c0 += st_c_5 * st_v1_0_4_2.x;
        st_a_r0_c1 += st_c_2 * st_v1_0_4_1.x;
        st_a_r0_c1 += st_c_2 * st_v1_0_4_1.z;
        st_a_r0_c1 += st_c_3 * st_v1_0_4_0.w;
        st_a_r0_c1 += st_c_3 * st_v1_0_4_1.w;
        st_a_r0_c1 += st_c_4 * st_v1_0_4_0.z;
        st_a_r0_c1 += st_c_4 * st_v1_0_4_2.x;
        st_a_r0_c1 += st_c_5 * st_v1_0_4_0.y;
        st_a_r0_c1 += st_c_5 * st_v1_0_4_2.y;
        st_a_r0_c2 += st_c_2 * st_v1_0_4_1.y;
        st_a_r0_c2 += st_c_2 * st_v1_0_4_1.w;
        st_a_r0_c2 += st_c_3 * st_v1_0_4_1.x;
        st_a_r0_c2 += st_c_3 * st_v1_0_4_2.x;
        st_a_r0_c2 += st_c_4 * st_v1_0_4_0.w;
        st_a_r0_c2 += st_c_4 * st_v1_0_4_2.y;
        st_a_r0_c2 += st_c_5 * st_v1_0_4_0.z;
        st_a_r0_c2 += st_c_5 * st_v1_0_4_2.z;
        st_a_r0_c3 += st_c_2 * st_v1_0_4_1.z;
        st_a_r0_c3 += st_c_2 * st_v1_0_4_2.x;
        st_a_r0_c3 += st_c_3 * st_v1_0_4_1.y;
        st_a_r0_c3 += st_c_3 * st_v1_0_4_2.y;
        st_a_r0_c3 += st_c_4 * st_v1_0_4_1.x;
        st_a_r0_c3 += st_c_4 * st_v1_0_4_2.z;
        st_a_r0_c3 += st_c_5 * st_v1_0_4_0.w;
        st_a_r0_c3 += st_c_5 * st_v1_0_4_2.w;
        st_a_r1_c0 += st_c_2 * st_v1_0_4_1.x;
        st_a_r1_c1 += st_c_2 * st_v1_0_4_1.y;
        st_a_r1_c2 += st_c_2 * st_v1_0_4_1.z;
        st_a_r1_c3 += st_c_2 * st_v1_0_4_1.w;
        st_a_r2_c0 += st_c_3 * st_v1_0_4_1.x;
        st_a_r2_c1 += st_c_3 * st_v1_0_4_1.y;
        st_a_r2_c2 += st_c_3 * st_v1_0_4_1.z;
        st_a_r2_c3 += st_c_3 * st_v1_0_4_1.w;
        st_a_r3_c0 += st_c_4 * st_v1_0_4_1.x;
        st_a_r3_c1 += st_c_4 * st_v1_0_4_1.y;
        st_a_r3_c2 += st_c_4 * st_v1_0_4_1.z;
        st_a_r3_c3 += st_c_4 * st_v1_0_4_1.w;
      }
      {
        const float4 st_v1_0_5_0 = *reinterpret_cast<const float4 *>(&st_s1[((st_it + 0) % 8)][st_ty * 4 + 5][st_tx * 4 + 0]);
        const float4 st_v1_0_5_1 = *reinterpret_cast<const float4 *>(&st_s1[((st_it + 0) % 8)][st_ty * 4 + 5][st_tx * 4 + 4]);
        const float4 st_v1_0_5_2 = *reinterpret_cast<const float4 *>(&st_s1[((st_it + 0) % 8)][st_ty * 4 + 5][st_tx * 4 + 8]);
        st_a_r0_c0 += st_c_2 * st_v1_0_5_1.x;
        st_a_r0_c1 += st_c_2 * st_v1_0_5_1.y;
        st_a_r0_c2 += st_c_2 * st_v1_0_5_1.z;
        st_a_r0_c3 += st_c_2 * st_v1_0_5_1.w;
        st_a_r1_c0 += st_c_2 * st_v1_0_5_0.w;
        st_a_r1_c0 += st_c_2 * st_v1_0_5_1.y;
        st_a_r1_c0 += st_c_3 * st_v1_0_5_0.z;
        st_a_r1_c0 += st_c_3 * st_v1_0_5_1.z;
        st_a_r1_c0 += st_c_4 * st_v1_0_5_0.y;
        st_a_r1_c0 += st_c_4 * st_v1_0_5_1.w;
        st_a_r1_c0 += st_c_5 * st_v1_0_5_0.x;
        st_a_r1_c0 += st_c_5 * st_v1_0_5_2.x;
        st_a_r1_c1 += st_c_2 * st_v1_0_5_1.x;
        st_a_r1_c1 += st_c_2 * st_v1_0_5_1.z;
        st_a_r1_c1 += st_c_3 * st_v1_0_5_0.w;
        st_a_r1_c1 += st_c_3 * st_v1_0_5_1.w;
        st_a_r1_c1 += st_c_4 * st_v1_0_5_0.z;
        st_a_r1_c1 += st_c_4 * st_v1_0_5_2.x;
        st_a_r1_c1 += st_c_5 * st_v1_0_5_0.y;
        st_a_r1_c1 += st_c_5 * st_v1_0_5_2.y;
        st_a_r1_c2 += st_c_2 * st_v1_0_5_1.y;
        st_a_r1_c2 += st_c_2 * st_v1_0_5_1.w;
        st_a_r1_c2 += st_c_3 * st_v1_0_5_1.x;
        st_a_r1_c2 += st_c_3 * st_v1_0_5_2.x;
        st_a_r1_c2 += st_c_4 * st_v1_0_5_0.w;
        st_a_r1_c2 += st_c_4 * st_v1_0_5_2.y;
        st_a_r1_c2 += st_c_5 * st_v1_0_5_0.z;
        st_a_r1_c2 += st_c_5 * st_v1_0_5_2.z;
        st_a_r1_c3 += st_c_2 * st_v1_0_5_1.z;
        st_a_r1_c3 += st_c_2 * st_v1_0_5_2.x;
        st_a_r1_c3 += st_c_3 * st_v1_0_5_1.y;
        st_a_r1_c3 += st_c_3 * st_v1_0_5_2.y;
        st_a_r1_c3 += st_c_4 * st_v1_0_5_1.x;
        st_a_r1_c3 += st_c_4 * st_v1_0_5_2.z;
        st_a_r1_c3 += st_c_5 * st_v1_0_5_0.w;
        st_a_r1_c3 += st_c_5 * st_v1_0_5_2.w;
        st_a_r2_c0 += st_c_2 * st_v1_0_5_1.x;
        st_a_r2_c1 += st_c_2 * st_v1_0_5_1.y;
        st_a_r2_c2 += st_c_2 * st_v1_0_5_1.z;
        st_a_r2_c3 += st_c_2 * st_v1_0_5_1.w;
        st_a_r3_c0 += st_c_3 * st_v1_0_5_1.x;
        st_a_r3_c1 += st_c_3 * st_v1_0_5_1.y;
        st_a_r3_c2 += st_c_3 * st_v1_0_5_1.z;
        st_a_r3_c3 += st_c_3 * st_v1_0_5_1.w;
      }
      {
        const float4 st_v1_0_6_0 = *reinterpret_cast<const float4 *>(&st_s1[((st_it + 0) % 8)][st_ty * 4 + 6][st_tx * 4 + 0]);
        const float4 st_v1_0_6_1 = *reinterpret_cast<const float4 *>(&st_s1[((st_it + 0) % 8)][st_ty * 4 + 6][st_tx * 4 + 4]);
        const float4 st_v1_0_6_2 = *reinterpret_cast<const float4 *>(&st_s1[((st_it + 0) % 8)][st_ty * 4 + 6][st_tx * 4 + 8]);
        st_a_r0_c0 += st_c_3 * st_v1_0_6_1.x;
        st_a_r0_c1 += st_c_3 * st_v1_0_6_1.y;
        st_a_r0_c2 += st_c_3 * st_v1_0_6_1.z;
        st_a_r0_c3 += st_c_3 * st_v1_0_6_1.w;
        st_a_r1_c0 += st_c_2 * st_v1_0_6_1.x;
        st_a_r1_c1 += st_c_2 * st_v1_0_6_1.y;
        st_a_r1_c2 += st_c_2 * st_v1_0_6_1.z;
        st_a_r1_c3 += st_c_2 * st_v1_0_6_1.w;
        st_a_r2_c0 += st_c_2 * st_v1_0_6_0.w;
        st_a_r2_c0 += st_c_2 * st_v1_0_6_1.y;
        st_a_r2_c0 += st_c_3 * st_v1_0_6_0.z;
        st_a_r2_c0 += st_c_3 * st_v1_0_6_1.z;
        st_a_r2_c0 += st_c_4 * st_v1_0_6_0.y;
        st_a_r2_c0 += st_c_4 * st_v1_0_6_1.w;
        st_a_r2_c0 += st_c_5 * st_v1_0_6_0.x;
        st_a_r2_c0 += st_c_5 * st_v1_0_6_2.x;
        st_a_r2_c1 += st_c_2 * st_v1_0_6_1.x;
        st_a_r2_c1 += st_c_2 * st_v1_0_6_1.z;
        st_a_r2_c1 += st_c_3 * st_v1_0_6_0.w;
        st_a_r2_c1 += st_c_3 * st_v1_0_6_1.w;
        st_a_r2_c1 += st_c_4 * st_v1_0_6_0.z;
        st_a_r2_c1 += st_c_4 * st_v1_0_6_2.x;
        st_a_r2_c1 += st_c_5 * st_v1_0_6_0.y;
        st_a_r2_c1 += st_c_5 * st_v1_0_6_2.y;
        st_a_r2_c2 += st_c_2 * st_v1_0_6_1.y;
        st_a_r2_c2 += st_c_2 * st_v1_0_6_1.w;
        st_a_r2_c2 += st_c_3 * st_v1_0_6_1.x;
        st_a_r2_c2 += st_c_3 * st_v1_0_6_2.x;
        st_a_r2_c2 += st_c_4 * st_v1_0_6_0.w;
        st_a_r2_c2 += st_c_4 * st_v1_0_6_2.y;
        st_a_r2_c2 += st_c_5 * st_v1_0_6_0.z;
        st_a_r2_c2 += st_c_5 * st_v1_0_6_2.z;
        st_a_r2_c3 += st_c_2 * st_v1_0_6_1.z;
        st_a_r2_c3 += st_c_2 * st_v1_0_6_2.x;
        st_a_r2_c3 += st_c_3 * st_v1_0_6_1.y;
        st_a_r2_c3 += st_c_3 * st_v1_0_6_2.y;
        st_a_r2_c3 += st_c_4 * st_v1_0_6_1.x;
        st_a_r2_c3 += st_c_4 * st_v1_0_6_2.z;
        st_a_r2_c3 += st_c_5 * st_v1_0_6_0.w;
        st_a_r2_c3 += st_c_5 * st_v1_0_6_2.w;
        st_a_r3_c0 += st_c_2 * st_v1_0_6_1.x;
        st_a_r3_c1 += st_c_2 * st_v1_0_6_1.y;
        st_a_r3_c2 += st_c_2 * st_v1_0_6_1.z;
        st_a_r3_c3 += st_c_2 * st_v1_0_6_1.w;
      }
      {
        const float4 st_v1_0_7_0 = *reinterpret_cast<const float4 *>(&st_s1[((st_it + 0) % 8)][st_ty * 4 + 7][st_tx * 4 + 0]);
        const float4 st_v1_0_7_1 = *reinterpret_cast<const float4 *>(&st_s1[((st_it + 0) % 8)][st_ty * 4 + 7][st_tx * 4 + 4]);
        const float4 st_v1_0_7_2 = *reinterpret_cast<const float4 *>(&st_s1[((st_it + 0) % 8)][st_ty * 4 + 7][st_tx * 4 + 8]);
        st_a_r0_c0 += st_c_4 * st_v1_0_7_1.x;
        st_a_r0_c1 += st_c_4 * st_v1_0_7_1.y;
        st_a_r0_c2 += st_c_4 * st_v1_0_7_1.z;
        st_a_r0_c3 += st_c_4 * st_v1_0_7_1.w;
        st_a_r1_c0 += st_c_3 * st_v1_0_7_1.x;
        st_a_r1_c1 += st_c_3 * st_v1_0_7_1.y;
        st_a_r1_c2 += st_c_3 * st_v1_0_7_1.z;
        st_a_r1_c3 += st_c_3 * st_v1_0_7_1.w;
        st_a_r2_c0 += st_c_2 * st_v1_0_7_1.x;
        st_a_r2_c1 += st_c_2 * st_v1_0_7_1.y;
        st_a_r2_c2 += st_c_2 * st_v1_0_7_1.z;
        st_a_r2_c3 += st_c_2 * st_v1_0_7_1.w;
        st_a_r3_c0 += st_c_2 * st_v1_0_7_0.w;
        st_a_r3_c0 += st_c_2 * st_v1_0_7_1.y;
        st_a_r3_c0 += st_c_3 * st_v1_0_7_0.z;
        st_a_r3_c0 += st_c_3 * st_v1_0_7_1.z;
        st_a_r3_c0 += st_c_4 * st_v1_0_7_0.y;
        st_a_r3_c0 += st_c_4 * st_v1_0_7_1.w;
        st_a_r3_c0 += st_c_5 * st_v1_0_7_0.x;
        st_a_r3_c0 += st_c_5 * st_v1_0_7_2.x;
        st_a_r3_c1 += st_c_2 * st_v1_0_7_1.x;
        st_a_r3_c1 += st_c_2 * st_v1_0_7_1.z;
        st_a_r3_c1 += st_c_3 * st_v1_0_7_0.w;
        st_a_r3_c1 += st_c_3 * st_v1_0_7_1.w;
        st_a_r3_c1 += st_c_4 * st_v1_0_7_0.z;
        st_a_r3_c1 += st_c_4 * st_v1_0_7_2.x;
        st_a_r3_c1 += st_c_5 * st_v1_0_7_0.y;
        st_a_r3_c1 += st_c_5 * st_v1_0_7_2.y;
        st_a_r3_c2 += st_c_2 * st_v1_0_7_1.y;
        st_a_r3_c2 += st_c_2 * st_v1_0_7_1.w;
        st_a_r3_c2 += st_c_3 * st_v1_0_7_1.x;
        st_a_r3_c2 += st_c_3 * st_v1_0_7_2.x;
        st_a_r3_c2 += st_c_4 * st_v1_0_7_0.w;
        st_a_r3_c2 += st_c_4 * st_v1_0_7_2.y;
        st_a_r3_c2 += st_c_5 * st_v1_0_7_0.z;
        st_a_r3_c2 += st_c_5 * st_v1_0_7_2.z;
        st_a_r3_c3 += st_c_2 * st_v1_0_7_1.z;
        st_a_r3_c3 += st_c_2 * st_v1_0_7_2.x;
        st_a_r3_c3 += st_c_3 * st_v1_0_7_1.y;
        st_a_r3_c3 += st_c_3 * st_v1_0_7_2.y;
        st_a_r3_c3 += st_c_4 * st_v1_0_7_1.x;
        st_a_r3_c3 += st_c_4 * st_v1_0_7_2.z;
        st_a_r3_c3 += st_c_5 * st_v1_0_7_0.w;
        st_a_r3_c3 += st_c_5 * st_v1_0_7_2.w;
      }
      {
        const float4 st_v1_0_8_1 = *reinterpret_cast<const float4 *>(&st_s1[((st_it + 0) % 8)][st_ty * 4 + 8][st_tx * 4 + 4]);
        st_a_r0_c0 += st_c_5 * st_v1_0_8_1.x;
        st_a_r0_c1 += st_c_5 * st_v1_0_8_1.y;
        st_a_r0_c2 += st_c_5 * st_v1_0_8_1.z;
        st_a_r0_c3 += st_c_5 * st_v1_0_8_1.w;
        st_a_r1_c0 += st_c_4 * st_v1_0_8_1.x;
        st_a_r1_c1 += st_c_4 * st_v1_0_8_1.y;
        st_a_r1_c2 += st_c_4 * st_v1_0_8_1.z;
        st_a_r1_c3 += st_c_4 * st_v1_0_8_1.w;
        st_a_r2_c0 += st_c_3 * st_v1_0_8_1.x;
        st_a_r2_c1 += st_c_3 * st_v1_0_8_1.y;
        st_a_r2_c2 += st_c_3 * st_v1_0_8_1.z;
        st_a_r2_c3 += st_c_3 * st_v1_0_8_1.w;
        st_a_r3_c0 += st_c_2 * st_v1_0_8_1.x;
        st_a_r3_c1 += st_c_2 * st_v1_0_8_1.y;
        st_a_r3_c2 += st_c_2 * st_v1_0_8_1.z;
        st_a_r3_c3 += st_c_2 * st_v1_0_8_1.w;
      }
      {
        const float4 st_v1_0_9_1 = *reinterpret_cast<const float4 *>(&st_s1[((st_it + 0) % 8)][st_ty * 4 + 9][st_tx * 4 + 4]);
        st_a_r1_c0 += st_c_5 * st_v1_0_9_1.x;
        st_a_r1_c1 += st_c_5 * st_v1_0_9_1.y;
        st_a_r1_c2 += st_c_5 * st_v1_0_9_1.z;
        st_a_r1_c3 += st_c_5 * st_v1_0_9_1.w;
        st_a_r2_c0 += st_c_4 * st_v1_0_9_1.x;
        st_a_r2_c1 += st_c_4 * st_v1_0_9_1.y;
        st_a_r2_c2 += st_c_4 * st_v1_0_9_1.z;
        st_a_r2_c3 += st_c_4 * st_v1_0_9_1.w;
        st_a_r3_c0 += st_c_3 * st_v1_0_9_1.x;
        st_a_r3_c1 += st_c_3 * st_v1_0_9_1.y;
        st_a_r3_c2 += st_c_3 * st_v1_0_9_1.z;
        st_a_r3_c3 += st_c_3 * st_v1_0_9_1.w;
      }
      {
        const float4 st_v1_0_10_1 = *reinterpret_cast<const float4 *>(&st_s1[((st_it + 0) % 8)][st_ty * 4 + 10][st_tx * 4 + 4]);
        st_a_r2_c0 += st_c_5 * st_v1_0_10_1.x;
        st_a_r2_c1 += st_c_5 * st_v1_0_10_1.y;
        st_a_r2_c2 += st_c_5 * st_v1_0_10_1.z;
        st_a_r2_c3 += st_c_5 * st_v1_0_10_1.w;
        st_a_r3_c0 += st_c_4 * st_v1_0_10_1.x;
        st_a_r3_c1 += st_c_4 * st_v1_0_10_1.y;
        st_a_r3_c2 += st_c_4 * st_v1_0_10_1.z;
        st_a_r3_c3 += st_c_4 * st_v1_0_10_1.w;
      }
      {
        const float4 st_v1_0_11_1 = *reinterpret_cast<const float4 *>(&st_s1[((st_it + 0) % 8)][st_ty * 4 + 11][st_tx * 4 + 4]);
        st_a_r3_c0 += st_c_5 * st_v1_0_11_1.x;
        st_a_r3_c1 += st_c_5 * st_v1_0_11_1.y;
        st_a_r3_c2 += st_c_5 * st_v1_0_11_1.z;
        st_a_r3_c3 += st_c_5 * st_v1_0_11_1.w;
      }
      iy = st_y0;
      if (st_in0) {
        ix = st_x0;
        float *st_w = &output[(ix + 3) + (iy + 3) * output_s1 + (iz + 3) * output_s2];
        if (st_x3 <= st_hi0 && ((uintptr_t)st_w & 15) == 0) {
          *reinterpret_cast<float4 *>(st_w) = make_float4(st_a_r0_c0, st_a_r0_c1, st_a_r0_c2, st_a_r0_c3);
        } else if (st_x3 <= st_hi0 && ((uintptr_t)st_w & 7) == 0) {
          *reinterpret_cast<float2 *>(st_w) = make_float2(st_a_r0_c0, st_a_r0_c1);
          *reinterpret_cast<float2 *>(st_w + 2) = make_float2(st_a_r0_c2, st_a_r0_c3);
        } else {
          st_w[0] = st_a_r0_c0;
          if (st_x1 <= st_hi0) st_w[1] = st_a_r0_c1;
          if (st_x2 <= st_hi0) st_w[2] = st_a_r0_c2;
          if (st_x3 <= st_hi0) st_w[3] = st_a_r0_c3;
        }
        iy = st_y1;
        if (st_in1) {
          ix = st_x0;
          float *st_w_2 = &output[(ix + 3) + (iy + 3) * output_s1 + (iz + 3) * output_s2];
          if (st_x3 <= st_hi0 && ((uintptr_t)st_w_2 & 15) == 0) {
            *reinterpret_cast<float4 *>(st_w_2) = make_float4(st_a_r1_c0, st_a_r1_c1, st_a_r1_c2, st_a_r1_c3);
          } else if (st_x3 <= st_hi0 && ((uintptr_t)st_w_2 & 7) == 0) {
            *reinterpret_cast<float2 *>(st_w_2) = make_float2(st_a_r1_c0, st_a_r1_c1);
            *reinterpret_cast<float2 *>(st_w_2 + 2) = make_float2(st_a_r1_c2, st_a_r1_c3);
          } else {
            st_w_2[0] = st_a_r1_c0;
            if (st_x1 <= st_hi0) st_w_2[1] = st_a_r1_c1;
            if (st_x2 <= st_hi0) st_w_2[2] = st_a_r1_c2;
            if (st_x3 <= st_hi0) st_w_2[3] = st_a_r1_c3;
          }
          iy = st_y2;
          if (st_in2) {
            ix = st_x0;
            float *st_w_3 = &output[(ix + 3) + (iy + 3) * output_s1 + (iz + 3) * output_s2];
            if (st_x3 <= st_hi0 && ((uintptr_t)st_w_3 & 15) == 0) {
              *reinterpret_cast<float4 *>(st_w_3) = make_float4(st_a_r2_c0, st_a_r2_c1, st_a_r2_c2, st_a_r2_c3);
            } else if (st_x3 <= st_hi0 && ((uintptr_t)st_w_3 & 7) == 0) {
              *reinterpret_cast<float2 *>(st_w_3) = make_float2(st_a_r2_c0, st_a_r2_c1);
              *reinterpret_cast<float2 *>(st_w_3 + 2) = make_float2(st_a_r2_c2, st_a_r2_c3);
            } else {
              st_w_3[0] = st_a_r2_c0;
              if (st_x1 <= st_hi0) st_w_3[1] = st_a_r2_c1;
              if (st_x2 <= st_hi0) st_w_3[2] = st_a_r2_c2;
              if (st_x3 <= st_hi0) st_w_3[3] = st_a_r2_c3;
            }
            iy = st_y3;
            if (st_in3) {
              ix = st_x0;
              float *st_w_4 = &output[(ix + 3) + (iy + 3) * output_s1 + (iz + 3) * output_s2];
              if (st_x3 <= st_hi0 && ((uintptr_t)st_w_4 & 15) == 0) {
                *reinterpret_cast<float4 *>(st_w_4) = make_float4(st_a_r3_c0, st_a_r3_c1, st_a_r3_c2, st_a_r3_c3);
              } else if (st_x3 <= st_hi0 && ((uintptr_t)st_w_4 & 7) == 0) {
                *reinterpret_cast<float2 *>(st_w_4) = make_float2(st_a_r3_c0, st_a_r3_c1);
                *reinterpret_cast<float2 *>(st_w_4 + 2) = make_float2(st_a_r3_c2, st_a_r3_c3);
              } else {
                st_w_4[0] = st_a_r3_c0;
                if (st_x1 <= st_hi0) st_w_4[1] = st_a_r3_c1;
                if (st_x2 <= st_hi0) st_w_4[2] = st_a_r3_c2;
                if (st_x3 <= st_hi0) st_w_4[3] = st_a_r3_c3;
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
extern "C" int fdtd3d_device(int32_t dimx, int32_t dimy, int32_t dimz, const float *restrict coeff, const float *restrict input, float *restrict output)
{
  {
    const ptrdiff_t st_n0 = (ptrdiff_t)dimx;
    const ptrdiff_t st_n1 = (ptrdiff_t)dimy;
    const ptrdiff_t st_n2 = (ptrdiff_t)dimz;
    if (st_n0 <= 0 || st_n1 <= 0 || st_n2 <= 0) goto st_next0;
    const ptrdiff_t st_gx = (st_n0 + 127) / 128, st_gy = (st_n1 + 31) / 32, st_gz = (st_n2 + 127) / 128;
    if (st_gx > 2147483647 || st_gy > 65535 || st_gz > 65535) return (int)cudaErrorInvalidConfiguration;
    {
      cudaError_t st_e = cudaFuncSetAttribute(st_fdtd3d_kernel0, cudaFuncAttributeMaxDynamicSharedMemorySize, 174080);
      if (st_e != cudaSuccess) return (int)st_e;
    }
    st_fdtd3d_kernel0<<<dim3((unsigned)st_gx, (unsigned)st_gy, (unsigned)st_gz), dim3(32, 8, 1), 174080>>>(dimx, dimy, dimz, coeff, input, output);
    {
      cudaError_t st_e = cudaGetLastError();
      if (st_e != cudaSuccess) return (int)st_e;
    }
  }
  st_next0:;
  return 0;
}

/* Device buffers kept between calls of fdtd3d_host, grown as needed. */
static void *st_buffer_fdtd3d[3];
static size_t st_capacity_fdtd3d[3];

static cudaError_t st_reserve_fdtd3d(int which, size_t bytes)
{
  if (st_capacity_fdtd3d[which] >= bytes && st_buffer_fdtd3d[which] != NULL) return cudaSuccess;
  if (st_buffer_fdtd3d[which] != NULL) cudaFree(st_buffer_fdtd3d[which]);
  st_buffer_fdtd3d[which] = NULL;
  st_capacity_fdtd3d[which] = 0;
  cudaError_t e = cudaMalloc(&st_buffer_fdtd3d[which], bytes > 0 ? bytes : 1);
  if (e == cudaSuccess) st_capacity_fdtd3d[which] = bytes;
  return e;
}

#define ST_TRY(call) do { cudaError_t st_e_ = (call); if (st_e_ != cudaSuccess) return (int)st_e_; } while (0)

/* Host pointers: copies every array to the device, runs the kernels, copies the arrays
   the subroutine writes back. Returns 0 or the CUDA error code. Not thread-safe. */
extern "C" int fdtd3d_host(int32_t dimx, int32_t dimy, int32_t dimz, const float *restrict coeff, const float *restrict input, float *restrict output)
{
  const size_t st_bytes0 = (size_t)((5)) * sizeof(float);
  ST_TRY(st_reserve_fdtd3d(0, st_bytes0));
  ST_TRY(cudaMemcpy(st_buffer_fdtd3d[0], coeff, st_bytes0, cudaMemcpyHostToDevice));
  const size_t st_bytes1 = (size_t)(((ptrdiff_t)dimx + 8) * ((ptrdiff_t)dimy + 8) * ((ptrdiff_t)dimz + 8)) * sizeof(float);
  ST_TRY(st_reserve_fdtd3d(1, st_bytes1));
  ST_TRY(cudaMemcpy(st_buffer_fdtd3d[1], input, st_bytes1, cudaMemcpyHostToDevice));
  const size_t st_bytes2 = (size_t)(((ptrdiff_t)dimx + 8) * ((ptrdiff_t)dimy + 8) * ((ptrdiff_t)dimz + 8)) * sizeof(float);
  ST_TRY(st_reserve_fdtd3d(2, st_bytes2));
  ST_TRY(cudaMemcpy(st_buffer_fdtd3d[2], output, st_bytes2, cudaMemcpyHostToDevice));
  ST_TRY((cudaError_t)fdtd3d_device(dimx, dimy, dimz, (const float *)st_buffer_fdtd3d[0], (const float *)st_buffer_fdtd3d[1], (float *)st_buffer_fdtd3d[2]));
  ST_TRY(cudaDeviceSynchronize());
  ST_TRY(cudaMemcpy(output, st_buffer_fdtd3d[2], st_bytes2, cudaMemcpyDeviceToHost));
  return 0;
}

/* Host pointers; a CUDA error is printed and ends the program. */
extern "C" void fdtd3d(int32_t dimx, int32_t dimy, int32_t dimz, const float *restrict coeff, const float *restrict input, float *restrict output)
{
  int st_e = fdtd3d_host(dimx, dimy, dimz, coeff, input, output);
  if (st_e != 0) {
    fprintf(stderr, "fdtd3d: CUDA error %d: %s\n", st_e, cudaGetErrorString((cudaError_t)st_e));
    abort();
  }
}

/* gfortran's convention: every argument by reference. */
extern "C" void fdtd3d_(const int32_t *dimx, const int32_t *dimy, const int32_t *dimz, const float *coeff, const float *input, float *output)
{
  fdtd3d(*dimx, *dimy, *dimz, coeff, input, output);
}

/* The CPU library's first-touch initialiser, for callers of either library: zeroes the
   host arrays (device buffers are placed by the driver). */
extern "C" void fdtd3d_first_touch(int32_t dimx, int32_t dimy, int32_t dimz, float *restrict coeff, float *restrict input, float *restrict output)
{
  memset(coeff, 0, (size_t)((5)) * sizeof(float));
  memset(input, 0, (size_t)(((ptrdiff_t)dimx + 8) * ((ptrdiff_t)dimy + 8) * ((ptrdiff_t)dimz + 8)) * sizeof(float));
  memset(output, 0, (size_t)(((ptrdiff_t)dimx + 8) * ((ptrdiff_t)dimy + 8) * ((ptrdiff_t)dimz + 8)) * sizeof(float));
  (void)dimx;
  (void)dimy;
  (void)dimz;
}

/* The variant a call runs: this file holds one. */
extern "C" int fdtd3d_variant(int32_t dimx, int32_t dimy, int32_t dimz)
{
  (void)dimx;
  (void)dimy;
  (void)dimz;
  return 1;
}
