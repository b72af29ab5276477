/* Subroutine ocean_step for CUDA, printed by stenciltune.
   Variant: TX=512 TY=1 RY=1 ZB=8 STREAM=0 SMEM=0 RO=0 LB=1 UNROLL=4.
   Arrays keep Fortran's column-major order and lower bounds. Entry points:
   ocean_step (host pointers; aborts on a CUDA error), ocean_step_host (host pointers; returns the
   CUDA error code), ocean_step_device (device pointers; launches on the default stream),
   ocean_step_ (gfortran's convention: every argument by reference). */
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

/* Nest 1 (line 22). */
__global__ __launch_bounds__(512) void st_ocean_step_kernel0(int32_t nx, int32_t ny, int32_t nz,
                                                             double dt, double depth, double rdx,
                                                             double rdy, double kh, double kv,
                                                             const double *restrict u,
                                                             const double *restrict v,
                                                             const double *restrict eta,
                                                             double *restrict eta_new,
                                                             const double *restrict t,
                                                             const double *restrict t_new)
{
  const ptrdiff_t u_s1 = (ptrdiff_t)nx + 1;
  const ptrdiff_t v_s1 = (ptrdiff_t)nx;
  const ptrdiff_t eta_s1 = (ptrdiff_t)nx;
  const ptrdiff_t eta_new_s1 = (ptrdiff_t)nx;
  int32_t j, i;
  (void)nz;
  (void)kh;
  (void)kv;
  (void)t;
  (void)t_new;

  {
    const int st_lo0 = (int)(1);
    const int st_hi0 = (int)(nx);
    const int st_lo1 = (int)(1);
    const int st_hi1 = (int)(ny);
    const int st_tx = (int)threadIdx.x;
    const int st_o0 = st_lo0 + (int)blockIdx.x * 512;
    i = st_o0 + st_tx;
    const bool st_in = i <= st_hi0;
    const int st_kb = st_lo1 + (int)blockIdx.y * 8;
    const int st_ke = min(st_kb + 7, st_hi1);
    #pragma unroll 4
    for (j = st_kb; j <= st_ke; ++j) {
      if (st_in) {
        eta_new[(i - 1) + (j - 1) * eta_new_s1] = eta[(i - 1) + (j - 1) * eta_s1]
            - dt * depth * ((u[i + (j - 1) * u_s1] - u[(i - 1) + (j - 1) * u_s1]) * rdx
            + (v[(i - 1) + j * v_s1] - v[(i - 1) + (j - 1) * v_s1]) * rdy);
      }
    }
  }
}

/* Nest 2 (line 27). */
__global__ __launch_bounds__(512) void st_ocean_step_kernel1(int32_t nx, int32_t ny, int32_t nz,
                                                             double dt, double depth, double rdx,
                                                             double rdy, double kh, double kv,
                                                             const double *restrict u,
                                                             const double *restrict v,
                                                             const double *restrict eta,
                                                             const double *restrict eta_new,
                                                             const double *restrict t,
                                                             double *restrict t_new)
{
  const ptrdiff_t t_s1 = (ptrdiff_t)nx + 2;
  const ptrdiff_t t_s2 = t_s1 * ((ptrdiff_t)ny + 2);
  const ptrdiff_t t_new_s1 = (ptrdiff_t)nx + 2;
  const ptrdiff_t t_new_s2 = t_new_s1 * ((ptrdiff_t)ny + 2);
  int32_t k, j, i;
  (void)dt;
  (void)depth;
  (void)rdx;
  (void)rdy;
  (void)u;
  (void)v;
  (void)eta;
  (void)eta_new;

  {
    const int st_lo0 = (int)(1);
    const int st_hi0 = (int)(nx);
    const int st_lo1 = (int)(1);
    const int st_hi1 = (int)(ny);
    const int st_lo2 = (int)(1);
    const int st_hi2 = (int)(nz);
    const int st_tx = (int)threadIdx.x;
    const int st_ty = (int)threadIdx.y;
    const int st_o0 = st_lo0 + (int)blockIdx.x * 512;
    i = st_o0 + st_tx;
    const int st_o1 = st_lo1 + (int)blockIdx.y * 1;
    j = st_o1 + st_ty;
    const bool st_in = i <= st_hi0 && j <= st_hi1;
    const int st_kb = st_lo2 + (int)blockIdx.z * 8;
    const int st_ke = min(st_kb + 7, st_hi2);
    #pragma unroll 4
    for (k = st_kb; k <= st_ke; ++k) {
      if (st_in) {
        t_new[i + j * t_new_s1 + k * t_new_s2] = t[i + j * t_s1 + k * t_s2]
            + kh * (t[(i - 1) + j * t_s1 + k * t_s2] + t[(i + 1) + j * t_s1 + k * t_s2]
            + t[i + (j - 1) * t_s1 + k * t_s2] + t[i + (j + 1) * t_s1 + k * t_s2]
            - 4.0 * t[i + j * t_s1 + k * t_s2]) + kv * (t[i + j * t_s1 + (k - 1) * t_s2]
            + t[i + j * t_s1 + (k + 1) * t_s2] - 2.0 * t[i + j * t_s1 + k * t_s2]);
      }
    }
  }
}

