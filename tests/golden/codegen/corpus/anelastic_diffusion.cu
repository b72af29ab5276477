/* Subroutine anelastic_diffusion for CUDA, printed by stenciltune.
   Variant: TX=32 TY=4 RY=2 RX=2 ZB=128 STREAM=1 SMEM=2 PIPE=2 RO=0 LB=1 UNROLL=4.
   Arrays keep Fortran's column-major order and lower bounds. Entry points:
   anelastic_diffusion (host pointers; aborts on a CUDA error), anelastic_diffusion_host (host pointers; returns the
   CUDA error code), anelastic_diffusion_device (device pointers; launches on the default stream),
   anelastic_diffusion_ (gfortran's convention: every argument by reference). */
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

/* Nest 1 (line 18). */
__global__ __launch_bounds__(128) void st_anelastic_diffusion_kernel0(int32_t itot, int32_t jtot,
                                                                      int32_t ktot, double kappa,
                                                                      double dxidxi, double dyidyi,
                                                                      const double *restrict rho,
                                                                      const double *restrict rhoh,
                                                                      const double *restrict dzi,
                                                                      const double *restrict dzhi,
                                                                      const double *restrict a,
                                                                      double *restrict at)
{
  const ptrdiff_t a_s1 = (ptrdiff_t)itot + 2;
  const ptrdiff_t a_s2 = a_s1 * ((ptrdiff_t)jtot + 2);
  const ptrdiff_t at_s1 = (ptrdiff_t)itot + 2;
  const ptrdiff_t at_s2 = at_s1 * ((ptrdiff_t)jtot + 2);
  int32_t k, j, i;

  {
    const int st_lo0 = (int)(1);
    const int st_hi0 = (int)(itot);
    const int st_lo1 = (int)(1);
    const int st_hi1 = (int)(jtot);
    const int st_lo2 = (int)(1);
    const int st_hi2 = (int)(ktot);
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
    double st_q0_m1_r0_c0 = 0, st_q0_0_r0_c0 = 0, st_q0_1_r0_c0 = 0;
    double st_q0_m1_r0_c1 = 0, st_q0_0_r0_c1 = 0, st_q0_1_r0_c1 = 0;
    double st_q0_m1_r1_c0 = 0, st_q0_0_r1_c0 = 0, st_q0_1_r1_c0 = 0;
    double st_q0_m1_r1_c1 = 0, st_q0_0_r1_c1 = 0, st_q0_1_r1_c1 = 0;
    extern __shared__ __align__(16) unsigned char st_smem[];
    const int st_tid = st_tx + st_ty * 32;
    double (*st_s0)[10][66] = reinterpret_cast<double (*)[10][66]>(st_smem + 0);
    double st_q2_0_r0_c0 = 0, st_q2_1_r0_c0 = 0, st_n2_r0_c0 = 0;
    double st_q2_0_r0_c1 = 0, st_q2_1_r0_c1 = 0, st_n2_r0_c1 = 0;
    double st_q2_0_r1_c0 = 0, st_q2_1_r1_c0 = 0, st_n2_r1_c0 = 0;
    double st_q2_0_r1_c1 = 0, st_q2_1_r1_c1 = 0, st_n2_r1_c1 = 0;
    double st_q3_0_r0_c0 = 0, st_n3_r0_c0 = 0;
    double st_q3_0_r0_c1 = 0, st_n3_r0_c1 = 0;
    double st_q3_0_r1_c0 = 0, st_n3_r1_c0 = 0;
    double st_q3_0_r1_c1 = 0, st_n3_r1_c1 = 0;
    double st_q4_0_r0_c0 = 0, st_n4_r0_c0 = 0;
    double st_q4_0_r0_c1 = 0, st_n4_r0_c1 = 0;
    double st_q4_0_r1_c0 = 0, st_n4_r1_c0 = 0;
    double st_q4_0_r1_c1 = 0, st_n4_r1_c1 = 0;
    double st_q1_0_r0_c0 = 0, st_q1_1_r0_c0 = 0, st_n1_r0_c0 = 0;
    double st_q1_0_r0_c1 = 0, st_q1_1_r0_c1 = 0, st_n1_r0_c1 = 0;
    double st_q1_0_r1_c0 = 0, st_q1_1_r1_c0 = 0, st_n1_r1_c0 = 0;
    double st_q1_0_r1_c1 = 0, st_q1_1_r1_c1 = 0, st_n1_r1_c1 = 0;
    if (st_in0 && st_x1 <= st_hi0 && (((uintptr_t)&a[st_x0 + st_y0 * a_s1 + (st_kb - 1) * a_s2] | (uintptr_t)&a[st_x0 + st_y0 * a_s1 + st_kb * a_s2]) & 15) == 0) {
      const double2 st_pv = *reinterpret_cast<const double2 *>(&a[st_x0 + st_y0 * a_s1 + (st_kb - 1) * a_s2]);
      st_q0_0_r0_c0 = st_pv.x;
      st_q0_0_r0_c1 = st_pv.y;
      const double2 st_pv_2 = *reinterpret_cast<const double2 *>(&a[st_x0 + st_y0 * a_s1 + st_kb * a_s2]);
      st_q0_1_r0_c0 = st_pv_2.x;
      st_q0_1_r0_c1 = st_pv_2.y;
    } else {
      if (st_in0) {
        st_q0_0_r0_c0 = a[st_x0 + st_y0 * a_s1 + (st_kb - 1) * a_s2];
        st_q0_1_r0_c0 = a[st_x0 + st_y0 * a_s1 + st_kb * a_s2];
      }
      if ((st_in0 && st_x1 <= st_hi0)) {
        st_q0_0_r0_c1 = a[st_x1 + st_y0 * a_s1 + (st_kb - 1) * a_s2];
        st_q0_1_r0_c1 = a[st_x1 + st_y0 * a_s1 + st_kb * a_s2];
      }
    }
    if (st_in0) {
      st_q2_1_r0_c0 = dzhi[st_kb];
      st_n2_r0_c0 = dzhi[st_kb + 1];
      st_n3_r0_c0 = dzi[st_kb];
      st_n4_r0_c0 = rho[st_kb];
      st_q1_1_r0_c0 = rhoh[st_kb];
      st_n1_r0_c0 = rhoh[st_kb + 1];
    }
    if ((st_in0 && st_x1 <= st_hi0)) {
      st_q2_1_r0_c1 = dzhi[st_kb];
      st_n2_r0_c1 = dzhi[st_kb + 1];
      st_n3_r0_c1 = dzi[st_kb];
      st_n4_r0_c1 = rho[st_kb];
      st_q1_1_r0_c1 = rhoh[st_kb];
      st_n1_r0_c1 = rhoh[st_kb + 1];
    }
    if (st_in1 && st_x1 <= st_hi0 && (((uintptr_t)&a[st_x0 + st_y1 * a_s1 + (st_kb - 1) * a_s2] | (uintptr_t)&a[st_x0 + st_y1 * a_s1 + st_kb * a_s2]) & 15) == 0) {
      const double2 st_pv_3 = *reinterpret_cast<const double2 *>(&a[st_x0 + st_y1 * a_s1 + (st_kb - 1) * a_s2]);
      st_q0_0_r1_c0 = st_pv_3.x;
      st_q0_0_r1_c1 = st_pv_3.y;
      const double2 st_pv_4 = *reinterpret_cast<const double2 *>(&a[st_x0 + st_y1 * a_s1 + st_kb * a_s2]);
      st_q0_1_r1_c0 = st_pv_4.x;
      st_q0_1_r1_c1 = st_pv_4.y;
    } else {
      if (st_in1) {
        st_q0_0_r1_c0 = a[st_x0 + st_y1 * a_s1 + (st_kb - 1) * a_s2];
        st_q0_1_r1_c0 = a[st_x0 + st_y1 * a_s1 + st_kb * a_s2];
      }
      if ((st_in1 && st_x1 <= st_hi0)) {
        st_q0_0_r1_c1 = a[st_x1 + st_y1 * a_s1 + (st_kb - 1) * a_s2];
        st_q0_1_r1_c1 = a[st_x1 + st_y1 * a_s1 + st_kb * a_s2];
      }
    }
    if (st_in1) {
      st_q2_1_r1_c0 = dzhi[st_kb];
      st_n2_r1_c0 = dzhi[st_kb + 1];
      st_n3_r1_c0 = dzi[st_kb];
      st_n4_r1_c0 = rho[st_kb];
      st_q1_1_r1_c0 = rhoh[st_kb];
      st_n1_r1_c0 = rhoh[st_kb + 1];
    }
    if ((st_in1 && st_x1 <= st_hi0)) {
      st_q2_1_r1_c1 = dzhi[st_kb];
      st_n2_r1_c1 = dzhi[st_kb + 1];
      st_n3_r1_c1 = dzi[st_kb];
      st_n4_r1_c1 = rho[st_kb];
      st_q1_1_r1_c1 = rhoh[st_kb];
      st_n1_r1_c1 = rhoh[st_kb + 1];
    }
    int st_it = 0;
    const bool st_al0 = (((uintptr_t)&a[((st_o0 - 1)) + ((st_o1 - 1)) * a_s1 + st_kb * a_s2] | (uintptr_t)&a[((st_o0 - 1)) + ((st_o1 - 1 + 1)) * a_s1 + st_kb * a_s2] | (uintptr_t)&a[((st_o0 - 1)) + ((st_o1 - 1)) * a_s1 + (st_kb + 1) * a_s2]) & 15) == 0;
    const bool st_full0 = st_al0 && &a[((st_o0 - 1 + 65)) + ((st_o1 - 1 + 9)) * a_s1 + ((ktot + 1)) * a_s2] <= &a[((itot + 1)) + ((jtot + 1)) * a_s1 + ((ktot + 1)) * a_s2];
    {
      if (st_full0) {
        const double *st_b = &a[((st_o0 - 1)) + ((st_o1 - 1)) * a_s1 + st_kb * a_s2];
        const ptrdiff_t st_rs = &a[((st_o0 - 1)) + (((st_o1 - 1) + 1)) * a_s1 + st_kb * a_s2] - st_b;
        const int st_fr = st_tid / 33, st_fc = (st_tid - st_fr * 33) * 2;
        if (st_fr < 3) {
          #pragma unroll
          for (int st_m = 0; st_m < 4; ++st_m) {
            if (st_fr + st_m * 3 < 10) __pipeline_memcpy_async(&st_s0[0][st_fr + st_m * 3][st_fc], st_b + st_fc + (ptrdiff_t)(st_fr + st_m * 3) * st_rs, 16);
          }
        }
      } else if (st_al0) {
        for (int st_e = st_tid; st_e < 330; st_e += 128) {
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
        for (int st_e_2 = st_tid; st_e_2 < 660; st_e_2 += 128) {
          const int st_cy_2 = st_e_2 / 66, st_cx_2 = (st_e_2 - st_cy_2 * 66);
          const int st_gy_2 = st_o1 - 1 + st_cy_2;
          const int st_gx_2 = st_o0 - 1 + st_cx_2;
          if (st_gx_2 >= st_lo0 - 1 && st_gx_2 <= st_hi0 + 1 && st_gy_2 >= st_lo1 - 1 && st_gy_2 <= st_hi1 + 1) __pipeline_memcpy_async(&st_s0[0][st_cy_2][st_cx_2], &a[st_gx_2 + st_gy_2 * a_s1 + st_kb * a_s2], sizeof(double));
        }
      }
    }
    __pipeline_commit();
    {
      if (st_full0) {
        const double *st_b_2 = &a[((st_o0 - 1)) + ((st_o1 - 1)) * a_s1 + (st_kb + 1) * a_s2];
        const ptrdiff_t st_rs_2 = &a[((st_o0 - 1)) + (((st_o1 - 1) + 1)) * a_s1 + (st_kb + 1) * a_s2] - st_b_2;
        const int st_fr_2 = st_tid / 33, st_fc_2 = (st_tid - st_fr_2 * 33) * 2;
        if (st_fr_2 < 3) {
          #pragma unroll
          for (int st_m_2 = 0; st_m_2 < 4; ++st_m_2) {
            if (st_fr_2 + st_m_2 * 3 < 10) __pipeline_memcpy_async(&st_s0[1][st_fr_2 + st_m_2 * 3][st_fc_2], st_b_2 + st_fc_2 + (ptrdiff_t)(st_fr_2 + st_m_2 * 3) * st_rs_2, 16);
          }
        }
      } else if (st_al0) {
        for (int st_e_3 = st_tid; st_e_3 < 330; st_e_3 += 128) {
          const int st_cy_3 = st_e_3 / 33, st_cx_3 = (st_e_3 - st_cy_3 * 33) * 2;
          const int st_gy_3 = st_o1 - 1 + st_cy_3;
          const int st_gx_3 = st_o0 - 1 + st_cx_3;
          if (st_gy_3 >= st_lo1 - 1 && st_gy_3 <= st_hi1 + 1) {
            if (st_gx_3 >= st_lo0 - 1 && (st_gx_3 + 1) <= st_hi0 + 1) {
              __pipeline_memcpy_async(&st_s0[1][st_cy_3][st_cx_3], &a[st_gx_3 + st_gy_3 * a_s1 + (st_kb + 1) * a_s2], 16);
            } else {
              for (int st_t_2 = 0; st_t_2 < 2; ++st_t_2) {
                if ((st_gx_3 + st_t_2) >= st_lo0 - 1 && (st_gx_3 + st_t_2) <= st_hi0 + 1) __pipeline_memcpy_async(&st_s0[1][st_cy_3][st_cx_3 + st_t_2], &a[((st_gx_3 + st_t_2)) + st_gy_3 * a_s1 + (st_kb + 1) * a_s2], sizeof(double));
              }
            }
          }
        }
      } else {
        for (int st_e_4 = st_tid; st_e_4 < 660; st_e_4 += 128) {
          const int st_cy_4 = st_e_4 / 66, st_cx_4 = (st_e_4 - st_cy_4 * 66);
          const int st_gy_4 = st_o1 - 1 + st_cy_4;
          const int st_gx_4 = st_o0 - 1 + st_cx_4;
          if (st_gx_4 >= st_lo0 - 1 && st_gx_4 <= st_hi0 + 1 && st_gy_4 >= st_lo1 - 1 && st_gy_4 <= st_hi1 + 1) __pipeline_memcpy_async(&st_s0[1][st_cy_4][st_cx_4], &a[st_gx_4 + st_gy_4 * a_s1 + (st_kb + 1) * a_s2], sizeof(double));
        }
      }
    }
    __pipeline_commit();
    if (st_kb + 1 <= st_ke) {
      if (st_full0) {
        const double *st_b_3 = &a[((st_o0 - 1)) + ((st_o1 - 1)) * a_s1 + (st_kb + 2) * a_s2];
        const ptrdiff_t st_rs_3 = &a[((st_o0 - 1)) + (((st_o1 - 1) + 1)) * a_s1 + (st_kb + 2) * a_s2] - st_b_3;
        const int st_fr_3 = st_tid / 33, st_fc_3 = (st_tid - st_fr_3 * 33) * 2;
        if (st_fr_3 < 3) {
          #pragma unroll
          for (int st_m_3 = 0; st_m_3 < 4; ++st_m_3) {
            if (st_fr_3 + st_m_3 * 3 < 10) __pipeline_memcpy_async(&st_s0[2][st_fr_3 + st_m_3 * 3][st_fc_3], st_b_3 + st_fc_3 + (ptrdiff_t)(st_fr_3 + st_m_3 * 3) * st_rs_3, 16);
          }
        }
      } else if (st_al0) {
        for (int st_e_5 = st_tid; st_e_5 < 330; st_e_5 += 128) {
          const int st_cy_5 = st_e_5 / 33, st_cx_5 = (st_e_5 - st_cy_5 * 33) * 2;
          const int st_gy_5 = st_o1 - 1 + st_cy_5;
          const int st_gx_5 = st_o0 - 1 + st_cx_5;
          if (st_gy_5 >= st_lo1 - 1 && st_gy_5 <= st_hi1 + 1) {
            if (st_gx_5 >= st_lo0 - 1 && (st_gx_5 + 1) <= st_hi0 + 1) {
              __pipeline_memcpy_async(&st_s0[2][st_cy_5][st_cx_5], &a[st_gx_5 + st_gy_5 * a_s1 + (st_kb + 2) * a_s2], 16);
            } else {
              for (int st_t_3 = 0; st_t_3 < 2; ++st_t_3) {
                if ((st_gx_5 + st_t_3) >= st_lo0 - 1 && (st_gx_5 + st_t_3) <= st_hi0 + 1) __pipeline_memcpy_async(&st_s0[2][st_cy_5][st_cx_5 + st_t_3], &a[((st_gx_5 + st_t_3)) + st_gy_5 * a_s1 + (st_kb + 2) * a_s2], sizeof(double));
              }
            }
          }
        }
      } else {
        for (int st_e_6 = st_tid; st_e_6 < 660; st_e_6 += 128) {
          const int st_cy_6 = st_e_6 / 66, st_cx_6 = (st_e_6 - st_cy_6 * 66);
          const int st_gy_6 = st_o1 - 1 + st_cy_6;
          const int st_gx_6 = st_o0 - 1 + st_cx_6;
          if (st_gx_6 >= st_lo0 - 1 && st_gx_6 <= st_hi0 + 1 && st_gy_6 >= st_lo1 - 1 && st_gy_6 <= st_hi1 + 1) __pipeline_memcpy_async(&st_s0[2][st_cy_6][st_cx_6], &a[st_gx_6 + st_gy_6 * a_s1 + (st_kb + 2) * a_s2], sizeof(double));
        }
      }
    }
    __pipeline_commit();
    #pragma unroll 4
    for (k = st_kb; k <= st_ke; ++k) {
      st_q0_m1_r0_c0 = st_q0_0_r0_c0;
      st_q0_0_r0_c0 = st_q0_1_r0_c0;
      st_q2_0_r0_c0 = st_q2_1_r0_c0;
      st_q1_0_r0_c0 = st_q1_1_r0_c0;
      st_q2_1_r0_c0 = st_n2_r0_c0;
      st_q3_0_r0_c0 = st_n3_r0_c0;
      st_q4_0_r0_c0 = st_n4_r0_c0;
      st_q1_1_r0_c0 = st_n1_r0_c0;
      st_q0_m1_r0_c1 = st_q0_0_r0_c1;
      st_q0_0_r0_c1 = st_q0_1_r0_c1;
      st_q2_0_r0_c1 = st_q2_1_r0_c1;
      st_q1_0_r0_c1 = st_q1_1_r0_c1;
      st_q2_1_r0_c1 = st_n2_r0_c1;
      st_q3_0_r0_c1 = st_n3_r0_c1;
      st_q4_0_r0_c1 = st_n4_r0_c1;
      st_q1_1_r0_c1 = st_n1_r0_c1;
      st_q0_m1_r1_c0 = st_q0_0_r1_c0;
      st_q0_0_r1_c0 = st_q0_1_r1_c0;
      st_q2_0_r1_c0 = st_q2_1_r1_c0;
      st_q1_0_r1_c0 = st_q1_1_r1_c0;
      st_q2_1_r1_c0 = st_n2_r1_c0;
      st_q3_0_r1_c0 = st_n3_r1_c0;
      st_q4_0_r1_c0 = st_n4_r1_c0;
      st_q1_1_r1_c0 = st_n1_r1_c0;
      st_q0_m1_r1_c1 = st_q0_0_r1_c1;
      st_q0_0_r1_c1 = st_q0_1_r1_c1;
      st_q2_0_r1_c1 = st_q2_1_r1_c1;
      st_q1_0_r1_c1 = st_q1_1_r1_c1;
      st_q2_1_r1_c1 = st_n2_r1_c1;
      st_q3_0_r1_c1 = st_n3_r1_c1;
      st_q4_0_r1_c1 = st_n4_r1_c1;
      st_q1_1_r1_c1 = st_n1_r1_c1;
      if (k + 2 <= st_ke) {
        if (st_full0) {
          const double *st_b_4 = &a[((st_o0 - 1)) + ((st_o1 - 1)) * a_s1 + (k + 3) * a_s2];
          const ptrdiff_t st_rs_4 = &a[((st_o0 - 1)) + (((st_o1 - 1) + 1)) * a_s1 + (k + 3) * a_s2] - st_b_4;
          const int st_fr_4 = st_tid / 33, st_fc_4 = (st_tid - st_fr_4 * 33) * 2;
          if (st_fr_4 < 3) {
            #pragma unroll
            for (int st_m_4 = 0; st_m_4 < 4; ++st_m_4) {
              if (st_fr_4 + st_m_4 * 3 < 10) __pipeline_memcpy_async(&st_s0[((st_it + 3) % 5)][st_fr_4 + st_m_4 * 3][st_fc_4], st_b_4 + st_fc_4 + (ptrdiff_t)(st_fr_4 + st_m_4 * 3) * st_rs_4, 16);
            }
          }
        } else if (st_al0) {
          for (int st_e_7 = st_tid; st_e_7 < 330; st_e_7 += 128) {
            const int st_cy_7 = st_e_7 / 33, st_cx_7 = (st_e_7 - st_cy_7 * 33) * 2;
            const int st_gy_7 = st_o1 - 1 + st_cy_7;
            const int st_gx_7 = st_o0 - 1 + st_cx_7;
            if (st_gy_7 >= st_lo1 - 1 && st_gy_7 <= st_hi1 + 1) {
              if (st_gx_7 >= st_lo0 - 1 && (st_gx_7 + 1) <= st_hi0 + 1) {
                __pipeline_memcpy_async(&st_s0[((st_it + 3) % 5)][st_cy_7][st_cx_7], &a[st_gx_7 + st_gy_7 * a_s1 + (k + 3) * a_s2], 16);
              } else {
                for (int st_t_4 = 0; st_t_4 < 2; ++st_t_4) {
                  if ((st_gx_7 + st_t_4) >= st_lo0 - 1 && (st_gx_7 + st_t_4) <= st_hi0 + 1) __pipeline_memcpy_async(&st_s0[((st_it + 3) % 5)][st_cy_7][st_cx_7 + st_t_4], &a[((st_gx_7 + st_t_4)) + st_gy_7 * a_s1 + (k + 3) * a_s2], sizeof(double));
                }
              }
            }
          }
        } else {
          for (int st_e_8 = st_tid; st_e_8 < 660; st_e_8 += 128) {
            const int st_cy_8 = st_e_8 / 66, st_cx_8 = (st_e_8 - st_cy_8 * 66);
            const int st_gy_8 = st_o1 - 1 + st_cy_8;
            const int st_gx_8 = st_o0 - 1 + st_cx_8;
            if (st_gx_8 >= st_lo0 - 1 && st_gx_8 <= st_hi0 + 1 && st_gy_8 >= st_lo1 - 1 && st_gy_8 <= st_hi1 + 1) __pipeline_memcpy_async(&st_s0[((st_it + 3) % 5)][st_cy_8][st_cx_8], &a[st_gx_8 + st_gy_8 * a_s1 + (k + 3) * a_s2], sizeof(double));
          }
        }
      }
      __pipeline_commit();
      __pipeline_wait_prior(2);
      __syncthreads();
      st_q0_1_r0_c0 = st_s0[((st_it + 1) % 5)][st_ty * 2 + 1][st_tx * 2 + 1];
      st_q0_1_r0_c1 = st_s0[((st_it + 1) % 5)][st_ty * 2 + 1][st_tx * 2 + 2];
      st_q0_1_r1_c0 = st_s0[((st_it + 1) % 5)][st_ty * 2 + 2][st_tx * 2 + 1];
      st_q0_1_r1_c1 = st_s0[((st_it + 1) % 5)][st_ty * 2 + 2][st_tx * 2 + 2];
      if (st_in0 && k < st_ke) {
        st_n2_r0_c0 = dzhi[k + 2];
        st_n3_r0_c0 = dzi[k + 1];
        st_n4_r0_c0 = rho[k + 1];
        st_n1_r0_c0 = rhoh[k + 2];
      }
      if ((st_in0 && st_x1 <= st_hi0) && k < st_ke) {
        st_n2_r0_c1 = dzhi[k + 2];
        st_n3_r0_c1 = dzi[k + 1];
        st_n4_r0_c1 = rho[k + 1];
        st_n1_r0_c1 = rhoh[k + 2];
      }
      if (st_in1 && k < st_ke) {
        st_n2_r1_c0 = dzhi[k + 2];
        st_n3_r1_c0 = dzi[k + 1];
        st_n4_r1_c0 = rho[k + 1];
        st_n1_r1_c0 = rhoh[k + 2];
      }
      if ((st_in1 && st_x1 <= st_hi0) && k < st_ke) {
        st_n2_r1_c1 = dzhi[k + 2];
        st_n3_r1_c1 = dzi[k + 1];
        st_n4_r1_c1 = rho[k + 1];
        st_n1_r1_c1 = rhoh[k + 2];
      }
      j = st_y0;
      if (st_in0) {
        const double2 st_v0_0_0_0 = *reinterpret_cast<const double2 *>(&st_s0[((st_it + 0) % 5)][st_ty * 2 + 0][st_tx * 2 + 0]);
        const double2 st_v0_0_0_1 = *reinterpret_cast<const double2 *>(&st_s0[((st_it + 0) % 5)][st_ty * 2 + 0][st_tx * 2 + 2]);
        const double2 st_v0_0_1_0 = *reinterpret_cast<const double2 *>(&st_s0[((st_it + 0) % 5)][st_ty * 2 + 1][st_tx * 2 + 0]);
        const double2 st_v0_0_1_1 = *reinterpret_cast<const double2 *>(&st_s0[((st_it + 0) % 5)][st_ty * 2 + 1][st_tx * 2 + 2]);
        const double2 st_v0_0_2_0 = *reinterpret_cast<const double2 *>(&st_s0[((st_it + 0) % 5)][st_ty * 2 + 2][st_tx * 2 + 0]);
        const double2 st_v0_0_2_1 = *reinterpret_cast<const double2 *>(&st_s0[((st_it + 0) % 5)][st_ty * 2 + 2][st_tx * 2 + 2]);
        i = st_x0;
        at[i + j * at_s1 + k * at_s2] = at[i + j * at_s1 + k * at_s2]
            + kappa * ((st_v0_0_1_1.x - 2.0 * st_q0_0_r0_c0 + st_v0_0_1_0.x) * dxidxi
            + (st_v0_0_2_0.y - 2.0 * st_q0_0_r0_c0 + st_v0_0_0_0.y) * dyidyi
            + (st_q1_1_r0_c0 * (st_q0_1_r0_c0 - st_q0_0_r0_c0) * st_q2_1_r0_c0
            - st_q1_0_r0_c0 * (st_q0_0_r0_c0 - st_q0_m1_r0_c0) * st_q2_0_r0_c0) * st_q3_0_r0_c0 / st_q4_0_r0_c0);
        i = st_x1;
        if (st_x1 <= st_hi0) {
          at[i + j * at_s1 + k * at_s2] = at[i + j * at_s1 + k * at_s2]
              + kappa * ((st_v0_0_1_1.y - 2.0 * st_q0_0_r0_c1 + st_v0_0_1_0.y) * dxidxi
              + (st_v0_0_2_1.x - 2.0 * st_q0_0_r0_c1 + st_v0_0_0_1.x) * dyidyi
              + (st_q1_1_r0_c1 * (st_q0_1_r0_c1 - st_q0_0_r0_c1) * st_q2_1_r0_c1
              - st_q1_0_r0_c1 * (st_q0_0_r0_c1 - st_q0_m1_r0_c1) * st_q2_0_r0_c1) * st_q3_0_r0_c1 / st_q4_0_r0_c1);
        }
        j = st_y1;
        if (st_in1) {
          const double2 st_v0_0_3_0 = *reinterpret_cast<const double2 *>(&st_s0[((st_it + 0) % 5)][st_ty * 2 + 3][st_tx * 2 + 0]);
          const double2 st_v0_0_3_1 = *reinterpret_cast<const double2 *>(&st_s0[((st_it + 0) % 5)][st_ty * 2 + 3][st_tx * 2 + 2]);
          i = st_x0;
          at[i + j * at_s1 + k * at_s2] = at[i + j * at_s1 + k * at_s2]
              + kappa * ((st_v0_0_2_1.x - 2.0 * st_q0_0_r1_c0 + st_v0_0_2_0.x) * dxidxi
              + (st_v0_0_3_0.y - 2.0 * st_q0_0_r1_c0 + st_v0_0_1_0.y) * dyidyi
              + (st_q1_1_r1_c0 * (st_q0_1_r1_c0 - st_q0_0_r1_c0) * st_q2_1_r1_c0
              - st_q1_0_r1_c0 * (st_q0_0_r1_c0 - st_q0_m1_r1_c0) * st_q2_0_r1_c0) * st_q3_0_r1_c0 / st_q4_0_r1_c0);
          i = st_x1;
          if (st_x1 <= st_hi0) {
            at[i + j * at_s1 + k * at_s2] = at[i + j * at_s1 + k * at_s2]
                + kappa * ((st_v0_0_2_1.y - 2.0 * st_q0_0_r1_c1 + st_v0_0_2_0.y) * dxidxi
                + (st_v0_0_3_1.x - 2.0 * st_q0_0_r1_c1 + st_v0_0_1_1.x) * dyidyi
                + (st_q1_1_r1_c1 * (st_q0_1_r1_c1 - st_q0_0_r1_c1) * st_q2_1_r1_c1
                - st_q1_0_r1_c1 * (st_q0_0_r1_c1 - st_q0_m1_r1_c1) * st_q2_0_r1_c1) * st_q3_0_r1_c1 / st_q4_0_r1_c1);
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
extern "C" int anelastic_diffusion_device(int32_t itot, int32_t jtot, int32_t ktot, double kappa, double dxidxi, double dyidyi, const double *restrict rho, const double *restrict rhoh, const double *restrict dzi, const double *restrict dzhi, const double *restrict a, double *restrict at)
{
  {
    const ptrdiff_t st_n0 = (ptrdiff_t)itot;
    const ptrdiff_t st_n1 = (ptrdiff_t)jtot;
    const ptrdiff_t st_n2 = (ptrdiff_t)ktot;
    if (st_n0 <= 0 || st_n1 <= 0 || st_n2 <= 0) goto st_next0;
    const ptrdiff_t st_gx = (st_n0 + 63) / 64, st_gy = (st_n1 + 7) / 8, st_gz = (st_n2 + 127) / 128;
    if (st_gx > 2147483647 || st_gy > 65535 || st_gz > 65535) return (int)cudaErrorInvalidConfiguration;
    st_anelastic_diffusion_kernel0<<<dim3((unsigned)st_gx, (unsigned)st_gy, (unsigned)st_gz), dim3(32, 4, 1), 26400>>>(itot, jtot, ktot, kappa, dxidxi, dyidyi, rho, rhoh, dzi, dzhi, a, at);
    {
      cudaError_t st_e = cudaGetLastError();
      if (st_e != cudaSuccess) return (int)st_e;
    }
  }
  st_next0:;
  return 0;
}

/* Device buffers kept between calls of anelastic_diffusion_host, grown as needed. */
static void *st_buffer_anelastic_diffusion[6];
static size_t st_capacity_anelastic_diffusion[6];

static cudaError_t st_reserve_anelastic_diffusion(int which, size_t bytes)
{
  if (st_capacity_anelastic_diffusion[which] >= bytes && st_buffer_anelastic_diffusion[which] != NULL) return cudaSuccess;
  if (st_buffer_anelastic_diffusion[which] != NULL) cudaFree(st_buffer_anelastic_diffusion[which]);
  st_buffer_anelastic_diffusion[which] = NULL;
  st_capacity_anelastic_diffusion[which] = 0;
  cudaError_t e = cudaMalloc(&st_buffer_anelastic_diffusion[which], bytes > 0 ? bytes : 1);
  if (e == cudaSuccess) st_capacity_anelastic_diffusion[which] = bytes;
  return e;
}

#define ST_TRY(call) do { cudaError_t st_e_ = (call); if (st_e_ != cudaSuccess) return (int)st_e_; } while (0)

/* Host pointers: copies every array to the device, runs the kernels, copies the arrays
   the subroutine writes back. Returns 0 or the CUDA error code. Not thread-safe. */
extern "C" int anelastic_diffusion_host(int32_t itot, int32_t jtot, int32_t ktot, double kappa, double dxidxi, double dyidyi, const double *restrict rho, const double *restrict rhoh, const double *restrict dzi, const double *restrict dzhi, const double *restrict a, double *restrict at)
{
  const size_t st_bytes0 = (size_t)(((ptrdiff_t)ktot + 2)) * sizeof(double);
  ST_TRY(st_reserve_anelastic_diffusion(0, st_bytes0));
  ST_TRY(cudaMemcpy(st_buffer_anelastic_diffusion[0], rho, st_bytes0, cudaMemcpyHostToDevice));
  const size_t st_bytes1 = (size_t)(((ptrdiff_t)ktot + 2)) * sizeof(double);
  ST_TRY(st_reserve_anelastic_diffusion(1, st_bytes1));
  ST_TRY(cudaMemcpy(st_buffer_anelastic_diffusion[1], rhoh, st_bytes1, cudaMemcpyHostToDevice));
  const size_t st_bytes2 = (size_t)(((ptrdiff_t)ktot + 2)) * sizeof(double);
  ST_TRY(st_reserve_anelastic_diffusion(2, st_bytes2));
  ST_TRY(cudaMemcpy(st_buffer_anelastic_diffusion[2], dzi, st_bytes2, cudaMemcpyHostToDevice));
  const size_t st_bytes3 = (size_t)(((ptrdiff_t)ktot + 2)) * sizeof(double);
  ST_TRY(st_reserve_anelastic_diffusion(3, st_bytes3));
  ST_TRY(cudaMemcpy(st_buffer_anelastic_diffusion[3], dzhi, st_bytes3, cudaMemcpyHostToDevice));
  const size_t st_bytes4 = (size_t)(((ptrdiff_t)itot + 2) * ((ptrdiff_t)jtot + 2) * ((ptrdiff_t)ktot + 2)) * sizeof(double);
  ST_TRY(st_reserve_anelastic_diffusion(4, st_bytes4));
  ST_TRY(cudaMemcpy(st_buffer_anelastic_diffusion[4], a, st_bytes4, cudaMemcpyHostToDevice));
  const size_t st_bytes5 = (size_t)(((ptrdiff_t)itot + 2) * ((ptrdiff_t)jtot + 2) * ((ptrdiff_t)ktot + 2)) * sizeof(double);
  ST_TRY(st_reserve_anelastic_diffusion(5, st_bytes5));
  ST_TRY(cudaMemcpy(st_buffer_anelastic_diffusion[5], at, st_bytes5, cudaMemcpyHostToDevice));
  ST_TRY((cudaError_t)anelastic_diffusion_device(itot, jtot, ktot, kappa, dxidxi, dyidyi, (const double *)st_buffer_anelastic_diffusion[0], (const double *)st_buffer_anelastic_diffusion[1], (const double *)st_buffer_anelastic_diffusion[2], (const double *)st_buffer_anelastic_diffusion[3], (const double *)st_buffer_anelastic_diffusion[4], (double *)st_buffer_anelastic_diffusion[5]));
  ST_TRY(cudaDeviceSynchronize());
  ST_TRY(cudaMemcpy(at, st_buffer_anelastic_diffusion[5], st_bytes5, cudaMemcpyDeviceToHost));
  return 0;
}

/* Host pointers; a CUDA error is printed and ends the program. */
extern "C" void anelastic_diffusion(int32_t itot, int32_t jtot, int32_t ktot, double kappa, double dxidxi, double dyidyi, const double *restrict rho, const double *restrict rhoh, const double *restrict dzi, const double *restrict dzhi, const double *restrict a, double *restrict at)
{
  int st_e = anelastic_diffusion_host(itot, jtot, ktot, kappa, dxidxi, dyidyi, rho, rhoh, dzi, dzhi, a, at);
  if (st_e != 0) {
    fprintf(stderr, "anelastic_diffusion: CUDA error %d: %s\n", st_e, cudaGetErrorString((cudaError_t)st_e));
    abort();
  }
}

/* gfortran's convention: every argument by reference. */
extern "C" void anelastic_diffusion_(const int32_t *itot, const int32_t *jtot, const int32_t *ktot, const double *kappa, const double *dxidxi, const double *dyidyi, const double *rho, const double *rhoh, const double *dzi, const double *dzhi, const double *a, double *at)
{
  anelastic_diffusion(*itot, *jtot, *ktot, *kappa, *dxidxi, *dyidyi, rho, rhoh, dzi, dzhi, a, at);
}

/* The CPU library's first-touch initialiser, for callers of either library: zeroes the
   host arrays (device buffers are placed by the driver). */
extern "C" void anelastic_diffusion_first_touch(int32_t itot, int32_t jtot, int32_t ktot, double kappa, double dxidxi, double dyidyi, double *restrict rho, double *restrict rhoh, double *restrict dzi, double *restrict dzhi, double *restrict a, double *restrict at)
{
  memset(rho, 0, (size_t)(((ptrdiff_t)ktot + 2)) * sizeof(double));
  memset(rhoh, 0, (size_t)(((ptrdiff_t)ktot + 2)) * sizeof(double));
  memset(dzi, 0, (size_t)(((ptrdiff_t)ktot + 2)) * sizeof(double));
  memset(dzhi, 0, (size_t)(((ptrdiff_t)ktot + 2)) * sizeof(double));
  memset(a, 0, (size_t)(((ptrdiff_t)itot + 2) * ((ptrdiff_t)jtot + 2) * ((ptrdiff_t)ktot + 2)) * sizeof(double));
  memset(at, 0, (size_t)(((ptrdiff_t)itot + 2) * ((ptrdiff_t)jtot + 2) * ((ptrdiff_t)ktot + 2)) * sizeof(double));
  (void)itot;
  (void)jtot;
  (void)ktot;
  (void)kappa;
  (void)dxidxi;
  (void)dyidyi;
}

/* The variant a call runs: this file holds one. */
extern "C" int anelastic_diffusion_variant(int32_t itot, int32_t jtot, int32_t ktot)
{
  (void)itot;
  (void)jtot;
  (void)ktot;
  return 1;
}
