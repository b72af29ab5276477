/* Subroutine upwind for CUDA, printed by stenciltune.
   Variant: TX=32 TY=8 RY=2 ZB=128 STREAM=0 SMEM=2 PIPE=2 RO=0 LB=1 UNROLL=2.
   Arrays keep Fortran's column-major order and lower bounds. Entry points:
   upwind (host pointers; aborts on a CUDA error), upwind_host (host pointers; returns the
   CUDA error code), upwind_device (device pointers; launches on the default stream),
   upwind_ (gfortran's convention: every argument by reference). */
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

/* Nest 1 (line 16). */
__global__ __launch_bounds__(256) void st_upwind_kernel0(int32_t nx, int32_t ny, int32_t nz,
                                                         double cx, double cy, double cz,
                                                         const double *restrict u,
                                                         const double *restrict v,
                                                         const double *restrict w,
                                                         const double *restrict q,
                                                         double *restrict qnew)
{
  const ptrdiff_t u_s1 = (ptrdiff_t)nx;
  const ptrdiff_t u_s2 = u_s1 * ((ptrdiff_t)ny);
  const ptrdiff_t v_s1 = (ptrdiff_t)nx;
  const ptrdiff_t v_s2 = v_s1 * ((ptrdiff_t)ny);
  const ptrdiff_t w_s1 = (ptrdiff_t)nx;
  const ptrdiff_t w_s2 = w_s1 * ((ptrdiff_t)ny);
  const ptrdiff_t q_s1 = (ptrdiff_t)nx + 2;
  const ptrdiff_t q_s2 = q_s1 * ((ptrdiff_t)ny + 2);
  const ptrdiff_t qnew_s1 = (ptrdiff_t)nx + 2;
  const ptrdiff_t qnew_s2 = qnew_s1 * ((ptrdiff_t)ny + 2);
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
    const int st_o0 = st_lo0 + (int)blockIdx.x * 32;
    i = st_o0 + st_tx;
    const int st_o1 = st_lo1 + (int)blockIdx.y * 16;
    const int st_y0 = st_o1 + st_ty * 2 + 0;
    const int st_y1 = st_o1 + st_ty * 2 + 1;
    const bool st_in0 = i <= st_hi0 && st_y0 <= st_hi1;
    const bool st_in1 = i <= st_hi0 && st_y1 <= st_hi1;
    const int st_kb = st_lo2 + (int)blockIdx.z * 128;
    const int st_ke = min(st_kb + 127, st_hi2);
    extern __shared__ __align__(16) unsigned char st_smem[];
    const int st_tid = st_tx + st_ty * 32;
    double (*st_s0)[18][34] = reinterpret_cast<double (*)[18][34]>(st_smem + 0);
    double (*st_s1)[16][32] = reinterpret_cast<double (*)[16][32]>(st_smem + 29376);
    double (*st_s2)[16][32] = reinterpret_cast<double (*)[16][32]>(st_smem + 45760);
    double (*st_s3)[16][32] = reinterpret_cast<double (*)[16][32]>(st_smem + 62144);
    int st_it = 0;
    const bool st_al0 = (((uintptr_t)&q[((st_o0 - 1)) + ((st_o1 - 1)) * q_s1 + (st_kb - 1) * q_s2] | (uintptr_t)&q[((st_o0 - 1)) + ((st_o1 - 1 + 1)) * q_s1 + (st_kb - 1) * q_s2] | (uintptr_t)&q[((st_o0 - 1)) + ((st_o1 - 1)) * q_s1 + st_kb * q_s2]) & 15) == 0;
    const bool st_al1 = (((uintptr_t)&u[((st_o0 - 0) - 1) + ((st_o1 - 0) - 1) * u_s1 + (st_kb - 1) * u_s2] | (uintptr_t)&u[((st_o0 - 0) - 1) + ((st_o1 - 0 + 1) - 1) * u_s1 + (st_kb - 1) * u_s2] | (uintptr_t)&u[((st_o0 - 0) - 1) + ((st_o1 - 0) - 1) * u_s1 + st_kb * u_s2]) & 15) == 0;
    const bool st_al2 = (((uintptr_t)&v[((st_o0 - 0) - 1) + ((st_o1 - 0) - 1) * v_s1 + (st_kb - 1) * v_s2] | (uintptr_t)&v[((st_o0 - 0) - 1) + ((st_o1 - 0 + 1) - 1) * v_s1 + (st_kb - 1) * v_s2] | (uintptr_t)&v[((st_o0 - 0) - 1) + ((st_o1 - 0) - 1) * v_s1 + st_kb * v_s2]) & 15) == 0;
    const bool st_al3 = (((uintptr_t)&w[((st_o0 - 0) - 1) + ((st_o1 - 0) - 1) * w_s1 + (st_kb - 1) * w_s2] | (uintptr_t)&w[((st_o0 - 0) - 1) + ((st_o1 - 0 + 1) - 1) * w_s1 + (st_kb - 1) * w_s2] | (uintptr_t)&w[((st_o0 - 0) - 1) + ((st_o1 - 0) - 1) * w_s1 + st_kb * w_s2]) & 15) == 0;
    {
      if (st_al0) {
        for (int st_e = st_tid; st_e < 306; st_e += 256) {
          const int st_cy = st_e / 17, st_cx = (st_e - st_cy * 17) * 2;
          const int st_gy = st_o1 - 1 + st_cy;
          const int st_gx = st_o0 - 1 + st_cx;
          if (st_gy >= st_lo1 - 1 && st_gy <= st_hi1 + 1) {
            if (st_gx >= st_lo0 - 1 && (st_gx + 1) <= st_hi0 + 1) {
              __pipeline_memcpy_async(&st_s0[0][st_cy][st_cx], &q[st_gx + st_gy * q_s1 + (st_kb - 1) * q_s2], 16);
            } else {
              for (int st_t = 0; st_t < 2; ++st_t) {
                if ((st_gx + st_t) >= st_lo0 - 1 && (st_gx + st_t) <= st_hi0 + 1) __pipeline_memcpy_async(&st_s0[0][st_cy][st_cx + st_t], &q[((st_gx + st_t)) + st_gy * q_s1 + (st_kb - 1) * q_s2], sizeof(double));
              }
            }
          }
        }
      } else {
        for (int st_e_2 = st_tid; st_e_2 < 612; st_e_2 += 256) {
          const int st_cy_2 = st_e_2 / 34, st_cx_2 = (st_e_2 - st_cy_2 * 34);
          const int st_gy_2 = st_o1 - 1 + st_cy_2;
          const int st_gx_2 = st_o0 - 1 + st_cx_2;
          if (st_gx_2 >= st_lo0 - 1 && st_gx_2 <= st_hi0 + 1 && st_gy_2 >= st_lo1 - 1 && st_gy_2 <= st_hi1 + 1) __pipeline_memcpy_async(&st_s0[0][st_cy_2][st_cx_2], &q[st_gx_2 + st_gy_2 * q_s1 + (st_kb - 1) * q_s2], sizeof(double));
        }
      }
    }
    __pipeline_commit();
    {
      if (st_al0) {
        for (int st_e_3 = st_tid; st_e_3 < 306; st_e_3 += 256) {
          const int st_cy_3 = st_e_3 / 17, st_cx_3 = (st_e_3 - st_cy_3 * 17) * 2;
          const int st_gy_3 = st_o1 - 1 + st_cy_3;
          const int st_gx_3 = st_o0 - 1 + st_cx_3;
          if (st_gy_3 >= st_lo1 - 1 && st_gy_3 <= st_hi1 + 1) {
            if (st_gx_3 >= st_lo0 - 1 && (st_gx_3 + 1) <= st_hi0 + 1) {
              __pipeline_memcpy_async(&st_s0[1][st_cy_3][st_cx_3], &q[st_gx_3 + st_gy_3 * q_s1 + st_kb * q_s2], 16);
            } else {
              for (int st_t_2 = 0; st_t_2 < 2; ++st_t_2) {
                if ((st_gx_3 + st_t_2) >= st_lo0 - 1 && (st_gx_3 + st_t_2) <= st_hi0 + 1) __pipeline_memcpy_async(&st_s0[1][st_cy_3][st_cx_3 + st_t_2], &q[((st_gx_3 + st_t_2)) + st_gy_3 * q_s1 + st_kb * q_s2], sizeof(double));
              }
            }
          }
        }
      } else {
        for (int st_e_4 = st_tid; st_e_4 < 612; st_e_4 += 256) {
          const int st_cy_4 = st_e_4 / 34, st_cx_4 = (st_e_4 - st_cy_4 * 34);
          const int st_gy_4 = st_o1 - 1 + st_cy_4;
          const int st_gx_4 = st_o0 - 1 + st_cx_4;
          if (st_gx_4 >= st_lo0 - 1 && st_gx_4 <= st_hi0 + 1 && st_gy_4 >= st_lo1 - 1 && st_gy_4 <= st_hi1 + 1) __pipeline_memcpy_async(&st_s0[1][st_cy_4][st_cx_4], &q[st_gx_4 + st_gy_4 * q_s1 + st_kb * q_s2], sizeof(double));
        }
      }
    }
    __pipeline_commit();
    {
      if (st_al0) {
        for (int st_e_5 = st_tid; st_e_5 < 306; st_e_5 += 256) {
          const int st_cy_5 = st_e_5 / 17, st_cx_5 = (st_e_5 - st_cy_5 * 17) * 2;
          const int st_gy_5 = st_o1 - 1 + st_cy_5;
          const int st_gx_5 = st_o0 - 1 + st_cx_5;
          if (st_gy_5 >= st_lo1 - 1 && st_gy_5 <= st_hi1 + 1) {
            if (st_gx_5 >= st_lo0 - 1 && (st_gx_5 + 1) <= st_hi0 + 1) {
              __pipeline_memcpy_async(&st_s0[2][st_cy_5][st_cx_5], &q[st_gx_5 + st_gy_5 * q_s1 + (st_kb + 1) * q_s2], 16);
            } else {
              for (int st_t_3 = 0; st_t_3 < 2; ++st_t_3) {
                if ((st_gx_5 + st_t_3) >= st_lo0 - 1 && (st_gx_5 + st_t_3) <= st_hi0 + 1) __pipeline_memcpy_async(&st_s0[2][st_cy_5][st_cx_5 + st_t_3], &q[((st_gx_5 + st_t_3)) + st_gy_5 * q_s1 + (st_kb + 1) * q_s2], sizeof(double));
              }
            }
          }
        }
      } else {
        for (int st_e_6 = st_tid; st_e_6 < 612; st_e_6 += 256) {
          const int st_cy_6 = st_e_6 / 34, st_cx_6 = (st_e_6 - st_cy_6 * 34);
          const int st_gy_6 = st_o1 - 1 + st_cy_6;
          const int st_gx_6 = st_o0 - 1 + st_cx_6;
          if (st_gx_6 >= st_lo0 - 1 && st_gx_6 <= st_hi0 + 1 && st_gy_6 >= st_lo1 - 1 && st_gy_6 <= st_hi1 + 1) __pipeline_memcpy_async(&st_s0[2][st_cy_6][st_cx_6], &q[st_gx_6 + st_gy_6 * q_s1 + (st_kb + 1) * q_s2], sizeof(double));
        }
      }
    }
    {
      if (st_al1) {
        for (int st_e_7 = st_tid; st_e_7 < 256; st_e_7 += 256) {
          const int st_cy_7 = st_e_7 / 16, st_cx_7 = (st_e_7 - st_cy_7 * 16) * 2;
          const int st_gy_7 = st_o1 - 0 + st_cy_7;
          const int st_gx_7 = st_o0 - 0 + st_cx_7;
          if (st_gy_7 >= st_lo1 - 0 && st_gy_7 <= st_hi1 + 0) {
            if (st_gx_7 >= st_lo0 - 0 && (st_gx_7 + 1) <= st_hi0 + 0) {
              __pipeline_memcpy_async(&st_s1[0][st_cy_7][st_cx_7], &u[(st_gx_7 - 1) + (st_gy_7 - 1) * u_s1 + (st_kb - 1) * u_s2], 16);
            } else {
              for (int st_t_4 = 0; st_t_4 < 2; ++st_t_4) {
                if ((st_gx_7 + st_t_4) >= st_lo0 - 0 && (st_gx_7 + st_t_4) <= st_hi0 + 0) __pipeline_memcpy_async(&st_s1[0][st_cy_7][st_cx_7 + st_t_4], &u[((st_gx_7 + st_t_4) - 1) + (st_gy_7 - 1) * u_s1 + (st_kb - 1) * u_s2], sizeof(double));
              }
            }
          }
        }
      } else {
        for (int st_e_8 = st_tid; st_e_8 < 512; st_e_8 += 256) {
          const int st_cy_8 = st_e_8 / 32, st_cx_8 = (st_e_8 - st_cy_8 * 32);
          const int st_gy_8 = st_o1 - 0 + st_cy_8;
          const int st_gx_8 = st_o0 - 0 + st_cx_8;
          if (st_gx_8 >= st_lo0 - 0 && st_gx_8 <= st_hi0 + 0 && st_gy_8 >= st_lo1 - 0 && st_gy_8 <= st_hi1 + 0) __pipeline_memcpy_async(&st_s1[0][st_cy_8][st_cx_8], &u[(st_gx_8 - 1) + (st_gy_8 - 1) * u_s1 + (st_kb - 1) * u_s2], sizeof(double));
        }
      }
    }
    {
      if (st_al2) {
        for (int st_e_9 = st_tid; st_e_9 < 256; st_e_9 += 256) {
          const int st_cy_9 = st_e_9 / 16, st_cx_9 = (st_e_9 - st_cy_9 * 16) * 2;
          const int st_gy_9 = st_o1 - 0 + st_cy_9;
          const int st_gx_9 = st_o0 - 0 + st_cx_9;
          if (st_gy_9 >= st_lo1 - 0 && st_gy_9 <= st_hi1 + 0) {
            if (st_gx_9 >= st_lo0 - 0 && (st_gx_9 + 1) <= st_hi0 + 0) {
              __pipeline_memcpy_async(&st_s2[0][st_cy_9][st_cx_9], &v[(st_gx_9 - 1) + (st_gy_9 - 1) * v_s1 + (st_kb - 1) * v_s2], 16);
            } else {
              for (int st_t_5 = 0; st_t_5 < 2; ++st_t_5) {
                if ((st_gx_9 + st_t_5) >= st_lo0 - 0 && (st_gx_9 + st_t_5) <= st_hi0 + 0) __pipeline_memcpy_async(&st_s2[0][st_cy_9][st_cx_9 + st_t_5], &v[((st_gx_9 + st_t_5) - 1) + (st_gy_9 - 1) * v_s1 + (st_kb - 1) * v_s2], sizeof(double));
              }
            }
          }
        }
      } else {
        for (int st_e_10 = st_tid; st_e_10 < 512; st_e_10 += 256) {
          const int st_cy_10 = st_e_10 / 32, st_cx_10 = (st_e_10 - st_cy_10 * 32);
          const int st_gy_10 = st_o1 - 0 + st_cy_10;
          const int st_gx_10 = st_o0 - 0 + st_cx_10;
          if (st_gx_10 >= st_lo0 - 0 && st_gx_10 <= st_hi0 + 0 && st_gy_10 >= st_lo1 - 0 && st_gy_10 <= st_hi1 + 0) __pipeline_memcpy_async(&st_s2[0][st_cy_10][st_cx_10], &v[(st_gx_10 - 1) + (st_gy_10 - 1) * v_s1 + (st_kb - 1) * v_s2], sizeof(double));
        }
      }
    }
    {
      if (st_al3) {
        for (int st_e_11 = st_tid; st_e_11 < 256; st_e_11 += 256) {
          const int st_cy_11 = st_e_11 / 16, st_cx_11 = (st_e_11 - st_cy_11 * 16) * 2;
          const int st_gy_11 = st_o1 - 0 + st_cy_11;
          const int st_gx_11 = st_o0 - 0 + st_cx_11;
          if (st_gy_11 >= st_lo1 - 0 && st_gy_11 <= st_hi1 + 0) {
            if (st_gx_11 >= st_lo0 - 0 && (st_gx_11 + 1) <= st_hi0 + 0) {
              __pipeline_memcpy_async(&st_s3[0][st_cy_11][st_cx_11], &w[(st_gx_11 - 1) + (st_gy_11 - 1) * w_s1 + (st_kb - 1) * w_s2], 16);
            } else {
              for (int st_t_6 = 0; st_t_6 < 2; ++st_t_6) {
                if ((st_gx_11 + st_t_6) >= st_lo0 - 0 && (st_gx_11 + st_t_6) <= st_hi0 + 0) __pipeline_memcpy_async(&st_s3[0][st_cy_11][st_cx_11 + st_t_6], &w[((st_gx_11 + st_t_6) - 1) + (st_gy_11 - 1) * w_s1 + (st_kb - 1) * w_s2], sizeof(double));
              }
            }
          }
        }
      } else {
        for (int st_e_12 = st_tid; st_e_12 < 512; st_e_12 += 256) {
          const int st_cy_12 = st_e_12 / 32, st_cx_12 = (st_e_12 - st_cy_12 * 32);
          const int st_gy_12 = st_o1 - 0 + st_cy_12;
          const int st_gx_12 = st_o0 - 0 + st_cx_12;
          if (st_gx_12 >= st_lo0 - 0 && st_gx_12 <= st_hi0 + 0 && st_gy_12 >= st_lo1 - 0 && st_gy_12 <= st_hi1 + 0) __pipeline_memcpy_async(&st_s3[0][st_cy_12][st_cx_12], &w[(st_gx_12 - 1) + (st_gy_12 - 1) * w_s1 + (st_kb - 1) * w_s2], sizeof(double));
        }
      }
    }
    __pipeline_commit();
    if (st_kb + 1 <= st_ke) {
      if (st_al0) {
        for (int st_e_13 = st_tid; st_e_13 < 306; st_e_13 += 256) {
          const int st_cy_13 = st_e_13 / 17, st_cx_13 = (st_e_13 - st_cy_13 * 17) * 2;
          const int st_gy_13 = st_o1 - 1 + st_cy_13;
          const int st_gx_13 = st_o0 - 1 + st_cx_13;
          if (st_gy_13 >= st_lo1 - 1 && st_gy_13 <= st_hi1 + 1) {
            if (st_gx_13 >= st_lo0 - 1 && (st_gx_13 + 1) <= st_hi0 + 1) {
              __pipeline_memcpy_async(&st_s0[3][st_cy_13][st_cx_13], &q[st_gx_13 + st_gy_13 * q_s1 + (st_kb + 2) * q_s2], 16);
            } else {
              for (int st_t_7 = 0; st_t_7 < 2; ++st_t_7) {
                if ((st_gx_13 + st_t_7) >= st_lo0 - 1 && (st_gx_13 + st_t_7) <= st_hi0 + 1) __pipeline_memcpy_async(&st_s0[3][st_cy_13][st_cx_13 + st_t_7], &q[((st_gx_13 + st_t_7)) + st_gy_13 * q_s1 + (st_kb + 2) * q_s2], sizeof(double));
              }
            }
          }
        }
      } else {
        for (int st_e_14 = st_tid; st_e_14 < 612; st_e_14 += 256) {
          const int st_cy_14 = st_e_14 / 34, st_cx_14 = (st_e_14 - st_cy_14 * 34);
          const int st_gy_14 = st_o1 - 1 + st_cy_14;
          const int st_gx_14 = st_o0 - 1 + st_cx_14;
          if (st_gx_14 >= st_lo0 - 1 && st_gx_14 <= st_hi0 + 1 && st_gy_14 >= st_lo1 - 1 && st_gy_14 <= st_hi1 + 1) __pipeline_memcpy_async(&st_s0[3][st_cy_14][st_cx_14], &q[st_gx_14 + st_gy_14 * q_s1 + (st_kb + 2) * q_s2], sizeof(double));
        }
      }
    }
    if (st_kb + 1 <= st_ke) {
      if (st_al1) {
        for (int st_e_15 = st_tid; st_e_15 < 256; st_e_15 += 256) {
          const int st_cy_15 = st_e_15 / 16, st_cx_15 = (st_e_15 - st_cy_15 * 16) * 2;
          const int st_gy_15 = st_o1 - 0 + st_cy_15;
          const int st_gx_15 = st_o0 - 0 + st_cx_15;
          if (st_gy_15 >= st_lo1 - 0 && st_gy_15 <= st_hi1 + 0) {
            if (st_gx_15 >= st_lo0 - 0 && (st_gx_15 + 1) <= st_hi0 + 0) {
              __pipeline_memcpy_async(&st_s1[1][st_cy_15][st_cx_15], &u[(st_gx_15 - 1) + (st_gy_15 - 1) * u_s1 + st_kb * u_s2], 16);
            } else {
              for (int st_t_8 = 0; st_t_8 < 2; ++st_t_8) {
                if ((st_gx_15 + st_t_8) >= st_lo0 - 0 && (st_gx_15 + st_t_8) <= st_hi0 + 0) __pipeline_memcpy_async(&st_s1[1][st_cy_15][st_cx_15 + st_t_8], &u[((st_gx_15 + st_t_8) - 1) + (st_gy_15 - 1) * u_s1 + st_kb * u_s2], sizeof(double));
              }
            }
          }
        }
      } else {
        for (int st_e_16 = st_tid; st_e_16 < 512; st_e_16 += 256) {
          const int st_cy_16 = st_e_16 / 32, st_cx_16 = (st_e_16 - st_cy_16 * 32);
          const int st_gy_16 = st_o1 - 0 + st_cy_16;
          const int st_gx_16 = st_o0 - 0 + st_cx_16;
          if (st_gx_16 >= st_lo0 - 0 && st_gx_16 <= st_hi0 + 0 && st_gy_16 >= st_lo1 - 0 && st_gy_16 <= st_hi1 + 0) __pipeline_memcpy_async(&st_s1[1][st_cy_16][st_cx_16], &u[(st_gx_16 - 1) + (st_gy_16 - 1) * u_s1 + st_kb * u_s2], sizeof(double));
        }
      }
    }
    if (st_kb + 1 <= st_ke) {
      if (st_al2) {
        for (int st_e_17 = st_tid; st_e_17 < 256; st_e_17 += 256) {
          const int st_cy_17 = st_e_17 / 16, st_cx_17 = (st_e_17 - st_cy_17 * 16) * 2;
          const int st_gy_17 = st_o1 - 0 + st_cy_17;
          const int st_gx_17 = st_o0 - 0 + st_cx_17;
          if (st_gy_17 >= st_lo1 - 0 && st_gy_17 <= st_hi1 + 0) {
            if (st_gx_17 >= st_lo0 - 0 && (st_gx_17 + 1) <= st_hi0 + 0) {
              __pipeline_memcpy_async(&st_s2[1][st_cy_17][st_cx_17], &v[(st_gx_17 - 1) + (st_gy_17 - 1) * v_s1 + st_kb * v_s2], 16);
            } else {
              for (int st_t_9 = 0; st_t_9 < 2; ++st_t_9) {
                if ((st_gx_17 + st_t_9) >= st_lo0 - 0 && (st_gx_17 + st_t_9) <= st_hi0 + 0) __pipeline_memcpy_async(&st_s2[1][st_cy_17][st_cx_17 + st_t_9], &v[((st_gx_17 + st_t_9) - 1) + (st_gy_17 - 1) * v_s1 + st_kb * v_s2], sizeof(double));
              }
            }
          }
        }
      } else {
        for (int st_e_18 = st_tid; st_e_18 < 512; st_e_18 += 256) {
          const int st_cy_18 = st_e_18 / 32, st_cx_18 = (st_e_18 - st_cy_18 * 32);
          const int st_gy_18 = st_o1 - 0 + st_cy_18;
          const int st_gx_18 = st_o0 - 0 + st_cx_18;
          if (st_gx_18 >= st_lo0 - 0 && st_gx_18 <= st_hi0 + 0 && st_gy_18 >= st_lo1 - 0 && st_gy_18 <= st_hi1 + 0) __pipeline_memcpy_async(&st_s2[1][st_cy_18][st_cx_18], &v[(st_gx_18 - 1) + (st_gy_18 - 1) * v_s1 + st_kb * v_s2], sizeof(double));
        }
      }
    }
    if (st_kb + 1 <= st_ke) {
      if (st_al3) {
        for (int st_e_19 = st_tid; st_e_19 < 256; st_e_19 += 256) {
          const int st_cy_19 = st_e_19 / 16, st_cx_19 = (st_e_19 - st_cy_19 * 16) * 2;
          const int st_gy_19 = st_o1 - 0 + st_cy_19;
          const int st_gx_19 = st_o0 - 0 + st_cx_19;
          if (st_gy_19 >= st_lo1 - 0 && st_gy_19 <= st_hi1 + 0) {
            if (st_gx_19 >= st_lo0 - 0 && (st_gx_19 + 1) <= st_hi0 + 0) {
              __pipeline_memcpy_async(&st_s3[1][st_cy_19][st_cx_19], &w[(st_gx_19 - 1) + (st_gy_19 - 1) * w_s1 + st_kb * w_s2], 16);
            } else {
              for (int st_t_10 = 0; st_t_10 < 2; ++st_t_10) {
                if ((st_gx_19 + st_t_10) >= st_lo0 - 0 && (st_gx_19 + st_t_10) <= st_hi0 + 0) __pipeline_memcpy_async(&st_s3[1][st_cy_19][st_cx_19 + st_t_10], &w[((st_gx_19 + st_t_10) - 1) + (st_gy_19 - 1) * w_s1 + st_kb * w_s2], sizeof(double));
              }
            }
          }
        }
      } else {
        for (int st_e_20 = st_tid; st_e_20 < 512; st_e_20 += 256) {
          const int st_cy_20 = st_e_20 / 32, st_cx_20 = (st_e_20 - st_cy_20 * 32);
          const int st_gy_20 = st_o1 - 0 + st_cy_20;
          const int st_gx_20 = st_o0 - 0 + st_cx_20;
          if (st_gx_20 >= st_lo0 - 0 && st_gx_20 <= st_hi0 + 0 && st_gy_20 >= st_lo1 - 0 && st_gy_20 <= st_hi1 + 0) __pipeline_memcpy_async(&st_s3[1][st_cy_20][st_cx_20], &w[(st_gx_20 - 1) + (st_gy_20 - 1) * w_s1 + st_kb * w_s2], sizeof(double));
        }
      }
    }
    __pipeline_commit();
    #pragma unroll 2
    for (k = st_kb; k <= st_ke; ++k) {
      if (k + 2 <= st_ke) {
        if (st_al0) {
          for (int st_e_21 = st_tid; st_e_21 < 306; st_e_21 += 256) {
            const int st_cy_21 = st_e_21 / 17, st_cx_21 = (st_e_21 - st_cy_21 * 17) * 2;
            const int st_gy_21 = st_o1 - 1 + st_cy_21;
            const int st_gx_21 = st_o0 - 1 + st_cx_21;
            if (st_gy_21 >= st_lo1 - 1 && st_gy_21 <= st_hi1 + 1) {
              if (st_gx_21 >= st_lo0 - 1 && (st_gx_21 + 1) <= st_hi0 + 1) {
                __pipeline_memcpy_async(&st_s0[((st_it + 4) % 6)][st_cy_21][st_cx_21], &q[st_gx_21 + st_gy_21 * q_s1 + (k + 3) * q_s2], 16);
              } else {
                for (int st_t_11 = 0; st_t_11 < 2; ++st_t_11) {
                  if ((st_gx_21 + st_t_11) >= st_lo0 - 1 && (st_gx_21 + st_t_11) <= st_hi0 + 1) __pipeline_memcpy_async(&st_s0[((st_it + 4) % 6)][st_cy_21][st_cx_21 + st_t_11], &q[((st_gx_21 + st_t_11)) + st_gy_21 * q_s1 + (k + 3) * q_s2], sizeof(double));
                }
              }
            }
          }
        } else {
          for (int st_e_22 = st_tid; st_e_22 < 612; st_e_22 += 256) {
            const int st_cy_22 = st_e_22 / 34, st_cx_22 = (st_e_22 - st_cy_22 * 34);
            const int st_gy_22 = st_o1 - 1 + st_cy_22;
            const int st_gx_22 = st_o0 - 1 + st_cx_22;
            if (st_gx_22 >= st_lo0 - 1 && st_gx_22 <= st_hi0 + 1 && st_gy_22 >= st_lo1 - 1 && st_gy_22 <= st_hi1 + 1) __pipeline_memcpy_async(&st_s0[((st_it + 4) % 6)][st_cy_22][st_cx_22], &q[st_gx_22 + st_gy_22 * q_s1 + (k + 3) * q_s2], sizeof(double));
          }
        }
      }
      if (k + 2 <= st_ke) {
        if (st_al1) {
          for (int st_e_23 = st_tid; st_e_23 < 256; st_e_23 += 256) {
            const int st_cy_23 = st_e_23 / 16, st_cx_23 = (st_e_23 - st_cy_23 * 16) * 2;
            const int st_gy_23 = st_o1 - 0 + st_cy_23;
            const int st_gx_23 = st_o0 - 0 + st_cx_23;
            if (st_gy_23 >= st_lo1 - 0 && st_gy_23 <= st_hi1 + 0) {
              if (st_gx_23 >= st_lo0 - 0 && (st_gx_23 + 1) <= st_hi0 + 0) {
                __pipeline_memcpy_async(&st_s1[((st_it + 2) % 4)][st_cy_23][st_cx_23], &u[(st_gx_23 - 1) + (st_gy_23 - 1) * u_s1 + (k + 1) * u_s2], 16);
              } else {
                for (int st_t_12 = 0; st_t_12 < 2; ++st_t_12) {
                  if ((st_gx_23 + st_t_12) >= st_lo0 - 0 && (st_gx_23 + st_t_12) <= st_hi0 + 0) __pipeline_memcpy_async(&st_s1[((st_it + 2) % 4)][st_cy_23][st_cx_23 + st_t_12], &u[((st_gx_23 + st_t_12) - 1) + (st_gy_23 - 1) * u_s1 + (k + 1) * u_s2], sizeof(double));
                }
              }
            }
          }
        } else {
          for (int st_e_24 = st_tid; st_e_24 < 512; st_e_24 += 256) {
            const int st_cy_24 = st_e_24 / 32, st_cx_24 = (st_e_24 - st_cy_24 * 32);
            const int st_gy_24 = st_o1 - 0 + st_cy_24;
            const int st_gx_24 = st_o0 - 0 + st_cx_24;
            if (st_gx_24 >= st_lo0 - 0 && st_gx_24 <= st_hi0 + 0 && st_gy_24 >= st_lo1 - 0 && st_gy_24 <= st_hi1 + 0) __pipeline_memcpy_async(&st_s1[((st_it + 2) % 4)][st_cy_24][st_cx_24], &u[(st_gx_24 - 1) + (st_gy_24 - 1) * u_s1 + (k + 1) * u_s2], sizeof(double));
          }
        }
      }
      if (k + 2 <= st_ke) {
        if (st_al2) {
          for (int st_e_25 = st_tid; st_e_25 < 256; st_e_25 += 256) {
            const int st_cy_25 = st_e_25 / 16, st_cx_25 = (st_e_25 - st_cy_25 * 16) * 2;
            const int st_gy_25 = st_o1 - 0 + st_cy_25;
            const int st_gx_25 = st_o0 - 0 + st_cx_25;
            if (st_gy_25 >= st_lo1 - 0 && st_gy_25 <= st_hi1 + 0) {
              if (st_gx_25 >= st_lo0 - 0 && (st_gx_25 + 1) <= st_hi0 + 0) {
                __pipeline_memcpy_async(&st_s2[((st_it + 2) % 4)][st_cy_25][st_cx_25], &v[(st_gx_25 - 1) + (st_gy_25 - 1) * v_s1 + (k + 1) * v_s2], 16);
              } else {
                for (int st_t_13 = 0; st_t_13 < 2; ++st_t_13) {
                  if ((st_gx_25 + st_t_13) >= st_lo0 - 0 && (st_gx_25 + st_t_13) <= st_hi0 + 0) __pipeline_memcpy_async(&st_s2[((st_it + 2) % 4)][st_cy_25][st_cx_25 + st_t_13], &v[((st_gx_25 + st_t_13) - 1) + (st_gy_25 - 1) * v_s1 + (k + 1) * v_s2], sizeof(double));
                }
              }
            }
          }
        } else {
          for (int st_e_26 = st_tid; st_e_26 < 512; st_e_26 += 256) {
            const int st_cy_26 = st_e_26 / 32, st_cx_26 = (st_e_26 - st_cy_26 * 32);
            const int st_gy_26 = st_o1 - 0 + st_cy_26;
            const int st_gx_26 = st_o0 - 0 + st_cx_26;
            if (st_gx_26 >= st_lo0 - 0 && st_gx_26 <= st_hi0 + 0 && st_gy_26 >= st_lo1 - 0 && st_gy_26 <= st_hi1 + 0) __pipeline_memcpy_async(&st_s2[((st_it + 2) % 4)][st_cy_26][st_cx_26], &v[(st_gx_26 - 1) + (st_gy_26 - 1) * v_s1 + (k + 1) * v_s2], sizeof(double));
          }
        }
      }
      if (k + 2 <= st_ke) {
        if (st_al3) {
          for (int st_e_27 = st_tid; st_e_27 < 256; st_e_27 += 256) {
            const int st_cy_27 = st_e_27 / 16, st_cx_27 = (st_e_27 - st_cy_27 * 16) * 2;
            const int st_gy_27 = st_o1 - 0 + st_cy_27;
            const int st_gx_27 = st_o0 - 0 + st_cx_27;
            if (st_gy_27 >= st_lo1 - 0 && st_gy_27 <= st_hi1 + 0) {
              if (st_gx_27 >= st_lo0 - 0 && (st_gx_27 + 1) <= st_hi0 + 0) {
                __pipeline_memcpy_async(&st_s3[((st_it + 2) % 4)][st_cy_27][st_cx_27], &w[(st_gx_27 - 1) + (st_gy_27 - 1) * w_s1 + (k + 1) * w_s2], 16);
              } else {
                for (int st_t_14 = 0; st_t_14 < 2; ++st_t_14) {
                  if ((st_gx_27 + st_t_14) >= st_lo0 - 0 && (st_gx_27 + st_t_14) <= st_hi0 + 0) __pipeline_memcpy_async(&st_s3[((st_it + 2) % 4)][st_cy_27][st_cx_27 + st_t_14], &w[((st_gx_27 + st_t_14) - 1) + (st_gy_27 - 1) * w_s1 + (k + 1) * w_s2], sizeof(double));
                }
              }
            }
          }
        } else {
          for (int st_e_28 = st_tid; st_e_28 < 512; st_e_28 += 256) {
            const int st_cy_28 = st_e_28 / 32, st_cx_28 = (st_e_28 - st_cy_28 * 32);
            const int st_gy_28 = st_o1 - 0 + st_cy_28;
            const int st_gx_28 = st_o0 - 0 + st_cx_28;
            if (st_gx_28 >= st_lo0 - 0 && st_gx_28 <= st_hi0 + 0 && st_gy_28 >= st_lo1 - 0 && st_gy_28 <= st_hi1 + 0) __pipeline_memcpy_async(&st_s3[((st_it + 2) % 4)][st_cy_28][st_cx_28], &w[(st_gx_28 - 1) + (st_gy_28 - 1) * w_s1 + (k + 1) * w_s2], sizeof(double));
          }
        }
      }
      __pipeline_commit();
      __pipeline_wait_prior(2);
      __syncthreads();
      j = st_y0;
      if (st_in0) {
        qnew[i + j * qnew_s1 + k * qnew_s2] = st_s0[((st_it + 1) % 6)][st_ty * 2 + 1][st_tx + 1]
            - cx * (st_max_f64(st_s1[((st_it + 0) % 4)][st_ty * 2 + 0][st_tx + 0], 0.0) * (st_s0[((st_it + 1) % 6)][st_ty * 2 + 1][st_tx + 1] - st_s0[((st_it + 1) % 6)][st_ty * 2 + 1][st_tx + 0]) + st_min_f64(st_s1[((st_it + 0) % 4)][st_ty * 2 + 0][st_tx + 0], 0.0) * (st_s0[((st_it + 1) % 6)][st_ty * 2 + 1][st_tx + 2] - st_s0[((st_it + 1) % 6)][st_ty * 2 + 1][st_tx + 1])) - cy * (st_max_f64(st_s2[((st_it + 0) % 4)][st_ty * 2 + 0][st_tx + 0], 0.0) * (st_s0[((st_it + 1) % 6)][st_ty * 2 + 1][st_tx + 1] - st_s0[((st_it + 1) % 6)][st_ty * 2 + 0][st_tx + 1]) + st_min_f64(st_s2[((st_it + 0) % 4)][st_ty * 2 + 0][st_tx + 0], 0.0) * (st_s0[((st_it + 1) % 6)][st_ty * 2 + 2][st_tx + 1] - st_s0[((st_it + 1) % 6)][st_ty * 2 + 1][st_tx + 1])) - cz * (st_max_f64(st_s3[((st_it + 0) % 4)][st_ty * 2 + 0][st_tx + 0], 0.0) * (st_s0[((st_it + 1) % 6)][st_ty * 2 + 1][st_tx + 1] - st_s0[((st_it + 0) % 6)][st_ty * 2 + 1][st_tx + 1]) + st_min_f64(st_s3[((st_it + 0) % 4)][st_ty * 2 + 0][st_tx + 0], 0.0) * (st_s0[((st_it + 2) % 6)][st_ty * 2 + 1][st_tx + 1] - st_s0[((st_it + 1) % 6)][st_ty * 2 + 1][st_tx + 1]));
        j = st_y1;
        if (st_in1) {
          qnew[i + j * qnew_s1 + k * qnew_s2] = st_s0[((st_it + 1) % 6)][st_ty * 2 + 2][st_tx + 1]
              - cx * (st_max_f64(st_s1[((st_it + 0) % 4)][st_ty * 2 + 1][st_tx + 0], 0.0) * (st_s0[((st_it + 1) % 6)][st_ty * 2 + 2][st_tx + 1] - st_s0[((st_it + 1) % 6)][st_ty * 2 + 2][st_tx + 0]) + st_min_f64(st_s1[((st_it + 0) % 4)][st_ty * 2 + 1][st_tx + 0], 0.0) * (st_s0[((st_it + 1) % 6)][st_ty * 2 + 2][st_tx + 2] - st_s0[((st_it + 1) % 6)][st_ty * 2 + 2][st_tx + 1])) - cy * (st_max_f64(st_s2[((st_it + 0) % 4)][st_ty * 2 + 1][st_tx + 0], 0.0) * (st_s0[((st_it + 1) % 6)][st_ty * 2 + 2][st_tx + 1] - st_s0[((st_it + 1) % 6)][st_ty * 2 + 1][st_tx + 1]) + st_min_f64(st_s2[((st_it + 0) % 4)][st_ty * 2 + 1][st_tx + 0], 0.0) * (st_s0[((st_it + 1) % 6)][st_ty * 2 + 3][st_tx + 1] - st_s0[((st_it + 1) % 6)][st_ty * 2 + 2][st_tx + 1])) - cz * (st_max_f64(st_s3[((st_it + 0) % 4)][st_ty * 2 + 1][st_tx + 0], 0.0) * (st_s0[((st_it + 1) % 6)][st_ty * 2 + 2][st_tx + 1] - st_s0[((st_it + 0) % 6)][st_ty * 2 + 2][st_tx + 1]) + st_min_f64(st_s3[((st_it + 0) % 4)][st_ty * 2 + 1][st_tx + 0], 0.0) * (st_s0[((st_it + 2) % 6)][st_ty * 2 + 2][st_tx + 1] - st_s0[((st_it + 1) % 6)][st_ty * 2 + 2][st_tx + 1]));
        }
      }
      ++st_it;
    }
    __pipeline_wait_prior(0);
  }
}