/* Device pointers: launches the kernels on the default stream and returns the launch's
   error code (0: cudaSuccess); it does not wait for them. */
extern "C" int ocean_step_device(int32_t nx, int32_t ny, int32_t nz, double dt, double depth, double rdx, double rdy, double kh, double kv, const double *restrict u, const double *restrict v, const double *restrict eta, double *restrict eta_new, const double *restrict t, double *restrict t_new)
{
  {
    const ptrdiff_t st_n0 = (ptrdiff_t)nx;
    const ptrdiff_t st_n1 = (ptrdiff_t)ny;
    if (st_n0 <= 0 || st_n1 <= 0) goto st_next0;
    const ptrdiff_t st_gx = (st_n0 + 511) / 512, st_gy = (st_n1 + 7) / 8, st_gz = 1;
    if (st_gx > 2147483647 || st_gy > 65535 || st_gz > 65535) return (int)cudaErrorInvalidConfiguration;
    st_ocean_step_kernel0<<<dim3((unsigned)st_gx, (unsigned)st_gy, (unsigned)st_gz), dim3(512, 1, 1)>>>(nx, ny, nz, dt, depth, rdx, rdy, kh, kv, u, v, eta, eta_new, t, t_new);
    {
      cudaError_t st_e = cudaGetLastError();
      if (st_e != cudaSuccess) return (int)st_e;
    }
  }
  st_next0:;
  {
    const ptrdiff_t st_n0 = (ptrdiff_t)nx;
    const ptrdiff_t st_n1 = (ptrdiff_t)ny;
    const ptrdiff_t st_n2 = (ptrdiff_t)nz;
    if (st_n0 <= 0 || st_n1 <= 0 || st_n2 <= 0) goto st_next1;
    const ptrdiff_t st_gx = (st_n0 + 511) / 512, st_gy = (st_n1 + 0) / 1, st_gz = (st_n2 + 7) / 8;
    if (st_gx > 2147483647 || st_gy > 65535 || st_gz > 65535) return (int)cudaErrorInvalidConfiguration;
    st_ocean_step_kernel1<<<dim3((unsigned)st_gx, (unsigned)st_gy, (unsigned)st_gz), dim3(512, 1, 1)>>>(nx, ny, nz, dt, depth, rdx, rdy, kh, kv, u, v, eta, eta_new, t, t_new);
    {
      cudaError_t st_e = cudaGetLastError();
      if (st_e != cudaSuccess) return (int)st_e;
    }
  }
  st_next1:;
  return 0;
}

