/* Subroutine vardiff for CUDA, printed by stenciltune.
   Variant: TX=32 TY=8 RY=2 RX=2 ZB=64 STREAM=1 SMEM=2 PIPE=2 RO=1 LB=1 UNROLL=1.
   Arrays keep Fortran's column-major order and lower bounds. Entry points:
   vardiff (host pointers; aborts on a CUDA error), vardiff_host (host pointers; returns the
   CUDA error code), vardiff_device (device pointers; launches on the default stream),
   vardiff_ (gfortran's convention: every argument by reference). */
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

/* Nest 1 (line 15). */
__global__ __launch_bounds__(256) void st_vardiff_kernel0(int32_t nx, int32_t ny, int32_t nz,
                                                          double dt, const double *restrict a,
                                                          const double *restrict u,
                                                          double *restrict unew)
{
  const double U_half = 0.5;
  const ptrdiff_t a_s1 = (ptrdiff_t)nx + 2;
  const ptrdiff_t a_s2 = a_s1 * ((ptrdiff_t)ny + 2);
  const ptrdiff_t u_s1 = (ptrdiff_t)nx + 2;
  const ptrdiff_t u_s2 = u_s1 * ((ptrdiff_t)ny + 2);
  const ptrdiff_t unew_s1 = (ptrdiff_t)nx + 2;
  const ptrdiff_t unew_s2 = unew_s1 * ((ptrdiff_t)ny + 2);
  int32_t k, j, i;
  double fx, fy, fz;

  {
    const int st_lo0 = (int)(1);
    const int st_hi0 = (int)(nx);
    const int st_lo1 = (int)(1);
    const int st_hi1 = (int)(ny);
    const int st_lo2 = (int)(1);
    const int st_hi2 = (int)(nz);
    const int st_tx = (int)threadIdx.x;
    const int st_ty = (int)threadIdx.y;
    const int st_o0 = st_lo0 + (int)blockIdx.x * 64;
    const int st_x0 = st_o0 + st_tx * 2 + 0;
    const int st_x1 = st_o0 + st_tx * 2 + 1;
    i = st_x0;
    const int st_o1 = st_lo1 + (int)blockIdx.y * 16;
    const int st_y0 = st_o1 + st_ty * 2 + 0;
    const int st_y1 = st_o1 + st_ty * 2 + 1;
    const bool st_in0 = i <= st_hi0 && st_y0 <= st_hi1;
    const bool st_in1 = i <= st_hi0 && st_y1 <= st_hi1;
    const int st_kb = st_lo2 + (int)blockIdx.z * 64;
    const int st_ke = min(st_kb + 63, st_hi2);
    double st_q0_m1_r0_c0 = 0, st_q0_0_r0_c0 = 0, st_q0_1_r0_c0 = 0;
    double st_q0_m1_r0_c1 = 0, st_q0_0_r0_c1 = 0, st_q0_1_r0_c1 = 0;
    double st_q0_m1_r1_c0 = 0, st_q0_0_r1_c0 = 0, st_q0_1_r1_c0 = 0;
    double st_q0_m1_r1_c1 = 0, st_q0_0_r1_c1 = 0, st_q0_1_r1_c1 = 0;
    extern __shared__ __align__(16) unsigned char st_smem[];
    const int st_tid = st_tx + st_ty * 32;
    double (*st_s0)[18][66] = reinterpret_cast<double (*)[18][66]>(st_smem + 0);
    double st_q1_m1_r0_c0 = 0, st_q1_0_r0_c0 = 0, st_q1_1_r0_c0 = 0;
    double st_q1_m1_r0_c1 = 0, st_q1_0_r0_c1 = 0, st_q1_1_r0_c1 = 0;
    double st_q1_m1_r1_c0 = 0, st_q1_0_r1_c0 = 0, st_q1_1_r1_c0 = 0;
    double st_q1_m1_r1_c1 = 0, st_q1_0_r1_c1 = 0, st_q1_1_r1_c1 = 0;
    double (*st_s1)[18][66] = reinterpret_cast<double (*)[18][66]>(st_smem + 47520);
    if (st_in0 && st_x1 <= st_hi0 && (((uintptr_t)&a[st_x0 + st_y0 * a_s1 + (st_kb - 1) * a_s2] | (uintptr_t)&a[st_x0 + st_y0 * a_s1 + st_kb * a_s2]) & 15) == 0) {
      const double2 st_pv = __ldg(reinterpret_cast<const double2 *>(&a[st_x0 + st_y0 * a_s1 + (st_kb - 1) * a_s2]));
      st_q0_0_r0_c0 = st_pv.x;
      st_q0_0_r0_c1 = st_pv.y;
      const double2 st_pv_2 = __ldg(reinterpret_cast<const double2 *>(&a[st_x0 + st_y0 * a_s1 + st_kb * a_s2]));
      st_q0_1_r0_c0 = st_pv_2.x;
      st_q0_1_r0_c1 = st_pv_2.y;
    } else {
      if (st_in0) {
        st_q0_0_r0_c0 = __ldg(&a[st_x0 + st_y0 * a_s1 + (st_kb - 1) * a_s2]);
        st_q0_1_r0_c0 = __ldg(&a[st_x0 + st_y0 * a_s1 + st_kb * a_s2]);
      }
      if ((st_in0 && st_x1 <= st_hi0)) {
        st_q0_0_r0_c1 = __ldg(&a[st_x1 + st_y0 * a_s1 + (st_kb - 1) * a_s2]);
        st_q0_1_r0_c1 = __ldg(&a[st_x1 + st_y0 * a_s1 + st_kb * a_s2]);
      }
    }
    if (st_in0 && st_x1 <= st_hi0 && (((uintptr_t)&u[st_x0 + st_y0 * u_s1 + (st_kb - 1) * u_s2] | (uintptr_t)&u[st_x0 + st_y0 * u_s1 + st_kb * u_s2]) & 15) == 0) {
      const double2 st_pv_3 = __ldg(reinterpret_cast<const double2 *>(&u[st_x0 + st_y0 * u_s1 + (st_kb - 1) * u_s2]));
      st_q1_0_r0_c0 = st_pv_3.x;
      st_q1_0_r0_c1 = st_pv_3.y;
      const double2 st_pv_4 = __ldg(reinterpret_cast<const double2 *>(&u[st_x0 + st_y0 * u_s1 + st_kb * u_s2]));
      st_q1_1_r0_c0 = st_pv_4.x;
      st_q1_1_r0_c1 = st_pv_4.y;
    } else {
      if (st_in0) {
        st_q1_0_r0_c0 = __ldg(&u[st_x0 + st_y0 * u_s1 + (st_kb - 1) * u_s2]);
        st_q1_1_r0_c0 = __ldg(&u[st_x0 + st_y0 * u_s1 + st_kb * u_s2]);
      }
      if ((st_in0 && st_x1 <= st_hi0)) {
        st_q1_0_r0_c1 = __ldg(&u[st_x1 + st_y0 * u_s1 + (st_kb - 1) * u_s2]);
        st_q1_1_r0_c1 = __ldg(&u[st_x1 + st_y0 * u_s1 + st_kb * u_s2]);
      }
    }
    if (st_in1 && st_x1 <= st_hi0 && (((uintptr_t)&a[st_x0 + st_y1 * a_s1 + (st_kb - 1) * a_s2] | (uintptr_t)&a[st_x0 + st_y1 * a_s1 + st_kb * a_s2]) & 15) == 0) {
      const double2 st_pv_5 = __ldg(reinterpret_cast<const double2 *>(&a[st_x0 + st_y1 * a_s1 + (st_kb - 1) * a_s2]));
      st_q0_0_r1_c0 = st_pv_5.x;
      st_q0_0_r1_c1 = st_pv_5.y;
      const double2 st_pv_6 = __ldg(reinterpret_cast<const double2 *>(&a[st_x0 + st_y1 * a_s1 + st_kb * a_s2]));
      st_q0_1_r1_c0 = st_pv_6.x;
      st_q0_1_r1_c1 = st_pv_6.y;
    } else {
      if (st_in1) {
        st_q0_0_r1_c0 = __ldg(&a[st_x0 + st_y1 * a_s1 + (st_kb - 1) * a_s2]);
        st_q0_1_r1_c0 = __ldg(&a[st_x0 + st_y1 * a_s1 + st_kb * a_s2]);
      }
      if ((st_in1 && st_x1 <= st_hi0)) {
        st_q0_0_r1_c1 = __ldg(&a[st_x1 + st_y1 * a_s1 + (st_kb - 1) * a_s2]);
        st_q0_1_r1_c1 = __ldg(&a[st_x1 + st_y1 * a_s1 + st_kb * a_s2]);
      }
    }
    if (st_in1 && st_x1 <= st_hi0 && (((uintptr_t)&u[st_x0 + st_y1 * u_s1 + (st_kb - 1) * u_s2] | (uintptr_t)&u[st_x0 + st_y1 * u_s1 + st_kb * u_s2]) & 15) == 0) {
      const double2 st_pv_7 = __ldg(reinterpret_cast<const double2 *>(&u[st_x0 + st_y1 * u_s1 + (st_kb - 1) * u_s2]));
      st_q1_0_r1_c0 = st_pv_7.x;
      st_q1_0_r1_c1 = st_pv_7.y;
      const double2 st_pv_8 = __ldg(reinterpret_cast<const double2 *>(&u[st_x0 + st_y1 * u_s1 + st_kb * u_s2]));
      st_q1_1_r1_c0 = st_pv_8.x;
      st_q1_1_r1_c1 = st_pv_8.y;
    } else {
      if (st_in1) {
        st_q1_0_r1_c0 = __ldg(&u[st_x0 + st_y1 * u_s1 + (st_kb - 1) * u_s2]);
        st_q1_1_r1_c0 = __ldg(&u[st_x0 + st_y1 * u_s1 + st_kb * u_s2]);
      }
      if ((st_in1 && st_x1 <= st_hi0)) {
        st_q1_0_r1_c1 = __ldg(&u[st_x1 + st_y1 * u_s1 + (st_kb - 1) * u_s2]);
        st_q1_1_r1_c1 = __ldg(&u[st_x1 + st_y1 * u_s1 + st_kb * u_s2]);
      }
    }
    int st_it = 0;
    const bool st_al0 = (((uintptr_t)&a[((st_o0 - 1)) + ((st_o1 - 1)) * a_s1 + st_kb * a_s2] | (uintptr_t)&a[((st_o0 - 1)) + ((st_o1 - 1 + 1)) * a_s1 + st_kb * a_s2] | (uintptr_t)&a[((st_o0 - 1)) + ((st_o1 - 1)) * a_s1 + (st_kb + 1) * a_s2]) & 15) == 0;
    const bool st_full0 = st_al0 && &a[((st_o0 - 1 + 65)) + ((st_o1 - 1 + 17)) * a_s1 + ((nz + 1)) * a_s2] <= &a[((nx + 1)) + ((ny + 1)) * a_s1 + ((nz + 1)) * a_s2];
    const bool st_al1 = (((uintptr_t)&u[((st_o0 - 1)) + ((st_o1 - 1)) * u_s1 + st_kb * u_s2] | (uintptr_t)&u[((st_o0 - 1)) + ((st_o1 - 1 + 1)) * u_s1 + st_kb * u_s2] | (uintptr_t)&u[((st_o0 - 1)) + ((st_o1 - 1)) * u_s1 + (st_kb + 1) * u_s2]) & 15) == 0;
    const bool st_full1 = st_al1 && &u[((st_o0 - 1 + 65)) + ((st_o1 - 1 + 17)) * u_s1 + ((nz + 1)) * u_s2] <= &u[((nx + 1)) + ((ny + 1)) * u_s1 + ((nz + 1)) * u_s2];
    {
      if (st_full0) {
        const double *st_b = &a[((st_o0 - 1)) + ((st_o1 - 1)) * a_s1 + st_kb * a_s2];
        const ptrdiff_t st_rs = &a[((st_o0 - 1)) + (((st_o1 - 1) + 1)) * a_s1 + st_kb * a_s2] - st_b;
        const int st_fr = st_tid / 33, st_fc = (st_tid - st_fr * 33) * 2;
        if (st_fr < 7) {
          #pragma unroll
          for (int st_m = 0; st_m < 3; ++st_m) {
            if (st_fr + st_m * 7 < 18) __pipeline_memcpy_async(&st_s0[0][st_fr + st_m * 7][st_fc], st_b + st_fc + (ptrdiff_t)(st_fr + st_m * 7) * st_rs, 16);
          }
        }
      } else if (st_al0) {
        for (int st_e = st_tid; st_e < 594; st_e += 256) {
          const int st_cy = st_e / 33, st_cx = (st_e - st_cy * 33) * 2;
          const int st_gy = st_o1 - 1 + st_cy;
          const int st_gx = st_o0 - 1 + st_cx;
          if (st_gy >= st_lo1 - 1 && st_gy <= st_hi1 + 1) {
            if (st_gx >= st_lo0 - 1 && (st_gx + 1) <= st_hi0 + 1) {
              __pipeline_memcpy_async(&st_s0[0][st_cy][st_cx], &a[st_gx + st_gy * a_s1 + st_kb * a_s2], 16);
            } else {
              for (int st_t = 0; st_t < 2; ++st_t) {
                if ((st_gx + st_t) >= st_lo0 - 1 && (st_gx + st_t) <= st_hi0 + 1) __pipeline_memcpy_async(&st_s0[0][st_cy][st_cx + st_t], &a[((st_gx + st_t)) + st_gy * a_s1 + st_kb * a_s2], sizeof(double));
              }
            }
          }
        }
      } else {
        for (int st_e_2 = st_tid; st_e_2 < 1188; st_e_2 += 256) {
          const int st_cy_2 = st_e_2 / 66, st_cx_2 = (st_e_2 - st_cy_2 * 66);
          const int st_gy_2 = st_o1 - 1 + st_cy_2;
          const int st_gx_2 = st_o0 - 1 + st_cx_2;
          if (st_gx_2 >= st_lo0 - 1 && st_gx_2 <= st_hi0 + 1 && st_gy_2 >= st_lo1 - 1 && st_gy_2 <= st_hi1 + 1) __pipeline_memcpy_async(&st_s0[0][st_cy_2][st_cx_2], &a[st_gx_2 + st_gy_2 * a_s1 + st_kb * a_s2], sizeof(double));
        }
      }
    }
    {
      if (st_full1) {
        const double *st_b_2 = &u[((st_o0 - 1)) + ((st_o1 - 1)) * u_s1 + st_kb * u_s2];
        const ptrdiff_t st_rs_2 = &u[((st_o0 - 1)) + (((st_o1 - 1) + 1)) * u_s1 + st_kb * u_s2] - st_b_2;
        const int st_fr_2 = st_tid / 33, st_fc_2 = (st_tid - st_fr_2 * 33) * 2;
        if (st_fr_2 < 7) {
          #pragma unroll
          for (int st_m_2 = 0; st_m_2 < 3; ++st_m_2) {
            if (st_fr_2 + st_m_2 * 7 < 18) __pipeline_memcpy_async(&st_s1[0][st_fr_2 + st_m_2 * 7][st_fc_2], st_b_2 + st_fc_2 + (ptrdiff_t)(st_fr_2 + st_m_2 * 7) * st_rs_2, 16);
          }
        }
      } else if (st_al1) {
        for (int st_e_3 = st_tid; st_e_3 < 594; st_e_3 += 256) {
          const int st_cy_3 = st_e_3 / 33, st_cx_3 = (st_e_3 - st_cy_3 * 33) * 2;
          const int st_gy_3 = st_o1 - 1 + st_cy_3;
          const int st_gx_3 = st_o0 - 1 + st_cx_3;
          if (st_gy_3 >= st_lo1 - 1 && st_gy_3 <= st_hi1 + 1) {
            if (st_gx_3 >= st_lo0 - 1 && (st_gx_3 + 1) <= st_hi0 + 1) {
              __pipeline_memcpy_async(&st_s1[0][st_cy_3][st_cx_3], &u[st_gx_3 + st_gy_3 * u_s1 + st_kb * u_s2], 16);
            } else {
              for (int st_t_2 = 0; st_t_2 < 2; ++st_t_2) {
                if ((st_gx_3 + st_t_2) >= st_lo0 - 1 && (st_gx_3 + st_t_2) <= st_hi0 + 1) __pipeline_memcpy_async(&st_s1[0][st_cy_3][st_cx_3 + st_t_2], &u[((st_gx_3 + st_t_2)) + st_gy_3 * u_s1 + st_kb * u_s2], sizeof(double));
              }
            }
          }
        }
      } else {
        for (int st_e_4 = st_tid; st_e_4 < 1188; st_e_4 += 256) {
          const int st_cy_4 = st_e_4 / 66, st_cx_4 = (st_e_4 - st_cy_4 * 66);
          const int st_gy_4 = st_o1 - 1 + st_cy_4;
          const int st_gx_4 = st_o0 - 1 + st_cx_4;
          if (st_gx_4 >= st_lo0 - 1 && st_gx_4 <= st_hi0 + 1 && st_gy_4 >= st_lo1 - 1 && st_gy_4 <= st_hi1 + 1) __pipeline_memcpy_async(&st_s1[0][st_cy_4][st_cx_4], &u[st_gx_4 + st_gy_4 * u_s1 + st_kb * u_s2], sizeof(double));
        }
      }
    }
    __pipeline_commit();
    {
      if (st_full0) {
        const double *st_b_3 = &a[((st_o0 - 1)) + ((st_o1 - 1)) * a_s1 + (st_kb + 1) * a_s2];
        const ptrdiff_t st_rs_3 = &a[((st_o0 - 1)) + (((st_o1 - 1) + 1)) * a_s1 + (st_kb + 1) * a_s2] - st_b_3;
        const int st_fr_3 = st_tid / 33, st_fc_3 = (st_tid - st_fr_3 * 33) * 2;
        if (st_fr_3 < 7) {
          #pragma unroll
          for (int st_m_3 = 0; st_m_3 < 3; ++st_m_3) {
            if (st_fr_3 + st_m_3 * 7 < 18) __pipeline_memcpy_async(&st_s0[1][st_fr_3 + st_m_3 * 7][st_fc_3], st_b_3 + st_fc_3 + (ptrdiff_t)(st_fr_3 + st_m_3 * 7) * st_rs_3, 16);
          }
        }
      } else if (st_al0) {
        for (int st_e_5 = st_tid; st_e_5 < 594; st_e_5 += 256) {
          const int st_cy_5 = st_e_5 / 33, st_cx_5 = (st_e_5 - st_cy_5 * 33) * 2;
          const int st_gy_5 = st_o1 - 1 + st_cy_5;
          const int st_gx_5 = st_o0 - 1 + st_cx_5;
          if (st_gy_5 >= st_lo1 - 1 && st_gy_5 <= st_hi1 + 1) {
            if (st_gx_5 >= st_lo0 - 1 && (st_gx_5 + 1) <= st_hi0 + 1) {
              __pipeline_memcpy_async(&st_s0[1][st_cy_5][st_cx_5], &a[st_gx_5 + st_gy_5 * a_s1 + (st_kb + 1) * a_s2], 16);
            } else {
              for (int st_t_3 = 0; st_t_3 < 2; ++st_t_3) {
                if ((st_gx_5 + st_t_3) >= st_lo0 - 1 && (st_gx_5 + st_t_3) <= st_hi0 + 1) __pipeline_memcpy_async(&st_s0[1][st_cy_5][st_cx_5 + st_t_3], &a[((st_gx_5 + st_t_3)) + st_gy_5 * a_s1 + (st_kb + 1) * a_s2], sizeof(double));
              }
            }
          }
        }
      } else {
        for (int st_e_6 = st_tid; st_e_6 < 1188; st_e_6 += 256) {
          const int st_cy_6 = st_e_6 / 66, st_cx_6 = (st_e_6 - st_cy_6 * 66);
          const int st_gy_6 = st_o1 - 1 + st_cy_6;
          const int st_gx_6 = st_o0 - 1 + st_cx_6;
          if (st_gx_6 >= st_lo0 - 1 && st_gx_6 <= st_hi0 + 1 && st_gy_6 >= st_lo1 - 1 && st_gy_6 <= st_hi1 + 1) __pipeline_memcpy_async(&st_s0[1][st_cy_6][st_cx_6], &a[st_gx_6 + st_gy_6 * a_s1 + (st_kb + 1) * a_s2], sizeof(double));
        }
      }
    }
    {
      if (st_full1) {
        const double *st_b_4 = &u[((st_o0 - 1)) + ((st_o1 - 1)) * u_s1 + (st_kb + 1) * u_s2];
        const ptrdiff_t st_rs_4 = &u[((st_o0 - 1)) + (((st_o1 - 1) + 1)) * u_s1 + (st_kb + 1) * u_s2] - st_b_4;
        const int st_fr_4 = st_tid / 33, st_fc_4 = (st_tid - st_fr_4 * 33) * 2;
        if (st_fr_4 < 7) {
          #pragma unroll
          for (int st_m_4 = 0; st_m_4 < 3; ++st_m_4) {
            if (st_fr_4 + st_m_4 * 7 < 18) __pipeline_memcpy_async(&st_s1[1][st_fr_4 + st_m_4 * 7][st_fc_4], st_b_4 + st_fc_4 + (ptrdiff_t)(st_fr_4 + st_m_4 * 7) * st_rs_4, 16);
          }
        }
      } else if (st_al1) {
        for (int st_e_7 = st_tid; st_e_7 < 594; st_e_7 += 256) {
          const int st_cy_7 = st_e_7 / 33, st_cx_7 = (st_e_7 - st_cy_7 * 33) * 2;
          const int st_gy_7 = st_o1 - 1 + st_cy_7;
          const int st_gx_7 = st_o0 - 1 + st_cx_7;
          if (st_gy_7 >= st_lo1 - 1 && st_gy_7 <= st_hi1 + 1) {
            if (st_gx_7 >= st_lo0 - 1 && (st_gx_7 + 1) <= st_hi0 + 1) {
              __pipeline_memcpy_async(&st_s1[1][st_cy_7][st_cx_7], &u[st_gx_7 + st_gy_7 * u_s1 + (st_kb + 1) * u_s2], 16);
            } else {
              for (int st_t_4 = 0; st_t_4 < 2; ++st_t_4) {
                if ((st_gx_7 + st_t_4) >= st_lo0 - 1 && (st_gx_7 + st_t_4) <= st_hi0 + 1) __pipeline_memcpy_async(&st_s1[1][st_cy_7][st_cx_7 + st_t_4], &u[((st_gx_7 + st_t_4)) + st_gy_7 * u_s1 + (st_kb + 1) * u_s2], sizeof(double));
              }
            }
          }
        }
      } else {
        for (int st_e_8 = st_tid; st_e_8 < 1188; st_e_8 += 256) {
          const int st_cy_8 = st_e_8 / 66, st_cx_8 = (st_e_8 - st_cy_8 * 66);
          const int st_gy_8 = st_o1 - 1 + st_cy_8;
          const int st_gx_8 = st_o0 - 1 + st_cx_8;
          if (st_gx_8 >= st_lo0 - 1 && st_gx_8 <= st_hi0 + 1 && st_gy_8 >= st_lo1 - 1 && st_gy_8 <= st_hi1 + 1) __pipeline_memcpy_async(&st_s1[1][st_cy_8][st_cx_8], &u[st_gx_8 + st_gy_8 * u_s1 + (st_kb + 1) * u_s2], sizeof(double));
        }
      }
    }
    __pipeline_commit();
    if (st_kb + 1 <= st_ke) {
      if (st_full0) {
        const double *st_b_5 = &a[((st_o0 - 1)) + ((st_o1 - 1)) * a_s1 + (st_kb + 2) * a_s2];
        const ptrdiff_t st_rs_5 = &a[((st_o0 - 1)) + (((st_o1 - 1) + 1)) * a_s1 + (st_kb + 2) * a_s2] - st_b_5;
        const int st_fr_5 = st_tid / 33, st_fc_5 = (st_tid - st_fr_5 * 33) * 2;
        if (st_fr_5 < 7) {
          #pragma unroll
          for (int st_m_5 = 0; st_m_5 < 3; ++st_m_5) {
            if (st_fr_5 + st_m_5 * 7 < 18) __pipeline_memcpy_async(&st_s0[2][st_fr_5 + st_m_5 * 7][st_fc_5], st_b_5 + st_fc_5 + (ptrdiff_t)(st_fr_5 + st_m_5 * 7) * st_rs_5, 16);
          }
        }
      } else if (st_al0) {
        for (int st_e_9 = st_tid; st_e_9 < 594; st_e_9 += 256) {
          const int st_cy_9 = st_e_9 / 33, st_cx_9 = (st_e_9 - st_cy_9 * 33) * 2;
          const int st_gy_9 = st_o1 - 1 + st_cy_9;
          const int st_gx_9 = st_o0 - 1 + st_cx_9;
          if (st_gy_9 >= st_lo1 - 1 && st_gy_9 <= st_hi1 + 1) {
            if (st_gx_9 >= st_lo0 - 1 && (st_gx_9 + 1) <= st_hi0 + 1) {
              __pipeline_memcpy_async(&st_s0[2][st_cy_9][st_cx_9], &a[st_gx_9 + st_gy_9 * a_s1 + (st_kb + 2) * a_s2], 16);
            } else {
              for (int st_t_5 = 0; st_t_5 < 2; ++st_t_5) {
                if ((st_gx_9 + st_t_5) >= st_lo0 - 1 && (st_gx_9 + st_t_5) <= st_hi0 + 1) __pipeline_memcpy_async(&st_s0[2][st_cy_9][st_cx_9 + st_t_5], &a[((st_gx_9 + st_t_5)) + st_gy_9 * a_s1 + (st_kb + 2) * a_s2], sizeof(double));
              }
            }
          }
        }
      } else {
        for (int st_e_10 = st_tid; st_e_10 < 1188; st_e_10 += 256) {
          const int st_cy_10 = st_e_10 / 66, st_cx_10 = (st_e_10 - st_cy_10 * 66);
          const int st_gy_10 = st_o1 - 1 + st_cy_10;
          const int st_gx_10 = st_o0 - 1 + st_cx_10;
          if (st_gx_10 >= st_lo0 - 1 && st_gx_10 <= st_hi0 + 1 && st_gy_10 >= st_lo1 - 1 && st_gy_10 <= st_hi1 + 1) __pipeline_memcpy_async(&st_s0[2][st_cy_10][st_cx_10], &a[st_gx_10 + st_gy_10 * a_s1 + (st_kb + 2) * a_s2], sizeof(double));
        }
      }
    }
    if (st_kb + 1 <= st_ke) {
      if (st_full1) {
        const double *st_b_6 = &u[((st_o0 - 1)) + ((st_o1 - 1)) * u_s1 + (st_kb + 2) * u_s2];
        const ptrdiff_t st_rs_6 = &u[((st_o0 - 1)) + (((st_o1 - 1) + 1)) * u_s1 + (st_kb + 2) * u_s2] - st_b_6;
        const int st_fr_6 = st_tid / 33, st_fc_6 = (st_tid - st_fr_6 * 33) * 2;
        if (st_fr_6 < 7) {
          #pragma unroll
          for (int st_m_6 = 0; st_m_6 < 3; ++st_m_6) {
            if (st_fr_6 + st_m_6 * 7 < 18) __pipeline_memcpy_async(&st_s1[2][st_fr_6 + st_m_6 * 7][st_fc_6], st_b_6 + st_fc_6 + (ptrdiff_t)(st_fr_6 + st_m_6 * 7) * st_rs_6, 16);
          }
        }
      } else if (st_al1) {
        for (int st_e_11 = st_tid; st_e_11 < 594; st_e_11 += 256) {
          const int st_cy_11 = st_e_11 / 33, st_cx_11 = (st_e_11 - st_cy_11 * 33) * 2;
          const int st_gy_11 = st_o1 - 1 + st_cy_11;
          const int st_gx_11 = st_o0 - 1 + st_cx_11;
          if (st_gy_11 >= st_lo1 - 1 && st_gy_11 <= st_hi1 + 1) {
            if (st_gx_11 >= st_lo0 - 1 && (st_gx_11 + 1) <= st_hi0 + 1) {
              __pipeline_memcpy_async(&st_s1[2][st_cy_11][st_cx_11], &u[st_gx_11 + st_gy_11 * u_s1 + (st_kb + 2) * u_s2], 16);
            } else {
              for (int st_t_6 = 0; st_t_6 < 2; ++st_t_6) {
                if ((st_gx_11 + st_t_6) >= st_lo0 - 1 && (st_gx_11 + st_t_6) <= st_hi0 + 1) __pipeline_memcpy_async(&st_s1[2][st_cy_11][st_cx_11 + st_t_6], &u[((st_gx_11 + st_t_6)) + st_gy_11 * u_s1 + (st_kb + 2) * u_s2], sizeof(double));
              }
            }
          }
        }
      } else {
        for (int st_e_12 = st_tid; st_e_12 < 1188; st_e_12 += 256) {
          const int st_cy_12 = st_e_12 / 66, st_cx_12 = (st_e_12 - st_cy_12 * 66);
          const int st_gy_12 = st_o1 - 1 + st_cy_12;
          const int st_gx_12 = st_o0 - 1 + st_cx_12;
          if (st_gx_12 >= st_lo0 - 1 && st_gx_12 <= st_hi0 + 1 && st_gy_12 >= st_lo1 - 1 && st_gy_12 <= st_hi1 + 1) __pipeline_memcpy_async(&st_s1[2][st_cy_12][st_cx_12], &u[st_gx_12 + st_gy_12 * u_s1 + (st_kb + 2) * u_s2], sizeof(double));
        }
      }
    }
    __pipeline_commit();
    for (k = st_kb; k <= st_ke; ++k) {
      st_q0_m1_r0_c0 = st_q0_0_r0_c0;
      st_q0_0_r0_c0 = st_q0_1_r0_c0;
      st_q1_m1_r0_c0 = st_q1_0_r0_c0;
      st_q1_0_r0_c0 = st_q1_1_r0_c0;
      st_q0_m1_r0_c1 = st_q0_0_r0_c1;
      st_q0_0_r0_c1 = st_q0_1_r0_c1;
      st_q1_m1_r0_c1 = st_q1_0_r0_c1;
      st_q1_0_r0_c1 = st_q1_1_r0_c1;
      st_q0_m1_r1_c0 = st_q0_0_r1_c0;
      st_q0_0_r1_c0 = st_q0_1_r1_c0;
      st_q1_m1_r1_c0 = st_q1_0_r1_c0;
      st_q1_0_r1_c0 = st_q1_1_r1_c0;
      st_q0_m1_r1_c1 = st_q0_0_r1_c1;
      st_q0_0_r1_c1 = st_q0_1_r1_c1;
      st_q1_m1_r1_c1 = st_q1_0_r1_c1;
      st_q1_0_r1_c1 = st_q1_1_r1_c1;
      if (k + 2 <= st_ke) {
        if (st_full0) {
          const double *st_b_7 = &a[((st_o0 - 1)) + ((st_o1 - 1)) * a_s1 + (k + 3) * a_s2];
          const ptrdiff_t st_rs_7 = &a[((st_o0 - 1)) + (((st_o1 - 1) + 1)) * a_s1 + (k + 3) * a_s2] - st_b_7;
          const int st_fr_7 = st_tid / 33, st_fc_7 = (st_tid - st_fr_7 * 33) * 2;
          if (st_fr_7 < 7) {
            #pragma unroll
            for (int st_m_7 = 0; st_m_7 < 3; ++st_m_7) {
              if (st_fr_7 + st_m_7 * 7 < 18) __pipeline_memcpy_async(&st_s0[((st_it + 3) % 5)][st_fr_7 + st_m_7 * 7][st_fc_7], st_b_7 + st_fc_7 + (ptrdiff_t)(st_fr_7 + st_m_7 * 7) * st_rs_7, 16);
            }
          }
        } else if (st_al0) {
          for (int st_e_13 = st_tid; st_e_13 < 594; st_e_13 += 256) {
            const int st_cy_13 = st_e_13 / 33, st_cx_13 = (st_e_13 - st_cy_13 * 33) * 2;
            const int st_gy_13 = st_o1 - 1 + st_cy_13;
            const int st_gx_13 = st_o0 - 1 + st_cx_13;
            if (st_gy_13 >= st_lo1 - 1 && st_gy_13 <= st_hi1 + 1) {
              if (st_gx_13 >= st_lo0 - 1 && (st_gx_13 + 1) <= st_hi0 + 1) {
                __pipeline_memcpy_async(&st_s0[((st_it + 3) % 5)][st_cy_13][st_cx_13], &a[st_gx_13 + st_gy_13 * a_s1 + (k + 3) * a_s2], 16);
              } else {
                for (int st_t_7 = 0; st_t_7 < 2; ++st_t_7) {
                  if ((st_gx_13 + st_t_7) >= st_lo0 - 1 && (st_gx_13 + st_t_7) <= st_hi0 + 1) __pipeline_memcpy_async(&st_s0[((st_it + 3) % 5)][st_cy_13][st_cx_13 + st_t_7], &a[((st_gx_13 + st_t_7)) + st_gy_13 * a_s1 + (k + 3) * a_s2], sizeof(double));
                }
              }
            }
          }
        } else {
          for (int st_e_14 = st_tid; st_e_14 < 1188; st_e_14 += 256) {
            const int st_cy_14 = st_e_14 / 66, st_cx_14 = (st_e_14 - st_cy_14 * 66);
            const int st_gy_14 = st_o1 - 1 + st_cy_14;
            const int st_gx_14 = st_o0 - 1 + st_cx_14;
            if (st_gx_14 >= st_lo0 - 1 && st_gx_14 <= st_hi0 + 1 && st_gy_14 >= st_lo1 - 1 && st_gy_14 <= st_hi1 + 1) __pipeline_memcpy_async(&st_s0[((st_it + 3) % 5)][st_cy_14][st_cx_14], &a[st_gx_14 + st_gy_14 * a_s1 + (k + 3) * a_s2], sizeof(double));
          }
        }
      }
      if (k + 2 <= st_ke) {
        if (st_full1) {
          const double *st_b_8 = &u[((st_o0 - 1)) + ((st_o1 - 1)) * u_s1 + (k + 3) * u_s2];
          const ptrdiff_t st_rs_8 = &u[((st_o0 - 1)) + (((st_o1 - 1) + 1)) * u_s1 + (k + 3) * u_s2] - st_b_8;
          const int st_fr_8 = st_tid / 33, st_fc_8 = (st_tid - st_fr_8 * 33) * 2;
          if (st_fr_8 < 7) {
            #pragma unroll
            for (int st_m_8 = 0; st_m_8 < 3; ++st_m_8) {
              if (st_fr_8 + st_m_8 * 7 < 18) __pipeline_memcpy_async(&st_s1[((st_it + 3) % 5)][st_fr_8 + st_m_8 * 7][st_fc_8], st_b_8 + st_fc_8 + (ptrdiff_t)(st_fr_8 + st_m_8 * 7) * st_rs_8, 16);
            }
          }
        } else if (st_al1) {
          for (int st_e_15 = st_tid; st_e_15 < 594; st_e_15 += 256) {
            const int st_cy_15 = st_e_15 / 33, st_cx_15 = (st_e_15 - st_cy_15 * 33) * 2;
            const int st_gy_15 = st_o1 - 1 + st_cy_15;
            const int st_gx_15 = st_o0 - 1 + st_cx_15;
            if (st_gy_15 >= st_lo1 - 1 && st_gy_15 <= st_hi1 + 1) {
              if (st_gx_15 >= st_lo0 - 1 && (st_gx_15 + 1) <= st_hi0 + 1) {
                __pipeline_memcpy_async(&st_s1[((st_it + 3) % 5)][st_cy_15][st_cx_15], &u[st_gx_15 + st_gy_15 * u_s1 + (k + 3) * u_s2], 16);
              } else {
                for (int st_t_8 = 0; st_t_8 < 2; ++st_t_8) {
                  if ((st_gx_15 + st_t_8) >= st_lo0 - 1 && (st_gx_15 + st_t_8) <= st_hi0 + 1) __pipeline_memcpy_async(&st_s1[((st_it + 3) % 5)][st_cy_15][st_cx_15 + st_t_8], &u[((st_gx_15 + st_t_8)) + st_gy_15 * u_s1 + (k + 3) * u_s2], sizeof(double));
                }
              }
            }
          }
        } else {
          for (int st_e_16 = st_tid; st_e_16 < 1188; st_e_16 += 256) {
            const int st_cy_16 = st_e_16 / 66, st_cx_16 = (st_e_16 - st_cy_16 * 66);
            const int st_gy_16 = st_o1 - 1 + st_cy_16;
            const int st_gx_16 = st_o0 - 1 + st_cx_16;
            if (st_gx_16 >= st_lo0 - 1 && st_gx_16 <= st_hi0 + 1 && st_gy_16 >= st_lo1 - 1 && st_gy_16 <= st_hi1 + 1) __pipeline_memcpy_async(&st_s1[((st_it + 3) % 5)][st_cy_16][st_cx_16], &u[st_gx_16 + st_gy_16 * u_s1 + (k + 3) * u_s2], sizeof(double));
          }
        }
      }
      __pipeline_commit();
      __pipeline_wait_prior(2);
      __syncthreads();
      st_q0_1_r0_c0 = st_s0[((st_it + 1) % 5)][st_ty * 2 + 1][st_tx * 2 + 1];
      st_q1_1_r0_c0 = st_s1[((st_it + 1) % 5)][st_ty * 2 + 1][st_tx * 2 + 1];
      st_q0_1_r0_c1 = st_s0[((st_it + 1) % 5)][st_ty * 2 + 1][st_tx * 2 + 2];
      st_q1_1_r0_c1 = st_s1[((st_it + 1) % 5)][st_ty * 2 + 1][st_tx * 2 + 2];
      st_q0_1_r1_c0 = st_s0[((st_it + 1) % 5)][st_ty * 2 + 2][st_tx * 2 + 1];
      st_q1_1_r1_c0 = st_s1[((st_it + 1) % 5)][st_ty * 2 + 2][st_tx * 2 + 1];
      st_q0_1_r1_c1 = st_s0[((st_it + 1) % 5)][st_ty * 2 + 2][st_tx * 2 + 2];
      st_q1_1_r1_c1 = st_s1[((st_it + 1) % 5)][st_ty * 2 + 2][st_tx * 2 + 2];
      j = st_y0;
      if (st_in0) {
        const double2 st_v0_0_0_0 = *reinterpret_cast<const double2 *>(&st_s0[((st_it + 0) % 5)][st_ty * 2 + 0][st_tx * 2 + 0]);
        const double2 st_v0_0_0_1 = *reinterpret_cast<const double2 *>(&st_s0[((st_it + 0) % 5)][st_ty * 2 + 0][st_tx * 2 + 2]);
        const double2 st_v0_0_1_0 = *reinterpret_cast<const double2 *>(&st_s0[((st_it + 0) % 5)][st_ty * 2 + 1][st_tx * 2 + 0]);
        const double2 st_v0_0_1_1 = *reinterpret_cast<const double2 *>(&st_s0[((st_it + 0) % 5)][st_ty * 2 + 1][st_tx * 2 + 2]);
        const double2 st_v0_0_2_0 = *reinterpret_cast<const double2 *>(&st_s0[((st_it + 0) % 5)][st_ty * 2 + 2][st_tx * 2 + 0]);
        const double2 st_v0_0_2_1 = *reinterpret_cast<const double2 *>(&st_s0[((st_it + 0) % 5)][st_ty * 2 + 2][st_tx * 2 + 2]);
        const double2 st_v1_0_0_0 = *reinterpret_cast<const double2 *>(&st_s1[((st_it + 0) % 5)][st_ty * 2 + 0][st_tx * 2 + 0]);
        const double2 st_v1_0_0_1 = *reinterpret_cast<const double2 *>(&st_s1[((st_it + 0) % 5)][st_ty * 2 + 0][st_tx * 2 + 2]);
        const double2 st_v1_0_1_0 = *reinterpret_cast<const double2 *>(&st_s1[((st_it + 0) % 5)][st_ty * 2 + 1][st_tx * 2 + 0]);
        const double2 st_v1_0_1_1 = *reinterpret_cast<const double2 *>(&st_s1[((st_it + 0) % 5)][st_ty * 2 + 1][st_tx * 2 + 2]);
        const double2 st_v1_0_2_0 = *reinterpret_cast<const double2 *>(&st_s1[((st_it + 0) % 5)][st_ty * 2 + 2][st_tx * 2 + 0]);
        const double2 st_v1_0_2_1 = *reinterpret_cast<const double2 *>(&st_s1[((st_it + 0) % 5)][st_ty * 2 + 2][st_tx * 2 + 2]);
        i = st_x0;
        fx = (st_v0_0_1_1.x + st_q0_0_r0_c0) * (st_v1_0_1_1.x - st_q1_0_r0_c0)
            - (st_q0_0_r0_c0 + st_v0_0_1_0.x) * (st_q1_0_r0_c0 - st_v1_0_1_0.x);
        fy = (st_v0_0_2_0.y + st_q0_0_r0_c0) * (st_v1_0_2_0.y - st_q1_0_r0_c0)
            - (st_q0_0_r0_c0 + st_v0_0_0_0.y) * (st_q1_0_r0_c0 - st_v1_0_0_0.y);
        fz = (st_q0_1_r0_c0 + st_q0_0_r0_c0) * (st_q1_1_r0_c0 - st_q1_0_r0_c0)
            - (st_q0_0_r0_c0 + st_q0_m1_r0_c0) * (st_q1_0_r0_c0 - st_q1_m1_r0_c0);
        unew[i + j * unew_s1 + k * unew_s2] = st_q1_0_r0_c0 + U_half * dt * (fx + fy + fz);
        i = st_x1;
        if (st_x1 <= st_hi0) {
          fx = (st_v0_0_1_1.y + st_q0_0_r0_c1) * (st_v1_0_1_1.y - st_q1_0_r0_c1)
              - (st_q0_0_r0_c1 + st_v0_0_1_0.y) * (st_q1_0_r0_c1 - st_v1_0_1_0.y);
          fy = (st_v0_0_2_1.x + st_q0_0_r0_c1) * (st_v1_0_2_1.x - st_q1_0_r0_c1)
              - (st_q0_0_r0_c1 + st_v0_0_0_1.x) * (st_q1_0_r0_c1 - st_v1_0_0_1.x);
          fz = (st_q0_1_r0_c1 + st_q0_0_r0_c1) * (st_q1_1_r0_c1 - st_q1_0_r0_c1)
              - (st_q0_0_r0_c1 + st_q0_m1_r0_c1) * (st_q1_0_r0_c1 - st_q1_m1_r0_c1);
          unew[i + j * unew_s1 + k * unew_s2] = st_q1_0_r0_c1 + U_half * dt * (fx + fy + fz);
        }
        j = st_y1;
        if (st_in1) {
          const double2 st_v0_0_3_0 = *reinterpret_cast<const double2 *>(&st_s0[((st_it + 0) % 5)][st_ty * 2 + 3][st_tx * 2 + 0]);
          const double2 st_v0_0_3_1 = *reinterpret_cast<const double2 *>(&st_s0[((st_it + 0) % 5)][st_ty * 2 + 3][st_tx * 2 + 2]);
          const double2 st_v1_0_3_0 = *reinterpret_cast<const double2 *>(&st_s1[((st_it + 0) % 5)][st_ty * 2 + 3][st_tx * 2 + 0]);
          const double2 st_v1_0_3_1 = *reinterpret_cast<const double2 *>(&st_s1[((st_it + 0) % 5)][st_ty * 2 + 3][st_tx * 2 + 2]);
          i = st_x0;
          fx = (st_v0_0_2_1.x + st_q0_0_r1_c0) * (st_v1_0_2_1.x - st_q1_0_r1_c0)
              - (st_q0_0_r1_c0 + st_v0_0_2_0.x) * (st_q1_0_r1_c0 - st_v1_0_2_0.x);
          fy = (st_v0_0_3_0.y + st_q0_0_r1_c0) * (st_v1_0_3_0.y - st_q1_0_r1_c0)
              - (st_q0_0_r1_c0 + st_v0_0_1_0.y) * (st_q1_0_r1_c0 - st_v1_0_1_0.y);
          fz = (st_q0_1_r1_c0 + st_q0_0_r1_c0) * (st_q1_1_r1_c0 - st_q1_0_r1_c0)
              - (st_q0_0_r1_c0 + st_q0_m1_r1_c0) * (st_q1_0_r1_c0 - st_q1_m1_r1_c0);
          unew[i + j * unew_s1 + k * unew_s2] = st_q1_0_r1_c0 + U_half * dt * (fx + fy + fz);
          i = st_x1;
          if (st_x1 <= st_hi0) {
            fx = (st_v0_0_2_1.y + st_q0_0_r1_c1) * (st_v1_0_2_1.y - st_q1_0_r1_c1)
                - (st_q0_0_r1_c1 + st_v0_0_2_0.y) * (st_q1_0_r1_c1 - st_v1_0_2_0.y);
            fy = (st_v0_0_3_1.x + st_q0_0_r1_c1) * (st_v1_0_3_1.x - st_q1_0_r1_c1)
                - (st_q0_0_r1_c1 + st_v0_0_1_1.x) * (st_q1_0_r1_c1 - st_v1_0_1_1.x);
            fz = (st_q0_1_r1_c1 + st_q0_0_r1_c1) * (st_q1_1_r1_c1 - st_q1_0_r1_c1)
                - (st_q0_0_r1_c1 + st_q0_m1_r1_c1) * (st_q1_0_r1_c1 - st_q1_m1_r1_c1);
            unew[i + j * unew_s1 + k * unew_s2] = st_q1_0_r1_c1 + U_half * dt * (fx + fy + fz);
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
extern "C" int vardiff_device(int32_t nx, int32_t ny, int32_t nz, double dt, const double *restrict a, const double *restrict u, double *restrict unew)
{
  {
    const ptrdiff_t st_n0 = (ptrdiff_t)nx;
    const ptrdiff_t st_n1 = (ptrdiff_t)ny;
    const ptrdiff_t st_n2 = (ptrdiff_t)nz;
    if (st_n0 <= 0 || st_n1 <= 0 || st_n2 <= 0) goto st_next0;
    const ptrdiff_t st_gx = (st_n0 + 63) / 64, st_gy = (st_n1 + 15) / 16, st_gz = (st_n2 + 63) / 64;
    if (st_gx > 2147483647 || st_gy > 65535 || st_gz > 65535) return (int)cudaErrorInvalidConfiguration;
    {
      cudaError_t st_e = cudaFuncSetAttribute(st_vardiff_kernel0, cudaFuncAttributeMaxDynamicSharedMemorySize, 95040);
      if (st_e != cudaSuccess) return (int)st_e;
    }
    st_vardiff_kernel0<<<dim3((unsigned)st_gx, (unsigned)st_gy, (unsigned)st_gz), dim3(32, 8, 1), 95040>>>(nx, ny, nz, dt, a, u, unew);
    {
      cudaError_t st_e = cudaGetLastError();
      if (st_e != cudaSuccess) return (int)st_e;
    }
  }
  st_next0:;
  return 0;
}

/* Device buffers kept between calls of vardiff_host, grown as needed. */
static void *st_buffer_vardiff[3];
static size_t st_capacity_vardiff[3];

static cudaError_t st_reserve_vardiff(int which, size_t bytes)
{
  if (st_capacity_vardiff[which] >= bytes && st_buffer_vardiff[which] != NULL) return cudaSuccess;
  if (st_buffer_vardiff[which] != NULL) cudaFree(st_buffer_vardiff[which]);
  st_buffer_vardiff[which] = NULL;
  st_capacity_vardiff[which] = 0;
  cudaError_t e = cudaMalloc(&st_buffer_vardiff[which], bytes > 0 ? bytes : 1);
  if (e == cudaSuccess) st_capacity_vardiff[which] = bytes;
  return e;
}

#define ST_TRY(call) do { cudaError_t st_e_ = (call); if (st_e_ != cudaSuccess) return (int)st_e_; } while (0)

/* Host pointers: copies every array to the device, runs the kernels, copies the arrays
   the subroutine writes back. Returns 0 or the CUDA error code. Not thread-safe. */
extern "C" int vardiff_host(int32_t nx, int32_t ny, int32_t nz, double dt, const double *restrict a, const double *restrict u, double *restrict unew)
{
  const size_t st_bytes0 = (size_t)(((ptrdiff_t)nx + 2) * ((ptrdiff_t)ny + 2) * ((ptrdiff_t)nz + 2)) * sizeof(double);
  ST_TRY(st_reserve_vardiff(0, st_bytes0));
  ST_TRY(cudaMemcpy(st_buffer_vardiff[0], a, st_bytes0, cudaMemcpyHostToDevice));
  const size_t st_bytes1 = (size_t)(((ptrdiff_t)nx + 2) * ((ptrdiff_t)ny + 2) * ((ptrdiff_t)nz + 2)) * sizeof(double);
  ST_TRY(st_reserve_vardiff(1, st_bytes1));
  ST_TRY(cudaMemcpy(st_buffer_vardiff[1], u, st_bytes1, cudaMemcpyHostToDevice));
  const size_t st_bytes2 = (size_t)(((ptrdiff_t)nx + 2) * ((ptrdiff_t)ny + 2) * ((ptrdiff_t)nz + 2)) * sizeof(double);
  ST_TRY(st_reserve_vardiff(2, st_bytes2));
  ST_TRY(cudaMemcpy(st_buffer_vardiff[2], unew, st_bytes2, cudaMemcpyHostToDevice));
  ST_TRY((cudaError_t)vardiff_device(nx, ny, nz, dt, (const double *)st_buffer_vardiff[0], (const double *)st_buffer_vardiff[1], (double *)st_buffer_vardiff[2]));
  ST_TRY(cudaDeviceSynchronize());
  ST_TRY(cudaMemcpy(unew, st_buffer_vardiff[2], st_bytes2, cudaMemcpyDeviceToHost));
  return 0;
}

/* Host pointers; a CUDA error is printed and ends the program. */
extern "C" void vardiff(int32_t nx, int32_t ny, int32_t nz, double dt, const double *restrict a, const double *restrict u, double *restrict unew)
{
  int st_e = vardiff_host(nx, ny, nz, dt, a, u, unew);
  if (st_e != 0) {
    fprintf(stderr, "vardiff: CUDA error %d: %s\n", st_e, cudaGetErrorString((cudaError_t)st_e));
    abort();
  }
}

/* gfortran's convention: every argument by reference. */
extern "C" void vardiff_(const int32_t *nx, const int32_t *ny, const int32_t *nz, const double *dt, const double *a, const double *u, double *unew)
{
  vardiff(*nx, *ny, *nz, *dt, a, u, unew);
}

/* The CPU library's first-touch initialiser, for callers of either library: zeroes the
   host arrays (device buffers are placed by the driver). */
extern "C" void vardiff_first_touch(int32_t nx, int32_t ny, int32_t nz, double dt, double *restrict a, double *restrict u, double *restrict unew)
{
  memset(a, 0, (size_t)(((ptrdiff_t)nx + 2) * ((ptrdiff_t)ny + 2) * ((ptrdiff_t)nz + 2)) * sizeof(double));
  memset(u, 0, (size_t)(((ptrdiff_t)nx + 2) * ((ptrdiff_t)ny + 2) * ((ptrdiff_t)nz + 2)) * sizeof(double));
  memset(unew, 0, (size_t)(((ptrdiff_t)nx + 2) * ((ptrdiff_t)ny + 2) * ((ptrdiff_t)nz + 2)) * sizeof(double));
  (void)nx;
  (void)ny;
  (void)nz;
  (void)dt;
}

/* The variant a call runs: this file holds one. */
extern "C" int vardiff_variant(int32_t nx, int32_t ny, int32_t nz)
{
  (void)nx;
  (void)ny;
  (void)nz;
  return 1;
}