/* Device pointers: launches the kernels on the default stream and returns the launch's
   error code (0: cudaSuccess); it does not wait for them. */
extern "C" int upwind_device(int32_t nx, int32_t ny, int32_t nz, double cx, double cy, double cz, const double *restrict u, const double *restrict v, const double *restrict w, const double *restrict q, double *restrict qnew)
{
  {
    const ptrdiff_t st_n0 = (ptrdiff_t)nx;
    const ptrdiff_t st_n1 = (ptrdiff_t)ny;
    const ptrdiff_t st_n2 = (ptrdiff_t)nz;
    if (st_n0 <= 0 || st_n1 <= 0 || st_n2 <= 0) goto st_next0;
    const ptrdiff_t st_gx = (st_n0 + 31) / 32, st_gy = (st_n1 + 15) / 16, st_gz = (st_n2 + 127) / 128;
    if (st_gx > 2147483647 || st_gy > 65535 || st_gz > 65535) return (int)cudaErrorInvalidConfiguration;
    {
      cudaError_t st_e = cudaFuncSetAttribute(st_upwind_kernel0, cudaFuncAttributeMaxDynamicSharedMemorySize, 78528);
      if (st_e != cudaSuccess) return (int)st_e;
    }
    st_upwind_kernel0<<<dim3((unsigned)st_gx, (unsigned)st_gy, (unsigned)st_gz), dim3(32, 8, 1), 78528>>>(nx, ny, nz, cx, cy, cz, u, v, w, q, qnew);
    {
      cudaError_t st_e = cudaGetLastError();
      if (st_e != cudaSuccess) return (int)st_e;
    }
  }
  st_next0:;
  return 0;
}