/* Device buffers kept between calls of ocean_step_host, grown as needed. */
static void *st_buffer_ocean_step[6];
static size_t st_capacity_ocean_step[6];

static cudaError_t st_reserve_ocean_step(int which, size_t bytes)
{
  if (st_capacity_ocean_step[which] >= bytes && st_buffer_ocean_step[which] != NULL) return cudaSuccess;
  if (st_buffer_ocean_step[which] != NULL) cudaFree(st_buffer_ocean_step[which]);
  st_buffer_ocean_step[which] = NULL;
  st_capacity_ocean_step[which] = 0;
  cudaError_t e = cudaMalloc(&st_buffer_ocean_step[which], bytes > 0 ? bytes : 1);
  if (e == cudaSuccess) st_capacity_ocean_step[which] = bytes;
  return e;
}

#define ST_TRY(call) do { cudaError_t st_e_ = (call); if (st_e_ != cudaSuccess) return (int)st_e_; } while (0)

/* Host pointers: copies every array to the device, runs the kernels, copies the arrays
   the subroutine writes back. Returns 0 or the CUDA error code. Not thread-safe. */
extern "C" int ocean_step_host(int32_t nx, int32_t ny, int32_t nz, double dt, double depth, double rdx, double rdy, double kh, double kv, const double *restrict u, const double *restrict v, const double *restrict eta, double *restrict eta_new, const double *restrict t, double *restrict t_new)
{
  const size_t st_bytes0 = (size_t)(((ptrdiff_t)nx + 1) * ((ptrdiff_t)ny)) * sizeof(double);
  ST_TRY(st_reserve_ocean_step(0, st_bytes0));
  ST_TRY(cudaMemcpy(st_buffer_ocean_step[0], u, st_bytes0, cudaMemcpyHostToDevice));
  const size_t st_bytes1 = (size_t)(((ptrdiff_t)nx) * ((ptrdiff_t)ny + 1)) * sizeof(double);
  ST_TRY(st_reserve_ocean_step(1, st_bytes1));
  ST_TRY(cudaMemcpy(st_buffer_ocean_step[1], v, st_bytes1, cudaMemcpyHostToDevice));
  const size_t st_bytes2 = (size_t)(((ptrdiff_t)nx) * ((ptrdiff_t)ny)) * sizeof(double);
  ST_TRY(st_reserve_ocean_step(2, st_bytes2));
  ST_TRY(cudaMemcpy(st_buffer_ocean_step[2], eta, st_bytes2, cudaMemcpyHostToDevice));
  const size_t st_bytes3 = (size_t)(((ptrdiff_t)nx) * ((ptrdiff_t)ny)) * sizeof(double);
  ST_TRY(st_reserve_ocean_step(3, st_bytes3));
  ST_TRY(cudaMemcpy(st_buffer_ocean_step[3], eta_new, st_bytes3, cudaMemcpyHostToDevice));
  const size_t st_bytes4 = (size_t)(((ptrdiff_t)nx + 2) * ((ptrdiff_t)ny + 2) * ((ptrdiff_t)nz + 2)) * sizeof(double);
  ST_TRY(st_reserve_ocean_step(4, st_bytes4));
  ST_TRY(cudaMemcpy(st_buffer_ocean_step[4], t, st_bytes4, cudaMemcpyHostToDevice));
  const size_t st_bytes5 = (size_t)(((ptrdiff_t)nx + 2) * ((ptrdiff_t)ny + 2) * ((ptrdiff_t)nz + 2)) * sizeof(double);
  ST_TRY(st_reserve_ocean_step(5, st_bytes5));
  ST_TRY(cudaMemcpy(st_buffer_ocean_step[5], t_new, st_bytes5, cudaMemcpyHostToDevice));
  ST_TRY((cudaError_t)ocean_step_device(nx, ny, nz, dt, depth, rdx, rdy, kh, kv, (const double *)st_buffer_ocean_step[0], (const double *)st_buffer_ocean_step[1], (const double *)st_buffer_ocean_step[2], (double *)st_buffer_ocean_step[3], (const double *)st_buffer_ocean_step[4], (double *)st_buffer_ocean_step[5]));
  ST_TRY(cudaDeviceSynchronize());
  ST_TRY(cudaMemcpy(eta_new, st_buffer_ocean_step[3], st_bytes3, cudaMemcpyDeviceToHost));
  ST_TRY(cudaMemcpy(t_new, st_buffer_ocean_step[5], st_bytes5, cudaMemcpyDeviceToHost));
  return 0;
}

