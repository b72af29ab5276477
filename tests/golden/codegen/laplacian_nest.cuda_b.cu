/* Subroutine laplacian_nest for CUDA, printed by stenciltune.
   Variant: TX=64 TY=4 RY=1 ZB=128 STREAM=1 SMEM=0 RO=0 LB=1 UNROLL=2.
   Arrays keep Fortran's column-major order and lower bounds. Entry points:
   laplacian_nest (host pointers; aborts on a CUDA error), laplacian_nest_host (host pointers; returns the
   CUDA error code), laplacian_nest_device (device pointers; launches on the default stream),
   laplacian_nest_ (gfortran's convention: every argument by reference). */
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

/* Nest 1 (line 1). */
__global__ __launch_bounds__(256) void st_laplacian_nest_kernel0(int32_t nx, int32_t ny, int32_t nz,
                                                                 double alpha, double beta,
                                                                 const double *restrict now,
                                                                 double *restrict next)
{
  const ptrdiff_t now_s1 = (ptrdiff_t)nx;
  const ptrdiff_t now_s2 = now_s1 * ((ptrdiff_t)ny);
  const ptrdiff_t next_s1 = (ptrdiff_t)nx;
  const ptrdiff_t next_s2 = next_s1 * ((ptrdiff_t)ny);
  int32_t k, j, i;

  {
    const int st_lo0 = (int)(2);
    const int st_hi0 = (int)(nx - 1);
    const int st_lo1 = (int)(2);
    const int st_hi1 = (int)(ny - 1);
    const int st_lo2 = (int)(2);
    const int st_hi2 = (int)(nz - 1);
    const int st_tx = (int)threadIdx.x;
    const int st_ty = (int)threadIdx.y;
    const int st_o0 = st_lo0 + (int)blockIdx.x * 64;
    i = st_o0 + st_tx;
    const int st_o1 = st_lo1 + (int)blockIdx.y * 4;
    j = st_o1 + st_ty;
    const bool st_in = i <= st_hi0 && j <= st_hi1;
    const int st_kb = st_lo2 + (int)blockIdx.z * 128;
    const int st_ke = min(st_kb + 127, st_hi2);
    double st_q0_m1 = 0, st_q0_0 = 0, st_q0_1 = 0, st_n0 = 0;
    if (st_in) {
      st_q0_0 = now[(i - 1) + (j - 1) * now_s1 + (st_kb - 2) * now_s2];
      st_q0_1 = now[(i - 1) + (j - 1) * now_s1 + (st_kb - 1) * now_s2];
      st_n0 = now[(i - 1) + (j - 1) * now_s1 + st_kb * now_s2];
    }
    #pragma unroll 2
    for (k = st_kb; k <= st_ke; ++k) {
      st_q0_m1 = st_q0_0;
      st_q0_0 = st_q0_1;
      st_q0_1 = st_n0;
      if (st_in && k < st_ke) {
        st_n0 = now[(i - 1) + (j - 1) * now_s1 + (k + 1) * now_s2];
      }
      if (st_in) {
        next[(i - 1) + (j - 1) * next_s1 + (k - 1) * next_s2] = alpha * st_q0_0
            + beta * (st_q0_m1 + now[(i - 1) + (j - 2) * now_s1 + (k - 1) * now_s2]
            + now[(i - 2) + (j - 1) * now_s1 + (k - 1) * now_s2]
            + now[i + (j - 1) * now_s1 + (k - 1) * now_s2]
            + now[(i - 1) + j * now_s1 + (k - 1) * now_s2] + st_q0_1);
      }
    }
  }
}

/* Device pointers: launches the kernels on the default stream and returns the launch's
   error code (0: cudaSuccess); it does not wait for them. */
extern "C" int laplacian_nest_device(int32_t nx, int32_t ny, int32_t nz, double alpha, double beta, const double *restrict now, double *restrict next)
{
  {
    const ptrdiff_t st_n0 = (ptrdiff_t)nx - 2;
    const ptrdiff_t st_n1 = (ptrdiff_t)ny - 2;
    const ptrdiff_t st_n2 = (ptrdiff_t)nz - 2;
    if (st_n0 <= 0 || st_n1 <= 0 || st_n2 <= 0) goto st_next0;
    const ptrdiff_t st_gx = (st_n0 + 63) / 64, st_gy = (st_n1 + 3) / 4, st_gz = (st_n2 + 127) / 128;
    if (st_gx > 2147483647 || st_gy > 65535 || st_gz > 65535) return (int)cudaErrorInvalidConfiguration;
    st_laplacian_nest_kernel0<<<dim3((unsigned)st_gx, (unsigned)st_gy, (unsigned)st_gz), dim3(64, 4, 1)>>>(nx, ny, nz, alpha, beta, now, next);
    {
      cudaError_t st_e = cudaGetLastError();
      if (st_e != cudaSuccess) return (int)st_e;
    }
  }
  st_next0:;
  return 0;
}