/* Device buffers kept between calls of upwind_host, grown as needed. */
static void *st_buffer_upwind[5];
static size_t st_capacity_upwind[5];

static cudaError_t st_reserve_upwind(int which, size_t bytes)
{
  if (st_capacity_upwind[which] >= bytes && st_buffer_upwind[which] != NULL) return cudaSuccess;
  if (st_buffer_upwind[which] != NULL) cudaFree(st_buffer_upwind[which]);
  st_buffer_upwind[which] = NULL;
  st_capacity_upwind[which] = 0;
  cudaError_t e = cudaMalloc(&st_buffer_upwind[which], bytes > 0 ? bytes : 1);
  if (e == cudaSuccess) st_capacity_upwind[which] = bytes;
  return e;
}

#define ST_TRY(call) do { cudaError_t st_e_ = (call); if (st_e_ != cudaSuccess) return (int)st_e_; } while (0)

/* Host pointers: copies every array to the device, runs the kernels, copies the arrays
   the subroutine writes back. Returns 0 or the CUDA error code. Not thread-safe. */
extern "C" int upwind_host(int32_t nx, int32_t ny, int32_t nz, double cx, double cy, double cz, const double *restrict u, const double *restrict v, const double *restrict w, const double *restrict q, double *restrict qnew)
{
  const size_t st_bytes0 = (size_t)(((ptrdiff_t)nx) * ((ptrdiff_t)ny) * ((ptrdiff_t)nz)) * sizeof(double);
  ST_TRY(st_reserve_upwind(0, st_bytes0));
  ST_TRY(cudaMemcpy(st_buffer_upwind[0], u, st_bytes0, cudaMemcpyHostToDevice));
  const size_t st_bytes1 = (size_t)(((ptrdiff_t)nx) * ((ptrdiff_t)ny) * ((ptrdiff_t)nz)) * sizeof(double);
  ST_TRY(st_reserve_upwind(1, st_bytes1));
  ST_TRY(cudaMemcpy(st_buffer_upwind[1], v, st_bytes1, cudaMemcpyHostToDevice));
  const size_t st_bytes2 = (size_t)(((ptrdiff_t)nx) * ((ptrdiff_t)ny) * ((ptrdiff_t)nz)) * sizeof(double);
  ST_TRY(st_reserve_upwind(2, st_bytes2));
  ST_TRY(cudaMemcpy(st_buffer_upwind[2], w, st_bytes2, cudaMemcpyHostToDevice));
  const size_t st_bytes3 = (size_t)(((ptrdiff_t)nx + 2) * ((ptrdiff_t)ny + 2) * ((ptrdiff_t)nz + 2)) * sizeof(double);
  ST_TRY(st_reserve_upwind(3, st_bytes3));
  ST_TRY(cudaMemcpy(st_buffer_upwind[3], q, st_bytes3, cudaMemcpyHostToDevice));
  const size_t st_bytes4 = (size_t)(((ptrdiff_t)nx + 2) * ((ptrdiff_t)ny + 2) * ((ptrdiff_t)nz + 2)) * sizeof(double);
  ST_TRY(st_reserve_upwind(4, st_bytes4));
  ST_TRY(cudaMemcpy(st_buffer_upwind[4], qnew, st_bytes4, cudaMemcpyHostToDevice));
  ST_TRY((cudaError_t)upwind_device(nx, ny, nz, cx, cy, cz, (const double *)st_buffer_upwind[0], (const double *)st_buffer_upwind[1], (const double *)st_buffer_upwind[2], (const double *)st_buffer_upwind[3], (double *)st_buffer_upwind[4]));
  ST_TRY(cudaDeviceSynchronize());
  ST_TRY(cudaMemcpy(qnew, st_buffer_upwind[4], st_bytes4, cudaMemcpyDeviceToHost));
  return 0;
}