/* Host pointers; a CUDA error is printed and ends the program. */
extern "C" void ocean_step(int32_t nx, int32_t ny, int32_t nz, double dt, double depth, double rdx, double rdy, double kh, double kv, const double *restrict u, const double *restrict v, const double *restrict eta, double *restrict eta_new, const double *restrict t, double *restrict t_new)
{
  int st_e = ocean_step_host(nx, ny, nz, dt, depth, rdx, rdy, kh, kv, u, v, eta, eta_new, t, t_new);
  if (st_e != 0) {
    fprintf(stderr, "ocean_step: CUDA error %d: %s\n", st_e, cudaGetErrorString((cudaError_t)st_e));
    abort();
  }
}

/* gfortran's convention: every argument by reference. */
extern "C" void ocean_step_(const int32_t *nx, const int32_t *ny, const int32_t *nz, const double *dt, const double *depth, const double *rdx, const double *rdy, const double *kh, const double *kv, const double *u, const double *v, const double *eta, double *eta_new, const double *t, double *t_new)
{
  ocean_step(*nx, *ny, *nz, *dt, *depth, *rdx, *rdy, *kh, *kv, u, v, eta, eta_new, t, t_new);
}

/* The CPU library's first-touch initialiser, for callers of either library: zeroes the
   host arrays (device buffers are placed by the driver). */
extern "C" void ocean_step_first_touch(int32_t nx, int32_t ny, int32_t nz, double dt, double depth, double rdx, double rdy, double kh, double kv, double *restrict u, double *restrict v, double *restrict eta, double *restrict eta_new, double *restrict t, double *restrict t_new)
{
  memset(u, 0, (size_t)(((ptrdiff_t)nx + 1) * ((ptrdiff_t)ny)) * sizeof(double));
  memset(v, 0, (size_t)(((ptrdiff_t)nx) * ((ptrdiff_t)ny + 1)) * sizeof(double));
  memset(eta, 0, (size_t)(((ptrdiff_t)nx) * ((ptrdiff_t)ny)) * sizeof(double));
  memset(eta_new, 0, (size_t)(((ptrdiff_t)nx) * ((ptrdiff_t)ny)) * sizeof(double));
  memset(t, 0, (size_t)(((ptrdiff_t)nx + 2) * ((ptrdiff_t)ny + 2) * ((ptrdiff_t)nz + 2)) * sizeof(double));
  memset(t_new, 0, (size_t)(((ptrdiff_t)nx + 2) * ((ptrdiff_t)ny + 2) * ((ptrdiff_t)nz + 2)) * sizeof(double));
  (void)nx;
  (void)ny;
  (void)nz;
  (void)dt;
  (void)depth;
  (void)rdx;
  (void)rdy;
  (void)kh;
  (void)kv;
}

/* The variant a call runs: this file holds one. */
extern "C" int ocean_step_variant(int32_t nx, int32_t ny, int32_t nz)
{
  (void)nx;
  (void)ny;
  (void)nz;
  return 1;
}
/* Subroutine momentum for CUDA, printed by stenciltune.
   Variant: TX=512 TY=1 RY=1 ZB=8 STREAM=0 SMEM=0 RO=0 LB=1 UNROLL=4.
   Arrays keep Fortran's column-major order and lower bounds. Entry points:
   momentum (host pointers; aborts on a CUDA error), momentum_host (host pointers; returns the
   CUDA error code), momentum_device (device pointers; launches on the default stream),
   momentum_ (gfortran's convention: every argument by reference). */
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

