/* Subroutine divergence for CUDA, printed by stenciltune.
   Variant: TX=32 TY=8 RY=2 RX=2 ZB=64 STREAM=0 SMEM=2 PIPE=1 RO=0 LB=0 UNROLL=1.
   Arrays keep Fortran's column-major order and lower bounds. Entry points:
   divergence (host pointers; aborts on a CUDA error), divergence_host (host pointers; returns the
   CUDA error code), divergence_device (device pointers; launches on the default stream),
   divergence_ (gfortran's convention: every argument by reference). */
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
__global__ void st_divergence_kernel0(int32_t nx, int32_t ny, int32_t nz, double cx, double cy,
                                      double cz, const double *restrict ux,
                                      const double *restrict uy, const double *restrict uz,
                                      double *restrict U_div)
{
  const ptrdiff_t ux_s1 = (ptrdiff_t)nx + 2;
  const ptrdiff_t ux_s2 = ux_s1 * ((ptrdiff_t)ny + 2);
  const ptrdiff_t uy_s1 = (ptrdiff_t)nx + 2;
  const ptrdiff_t uy_s2 = uy_s1 * ((ptrdiff_t)ny + 2);
  const ptrdiff_t uz_s1 = (ptrdiff_t)nx + 2;
  const ptrdiff_t uz_s2 = uz_s1 * ((ptrdiff_t)ny + 2);
  const ptrdiff_t U_div_s1 = (ptrdiff_t)nx + 2;
  const ptrdiff_t U_div_s2 = U_div_s1 * ((ptrdiff_t)ny + 2);
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
    extern __shared__ __align__(16) unsigned char st_smem[];
    const int st_tid = st_tx + st_ty * 32;
    double (*st_s0)[16][66] = reinterpret_cast<double (*)[16][66]>(st_smem + 0);
    double (*st_s1)[18][64] = reinterpret_cast<double (*)[18][64]>(st_smem + 25344);
    double (*st_s2)[16][64] = reinterpret_cast<double (*)[16][64]>(st_smem + 52992);
    int st_it = 0;
    const bool st_al0 = (((uintptr_t)&ux[((st_o0 - 1)) + ((st_o1 - 0)) * ux_s1 + st_kb * ux_s2] | (uintptr_t)&ux[((st_o0 - 1)) + ((st_o1 - 0 + 1)) * ux_s1 + st_kb * ux_s2] | (uintptr_t)&ux[((st_o0 - 1)) + ((st_o1 - 0)) * ux_s1 + (st_kb + 1) * ux_s2]) & 15) == 0;
    const bool st_full0 = st_al0 && &ux[((st_o0 - 1 + 65)) + ((st_o1 - 0 + 15)) * ux_s1 + ((nz + 1)) * ux_s2] <= &ux[((nx + 1)) + ((ny + 1)) * ux_s1 + ((nz + 1)) * ux_s2];
    const bool st_al1 = (((uintptr_t)&uy[((st_o0 - 0)) + ((st_o1 - 1)) * uy_s1 + st_kb * uy_s2] | (uintptr_t)&uy[((st_o0 - 0)) + ((st_o1 - 1 + 1)) * uy_s1 + st_kb * uy_s2] | (uintptr_t)&uy[((st_o0 - 0)) + ((st_o1 - 1)) * uy_s1 + (st_kb + 1) * uy_s2]) & 15) == 0;
    const bool st_full1 = st_al1 && &uy[((st_o0 - 0 + 63)) + ((st_o1 - 1 + 17)) * uy_s1 + ((nz + 1)) * uy_s2] <= &uy[((nx + 1)) + ((ny + 1)) * uy_s1 + ((nz + 1)) * uy_s2];
    const bool st_al2 = (((uintptr_t)&uz[((st_o0 - 0)) + ((st_o1 - 0)) * uz_s1 + (st_kb - 1) * uz_s2] | (uintptr_t)&uz[((st_o0 - 0)) + ((st_o1 - 0 + 1)) * uz_s1 + (st_kb - 1) * uz_s2] | (uintptr_t)&uz[((st_o0 - 0)) + ((st_o1 - 0)) * uz_s1 + st_kb * uz_s2]) & 15) == 0;
    const bool st_full2 = st_al2 && &uz[((st_o0 - 0 + 63)) + ((st_o1 - 0 + 15)) * uz_s1 + ((nz + 1)) * uz_s2] <= &uz[((nx + 1)) + ((ny + 1)) * uz_s1 + ((nz + 1)) * uz_s2];
    {
      if (st_full2) {
        const double *st_b = &uz[((st_o0 - 0)) + ((st_o1 - 0)) * uz_s1 + (st_kb - 1) * uz_s2];
        const ptrdiff_t st_rs = &uz[((st_o0 - 0)) + (((st_o1 - 0) + 1)) * uz_s1 + (st_kb - 1) * uz_s2] - st_b;
        const int st_fr = st_tid / 32, st_fc = (st_tid - st_fr * 32) * 2;
        #pragma unroll
        for (int st_m = 0; st_m < 2; ++st_m) {
          __pipeline_memcpy_async(&st_s2[0][st_fr + st_m * 8][st_fc], st_b + st_fc + (ptrdiff_t)(st_fr + st_m * 8) * st_rs, 16);
        }
      } else if (st_al2) {
        for (int st_e = st_tid; st_e < 512; st_e += 256) {
          const int st_cy = st_e / 32, st_cx = (st_e - st_cy * 32) * 2;
          const int st_gy = st_o1 - 0 + st_cy;
          const int st_gx = st_o0 - 0 + st_cx;
          if (st_gy >= st_lo1 - 0 && st_gy <= st_hi1 + 0) {
            if (st_gx >= st_lo0 - 0 && (st_gx + 1) <= st_hi0 + 0) {
              __pipeline_memcpy_async(&st_s2[0][st_cy][st_cx], &uz[st_gx + st_gy * uz_s1 + (st_kb - 1) * uz_s2], 16);
            } else {
              for (int st_t = 0; st_t < 2; ++st_t) {
                if ((st_gx + st_t) >= st_lo0 - 0 && (st_gx + st_t) <= st_hi0 + 0) __pipeline_memcpy_async(&st_s2[0][st_cy][st_cx + st_t], &uz[((st_gx + st_t)) + st_gy * uz_s1 + (st_kb - 1) * uz_s2], sizeof(double));
              }
            }
          }
        }
      } else {
        for (int st_e_2 = st_tid; st_e_2 < 1024; st_e_2 += 256) {
          const int st_cy_2 = st_e_2 / 64, st_cx_2 = (st_e_2 - st_cy_2 * 64);
          const int st_gy_2 = st_o1 - 0 + st_cy_2;
          const int st_gx_2 = st_o0 - 0 + st_cx_2;
          if (st_gx_2 >= st_lo0 - 0 && st_gx_2 <= st_hi0 + 0 && st_gy_2 >= st_lo1 - 0 && st_gy_2 <= st_hi1 + 0) __pipeline_memcpy_async(&st_s2[0][st_cy_2][st_cx_2], &uz[st_gx_2 + st_gy_2 * uz_s1 + (st_kb - 1) * uz_s2], sizeof(double));
        }
      }
    }
    __pipeline_commit();
    {
      if (st_full2) {
        const double *st_b_2 = &uz[((st_o0 - 0)) + ((st_o1 - 0)) * uz_s1 + st_kb * uz_s2];
        const ptrdiff_t st_rs_2 = &uz[((st_o0 - 0)) + (((st_o1 - 0) + 1)) * uz_s1 + st_kb * uz_s2] - st_b_2;
        const int st_fr_2 = st_tid / 32, st_fc_2 = (st_tid - st_fr_2 * 32) * 2;
        #pragma unroll
        for (int st_m_2 = 0; st_m_2 < 2; ++st_m_2) {
          __pipeline_memcpy_async(&st_s2[1][st_fr_2 + st_m_2 * 8][st_fc_2], st_b_2 + st_fc_2 + (ptrdiff_t)(st_fr_2 + st_m_2 * 8) * st_rs_2, 16);
        }
      } else if (st_al2) {
        for (int st_e_3 = st_tid; st_e_3 < 512; st_e_3 += 256) {
          const int st_cy_3 = st_e_3 / 32, st_cx_3 = (st_e_3 - st_cy_3 * 32) * 2;
          const int st_gy_3 = st_o1 - 0 + st_cy_3;
          const int st_gx_3 = st_o0 - 0 + st_cx_3;
          if (st_gy_3 >= st_lo1 - 0 && st_gy_3 <= st_hi1 + 0) {
            if (st_gx_3 >= st_lo0 - 0 && (st_gx_3 + 1) <= st_hi0 + 0) {
              __pipeline_memcpy_async(&st_s2[1][st_cy_3][st_cx_3], &uz[st_gx_3 + st_gy_3 * uz_s1 + st_kb * uz_s2], 16);
            } else {
              for (int st_t_2 = 0; st_t_2 < 2; ++st_t_2) {
                if ((st_gx_3 + st_t_2) >= st_lo0 - 0 && (st_gx_3 + st_t_2) <= st_hi0 + 0) __pipeline_memcpy_async(&st_s2[1][st_cy_3][st_cx_3 + st_t_2], &uz[((st_gx_3 + st_t_2)) + st_gy_3 * uz_s1 + st_kb * uz_s2], sizeof(double));
              }
            }
          }
        }
      } else {
        for (int st_e_4 = st_tid; st_e_4 < 1024; st_e_4 += 256) {
          const int st_cy_4 = st_e_4 / 64, st_cx_4 = (st_e_4 - st_cy_4 * 64);
          const int st_gy_4 = st_o1 - 0 + st_cy_4;
          const int st_gx_4 = st_o0 - 0 + st_cx_4;
          if (st_gx_4 >= st_lo0 - 0 && st_gx_4 <= st_hi0 + 0 && st_gy_4 >= st_lo1 - 0 && st_gy_4 <= st_hi1 + 0) __pipeline_memcpy_async(&st_s2[1][st_cy_4][st_cx_4], &uz[st_gx_4 + st_gy_4 * uz_s1 + st_kb * uz_s2], sizeof(double));
        }
      }
    }
    __pipeline_commit();
    {
      if (st_full0) {
        const double *st_b_3 = &ux[((st_o0 - 1)) + ((st_o1 - 0)) * ux_s1 + st_kb * ux_s2];
        const ptrdiff_t st_rs_3 = &ux[((st_o0 - 1)) + (((st_o1 - 0) + 1)) * ux_s1 + st_kb * ux_s2] - st_b_3;
        const int st_fr_3 = st_tid / 33, st_fc_3 = (st_tid - st_fr_3 * 33) * 2;
        if (st_fr_3 < 7) {
          #pragma unroll
          for (int st_m_3 = 0; st_m_3 < 3; ++st_m_3) {
            if (st_fr_3 + st_m_3 * 7 < 16) __pipeline_memcpy_async(&st_s0[0][st_fr_3 + st_m_3 * 7][st_fc_3], st_b_3 + st_fc_3 + (ptrdiff_t)(st_fr_3 + st_m_3 * 7) * st_rs_3, 16);
          }
        }
      } else if (st_al0) {
        for (int st_e_5 = st_tid; st_e_5 < 528; st_e_5 += 256) {
          const int st_cy_5 = st_e_5 / 33, st_cx_5 = (st_e_5 - st_cy_5 * 33) * 2;
          const int st_gy_5 = st_o1 - 0 + st_cy_5;
          const int st_gx_5 = st_o0 - 1 + st_cx_5;
          if (st_gy_5 >= st_lo1 - 0 && st_gy_5 <= st_hi1 + 0) {
            if (st_gx_5 >= st_lo0 - 1 && (st_gx_5 + 1) <= st_hi0 + 1) {
              __pipeline_memcpy_async(&st_s0[0][st_cy_5][st_cx_5], &ux[st_gx_5 + st_gy_5 * ux_s1 + st_kb * ux_s2], 16);
            } else {
              for (int st_t_3 = 0; st_t_3 < 2; ++st_t_3) {
                if ((st_gx_5 + st_t_3) >= st_lo0 - 1 && (st_gx_5 + st_t_3) <= st_hi0 + 1) __pipeline_memcpy_async(&st_s0[0][st_cy_5][st_cx_5 + st_t_3], &ux[((st_gx_5 + st_t_3)) + st_gy_5 * ux_s1 + st_kb * ux_s2], sizeof(double));
              }
            }
          }
        }
      } else {
        for (int st_e_6 = st_tid; st_e_6 < 1056; st_e_6 += 256) {
          const int st_cy_6 = st_e_6 / 66, st_cx_6 = (st_e_6 - st_cy_6 * 66);
          const int st_gy_6 = st_o1 - 0 + st_cy_6;
          const int st_gx_6 = st_o0 - 1 + st_cx_6;
          if (st_gx_6 >= st_lo0 - 1 && st_gx_6 <= st_hi0 + 1 && st_gy_6 >= st_lo1 - 0 && st_gy_6 <= st_hi1 + 0) __pipeline_memcpy_async(&st_s0[0][st_cy_6][st_cx_6], &ux[st_gx_6 + st_gy_6 * ux_s1 + st_kb * ux_s2], sizeof(double));
        }
      }
    }
    {
      if (st_full1) {
        const double *st_b_4 = &uy[((st_o0 - 0)) + ((st_o1 - 1)) * uy_s1 + st_kb * uy_s2];
        const ptrdiff_t st_rs_4 = &uy[((st_o0 - 0)) + (((st_o1 - 1) + 1)) * uy_s1 + st_kb * uy_s2] - st_b_4;
        const int st_fr_4 = st_tid / 32, st_fc_4 = (st_tid - st_fr_4 * 32) * 2;
        #pragma unroll
        for (int st_m_4 = 0; st_m_4 < 3; ++st_m_4) {
          if (st_fr_4 + st_m_4 * 8 < 18) __pipeline_memcpy_async(&st_s1[0][st_fr_4 + st_m_4 * 8][st_fc_4], st_b_4 + st_fc_4 + (ptrdiff_t)(st_fr_4 + st_m_4 * 8) * st_rs_4, 16);
        }
      } else if (st_al1) {
        for (int st_e_7 = st_tid; st_e_7 < 576; st_e_7 += 256) {
          const int st_cy_7 = st_e_7 / 32, st_cx_7 = (st_e_7 - st_cy_7 * 32) * 2;
          const int st_gy_7 = st_o1 - 1 + st_cy_7;
          const int st_gx_7 = st_o0 - 0 + st_cx_7;
          if (st_gy_7 >= st_lo1 - 1 && st_gy_7 <= st_hi1 + 1) {
            if (st_gx_7 >= st_lo0 - 0 && (st_gx_7 + 1) <= st_hi0 + 0) {
              __pipeline_memcpy_async(&st_s1[0][st_cy_7][st_cx_7], &uy[st_gx_7 + st_gy_7 * uy_s1 + st_kb * uy_s2], 16);
            } else {
              for (int st_t_4 = 0; st_t_4 < 2; ++st_t_4) {
                if ((st_gx_7 + st_t_4) >= st_lo0 - 0 && (st_gx_7 + st_t_4) <= st_hi0 + 0) __pipeline_memcpy_async(&st_s1[0][st_cy_7][st_cx_7 + st_t_4], &uy[((st_gx_7 + st_t_4)) + st_gy_7 * uy_s1 + st_kb * uy_s2], sizeof(double));
              }
            }
          }
        }
      } else {
        for (int st_e_8 = st_tid; st_e_8 < 1152; st_e_8 += 256) {
          const int st_cy_8 = st_e_8 / 64, st_cx_8 = (st_e_8 - st_cy_8 * 64);
          const int st_gy_8 = st_o1 - 1 + st_cy_8;
          const int st_gx_8 = st_o0 - 0 + st_cx_8;
          if (st_gx_8 >= st_lo0 - 0 && st_gx_8 <= st_hi0 + 0 && st_gy_8 >= st_lo1 - 1 && st_gy_8 <= st_hi1 + 1) __pipeline_memcpy_async(&st_s1[0][st_cy_8][st_cx_8], &uy[st_gx_8 + st_gy_8 * uy_s1 + st_kb * uy_s2], sizeof(double));
        }
      }
    }
    {
      if (st_full2) {
        const double *st_b_5 = &uz[((st_o0 - 0)) + ((st_o1 - 0)) * uz_s1 + (st_kb + 1) * uz_s2];
        const ptrdiff_t st_rs_5 = &uz[((st_o0 - 0)) + (((st_o1 - 0) + 1)) * uz_s1 + (st_kb + 1) * uz_s2] - st_b_5;
        const int st_fr_5 = st_tid / 32, st_fc_5 = (st_tid - st_fr_5 * 32) * 2;
        #pragma unroll
        for (int st_m_5 = 0; st_m_5 < 2; ++st_m_5) {
          __pipeline_memcpy_async(&st_s2[2][st_fr_5 + st_m_5 * 8][st_fc_5], st_b_5 + st_fc_5 + (ptrdiff_t)(st_fr_5 + st_m_5 * 8) * st_rs_5, 16);
        }
      } else if (st_al2) {
        for (int st_e_9 = st_tid; st_e_9 < 512; st_e_9 += 256) {
          const int st_cy_9 = st_e_9 / 32, st_cx_9 = (st_e_9 - st_cy_9 * 32) * 2;
          const int st_gy_9 = st_o1 - 0 + st_cy_9;
          const int st_gx_9 = st_o0 - 0 + st_cx_9;
          if (st_gy_9 >= st_lo1 - 0 && st_gy_9 <= st_hi1 + 0) {
            if (st_gx_9 >= st_lo0 - 0 && (st_gx_9 + 1) <= st_hi0 + 0) {
              __pipeline_memcpy_async(&st_s2[2][st_cy_9][st_cx_9], &uz[st_gx_9 + st_gy_9 * uz_s1 + (st_kb + 1) * uz_s2], 16);
            } else {
              for (int st_t_5 = 0; st_t_5 < 2; ++st_t_5) {
                if ((st_gx_9 + st_t_5) >= st_lo0 - 0 && (st_gx_9 + st_t_5) <= st_hi0 + 0) __pipeline_memcpy_async(&st_s2[2][st_cy_9][st_cx_9 + st_t_5], &uz[((st_gx_9 + st_t_5)) + st_gy_9 * uz_s1 + (st_kb + 1) * uz_s2], sizeof(double));
              }
            }
          }
        }
      } else {
        for (int st_e_10 = st_tid; st_e_10 < 1024; st_e_10 += 256) {
          const int st_cy_10 = st_e_10 / 64, st_cx_10 = (st_e_10 - st_cy_10 * 64);
          const int st_gy_10 = st_o1 - 0 + st_cy_10;
          const int st_gx_10 = st_o0 - 0 + st_cx_10;
          if (st_gx_10 >= st_lo0 - 0 && st_gx_10 <= st_hi0 + 0 && st_gy_10 >= st_lo1 - 0 && st_gy_10 <= st_hi1 + 0) __pipeline_memcpy_async(&st_s2[2][st_cy_10][st_cx_10], &uz[st_gx_10 + st_gy_10 * uz_s1 + (st_kb + 1) * uz_s2], sizeof(double));
        }
      }
    }
    __pipeline_commit();
    for (k = st_kb; k <= st_ke; ++k) {
      if (k + 1 <= st_ke) {
        if (st_full0) {
          const double *st_b_6 = &ux[((st_o0 - 1)) + ((st_o1 - 0)) * ux_s1 + (k + 1) * ux_s2];
          const ptrdiff_t st_rs_6 = &ux[((st_o0 - 1)) + (((st_o1 - 0) + 1)) * ux_s1 + (k + 1) * ux_s2] - st_b_6;
          const int st_fr_6 = st_tid / 33, st_fc_6 = (st_tid - st_fr_6 * 33) * 2;
          if (st_fr_6 < 7) {
            #pragma unroll
            for (int st_m_6 = 0; st_m_6 < 3; ++st_m_6) {
              if (st_fr_6 + st_m_6 * 7 < 16) __pipeline_memcpy_async(&st_s0[((st_it + 1) % 3)][st_fr_6 + st_m_6 * 7][st_fc_6], st_b_6 + st_fc_6 + (ptrdiff_t)(st_fr_6 + st_m_6 * 7) * st_rs_6, 16);
            }
          }
        } else if (st_al0) {
          for (int st_e_11 = st_tid; st_e_11 < 528; st_e_11 += 256) {
            const int st_cy_11 = st_e_11 / 33, st_cx_11 = (st_e_11 - st_cy_11 * 33) * 2;
            const int st_gy_11 = st_o1 - 0 + st_cy_11;
            const int st_gx_11 = st_o0 - 1 + st_cx_11;
            if (st_gy_11 >= st_lo1 - 0 && st_gy_11 <= st_hi1 + 0) {
              if (st_gx_11 >= st_lo0 - 1 && (st_gx_11 + 1) <= st_hi0 + 1) {
                __pipeline_memcpy_async(&st_s0[((st_it + 1) % 3)][st_cy_11][st_cx_11], &ux[st_gx_11 + st_gy_11 * ux_s1 + (k + 1) * ux_s2], 16);
              } else {
                for (int st_t_6 = 0; st_t_6 < 2; ++st_t_6) {
                  if ((st_gx_11 + st_t_6) >= st_lo0 - 1 && (st_gx_11 + st_t_6) <= st_hi0 + 1) __pipeline_memcpy_async(&st_s0[((st_it + 1) % 3)][st_cy_11][st_cx_11 + st_t_6], &ux[((st_gx_11 + st_t_6)) + st_gy_11 * ux_s1 + (k + 1) * ux_s2], sizeof(double));
                }
              }
            }
          }
        } else {
          for (int st_e_12 = st_tid; st_e_12 < 1056; st_e_12 += 256) {
            const int st_cy_12 = st_e_12 / 66, st_cx_12 = (st_e_12 - st_cy_12 * 66);
            const int st_gy_12 = st_o1 - 0 + st_cy_12;
            const int st_gx_12 = st_o0 - 1 + st_cx_12;
            if (st_gx_12 >= st_lo0 - 1 && st_gx_12 <= st_hi0 + 1 && st_gy_12 >= st_lo1 - 0 && st_gy_12 <= st_hi1 + 0) __pipeline_memcpy_async(&st_s0[((st_it + 1) % 3)][st_cy_12][st_cx_12], &ux[st_gx_12 + st_gy_12 * ux_s1 + (k + 1) * ux_s2], sizeof(double));
          }
        }
      }
      if (k + 1 <= st_ke) {
        if (st_full1) {
          const double *st_b_7 = &uy[((st_o0 - 0)) + ((st_o1 - 1)) * uy_s1 + (k + 1) * uy_s2];
          const ptrdiff_t st_rs_7 = &uy[((st_o0 - 0)) + (((st_o1 - 1) + 1)) * uy_s1 + (k + 1) * uy_s2] - st_b_7;
          const int st_fr_7 = st_tid / 32, st_fc_7 = (st_tid - st_fr_7 * 32) * 2;
          #pragma unroll
          for (int st_m_7 = 0; st_m_7 < 3; ++st_m_7) {
            if (st_fr_7 + st_m_7 * 8 < 18) __pipeline_memcpy_async(&st_s1[((st_it + 1) % 3)][st_fr_7 + st_m_7 * 8][st_fc_7], st_b_7 + st_fc_7 + (ptrdiff_t)(st_fr_7 + st_m_7 * 8) * st_rs_7, 16);
          }
        } else if (st_al1) {
          for (int st_e_13 = st_tid; st_e_13 < 576; st_e_13 += 256) {
            const int st_cy_13 = st_e_13 / 32, st_cx_13 = (st_e_13 - st_cy_13 * 32) * 2;
            const int st_gy_13 = st_o1 - 1 + st_cy_13;
            const int st_gx_13 = st_o0 - 0 + st_cx_13;
            if (st_gy_13 >= st_lo1 - 1 && st_gy_13 <= st_hi1 + 1) {
              if (st_gx_13 >= st_lo0 - 0 && (st_gx_13 + 1) <= st_hi0 + 0) {
                __pipeline_memcpy_async(&st_s1[((st_it + 1) % 3)][st_cy_13][st_cx_13], &uy[st_gx_13 + st_gy_13 * uy_s1 + (k + 1) * uy_s2], 16);
              } else {
                for (int st_t_7 = 0; st_t_7 < 2; ++st_t_7) {
                  if ((st_gx_13 + st_t_7) >= st_lo0 - 0 && (st_gx_13 + st_t_7) <= st_hi0 + 0) __pipeline_memcpy_async(&st_s1[((st_it + 1) % 3)][st_cy_13][st_cx_13 + st_t_7], &uy[((st_gx_13 + st_t_7)) + st_gy_13 * uy_s1 + (k + 1) * uy_s2], sizeof(double));
                }
              }
            }
          }
        } else {
          for (int st_e_14 = st_tid; st_e_14 < 1152; st_e_14 += 256) {
            const int st_cy_14 = st_e_14 / 64, st_cx_14 = (st_e_14 - st_cy_14 * 64);
            const int st_gy_14 = st_o1 - 1 + st_cy_14;
            const int st_gx_14 = st_o0 - 0 + st_cx_14;
            if (st_gx_14 >= st_lo0 - 0 && st_gx_14 <= st_hi0 + 0 && st_gy_14 >= st_lo1 - 1 && st_gy_14 <= st_hi1 + 1) __pipeline_memcpy_async(&st_s1[((st_it + 1) % 3)][st_cy_14][st_cx_14], &uy[st_gx_14 + st_gy_14 * uy_s1 + (k + 1) * uy_s2], sizeof(double));
          }
        }
      }
      if (k + 1 <= st_ke) {
        if (st_full2) {
          const double *st_b_8 = &uz[((st_o0 - 0)) + ((st_o1 - 0)) * uz_s1 + (k + 2) * uz_s2];
          const ptrdiff_t st_rs_8 = &uz[((st_o0 - 0)) + (((st_o1 - 0) + 1)) * uz_s1 + (k + 2) * uz_s2] - st_b_8;
          const int st_fr_8 = st_tid / 32, st_fc_8 = (st_tid - st_fr_8 * 32) * 2;
          #pragma unroll
          for (int st_m_8 = 0; st_m_8 < 2; ++st_m_8) {
            __pipeline_memcpy_async(&st_s2[((st_it + 3) % 5)][st_fr_8 + st_m_8 * 8][st_fc_8], st_b_8 + st_fc_8 + (ptrdiff_t)(st_fr_8 + st_m_8 * 8) * st_rs_8, 16);
          }
        } else if (st_al2) {
          for (int st_e_15 = st_tid; st_e_15 < 512; st_e_15 += 256) {
            const int st_cy_15 = st_e_15 / 32, st_cx_15 = (st_e_15 - st_cy_15 * 32) * 2;
            const int st_gy_15 = st_o1 - 0 + st_cy_15;
            const int st_gx_15 = st_o0 - 0 + st_cx_15;
            if (st_gy_15 >= st_lo1 - 0 && st_gy_15 <= st_hi1 + 0) {
              if (st_gx_15 >= st_lo0 - 0 && (st_gx_15 + 1) <= st_hi0 + 0) {
                __pipeline_memcpy_async(&st_s2[((st_it + 3) % 5)][st_cy_15][st_cx_15], &uz[st_gx_15 + st_gy_15 * uz_s1 + (k + 2) * uz_s2], 16);
              } else {
                for (int st_t_8 = 0; st_t_8 < 2; ++st_t_8) {
                  if ((st_gx_15 + st_t_8) >= st_lo0 - 0 && (st_gx_15 + st_t_8) <= st_hi0 + 0) __pipeline_memcpy_async(&st_s2[((st_it + 3) % 5)][st_cy_15][st_cx_15 + st_t_8], &uz[((st_gx_15 + st_t_8)) + st_gy_15 * uz_s1 + (k + 2) * uz_s2], sizeof(double));
                }
              }
            }
          }
        } else {
          for (int st_e_16 = st_tid; st_e_16 < 1024; st_e_16 += 256) {
            const int st_cy_16 = st_e_16 / 64, st_cx_16 = (st_e_16 - st_cy_16 * 64);
            const int st_gy_16 = st_o1 - 0 + st_cy_16;
            const int st_gx_16 = st_o0 - 0 + st_cx_16;
            if (st_gx_16 >= st_lo0 - 0 && st_gx_16 <= st_hi0 + 0 && st_gy_16 >= st_lo1 - 0 && st_gy_16 <= st_hi1 + 0) __pipeline_memcpy_async(&st_s2[((st_it + 3) % 5)][st_cy_16][st_cx_16], &uz[st_gx_16 + st_gy_16 * uz_s1 + (k + 2) * uz_s2], sizeof(double));
          }
        }
      }
      __pipeline_commit();
      __pipeline_wait_prior(1);
      __syncthreads();
      double st_a_r0_c0 = 0;
      double st_a_r0_c1 = 0;
      double st_a_r1_c0 = 0;
      double st_a_r1_c1 = 0;
      {
        const double2 st_v0_0_0_0 = *reinterpret_cast<const double2 *>(&st_s0[((st_it + 0) % 3)][st_ty * 2 + 0][st_tx * 2 + 0]);
        const double2 st_v0_0_0_1 = *reinterpret_cast<const double2 *>(&st_s0[((st_it + 0) % 3)][st_ty * 2 + 0][st_tx * 2 + 2]);
        st_a_r0_c0 += cx * st_v0_0_0_1.x;
        st_a_r0_c0 -= cx * st_v0_0_0_0.x;
        st_a_r0_c1 += cx * st_v0_0_0_1.y;
        st_a_r0_c1 -= cx * st_v0_0_0_0.y;
      }
      {
        const double2 st_v0_0_1_0 = *reinterpret_cast<const double2 *>(&st_s0[((st_it + 0) % 3)][st_ty * 2 + 1][st_tx * 2 + 0]);
        const double2 st_v0_0_1_1 = *reinterpret_cast<const double2 *>(&st_s0[((st_it + 0) % 3)][st_ty * 2 + 1][st_tx * 2 + 2]);
        st_a_r1_c0 += cx * st_v0_0_1_1.x;
        st_a_r1_c0 -= cx * st_v0_0_1_0.x;
        st_a_r1_c1 += cx * st_v0_0_1_1.y;
        st_a_r1_c1 -= cx * st_v0_0_1_0.y;
      }
      {
        const double2 st_v1_0_0_0 = *reinterpret_cast<const double2 *>(&st_s1[((st_it + 0) % 3)][st_ty * 2 + 0][st_tx * 2 + 0]);
        st_a_r0_c0 -= cy * st_v1_0_0_0.x;
        st_a_r0_c1 -= cy * st_v1_0_0_0.y;
      }
      {
        const double2 st_v1_0_1_0 = *reinterpret_cast<const double2 *>(&st_s1[((st_it + 0) % 3)][st_ty * 2 + 1][st_tx * 2 + 0]);
        st_a_r1_c0 -= cy * st_v1_0_1_0.x;
        st_a_r1_c1 -= cy * st_v1_0_1_0.y;
      }
      {
        const double2 st_v1_0_2_0 = *reinterpret_cast<const double2 *>(&st_s1[((st_it + 0) % 3)][st_ty * 2 + 2][st_tx * 2 + 0]);
        st_a_r0_c0 += cy * st_v1_0_2_0.x;
        st_a_r0_c1 += cy * st_v1_0_2_0.y;
      }
      {
        const double2 st_v1_0_3_0 = *reinterpret_cast<const double2 *>(&st_s1[((st_it + 0) % 3)][st_ty * 2 + 3][st_tx * 2 + 0]);
        st_a_r1_c0 += cy * st_v1_0_3_0.x;
        st_a_r1_c1 += cy * st_v1_0_3_0.y;
      }
      {
        const double2 st_v2_0_0_0 = *reinterpret_cast<const double2 *>(&st_s2[((st_it + 0) % 5)][st_ty * 2 + 0][st_tx * 2 + 0]);
        st_a_r0_c0 -= cz * st_v2_0_0_0.x;
        st_a_r0_c1 -= cz * st_v2_0_0_0.y;
      }
      {
        const double2 st_v2_0_1_0 = *reinterpret_cast<const double2 *>(&st_s2[((st_it + 0) % 5)][st_ty * 2 + 1][st_tx * 2 + 0]);
        st_a_r1_c0 -= cz * st_v2_0_1_0.x;
        st_a_r1_c1 -= cz * st_v2_0_1_0.y;
      }
      {
        const double2 st_v2_2_0_0 = *reinterpret_cast<const double2 *>(&st_s2[((st_it + 2) % 5)][st_ty * 2 + 0][st_tx * 2 + 0]);
        st_a_r0_c0 += cz * st_v2_2_0_0.x;
        st_a_r0_c1 += cz * st_v2_2_0_0.y;
      }
      {
        const double2 st_v2_2_1_0 = *reinterpret_cast<const double2 *>(&st_s2[((st_it + 2) % 5)][st_ty * 2 + 1][st_tx * 2 + 0]);
        st_a_r1_c0 += cz * st_v2_2_1_0.x;
        st_a_r1_c1 += cz * st_v2_2_1_0.y;
      }
      j = st_y0;
      if (st_in0) {
        i = st_x0;
        double *st_w = &U_div[i + j * U_div_s1 + k * U_div_s2];
        if (st_x1 <= st_hi0 && ((uintptr_t)st_w & 15) == 0) {
          *reinterpret_cast<double2 *>(st_w) = make_double2(st_a_r0_c0, st_a_r0_c1);
        } else {
          st_w[0] = st_a_r0_c0;
          if (st_x1 <= st_hi0) st_w[1] = st_a_r0_c1;
        }
        j = st_y1;
        if (st_in1) {
          i = st_x0;
          double *st_w_2 = &U_div[i + j * U_div_s1 + k * U_div_s2];
          if (st_x1 <= st_hi0 && ((uintptr_t)st_w_2 & 15) == 0) {
            *reinterpret_cast<double2 *>(st_w_2) = make_double2(st_a_r1_c0, st_a_r1_c1);
          } else {
            st_w_2[0] = st_a_r1_c0;
            if (st_x1 <= st_hi0) st_w_2[1] = st_a_r1_c1;
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
extern "C" int divergence_device(int32_t nx, int32_t ny, int32_t nz, double cx, double cy, double cz, const double *restrict ux, const double *restrict uy, const double *restrict uz, double *restrict U_div)
{
  {
    const ptrdiff_t st_n0 = (ptrdiff_t)nx;
    const ptrdiff_t st_n1 = (ptrdiff_t)ny;
    const ptrdiff_t st_n2 = (ptrdiff_t)nz;
    if (st_n0 <= 0 || st_n1 <= 0 || st_n2 <= 0) goto st_next0;
    const ptrdiff_t st_gx = (st_n0 + 63) / 64, st_gy = (st_n1 + 15) / 16, st_gz = (st_n2 + 63) / 64;
    if (st_gx > 2147483647 || st_gy > 65535 || st_gz > 65535) return (int)cudaErrorInvalidConfiguration;
    {
      cudaError_t st_e = cudaFuncSetAttribute(st_divergence_kernel0, cudaFuncAttributeMaxDynamicSharedMemorySize, 93952);
      if (st_e != cudaSuccess) return (int)st_e;
    }
    st_divergence_kernel0<<<dim3((unsigned)st_gx, (unsigned)st_gy, (unsigned)st_gz), dim3(32, 8, 1), 93952>>>(nx, ny, nz, cx, cy, cz, ux, uy, uz, U_div);
    {
      cudaError_t st_e = cudaGetLastError();
      if (st_e != cudaSuccess) return (int)st_e;
    }
  }
  st_next0:;
  return 0;
}

/* Device buffers kept between calls of divergence_host, grown as needed. */
static void *st_buffer_divergence[4];
static size_t st_capacity_divergence[4];

static cudaError_t st_reserve_divergence(int which, size_t bytes)
{
  if (st_capacity_divergence[which] >= bytes && st_buffer_divergence[which] != NULL) return cudaSuccess;
  if (st_buffer_divergence[which] != NULL) cudaFree(st_buffer_divergence[which]);
  st_buffer_divergence[which] = NULL;
  st_capacity_divergence[which] = 0;
  cudaError_t e = cudaMalloc(&st_buffer_divergence[which], bytes > 0 ? bytes : 1);
  if (e == cudaSuccess) st_capacity_divergence[which] = bytes;
  return e;
}

#define ST_TRY(call) do { cudaError_t st_e_ = (call); if (st_e_ != cudaSuccess) return (int)st_e_; } while (0)

/* Host pointers: copies every array to the device, runs the kernels, copies the arrays
   the subroutine writes back. Returns 0 or the CUDA error code. Not thread-safe. */
extern "C" int divergence_host(int32_t nx, int32_t ny, int32_t nz, double cx, double cy, double cz, const double *restrict ux, const double *restrict uy, const double *restrict uz, double *restrict U_div)
{
  const size_t st_bytes0 = (size_t)(((ptrdiff_t)nx + 2) * ((ptrdiff_t)ny + 2) * ((ptrdiff_t)nz + 2)) * sizeof(double);
  ST_TRY(st_reserve_divergence(0, st_bytes0));
  ST_TRY(cudaMemcpy(st_buffer_divergence[0], ux, st_bytes0, cudaMemcpyHostToDevice));
  const size_t st_bytes1 = (size_t)(((ptrdiff_t)nx + 2) * ((ptrdiff_t)ny + 2) * ((ptrdiff_t)nz + 2)) * sizeof(double);
  ST_TRY(st_reserve_divergence(1, st_bytes1));
  ST_TRY(cudaMemcpy(st_buffer_divergence[1], uy, st_bytes1, cudaMemcpyHostToDevice));
  const size_t st_bytes2 = (size_t)(((ptrdiff_t)nx + 2) * ((ptrdiff_t)ny + 2) * ((ptrdiff_t)nz + 2)) * sizeof(double);
  ST_TRY(st_reserve_divergence(2, st_bytes2));
  ST_TRY(cudaMemcpy(st_buffer_divergence[2], uz, st_bytes2, cudaMemcpyHostToDevice));
  const size_t st_bytes3 = (size_t)(((ptrdiff_t)nx + 2) * ((ptrdiff_t)ny + 2) * ((ptrdiff_t)nz + 2)) * sizeof(double);
  ST_TRY(st_reserve_divergence(3, st_bytes3));
  ST_TRY(cudaMemcpy(st_buffer_divergence[3], U_div, st_bytes3, cudaMemcpyHostToDevice));
  ST_TRY((cudaError_t)divergence_device(nx, ny, nz, cx, cy, cz, (const double *)st_buffer_divergence[0], (const double *)st_buffer_divergence[1], (const double *)st_buffer_divergence[2], (double *)st_buffer_divergence[3]));
  ST_TRY(cudaDeviceSynchronize());
  ST_TRY(cudaMemcpy(U_div, st_buffer_divergence[3], st_bytes3, cudaMemcpyDeviceToHost));
  return 0;
}

/* Host pointers; a CUDA error is printed and ends the program. */
extern "C" void divergence(int32_t nx, int32_t ny, int32_t nz, double cx, double cy, double cz, const double *restrict ux, const double *restrict uy, const double *restrict uz, double *restrict U_div)
{
  int st_e = divergence_host(nx, ny, nz, cx, cy, cz, ux, uy, uz, U_div);
  if (st_e != 0) {
    fprintf(stderr, "divergence: CUDA error %d: %s\n", st_e, cudaGetErrorString((cudaError_t)st_e));
    abort();
  }
}

/* gfortran's convention: every argument by reference. */
extern "C" void divergence_(const int32_t *nx, const int32_t *ny, const int32_t *nz, const double *cx, const double *cy, const double *cz, const double *ux, const double *uy, const double *uz, double *U_div)
{
  divergence(*nx, *ny, *nz, *cx, *cy, *cz, ux, uy, uz, U_div);
}

/* The CPU library's first-touch initialiser, for callers of either library: zeroes the
   host arrays (device buffers are placed by the driver). */
extern "C" void divergence_first_touch(int32_t nx, int32_t ny, int32_t nz, double cx, double cy, double cz, double *restrict ux, double *restrict uy, double *restrict uz, double *restrict U_div)
{
  memset(ux, 0, (size_t)(((ptrdiff_t)nx + 2) * ((ptrdiff_t)ny + 2) * ((ptrdiff_t)nz + 2)) * sizeof(double));
  memset(uy, 0, (size_t)(((ptrdiff_t)nx + 2) * ((ptrdiff_t)ny + 2) * ((ptrdiff_t)nz + 2)) * sizeof(double));
  memset(uz, 0, (size_t)(((ptrdiff_t)nx + 2) * ((ptrdiff_t)ny + 2) * ((ptrdiff_t)nz + 2)) * sizeof(double));
  memset(U_div, 0, (size_t)(((ptrdiff_t)nx + 2) * ((ptrdiff_t)ny + 2) * ((ptrdiff_t)nz + 2)) * sizeof(double));
  (void)nx;
  (void)ny;
  (void)nz;
  (void)cx;
  (void)cy;
  (void)cz;
}

/* The variant a call runs: this file holds one. */
extern "C" int divergence_variant(int32_t nx, int32_t ny, int32_t nz)
{
  (void)nx;
  (void)ny;
  (void)nz;
  return 1;
}
