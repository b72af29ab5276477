/* Subroutine star13 for CUDA, printed by stenciltune.
   Variant: TX=128 TY=2 RY=4 RX=2 ZB=128 STREAM=1 SMEM=2 PIPE=2 RO=0 LB=1 UNROLL=1.
   Arrays keep Fortran's column-major order and lower bounds. Entry points:
   star13 (host pointers; aborts on a CUDA error), star13_host (host pointers; returns the
   CUDA error code), star13_device (device pointers; launches on the default stream),
   star13_ (gfortran's convention: every argument by reference). */
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

/* Nest 1 (line 11). */
__global__ __launch_bounds__(256) void st_star13_kernel0(int32_t nx, int32_t ny, int32_t nz,
                                                         double c0, double c1, double c2,
                                                         const double *restrict u,
                                                         double *restrict unew)
{
  const ptrdiff_t u_s1 = (ptrdiff_t)nx + 4;
  const ptrdiff_t u_s2 = u_s1 * ((ptrdiff_t)ny + 4);
  const ptrdiff_t unew_s1 = (ptrdiff_t)nx + 4;
  const ptrdiff_t unew_s2 = unew_s1 * ((ptrdiff_t)ny + 4);
  int32_t k, j, i;

  {
    const int st_lo0 = (int)(1);
    const int st_hi0 = (int)(nx);
    const int st_lo1 = (int)(1);
    const int st_hi1 = (int)(ny);
    const int st_lo2 = (int)(1);
    const int st_hi2 = (int)(nz);
    const int st_tx = (int)threadIdx.x;
    const int st_ty = (int)threadIdx.y;
    const int st_o0 = st_lo0 + (int)blockIdx.x * 256;
    const int st_x0 = st_o0 + st_tx * 2 + 0;
    const int st_x1 = st_o0 + st_tx * 2 + 1;
    i = st_x0;
    const int st_o1 = st_lo1 + (int)blockIdx.y * 8;
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
    double st_q0_m2_r0_c0 = 0, st_q0_m1_r0_c0 = 0, st_q0_0_r0_c0 = 0, st_q0_1_r0_c0 = 0, st_q0_2_r0_c0 = 0;
    double st_q0_m2_r0_c1 = 0, st_q0_m1_r0_c1 = 0, st_q0_0_r0_c1 = 0, st_q0_1_r0_c1 = 0, st_q0_2_r0_c1 = 0;
    double st_q0_m2_r1_c0 = 0, st_q0_m1_r1_c0 = 0, st_q0_0_r1_c0 = 0, st_q0_1_r1_c0 = 0, st_q0_2_r1_c0 = 0;
    double st_q0_m2_r1_c1 = 0, st_q0_m1_r1_c1 = 0, st_q0_0_r1_c1 = 0, st_q0_1_r1_c1 = 0, st_q0_2_r1_c1 = 0;
    double st_q0_m2_r2_c0 = 0, st_q0_m1_r2_c0 = 0, st_q0_0_r2_c0 = 0, st_q0_1_r2_c0 = 0, st_q0_2_r2_c0 = 0;
    double st_q0_m2_r2_c1 = 0, st_q0_m1_r2_c1 = 0, st_q0_0_r2_c1 = 0, st_q0_1_r2_c1 = 0, st_q0_2_r2_c1 = 0;
    double st_q0_m2_r3_c0 = 0, st_q0_m1_r3_c0 = 0, st_q0_0_r3_c0 = 0, st_q0_1_r3_c0 = 0, st_q0_2_r3_c0 = 0;
    double st_q0_m2_r3_c1 = 0, st_q0_m1_r3_c1 = 0, st_q0_0_r3_c1 = 0, st_q0_1_r3_c1 = 0, st_q0_2_r3_c1 = 0;
    extern __shared__ __align__(16) unsigned char st_smem[];
    const int st_tid = st_tx + st_ty * 128;
    double (*st_s0)[12][260] = reinterpret_cast<double (*)[12][260]>(st_smem + 0);
    if (st_in0 && st_x1 <= st_hi0 && (((uintptr_t)&u[(st_x0 + 1) + (st_y0 + 1) * u_s1 + (st_kb - 1) * u_s2] | (uintptr_t)&u[(st_x0 + 1) + (st_y0 + 1) * u_s1 + st_kb * u_s2] | (uintptr_t)&u[(st_x0 + 1) + (st_y0 + 1) * u_s1 + (st_kb + 1) * u_s2] | (uintptr_t)&u[(st_x0 + 1) + (st_y0 + 1) * u_s1 + (st_kb + 2) * u_s2]) & 15) == 0) {
      const double2 st_pv = *reinterpret_cast<const double2 *>(&u[(st_x0 + 1) + (st_y0 + 1) * u_s1 + (st_kb - 1) * u_s2]);
      st_q0_m1_r0_c0 = st_pv.x;
      st_q0_m1_r0_c1 = st_pv.y;
      const double2 st_pv_2 = *reinterpret_cast<const double2 *>(&u[(st_x0 + 1) + (st_y0 + 1) * u_s1 + st_kb * u_s2]);
      st_q0_0_r0_c0 = st_pv_2.x;
      st_q0_0_r0_c1 = st_pv_2.y;
      const double2 st_pv_3 = *reinterpret_cast<const double2 *>(&u[(st_x0 + 1) + (st_y0 + 1) * u_s1 + (st_kb + 1) * u_s2]);
      st_q0_1_r0_c0 = st_pv_3.x;
      st_q0_1_r0_c1 = st_pv_3.y;
      const double2 st_pv_4 = *reinterpret_cast<const double2 *>(&u[(st_x0 + 1) + (st_y0 + 1) * u_s1 + (st_kb + 2) * u_s2]);
      st_q0_2_r0_c0 = st_pv_4.x;
      st_q0_2_r0_c1 = st_pv_4.y;
    } else {
      if (st_in0) {
        st_q0_m1_r0_c0 = u[(st_x0 + 1) + (st_y0 + 1) * u_s1 + (st_kb - 1) * u_s2];
        st_q0_0_r0_c0 = u[(st_x0 + 1) + (st_y0 + 1) * u_s1 + st_kb * u_s2];
        st_q0_1_r0_c0 = u[(st_x0 + 1) + (st_y0 + 1) * u_s1 + (st_kb + 1) * u_s2];
        st_q0_2_r0_c0 = u[(st_x0 + 1) + (st_y0 + 1) * u_s1 + (st_kb + 2) * u_s2];
      }
      if ((st_in0 && st_x1 <= st_hi0)) {
        st_q0_m1_r0_c1 = u[(st_x1 + 1) + (st_y0 + 1) * u_s1 + (st_kb - 1) * u_s2];
        st_q0_0_r0_c1 = u[(st_x1 + 1) + (st_y0 + 1) * u_s1 + st_kb * u_s2];
        st_q0_1_r0_c1 = u[(st_x1 + 1) + (st_y0 + 1) * u_s1 + (st_kb + 1) * u_s2];
        st_q0_2_r0_c1 = u[(st_x1 + 1) + (st_y0 + 1) * u_s1 + (st_kb + 2) * u_s2];
      }
    }
    if (st_in1 && st_x1 <= st_hi0 && (((uintptr_t)&u[(st_x0 + 1) + (st_y1 + 1) * u_s1 + (st_kb - 1) * u_s2] | (uintptr_t)&u[(st_x0 + 1) + (st_y1 + 1) * u_s1 + st_kb * u_s2] | (uintptr_t)&u[(st_x0 + 1) + (st_y1 + 1) * u_s1 + (st_kb + 1) * u_s2] | (uintptr_t)&u[(st_x0 + 1) + (st_y1 + 1) * u_s1 + (st_kb + 2) * u_s2]) & 15) == 0) {
      const double2 st_pv_5 = *reinterpret_cast<const double2 *>(&u[(st_x0 + 1) + (st_y1 + 1) * u_s1 + (st_kb - 1) * u_s2]);
      st_q0_m1_r1_c0 = st_pv_5.x;
      st_q0_m1_r1_c1 = st_pv_5.y;
      const double2 st_pv_6 = *reinterpret_cast<const double2 *>(&u[(st_x0 + 1) + (st_y1 + 1) * u_s1 + st_kb * u_s2]);
      st_q0_0_r1_c0 = st_pv_6.x;
      st_q0_0_r1_c1 = st_pv_6.y;
      const double2 st_pv_7 = *reinterpret_cast<const double2 *>(&u[(st_x0 + 1) + (st_y1 + 1) * u_s1 + (st_kb + 1) * u_s2]);
      st_q0_1_r1_c0 = st_pv_7.x;
      st_q0_1_r1_c1 = st_pv_7.y;
      const double2 st_pv_8 = *reinterpret_cast<const double2 *>(&u[(st_x0 + 1) + (st_y1 + 1) * u_s1 + (st_kb + 2) * u_s2]);
      st_q0_2_r1_c0 = st_pv_8.x;
      st_q0_2_r1_c1 = st_pv_8.y;
    } else {
      if (st_in1) {
        st_q0_m1_r1_c0 = u[(st_x0 + 1) + (st_y1 + 1) * u_s1 + (st_kb - 1) * u_s2];
        st_q0_0_r1_c0 = u[(st_x0 + 1) + (st_y1 + 1) * u_s1 + st_kb * u_s2];
        st_q0_1_r1_c0 = u[(st_x0 + 1) + (st_y1 + 1) * u_s1 + (st_kb + 1) * u_s2];
        st_q0_2_r1_c0 = u[(st_x0 + 1) + (st_y1 + 1) * u_s1 + (st_kb + 2) * u_s2];
      }
      if ((st_in1 && st_x1 <= st_hi0)) {
        st_q0_m1_r1_c1 = u[(st_x1 + 1) + (st_y1 + 1) * u_s1 + (st_kb - 1) * u_s2];
        st_q0_0_r1_c1 = u[(st_x1 + 1) + (st_y1 + 1) * u_s1 + st_kb * u_s2];
        st_q0_1_r1_c1 = u[(st_x1 + 1) + (st_y1 + 1) * u_s1 + (st_kb + 1) * u_s2];
        st_q0_2_r1_c1 = u[(st_x1 + 1) + (st_y1 + 1) * u_s1 + (st_kb + 2) * u_s2];
      }
    }
    if (st_in2 && st_x1 <= st_hi0 && (((uintptr_t)&u[(st_x0 + 1) + (st_y2 + 1) * u_s1 + (st_kb - 1) * u_s2] | (uintptr_t)&u[(st_x0 + 1) + (st_y2 + 1) * u_s1 + st_kb * u_s2] | (uintptr_t)&u[(st_x0 + 1) + (st_y2 + 1) * u_s1 + (st_kb + 1) * u_s2] | (uintptr_t)&u[(st_x0 + 1) + (st_y2 + 1) * u_s1 + (st_kb + 2) * u_s2]) & 15) == 0) {
      const double2 st_pv_9 = *reinterpret_cast<const double2 *>(&u[(st_x0 + 1) + (st_y2 + 1) * u_s1 + (st_kb - 1) * u_s2]);
      st_q0_m1_r2_c0 = st_pv_9.x;
      st_q0_m1_r2_c1 = st_pv_9.y;
      const double2 st_pv_10 = *reinterpret_cast<const double2 *>(&u[(st_x0 + 1) + (st_y2 + 1) * u_s1 + st_kb * u_s2]);
      st_q0_0_r2_c0 = st_pv_10.x;
      st_q0_0_r2_c1 = st_pv_10.y;
      const double2 st_pv_11 = *reinterpret_cast<const double2 *>(&u[(st_x0 + 1) + (st_y2 + 1) * u_s1 + (st_kb + 1) * u_s2]);
      st_q0_1_r2_c0 = st_pv_11.x;
      st_q0_1_r2_c1 = st_pv_11.y;
      const double2 st_pv_12 = *reinterpret_cast<const double2 *>(&u[(st_x0 + 1) + (st_y2 + 1) * u_s1 + (st_kb + 2) * u_s2]);
      st_q0_2_r2_c0 = st_pv_12.x;
      st_q0_2_r2_c1 = st_pv_12.y;
    } else {
      if (st_in2) {
        st_q0_m1_r2_c0 = u[(st_x0 + 1) + (st_y2 + 1) * u_s1 + (st_kb - 1) * u_s2];
        st_q0_0_r2_c0 = u[(st_x0 + 1) + (st_y2 + 1) * u_s1 + st_kb * u_s2];
        st_q0_1_r2_c0 = u[(st_x0 + 1) + (st_y2 + 1) * u_s1 + (st_kb + 1) * u_s2];
        st_q0_2_r2_c0 = u[(st_x0 + 1) + (st_y2 + 1) * u_s1 + (st_kb + 2) * u_s2];
      }
      if ((st_in2 && st_x1 <= st_hi0)) {
        st_q0_m1_r2_c1 = u[(st_x1 + 1) + (st_y2 + 1) * u_s1 + (st_kb - 1) * u_s2];
        st_q0_0_r2_c1 = u[(st_x1 + 1) + (st_y2 + 1) * u_s1 + st_kb * u_s2];
        st_q0_1_r2_c1 = u[(st_x1 + 1) + (st_y2 + 1) * u_s1 + (st_kb + 1) * u_s2];
        st_q0_2_r2_c1 = u[(st_x1 + 1) + (st_y2 + 1) * u_s1 + (st_kb + 2) * u_s2];
      }
    }
    if (st_in3 && st_x1 <= st_hi0 && (((uintptr_t)&u[(st_x0 + 1) + (st_y3 + 1) * u_s1 + (st_kb - 1) * u_s2] | (uintptr_t)&u[(st_x0 + 1) + (st_y3 + 1) * u_s1 + st_kb * u_s2] | (uintptr_t)&u[(st_x0 + 1) + (st_y3 + 1) * u_s1 + (st_kb + 1) * u_s2] | (uintptr_t)&u[(st_x0 + 1) + (st_y3 + 1) * u_s1 + (st_kb + 2) * u_s2]) & 15) == 0) {
      const double2 st_pv_13 = *reinterpret_cast<const double2 *>(&u[(st_x0 + 1) + (st_y3 + 1) * u_s1 + (st_kb - 1) * u_s2]);
      st_q0_m1_r3_c0 = st_pv_13.x;
      st_q0_m1_r3_c1 = st_pv_13.y;
      const double2 st_pv_14 = *reinterpret_cast<const double2 *>(&u[(st_x0 + 1) + (st_y3 + 1) * u_s1 + st_kb * u_s2]);
      st_q0_0_r3_c0 = st_pv_14.x;
      st_q0_0_r3_c1 = st_pv_14.y;
      const double2 st_pv_15 = *reinterpret_cast<const double2 *>(&u[(st_x0 + 1) + (st_y3 + 1) * u_s1 + (st_kb + 1) * u_s2]);
      st_q0_1_r3_c0 = st_pv_15.x;
      st_q0_1_r3_c1 = st_pv_15.y;
      const double2 st_pv_16 = *reinterpret_cast<const double2 *>(&u[(st_x0 + 1) + (st_y3 + 1) * u_s1 + (st_kb + 2) * u_s2]);
      st_q0_2_r3_c0 = st_pv_16.x;
      st_q0_2_r3_c1 = st_pv_16.y;
    } else {
      if (st_in3) {
        st_q0_m1_r3_c0 = u[(st_x0 + 1) + (st_y3 + 1) * u_s1 + (st_kb - 1) * u_s2];
        st_q0_0_r3_c0 = u[(st_x0 + 1) + (st_y3 + 1) * u_s1 + st_kb * u_s2];
        st_q0_1_r3_c0 = u[(st_x0 + 1) + (st_y3 + 1) * u_s1 + (st_kb + 1) * u_s2];
        st_q0_2_r3_c0 = u[(st_x0 + 1) + (st_y3 + 1) * u_s1 + (st_kb + 2) * u_s2];
      }
      if ((st_in3 && st_x1 <= st_hi0)) {
        st_q0_m1_r3_c1 = u[(st_x1 + 1) + (st_y3 + 1) * u_s1 + (st_kb - 1) * u_s2];
        st_q0_0_r3_c1 = u[(st_x1 + 1) + (st_y3 + 1) * u_s1 + st_kb * u_s2];
        st_q0_1_r3_c1 = u[(st_x1 + 1) + (st_y3 + 1) * u_s1 + (st_kb + 1) * u_s2];
        st_q0_2_r3_c1 = u[(st_x1 + 1) + (st_y3 + 1) * u_s1 + (st_kb + 2) * u_s2];
      }
    }
    int st_it = 0;
    const bool st_al0 = (((uintptr_t)&u[((st_o0 - 2) + 1) + ((st_o1 - 2) + 1) * u_s1 + (st_kb + 1) * u_s2] | (uintptr_t)&u[((st_o0 - 2) + 1) + ((st_o1 - 2 + 1) + 1) * u_s1 + (st_kb + 1) * u_s2] | (uintptr_t)&u[((st_o0 - 2) + 1) + ((st_o1 - 2) + 1) * u_s1 + (st_kb + 2) * u_s2]) & 15) == 0;
    const bool st_full0 = st_al0 && &u[((st_o0 - 2 + 259) + 1) + ((st_o1 - 2 + 11) + 1) * u_s1 + ((nz + 2) + 1) * u_s2] <= &u[((nx + 2) + 1) + ((ny + 2) + 1) * u_s1 + ((nz + 2) + 1) * u_s2];
    {
      if (st_full0) {
        const double *st_b = &u[((st_o0 - 2) + 1) + ((st_o1 - 2) + 1) * u_s1 + (st_kb + 1) * u_s2];
        const ptrdiff_t st_rs = &u[((st_o0 - 2) + 1) + (((st_o1 - 2) + 1) + 1) * u_s1 + (st_kb + 1) * u_s2] - st_b;
        const int st_fr = st_tid / 130, st_fc = (st_tid - st_fr * 130) * 2;
        if (st_fr < 1) {
          #pragma unroll
          for (int st_m = 0; st_m < 12; ++st_m) {
            __pipeline_memcpy_async(&st_s0[0][st_fr + st_m * 1][st_fc], st_b + st_fc + (ptrdiff_t)(st_fr + st_m * 1) * st_rs, 16);
          }
        }
      } else if (st_al0) {
        for (int st_e = st_tid; st_e < 1560; st_e += 256) {
          const int st_cy = st_e / 130, st_cx = (st_e - st_cy * 130) * 2;
          const int st_gy = st_o1 - 2 + st_cy;
          const int st_gx = st_o0 - 2 + st_cx;
          if (st_gy >= st_lo1 - 2 && st_gy <= st_hi1 + 2) {
            if (st_gx >= st_lo0 - 2 && (st_gx + 1) <= st_hi0 + 2) {
              __pipeline_memcpy_async(&st_s0[0][st_cy][st_cx], &u[(st_gx + 1) + (st_gy + 1) * u_s1 + (st_kb + 1) * u_s2], 16);
            } else {
              for (int st_t = 0; st_t < 2; ++st_t) {
                if ((st_gx + st_t) >= st_lo0 - 2 && (st_gx + st_t) <= st_hi0 + 2) __pipeline_memcpy_async(&st_s0[0][st_cy][st_cx + st_t], &u[((st_gx + st_t) + 1) + (st_gy + 1) * u_s1 + (st_kb + 1) * u_s2], sizeof(double));
              }
            }
          }
        }
      } else {
        for (int st_e_2 = st_tid; st_e_2 < 3120; st_e_2 += 256) {
          const int st_cy_2 = st_e_2 / 260, st_cx_2 = (st_e_2 - st_cy_2 * 260);
          const int st_gy_2 = st_o1 - 2 + st_cy_2;
          const int st_gx_2 = st_o0 - 2 + st_cx_2;
          if (st_gx_2 >= st_lo0 - 2 && st_gx_2 <= st_hi0 + 2 && st_gy_2 >= st_lo1 - 2 && st_gy_2 <= st_hi1 + 2) __pipeline_memcpy_async(&st_s0[0][st_cy_2][st_cx_2], &u[(st_gx_2 + 1) + (st_gy_2 + 1) * u_s1 + (st_kb + 1) * u_s2], sizeof(double));
        }
      }
    }
    __pipeline_commit();
    {
      if (st_full0) {
        const double *st_b_2 = &u[((st_o0 - 2) + 1) + ((st_o1 - 2) + 1) * u_s1 + (st_kb + 2) * u_s2];
        const ptrdiff_t st_rs_2 = &u[((st_o0 - 2) + 1) + (((st_o1 - 2) + 1) + 1) * u_s1 + (st_kb + 2) * u_s2] - st_b_2;
        const int st_fr_2 = st_tid / 130, st_fc_2 = (st_tid - st_fr_2 * 130) * 2;
        if (st_fr_2 < 1) {
          #pragma unroll
          for (int st_m_2 = 0; st_m_2 < 12; ++st_m_2) {
            __pipeline_memcpy_async(&st_s0[1][st_fr_2 + st_m_2 * 1][st_fc_2], st_b_2 + st_fc_2 + (ptrdiff_t)(st_fr_2 + st_m_2 * 1) * st_rs_2, 16);
          }
        }
      } else if (st_al0) {
        for (int st_e_3 = st_tid; st_e_3 < 1560; st_e_3 += 256) {
          const int st_cy_3 = st_e_3 / 130, st_cx_3 = (st_e_3 - st_cy_3 * 130) * 2;
          const int st_gy_3 = st_o1 - 2 + st_cy_3;
          const int st_gx_3 = st_o0 - 2 + st_cx_3;
          if (st_gy_3 >= st_lo1 - 2 && st_gy_3 <= st_hi1 + 2) {
            if (st_gx_3 >= st_lo0 - 2 && (st_gx_3 + 1) <= st_hi0 + 2) {
              __pipeline_memcpy_async(&st_s0[1][st_cy_3][st_cx_3], &u[(st_gx_3 + 1) + (st_gy_3 + 1) * u_s1 + (st_kb + 2) * u_s2], 16);
            } else {
              for (int st_t_2 = 0; st_t_2 < 2; ++st_t_2) {
                if ((st_gx_3 + st_t_2) >= st_lo0 - 2 && (st_gx_3 + st_t_2) <= st_hi0 + 2) __pipeline_memcpy_async(&st_s0[1][st_cy_3][st_cx_3 + st_t_2], &u[((st_gx_3 + st_t_2) + 1) + (st_gy_3 + 1) * u_s1 + (st_kb + 2) * u_s2], sizeof(double));
              }
            }
          }
        }
      } else {
        for (int st_e_4 = st_tid; st_e_4 < 3120; st_e_4 += 256) {
          const int st_cy_4 = st_e_4 / 260, st_cx_4 = (st_e_4 - st_cy_4 * 260);
          const int st_gy_4 = st_o1 - 2 + st_cy_4;
          const int st_gx_4 = st_o0 - 2 + st_cx_4;
          if (st_gx_4 >= st_lo0 - 2 && st_gx_4 <= st_hi0 + 2 && st_gy_4 >= st_lo1 - 2 && st_gy_4 <= st_hi1 + 2) __pipeline_memcpy_async(&st_s0[1][st_cy_4][st_cx_4], &u[(st_gx_4 + 1) + (st_gy_4 + 1) * u_s1 + (st_kb + 2) * u_s2], sizeof(double));
        }
      }
    }
    __pipeline_commit();
    {
      if (st_full0) {
        const double *st_b_3 = &u[((st_o0 - 2) + 1) + ((st_o1 - 2) + 1) * u_s1 + (st_kb + 3) * u_s2];
        const ptrdiff_t st_rs_3 = &u[((st_o0 - 2) + 1) + (((st_o1 - 2) + 1) + 1) * u_s1 + (st_kb + 3) * u_s2] - st_b_3;
        const int st_fr_3 = st_tid / 130, st_fc_3 = (st_tid - st_fr_3 * 130) * 2;
        if (st_fr_3 < 1) {
          #pragma unroll
          for (int st_m_3 = 0; st_m_3 < 12; ++st_m_3) {
            __pipeline_memcpy_async(&st_s0[2][st_fr_3 + st_m_3 * 1][st_fc_3], st_b_3 + st_fc_3 + (ptrdiff_t)(st_fr_3 + st_m_3 * 1) * st_rs_3, 16);
          }
        }
      } else if (st_al0) {
        for (int st_e_5 = st_tid; st_e_5 < 1560; st_e_5 += 256) {
          const int st_cy_5 = st_e_5 / 130, st_cx_5 = (st_e_5 - st_cy_5 * 130) * 2;
          const int st_gy_5 = st_o1 - 2 + st_cy_5;
          const int st_gx_5 = st_o0 - 2 + st_cx_5;
          if (st_gy_5 >= st_lo1 - 2 && st_gy_5 <= st_hi1 + 2) {
            if (st_gx_5 >= st_lo0 - 2 && (st_gx_5 + 1) <= st_hi0 + 2) {
              __pipeline_memcpy_async(&st_s0[2][st_cy_5][st_cx_5], &u[(st_gx_5 + 1) + (st_gy_5 + 1) * u_s1 + (st_kb + 3) * u_s2], 16);
            } else {
              for (int st_t_3 = 0; st_t_3 < 2; ++st_t_3) {
                if ((st_gx_5 + st_t_3) >= st_lo0 - 2 && (st_gx_5 + st_t_3) <= st_hi0 + 2) __pipeline_memcpy_async(&st_s0[2][st_cy_5][st_cx_5 + st_t_3], &u[((st_gx_5 + st_t_3) + 1) + (st_gy_5 + 1) * u_s1 + (st_kb + 3) * u_s2], sizeof(double));
              }
            }
          }
        }
      } else {
        for (int st_e_6 = st_tid; st_e_6 < 3120; st_e_6 += 256) {
          const int st_cy_6 = st_e_6 / 260, st_cx_6 = (st_e_6 - st_cy_6 * 260);
          const int st_gy_6 = st_o1 - 2 + st_cy_6;
          const int st_gx_6 = st_o0 - 2 + st_cx_6;
          if (st_gx_6 >= st_lo0 - 2 && st_gx_6 <= st_hi0 + 2 && st_gy_6 >= st_lo1 - 2 && st_gy_6 <= st_hi1 + 2) __pipeline_memcpy_async(&st_s0[2][st_cy_6][st_cx_6], &u[(st_gx_6 + 1) + (st_gy_6 + 1) * u_s1 + (st_kb + 3) * u_s2], sizeof(double));
        }
      }
    }
    __pipeline_commit();
    if (st_kb + 1 <= st_ke) {
      if (st_full0) {
        const double *st_b_4 = &u[((st_o0 - 2) + 1) + ((st_o1 - 2) + 1) * u_s1 + (st_kb + 4) * u_s2];
        const ptrdiff_t st_rs_4 = &u[((st_o0 - 2) + 1) + (((st_o1 - 2) + 1) + 1) * u_s1 + (st_kb + 4) * u_s2] - st_b_4;
        const int st_fr_4 = st_tid / 130, st_fc_4 = (st_tid - st_fr_4 * 130) * 2;
        if (st_fr_4 < 1) {
          #pragma unroll
          for (int st_m_4 = 0; st_m_4 < 12; ++st_m_4) {
            __pipeline_memcpy_async(&st_s0[3][st_fr_4 + st_m_4 * 1][st_fc_4], st_b_4 + st_fc_4 + (ptrdiff_t)(st_fr_4 + st_m_4 * 1) * st_rs_4, 16);
          }
        }
      } else if (st_al0) {
        for (int st_e_7 = st_tid; st_e_7 < 1560; st_e_7 += 256) {
          const int st_cy_7 = st_e_7 / 130, st_cx_7 = (st_e_7 - st_cy_7 * 130) * 2;
          const int st_gy_7 = st_o1 - 2 + st_cy_7;
          const int st_gx_7 = st_o0 - 2 + st_cx_7;
          if (st_gy_7 >= st_lo1 - 2 && st_gy_7 <= st_hi1 + 2) {
            if (st_gx_7 >= st_lo0 - 2 && (st_gx_7 + 1) <= st_hi0 + 2) {
              __pipeline_memcpy_async(&st_s0[3][st_cy_7][st_cx_7], &u[(st_gx_7 + 1) + (st_gy_7 + 1) * u_s1 + (st_kb + 4) * u_s2], 16);
            } else {
              for (int st_t_4 = 0; st_t_4 < 2; ++st_t_4) {
                if ((st_gx_7 + st_t_4) >= st_lo0 - 2 && (st_gx_7 + st_t_4) <= st_hi0 + 2) __pipeline_memcpy_async(&st_s0[3][st_cy_7][st_cx_7 + st_t_4], &u[((st_gx_7 + st_t_4) + 1) + (st_gy_7 + 1) * u_s1 + (st_kb + 4) * u_s2], sizeof(double));
              }
            }
          }
        }
      } else {
        for (int st_e_8 = st_tid; st_e_8 < 3120; st_e_8 += 256) {
          const int st_cy_8 = st_e_8 / 260, st_cx_8 = (st_e_8 - st_cy_8 * 260);
          const int st_gy_8 = st_o1 - 2 + st_cy_8;
          const int st_gx_8 = st_o0 - 2 + st_cx_8;
          if (st_gx_8 >= st_lo0 - 2 && st_gx_8 <= st_hi0 + 2 && st_gy_8 >= st_lo1 - 2 && st_gy_8 <= st_hi1 + 2) __pipeline_memcpy_async(&st_s0[3][st_cy_8][st_cx_8], &u[(st_gx_8 + 1) + (st_gy_8 + 1) * u_s1 + (st_kb + 4) * u_s2], sizeof(double));
        }
      }
    }
    __pipeline_commit();
    for (k = st_kb; k <= st_ke; ++k) {
      st_q0_m2_r0_c0 = st_q0_m1_r0_c0;
      st_q0_m1_r0_c0 = st_q0_0_r0_c0;
      st_q0_0_r0_c0 = st_q0_1_r0_c0;
      st_q0_1_r0_c0 = st_q0_2_r0_c0;
      st_q0_m2_r0_c1 = st_q0_m1_r0_c1;
      st_q0_m1_r0_c1 = st_q0_0_r0_c1;
      st_q0_0_r0_c1 = st_q0_1_r0_c1;
      st_q0_1_r0_c1 = st_q0_2_r0_c1;
      st_q0_m2_r1_c0 = st_q0_m1_r1_c0;
      st_q0_m1_r1_c0 = st_q0_0_r1_c0;
      st_q0_0_r1_c0 = st_q0_1_r1_c0;
      st_q0_1_r1_c0 = st_q0_2_r1_c0;
      st_q0_m2_r1_c1 = st_q0_m1_r1_c1;
      st_q0_m1_r1_c1 = st_q0_0_r1_c1;
      st_q0_0_r1_c1 = st_q0_1_r1_c1;
      st_q0_1_r1_c1 = st_q0_2_r1_c1;
      st_q0_m2_r2_c0 = st_q0_m1_r2_c0;
      st_q0_m1_r2_c0 = st_q0_0_r2_c0;
      st_q0_0_r2_c0 = st_q0_1_r2_c0;
      st_q0_1_r2_c0 = st_q0_2_r2_c0;
      st_q0_m2_r2_c1 = st_q0_m1_r2_c1;
      st_q0_m1_r2_c1 = st_q0_0_r2_c1;
      st_q0_0_r2_c1 = st_q0_1_r2_c1;
      st_q0_1_r2_c1 = st_q0_2_r2_c1;
      st_q0_m2_r3_c0 = st_q0_m1_r3_c0;
      st_q0_m1_r3_c0 = st_q0_0_r3_c0;
      st_q0_0_r3_c0 = st_q0_1_r3_c0;
      st_q0_1_r3_c0 = st_q0_2_r3_c0;
      st_q0_m2_r3_c1 = st_q0_m1_r3_c1;
      st_q0_m1_r3_c1 = st_q0_0_r3_c1;
      st_q0_0_r3_c1 = st_q0_1_r3_c1;
      st_q0_1_r3_c1 = st_q0_2_r3_c1;
      if (k + 2 <= st_ke) {
        if (st_full0) {
          const double *st_b_5 = &u[((st_o0 - 2) + 1) + ((st_o1 - 2) + 1) * u_s1 + (k + 5) * u_s2];
          const ptrdiff_t st_rs_5 = &u[((st_o0 - 2) + 1) + (((st_o1 - 2) + 1) + 1) * u_s1 + (k + 5) * u_s2] - st_b_5;
          const int st_fr_5 = st_tid / 130, st_fc_5 = (st_tid - st_fr_5 * 130) * 2;
          if (st_fr_5 < 1) {
            #pragma unroll
            for (int st_m_5 = 0; st_m_5 < 12; ++st_m_5) {
              __pipeline_memcpy_async(&st_s0[((st_it + 4) % 6)][st_fr_5 + st_m_5 * 1][st_fc_5], st_b_5 + st_fc_5 + (ptrdiff_t)(st_fr_5 + st_m_5 * 1) * st_rs_5, 16);
            }
          }
        } else if (st_al0) {
          for (int st_e_9 = st_tid; st_e_9 < 1560; st_e_9 += 256) {
            const int st_cy_9 = st_e_9 / 130, st_cx_9 = (st_e_9 - st_cy_9 * 130) * 2;
            const int st_gy_9 = st_o1 - 2 + st_cy_9;
            const int st_gx_9 = st_o0 - 2 + st_cx_9;
            if (st_gy_9 >= st_lo1 - 2 && st_gy_9 <= st_hi1 + 2) {
              if (st_gx_9 >= st_lo0 - 2 && (st_gx_9 + 1) <= st_hi0 + 2) {
                __pipeline_memcpy_async(&st_s0[((st_it + 4) % 6)][st_cy_9][st_cx_9], &u[(st_gx_9 + 1) + (st_gy_9 + 1) * u_s1 + (k + 5) * u_s2], 16);
              } else {
                for (int st_t_5 = 0; st_t_5 < 2; ++st_t_5) {
                  if ((st_gx_9 + st_t_5) >= st_lo0 - 2 && (st_gx_9 + st_t_5) <= st_hi0 + 2) __pipeline_memcpy_async(&st_s0[((st_it + 4) % 6)][st_cy_9][st_cx_9 + st_t_5], &u[((st_gx_9 + st_t_5) + 1) + (st_gy_9 + 1) * u_s1 + (k + 5) * u_s2], sizeof(double));
                }
              }
            }
          }
        } else {
          for (int st_e_10 = st_tid; st_e_10 < 3120; st_e_10 += 256) {
            const int st_cy_10 = st_e_10 / 260, st_cx_10 = (st_e_10 - st_cy_10 * 260);
            const int st_gy_10 = st_o1 - 2 + st_cy_10;
            const int st_gx_10 = st_o0 - 2 + st_cx_10;
            if (st_gx_10 >= st_lo0 - 2 && st_gx_10 <= st_hi0 + 2 && st_gy_10 >= st_lo1 - 2 && st_gy_10 <= st_hi1 + 2) __pipeline_memcpy_async(&st_s0[((st_it + 4) % 6)][st_cy_10][st_cx_10], &u[(st_gx_10 + 1) + (st_gy_10 + 1) * u_s1 + (k + 5) * u_s2], sizeof(double));
          }
        }
      }
      __pipeline_commit();
      __pipeline_wait_prior(2);
      __syncthreads();
      st_q0_2_r0_c0 = st_s0[((st_it + 2) % 6)][st_ty * 4 + 2][st_tx * 2 + 2];
      st_q0_2_r0_c1 = st_s0[((st_it + 2) % 6)][st_ty * 4 + 2][st_tx * 2 + 3];
      st_q0_2_r1_c0 = st_s0[((st_it + 2) % 6)][st_ty * 4 + 3][st_tx * 2 + 2];
      st_q0_2_r1_c1 = st_s0[((st_it + 2) % 6)][st_ty * 4 + 3][st_tx * 2 + 3];
      st_q0_2_r2_c0 = st_s0[((st_it + 2) % 6)][st_ty * 4 + 4][st_tx * 2 + 2];
      st_q0_2_r2_c1 = st_s0[((st_it + 2) % 6)][st_ty * 4 + 4][st_tx * 2 + 3];
      st_q0_2_r3_c0 = st_s0[((st_it + 2) % 6)][st_ty * 4 + 5][st_tx * 2 + 2];
      st_q0_2_r3_c1 = st_s0[((st_it + 2) % 6)][st_ty * 4 + 5][st_tx * 2 + 3];
      double st_a_r0_c0 = (c0 * st_q0_0_r0_c0) + c1 * st_q0_m1_r0_c0 + c1 * st_q0_1_r0_c0 + c2 * st_q0_m2_r0_c0 + c2 * st_q0_2_r0_c0;
      double st_a_r0_c1 = (c0 * st_q0_0_r0_c1) + c1 * st_q0_m1_r0_c1 + c1 * st_q0_1_r0_c1 + c2 * st_q0_m2_r0_c1 + c2 * st_q0_2_r0_c1;
      double st_a_r1_c0 = (c0 * st_q0_0_r1_c0) + c1 * st_q0_m1_r1_c0 + c1 * st_q0_1_r1_c0 + c2 * st_q0_m2_r1_c0 + c2 * st_q0_2_r1_c0;
      double st_a_r1_c1 = (c0 * st_q0_0_r1_c1) + c1 * st_q0_m1_r1_c1 + c1 * st_q0_1_r1_c1 + c2 * st_q0_m2_r1_c1 + c2 * st_q0_2_r1_c1;
      double st_a_r2_c0 = (c0 * st_q0_0_r2_c0) + c1 * st_q0_m1_r2_c0 + c1 * st_q0_1_r2_c0 + c2 * st_q0_m2_r2_c0 + c2 * st_q0_2_r2_c0;
      double st_a_r2_c1 = (c0 * st_q0_0_r2_c1) + c1 * st_q0_m1_r2_c1 + c1 * st_q0_1_r2_c1 + c2 * st_q0_m2_r2_c1 + c2 * st_q0_2_r2_c1;
      double st_a_r3_c0 = (c0 * st_q0_0_r3_c0) + c1 * st_q0_m1_r3_c0 + c1 * st_q0_1_r3_c0 + c2 * st_q0_m2_r3_c0 + c2 * st_q0_2_r3_c0;
      double st_a_r3_c1 = (c0 * st_q0_0_r3_c1) + c1 * st_q0_m1_r3_c1 + c1 * st_q0_1_r3_c1 + c2 * st_q0_m2_r3_c1 + c2 * st_q0_2_r3_c1;
      {
        const double2 st_v0_0_0_1 = *reinterpret_cast<const double2 *>(&st_s0[((st_it + 0) % 6)][st_ty * 4 + 0][st_tx * 2 + 2]);
        st_a_r0_c0 += c2 * st_v0_0_0_1.x;
        st_a_r0_c1 += c2 * st_v0_0_0_1.y;
      }
      {
        const double2 st_v0_0_1_1 = *reinterpret_cast<const double2 *>(&st_s0[((st_it + 0) % 6)][st_ty * 4 + 1][st_tx * 2 + 2]);
        st_a_r0_c0 += c1 * st_v0_0_1_1.x;
        st_a_r0_c1 += c1 * st_v0_0_1_1.y;
        st_a_r1_c0 += c2 * st_v0_0_1_1.x;
        st_a_r1_c1 += c2 * st_v0_0_1_1.y;
      }
      {
        const double2 st_v0_0_2_0 = *reinterpret_cast<const double2 *>(&st_s0[((st_it + 0) % 6)][st_ty * 4 + 2][st_tx * 2 + 0]);
        const double2 st_v0_0_2_1 = *reinterpret_cast<const double2 *>(&st_s0[((st_it + 0) % 6)][st_ty * 4 + 2][st_tx * 2 + 2]);
        const double2 st_v0_0_2_2 = *reinterpret_cast<const double2 *>(&st_s0[((st_it + 0) % 6)][st_ty * 4 + 2][st_tx * 2 + 4]);
        st_a_r0_c0 += c1 * st_v0_0_2_0.y;
        st_a_r0_c0 += c1 * st_v0_0_2_1.y;
        st_a_r0_c0 += c2 * st_v0_0_2_0.x;
        st_a_r0_c0 += c2 * st_v0_0_2_2.x;
        st_a_r0_c1 += c1 * st_v0_0_2_1.x;
        st_a_r0_c1 += c1 * st_v0_0_2_2.x;
        st_a_r0_c1 += c2 * st_v0_0_2_0.y;
        st_a_r0_c1 += c2 * st_v0_0_2_2.y;
        st_a_r1_c0 += c1 * st_v0_0_2_1.x;
        st_a_r1_c1 += c1 * st_v0_0_2_1.y;
        st_a_r2_c0 += c2 * st_v0_0_2_1.x;
        st_a_r2_c1 += c2 * st_v0_0_2_1.y;
      }
      {
        const double2 st_v0_0_3_0 = *reinterpret_cast<const double2 *>(&st_s0[((st_it + 0) % 6)][st_ty * 4 + 3][st_tx * 2 + 0]);
        const double2 st_v0_0_3_1 = *reinterpret_cast<const double2 *>(&st_s0[((st_it + 0) % 6)][st_ty * 4 + 3][st_tx * 2 + 2]);
        const double2 st_v0_0_3_2 = *reinterpret_cast<const double2 *>(&st_s0[((st_it + 0) % 6)][st_ty * 4 + 3][st_tx * 2 + 4]);
        st_a_r0_c0 += c1 * st_v0_0_3_1.x;
        st_a_r0_c1 += c1 * st_v0_0_3_1.y;
        st_a_r1_c0 += c1 * st_v0_0_3_0.y;
        st_a_r1_c0 += c1 * st_v0_0_3_1.y;
        st_a_r1_c0 += c2 * st_v0_0_3_0.x;
        st_a_r1_c0 += c2 * st_v0_0_3_2.x;
        st_a_r1_c1 += c1 * st_v0_0_3_1.x;
        st_a_r1_c1 += c1 * st_v0_0_3_2.x;
        st_a_r1_c1 += c2 * st_v0_0_3_0.y;
        st_a_r1_c1 += c2 * st_v0_0_3_2.y;
        st_a_r2_c0 += c1 * st_v0_0_3_1.x;
        st_a_r2_c1 += c1 * st_v0_0_3_1.y;
        st_a_r3_c0 += c2 * st_v0_0_3_1.x;
        st_a_r3_c1 += c2 * st_v0_0_3_1.y;
      }
      {
        const double2 st_v0_0_4_0 = *reinterpret_cast<const double2 *>(&st_s0[((st_it + 0) % 6)][st_ty * 4 + 4][st_tx * 2 + 0]);
        const double2 st_v0_0_4_1 = *reinterpret_cast<const double2 *>(&st_s0[((st_it + 0) % 6)][st_ty * 4 + 4][st_tx * 2 + 2]);
        const double2 st_v0_0_4_2 = *reinterpret_cast<const double2 *>(&st_s0[((st_it + 0) % 6)][st_ty * 4 + 4][st_tx * 2 + 4]);
        st_a_r0_c0 += c2 * st_v0_0_4_1.x;
        st_a_r0_c1 += c2 * st_v0_0_4_1.y;
        st_a_r1_c0 += c1 * st_v0_0_4_1.x;
        st_a_r1_c1 += c1 * st_v0_0_4_1.y;
        st_a_r2_c0 += c1 * st_v0_0_4_0.y;
        st_a_r2_c0 += c1 * st_v0_0_4_1.y;
        st_a_r2_c0 += c2 * st_v0_0_4_0.x;
        st_a_r2_c0 += c2 * st_v0_0_4_2.x;
        st_a_r2_c1 += c1 * st_v0_0_4_1.x;
        st_a_r2_c1 += c1 * st_v0_0_4_2.x;
        st_a_r2_c1 += c2 * st_v0_0_4_0.y;
        st_a_r2_c1 += c2 * st_v0_0_4_2.y;
        st_a_r3_c0 += c1 * st_v0_0_4_1.x;
        st_a_r3_c1 += c1 * st_v0_0_4_1.y;
      }
      {
        const double2 st_v0_0_5_0 = *reinterpret_cast<const double2 *>(&st_s0[((st_it + 0) % 6)][st_ty * 4 + 5][st_tx * 2 + 0]);
        const double2 st_v0_0_5_1 = *reinterpret_cast<const double2 *>(&st_s0[((st_it + 0) % 6)][st_ty * 4 + 5][st_tx * 2 + 2]);
        const double2 st_v0_0_5_2 = *reinterpret_cast<const double2 *>(&st_s0[((st_it + 0) % 6)][st_ty * 4 + 5][st_tx * 2 + 4]);
        st_a_r1_c0 += c2 * st_v0_0_5_1.x;
        st_a_r1_c1 += c2 * st_v0_0_5_1.y;
        st_a_r2_c0 += c1 * st_v0_0_5_1.x;
        st_a_r2_c1 += c1 * st_v0_0_5_1.y;
        st_a_r3_c0 += c1 * st_v0_0_5_0.y;
        st_a_r3_c0 += c1 * st_v0_0_5_1.y;
        st_a_r3_c0 += c2 * st_v0_0_5_0.x;
        st_a_r3_c0 += c2 * st_v0_0_5_2.x;
        st_a_r3_c1 += c1 * st_v0_0_5_1.x;
        st_a_r3_c1 += c1 * st_v0_0_5_2.x;
        st_a_r3_c1 += c2 * st_v0_0_5_0.y;
        st_a_r3_c1 += c2 * st_v0_0_5_2.y;
      }
      {
        const double2 st_v0_0_6_1 = *reinterpret_cast<const double2 *>(&st_s0[((st_it + 0) % 6)][st_ty * 4 + 6][st_tx * 2 + 2]);
        st_a_r2_c0 += c2 * st_v0_0_6_1.x;
        st_a_r2_c1 += c2 * st_v0_0_6_1.y;
        st_a_r3_c0 += c1 * st_v0_0_6_1.x;
        st_a_r3_c1 += c1 * st_v0_0_6_1.y;
      }
      {
        const double2 st_v0_0_7_1 = *reinterpret_cast<const double2 *>(&st_s0[((st_it + 0) % 6)][st_ty * 4 + 7][st_tx * 2 + 2]);
        st_a_r3_c0 += c2 * st_v0_0_7_1.x;
        st_a_r3_c1 += c2 * st_v0_0_7_1.y;
      }
      j = st_y0;
      if (st_in0) {
        i = st_x0;
        double *st_w = &unew[(i + 1) + (j + 1) * unew_s1 + (k + 1) * unew_s2];
        if (st_x1 <= st_hi0 && ((uintptr_t)st_w & 15) == 0) {
          *reinterpret_cast<double2 *>(st_w) = make_double2(st_a_r0_c0, st_a_r0_c1);
        } else {
          st_w[0] = st_a_r0_c0;
          if (st_x1 <= st_hi0) st_w[1] = st_a_r0_c1;
        }
        j = st_y1;
        if (st_in1) {
          i = st_x0;
          double *st_w_2 = &unew[(i + 1) + (j + 1) * unew_s1 + (k + 1) * unew_s2];
          if (st_x1 <= st_hi0 && ((uintptr_t)st_w_2 & 15) == 0) {
            *reinterpret_cast<double2 *>(st_w_2) = make_double2(st_a_r1_c0, st_a_r1_c1);
          } else {
            st_w_2[0] = st_a_r1_c0;
            if (st_x1 <= st_hi0) st_w_2[1] = st_a_r1_c1;
          }
          j = st_y2;
          if (st_in2) {
            i = st_x0;
            double *st_w_3 = &unew[(i + 1) + (j + 1) * unew_s1 + (k + 1) * unew_s2];
            if (st_x1 <= st_hi0 && ((uintptr_t)st_w_3 & 15) == 0) {
              *reinterpret_cast<double2 *>(st_w_3) = make_double2(st_a_r2_c0, st_a_r2_c1);
            } else {
              st_w_3[0] = st_a_r2_c0;
              if (st_x1 <= st_hi0) st_w_3[1] = st_a_r2_c1;
            }
            j = st_y3;
            if (st_in3) {
              i = st_x0;
              double *st_w_4 = &unew[(i + 1) + (j + 1) * unew_s1 + (k + 1) * unew_s2];
              if (st_x1 <= st_hi0 && ((uintptr_t)st_w_4 & 15) == 0) {
                *reinterpret_cast<double2 *>(st_w_4) = make_double2(st_a_r3_c0, st_a_r3_c1);
              } else {
                st_w_4[0] = st_a_r3_c0;
                if (st_x1 <= st_hi0) st_w_4[1] = st_a_r3_c1;
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
extern "C" int star13_device(int32_t nx, int32_t ny, int32_t nz, double c0, double c1, double c2, const double *restrict u, double *restrict unew)
{
  {
    const ptrdiff_t st_n0 = (ptrdiff_t)nx;
    const ptrdiff_t st_n1 = (ptrdiff_t)ny;
    const ptrdiff_t st_n2 = (ptrdiff_t)nz;
    if (st_n0 <= 0 || st_n1 <= 0 || st_n2 <= 0) goto st_next0;
    const ptrdiff_t st_gx = (st_n0 + 255) / 256, st_gy = (st_n1 + 7) / 8, st_gz = (st_n2 + 127) / 128;
    if (st_gx > 2147483647 || st_gy > 65535 || st_gz > 65535) return (int)cudaErrorInvalidConfiguration;
    {
      cudaError_t st_e = cudaFuncSetAttribute(st_star13_kernel0, cudaFuncAttributeMaxDynamicSharedMemorySize, 149760);
      if (st_e != cudaSuccess) return (int)st_e;
    }
    st_star13_kernel0<<<dim3((unsigned)st_gx, (unsigned)st_gy, (unsigned)st_gz), dim3(128, 2, 1), 149760>>>(nx, ny, nz, c0, c1, c2, u, unew);
    {
      cudaError_t st_e = cudaGetLastError();
      if (st_e != cudaSuccess) return (int)st_e;
    }
  }
  st_next0:;
  return 0;
}

/* Device buffers kept between calls of star13_host, grown as needed. */
static void *st_buffer_star13[2];
static size_t st_capacity_star13[2];

static cudaError_t st_reserve_star13(int which, size_t bytes)
{
  if (st_capacity_star13[which] >= bytes && st_buffer_star13[which] != NULL) return cudaSuccess;
  if (st_buffer_star13[which] != NULL) cudaFree(st_buffer_star13[which]);
  st_buffer_star13[which] = NULL;
  st_capacity_star13[which] = 0;
  cudaError_t e = cudaMalloc(&st_buffer_star13[which], bytes > 0 ? bytes : 1);
  if (e == cudaSuccess) st_capacity_star13[which] = bytes;
  return e;
}

#define ST_TRY(call) do { cudaError_t st_e_ = (call); if (st_e_ != cudaSuccess) return (int)st_e_; } while (0)

/* Host pointers: copies every array to the device, runs the kernels, copies the arrays
   the subroutine writes back. Returns 0 or the CUDA error code. Not thread-safe. */
extern "C" int star13_host(int32_t nx, int32_t ny, int32_t nz, double c0, double c1, double c2, const double *restrict u, double *restrict unew)
{
  const size_t st_bytes0 = (size_t)(((ptrdiff_t)nx + 4) * ((ptrdiff_t)ny + 4) * ((ptrdiff_t)nz + 4)) * sizeof(double);
  ST_TRY(st_reserve_star13(0, st_bytes0));
  ST_TRY(cudaMemcpy(st_buffer_star13[0], u, st_bytes0, cudaMemcpyHostToDevice));
  const size_t st_bytes1 = (size_t)(((ptrdiff_t)nx + 4) * ((ptrdiff_t)ny + 4) * ((ptrdiff_t)nz + 4)) * sizeof(double);
  ST_TRY(st_reserve_star13(1, st_bytes1));
  ST_TRY(cudaMemcpy(st_buffer_star13[1], unew, st_bytes1, cudaMemcpyHostToDevice));
  ST_TRY((cudaError_t)star13_device(nx, ny, nz, c0, c1, c2, (const double *)st_buffer_star13[0], (double *)st_buffer_star13[1]));
  ST_TRY(cudaDeviceSynchronize());
  ST_TRY(cudaMemcpy(unew, st_buffer_star13[1], st_bytes1, cudaMemcpyDeviceToHost));
  return 0;
}

/* Host pointers; a CUDA error is printed and ends the program. */
extern "C" void star13(int32_t nx, int32_t ny, int32_t nz, double c0, double c1, double c2, const double *restrict u, double *restrict unew)
{
  int st_e = star13_host(nx, ny, nz, c0, c1, c2, u, unew);
  if (st_e != 0) {
    fprintf(stderr, "star13: CUDA error %d: %s\n", st_e, cudaGetErrorString((cudaError_t)st_e));
    abort();
  }
}

/* gfortran's convention: every argument by reference. */
extern "C" void star13_(const int32_t *nx, const int32_t *ny, const int32_t *nz, const double *c0, const double *c1, const double *c2, const double *u, double *unew)
{
  star13(*nx, *ny, *nz, *c0, *c1, *c2, u, unew);
}

/* The CPU library's first-touch initialiser, for callers of either library: zeroes the
   host arrays (device buffers are placed by the driver). */
extern "C" void star13_first_touch(int32_t nx, int32_t ny, int32_t nz, double c0, double c1, double c2, double *restrict u, double *restrict unew)
{
  memset(u, 0, (size_t)(((ptrdiff_t)nx + 4) * ((ptrdiff_t)ny + 4) * ((ptrdiff_t)nz + 4)) * sizeof(double));
  memset(unew, 0, (size_t)(((ptrdiff_t)nx + 4) * ((ptrdiff_t)ny + 4) * ((ptrdiff_t)nz + 4)) * sizeof(double));
  (void)nx;
  (void)ny;
  (void)nz;
  (void)c0;
  (void)c1;
  (void)c2;
}

/* The variant a call runs: this file holds one. */
extern "C" int star13_variant(int32_t nx, int32_t ny, int32_t nz)
{
  (void)nx;
  (void)ny;
  (void)nz;
  return 1;
}