/* Nest 1 (line 45). */
__global__ __launch_bounds__(512) void st_momentum_kernel0(int32_t nx, int32_t ny, double gdt,
                                                           double rdx, double rdy,
                                                           const double *restrict eta,
                                                           const double *restrict u,
                                                           const double *restrict v,
                                                           double *restrict u_new,
                                                           const double *restrict v_new)
{
  const ptrdiff_t eta_s1 = (ptrdiff_t)nx;
  const ptrdiff_t u_s1 = (ptrdiff_t)nx + 1;
  const ptrdiff_t u_new_s1 = (ptrdiff_t)nx + 1;
  int32_t j, i;
  (void)rdy;
  (void)v;
  (void)v_new;

  {
    const int st_lo0 = (int)(1);
    const int st_hi0 = (int)(nx - 1);
    const int st_lo1 = (int)(1);
    const int st_hi1 = (int)(ny);
    const int st_tx = (int)threadIdx.x;
    const int st_o0 = st_lo0 + (int)blockIdx.x * 512;
    i = st_o0 + st_tx;
    const bool st_in = i <= st_hi0;
    const int st_kb = st_lo1 + (int)blockIdx.y * 8;
    const int st_ke = min(st_kb + 7, st_hi1);
    #pragma unroll 4
    for (j = st_kb; j <= st_ke; ++j) {
      if (st_in) {
        u_new[i + (j - 1) * u_new_s1] = u[i + (j - 1) * u_s1]
            - gdt * rdx * (eta[i + (j - 1) * eta_s1] - eta[(i - 1) + (j - 1) * eta_s1]);
      }
    }
  }
}

/* Nest 2 (line 50). */
__global__ __launch_bounds__(512) void st_momentum_kernel1(int32_t nx, int32_t ny, double gdt,
                                                           double rdx, double rdy,
                                                           const double *restrict eta,
                                                           const double *restrict u,
                                                           const double *restrict v,
                                                           const double *restrict u_new,
                                                           double *restrict v_new)
{
  const ptrdiff_t eta_s1 = (ptrdiff_t)nx;
  const ptrdiff_t v_s1 = (ptrdiff_t)nx;
  const ptrdiff_t v_new_s1 = (ptrdiff_t)nx;
  int32_t j, i;
  (void)rdx;
  (void)u;
  (void)u_new;

  {
    const int st_lo0 = (int)(1);
    const int st_hi0 = (int)(nx);
    const int st_lo1 = (int)(1);
    const int st_hi1 = (int)(ny - 1);
    const int st_tx = (int)threadIdx.x;
    const int st_o0 = st_lo0 + (int)blockIdx.x * 512;
    i = st_o0 + st_tx;
    const bool st_in = i <= st_hi0;
    const int st_kb = st_lo1 + (int)blockIdx.y * 8;
    const int st_ke = min(st_kb + 7, st_hi1);
    #pragma unroll 4
    for (j = st_kb; j <= st_ke; ++j) {
      if (st_in) {
        v_new[(i - 1) + j * v_new_s1] = v[(i - 1) + j * v_s1]
            - gdt * rdy * (eta[(i - 1) + j * eta_s1] - eta[(i - 1) + (j - 1) * eta_s1]);
      }
    }
  }
}

/* Device pointers: launches the kernels on the default stream and returns the launch's
   error code (0: cudaSuccess); it does not wait for them. */