/* Host pointers; a CUDA error is printed and ends the program. */
extern "C" void upwind(int32_t nx, int32_t ny, int32_t nz, double cx, double cy, double cz, const double *restrict u, const double *restrict v, const double *restrict w, const double *restrict q, double *restrict qnew)
{
  int st_e = upwind_host(nx, ny, nz, cx, cy, cz, u, v, w, q, qnew);
  if (st_e != 0) {
    fprintf(stderr, "upwind: CUDA error %d: %s\n", st_e, cudaGetErrorString((cudaError_t)st_e));
    abort();
  }
}

/* gfortran's convention: every argument by reference. */
extern "C" void upwind_(const int32_t *nx, const int32_t *ny, const int32_t *nz, const double *cx, const double *cy, const double *cz, const double *u, const double *v, const double *w, const double *q, double *qnew)
{
  upwind(*nx, *ny, *nz, *cx, *cy, *cz, u, v, w, q, qnew);
}

/* The CPU library's first-touch initialiser, for callers of either library: zeroes the
   host arrays (device buffers are placed by the driver). */
extern "C" void upwind_first_touch(int32_t nx, int32_t ny, int32_t nz, double cx, double cy, double cz, double *restrict u, double *restrict v, double *restrict w, double *restrict q, double *restrict qnew)
{
  memset(u, 0, (size_t)(((ptrdiff_t)nx) * ((ptrdiff_t)ny) * ((ptrdiff_t)nz)) * sizeof(double));
  memset(v, 0, (size_t)(((ptrdiff_t)nx) * ((ptrdiff_t)ny) * ((ptrdiff_t)nz)) * sizeof(double));
  memset(w, 0, (size_t)(((ptrdiff_t)nx) * ((ptrdiff_t)ny) * ((ptrdiff_t)nz)) * sizeof(double));
  memset(q, 0, (size_t)(((ptrdiff_t)nx + 2) * ((ptrdiff_t)ny + 2) * ((ptrdiff_t)nz + 2)) * sizeof(double));
  memset(qnew, 0, (size_t)(((ptrdiff_t)nx + 2) * ((ptrdiff_t)ny + 2) * ((ptrdiff_t)nz + 2)) * sizeof(double));
  (void)nx;
  (void)ny;
  (void)nz;
  (void)cx;
  (void)cy;
  (void)cz;
}

/* The variant a call runs: this file holds one. */
extern "C" int upwind_variant(int32_t nx, int32_t ny, int32_t nz)
{
  (void)nx;
  (void)ny;
  (void)nz;
  return 1;
}