/* Device buffers kept between calls of laplacian_nest_host, grown as needed. */
static void *st_buffer_laplacian_nest[2];
static size_t st_capacity_laplacian_nest[2];

static cudaError_t st_reserve_laplacian_nest(int which, size_t bytes)
{
  if (st_capacity_laplacian_nest[which] >= bytes && st_buffer_laplacian_nest[which] != NULL) return cudaSuccess;
  if (st_buffer_laplacian_nest[which] != NULL) cudaFree(st_buffer_laplacian_nest[which]);
  st_buffer_laplacian_nest[which] = NULL;
  st_capacity_laplacian_nest[which] = 0;
  cudaError_t e = cudaMalloc(&st_buffer_laplacian_nest[which], bytes > 0 ? bytes : 1);
  if (e == cudaSuccess) st_capacity_laplacian_nest[which] = bytes;
  return e;
}

#define ST_TRY(call) do { cudaError_t st_e_ = (call); if (st_e_ != cudaSuccess) return (int)st_e_; } while (0)

/* Host pointers: copies every array to the device, runs the kernels, copies the arrays
   the subroutine writes back. Returns 0 or the CUDA error code. Not thread-safe. */
extern "C" int laplacian_nest_host(int32_t nx, int32_t ny, int32_t nz, double alpha, double beta, const double *restrict now, double *restrict next)
{
  const size_t st_bytes0 = (size_t)(((ptrdiff_t)nx) * ((ptrdiff_t)ny) * ((ptrdiff_t)nz)) * sizeof(double);
  ST_TRY(st_reserve_laplacian_nest(0, st_bytes0));
  ST_TRY(cudaMemcpy(st_buffer_laplacian_nest[0], now, st_bytes0, cudaMemcpyHostToDevice));
  const size_t st_bytes1 = (size_t)(((ptrdiff_t)nx) * ((ptrdiff_t)ny) * ((ptrdiff_t)nz)) * sizeof(double);
  ST_TRY(st_reserve_laplacian_nest(1, st_bytes1));
  ST_TRY(cudaMemcpy(st_buffer_laplacian_nest[1], next, st_bytes1, cudaMemcpyHostToDevice));
  ST_TRY((cudaError_t)laplacian_nest_device(nx, ny, nz, alpha, beta, (const double *)st_buffer_laplacian_nest[0], (double *)st_buffer_laplacian_nest[1]));
  ST_TRY(cudaDeviceSynchronize());
  ST_TRY(cudaMemcpy(next, st_buffer_laplacian_nest[1], st_bytes1, cudaMemcpyDeviceToHost));
  return 0;
}

/* Host pointers; a CUDA error is printed and ends the program. */
extern "C" void laplacian_nest(int32_t nx, int32_t ny, int32_t nz, double alpha, double beta, const double *restrict now, double *restrict next)
{
  int st_e = laplacian_nest_host(nx, ny, nz, alpha, beta, now, next);
  if (st_e != 0) {
    fprintf(stderr, "laplacian_nest: CUDA error %d: %s\n", st_e, cudaGetErrorString((cudaError_t)st_e));
    abort();
  }
}

/* gfortran's convention: every argument by reference. */
extern "C" void laplacian_nest_(const int32_t *nx, const int32_t *ny, const int32_t *nz, const double *alpha, const double *beta, const double *now, double *next)
{
  laplacian_nest(*nx, *ny, *nz, *alpha, *beta, now, next);
}

/* The CPU library's first-touch initialiser, for callers of either library: zeroes the
   host arrays (device buffers are placed by the driver). */
extern "C" void laplacian_nest_first_touch(int32_t nx, int32_t ny, int32_t nz, double alpha, double beta, double *restrict now, double *restrict next)
{
  memset(now, 0, (size_t)(((ptrdiff_t)nx) * ((ptrdiff_t)ny) * ((ptrdiff_t)nz)) * sizeof(double));
  memset(next, 0, (size_t)(((ptrdiff_t)nx) * ((ptrdiff_t)ny) * ((ptrdiff_t)nz)) * sizeof(double));
  (void)nx;
  (void)ny;
  (void)nz;
  (void)alpha;
  (void)beta;
}

/* The variant a call runs: this file holds one. */
extern "C" int laplacian_nest_variant(int32_t nx, int32_t ny, int32_t nz)
{
  (void)nx;
  (void)ny;
  (void)nz;
  return 1;
}