extern "C" int momentum_device(int32_t nx, int32_t ny, double gdt, double rdx, double rdy, const double *restrict eta, const double *restrict u, const double *restrict v, double *restrict u_new, double *restrict v_new)
{
  {
    const ptrdiff_t st_n0 = (ptrdiff_t)nx - 1;
    const ptrdiff_t st_n1 = (ptrdiff_t)ny;
    if (st_n0 <= 0 || st_n1 <= 0) goto st_next0;
    const ptrdiff_t st_gx = (st_n0 + 511) / 512, st_gy = (st_n1 + 7) / 8, st_gz = 1;
    if (st_gx > 2147483647 || st_gy > 65535 || st_gz > 65535) return (int)cudaErrorInvalidConfiguration;
    st_momentum_kernel0<<<dim3((unsigned)st_gx, (unsigned)st_gy, (unsigned)st_gz), dim3(512, 1, 1)>>>(nx, ny, gdt, rdx, rdy, eta, u, v, u_new, v_new);
    {
      cudaError_t st_e = cudaGetLastError();
      if (st_e != cudaSuccess) return (int)st_e;
    }
  }
  st_next0:;
  {
    const ptrdiff_t st_n0 = (ptrdiff_t)nx;
    const ptrdiff_t st_n1 = (ptrdiff_t)ny - 1;
    if (st_n0 <= 0 || st_n1 <= 0) goto st_next1;
    const ptrdiff_t st_gx = (st_n0 + 511) / 512, st_gy = (st_n1 + 7) / 8, st_gz = 1;
    if (st_gx > 2147483647 || st_gy > 65535 || st_gz > 65535) return (int)cudaErrorInvalidConfiguration;
    st_momentum_kernel1<<<dim3((unsigned)st_gx, (unsigned)st_gy, (unsigned)st_gz), dim3(512, 1, 1)>>>(nx, ny, gdt, rdx, rdy, eta, u, v, u_new, v_new);
    {
      cudaError_t st_e = cudaGetLastError();
      if (st_e != cudaSuccess) return (int)st_e;
    }
  }
  st_next1:;
  return 0;
}

/* Device buffers kept between calls of momentum_host, grown as needed. */
static void *st_buffer_momentum[5];
static size_t st_capacity_momentum[5];

static cudaError_t st_reserve_momentum(int which, size_t bytes)
{
  if (st_capacity_momentum[which] >= bytes && st_buffer_momentum[which] != NULL) return cudaSuccess;
  if (st_buffer_momentum[which] != NULL) cudaFree(st_buffer_momentum[which]);
  st_buffer_momentum[which] = NULL;
  st_capacity_momentum[which] = 0;
  cudaError_t e = cudaMalloc(&st_buffer_momentum[which], bytes > 0 ? bytes : 1);
  if (e == cudaSuccess) st_capacity_momentum[which] = bytes;
  return e;
}

#define ST_TRY(call) do { cudaError_t st_e_ = (call); if (st_e_ != cudaSuccess) return (int)st_e_; } while (0)

/* Host pointers: copies every array to the device, runs the kernels, copies the arrays
   the subroutine writes back. Returns 0 or the CUDA error code. Not thread-safe. */
extern "C" int momentum_host(int32_t nx, int32_t ny, double gdt, double rdx, double rdy, const double *restrict eta, const double *restrict u, const double *restrict v, double *restrict u_new, double *restrict v_new)
{
  const size_t st_bytes0 = (size_t)(((ptrdiff_t)nx) * ((ptrdiff_t)ny)) * sizeof(double);
  ST_TRY(st_reserve_momentum(0, st_bytes0));
  ST_TRY(cudaMemcpy(st_buffer_momentum[0], eta, st_bytes0, cudaMemcpyHostToDevice));
  const size_t st_bytes1 = (size_t)(((ptrdiff_t)nx + 1) * ((ptrdiff_t)ny)) * sizeof(double);
  ST_TRY(st_reserve_momentum(1, st_bytes1));
  ST_TRY(cudaMemcpy(st_buffer_momentum[1], u, st_bytes1, cudaMemcpyHostToDevice));
  const size_t st_bytes2 = (size_t)(((ptrdiff_t)nx) * ((ptrdiff_t)ny + 1)) * sizeof(double);
  ST_TRY(st_reserve_momentum(2, st_bytes2));
  ST_TRY(cudaMemcpy(st_buffer_momentum[2], v, st_bytes2, cudaMemcpyHostToDevice));
  const size_t st_bytes3 = (size_t)(((ptrdiff_t)nx + 1) * ((ptrdiff_t)ny)) * sizeof(double);
  ST_TRY(st_reserve_momentum(3, st_bytes3));
  ST_TRY(cudaMemcpy(st_buffer_momentum[3], u_new, st_bytes3, cudaMemcpyHostToDevice));
  const size_t st_bytes4 = (size_t)(((ptrdiff_t)nx) * ((ptrdiff_t)ny + 1)) * sizeof(double);
  ST_TRY(st_reserve_momentum(4, st_bytes4));
  ST_TRY(cudaMemcpy(st_buffer_momentum[4], v_new, st_bytes4, cudaMemcpyHostToDevice));
  ST_TRY((cudaError_t)momentum_device(nx, ny, gdt, rdx, rdy, (const double *)st_buffer_momentum[0], (const double *)st_buffer_momentum[1], (const double *)st_buffer_momentum[2], (double *)st_buffer_momentum[3], (double *)st_buffer_momentum[4]));
  ST_TRY(cudaDeviceSynchronize());
  ST_TRY(cudaMemcpy(u_new, st_buffer_momentum[3], st_bytes3, cudaMemcpyDeviceToHost));
  ST_TRY(cudaMemcpy(v_new, st_buffer_momentum[4], st_bytes4, cudaMemcpyDeviceToHost));
  return 0;
}

/* Host pointers; a CUDA error is printed and ends the program. */
extern "C" void momentum(int32_t nx, int32_t ny, double gdt, double rdx, double rdy, const double *restrict eta, const double *restrict u, const double *restrict v, double *restrict u_new, double *restrict v_new)
{
  int st_e = momentum_host(nx, ny, gdt, rdx, rdy, eta, u, v, u_new, v_new);
  if (st_e != 0) {
    fprintf(stderr, "momentum: CUDA error %d: %s\n", st_e, cudaGetErrorString((cudaError_t)st_e));
    abort();
  }
}

/* gfortran's convention: every argument by reference. */
extern "C" void momentum_(const int32_t *nx, const int32_t *ny, const double *gdt, const double *rdx, const double *rdy, const double *eta, const double *u, const double *v, double *u_new, double *v_new)
{
  momentum(*nx, *ny, *gdt, *rdx, *rdy, eta, u, v, u_new, v_new);
}

/* The CPU library's first-touch initialiser, for callers of either library: zeroes the
   host arrays (device buffers are placed by the driver). */
extern "C" void momentum_first_touch(int32_t nx, int32_t ny, double gdt, double rdx, double rdy, double *restrict eta, double *restrict u, double *restrict v, double *restrict u_new, double *restrict v_new)
{
  memset(eta, 0, (size_t)(((ptrdiff_t)nx) * ((ptrdiff_t)ny)) * sizeof(double));
  memset(u, 0, (size_t)(((ptrdiff_t)nx + 1) * ((ptrdiff_t)ny)) * sizeof(double));
  memset(v, 0, (size_t)(((ptrdiff_t)nx) * ((ptrdiff_t)ny + 1)) * sizeof(double));
  memset(u_new, 0, (size_t)(((ptrdiff_t)nx + 1) * ((ptrdiff_t)ny)) * sizeof(double));
  memset(v_new, 0, (size_t)(((ptrdiff_t)nx) * ((ptrdiff_t)ny + 1)) * sizeof(double));
  (void)nx;
  (void)ny;
  (void)gdt;
  (void)rdx;
  (void)rdy;
}

/* The variant a call runs: this file holds one. */
extern "C" int momentum_variant(int32_t nx, int32_t ny)
{
  (void)nx;
  (void)ny;
  return 1;
}
