/* Subroutine divergence for CUDA, printed by stenciltune.
   Variant: TX=32 TY=8 RY=1 ZB=8 STREAM=0 SMEM=0 RO=0 LB=1 UNROLL=1.
   Arrays keep Fortran's column-major order and lower bounds. Entry points:
   divergence (host pointers; aborts on a CUDA error), divergence_host (host pointers; returns the
   CUDA error code), divergence_device (device pointers; launches on the default stream),
   divergence_ (gfortran's convention: every argument by reference). */
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
__global__ __launch_bounds__(256) void st_divergence_kernel0(int32_t nx, int32_t ny, int32_t nz,
                                                             double cx, double cy, double cz,
                                                             const double *restrict ux,
                                                             const double *restrict uy,
                                                             const double *restrict uz,
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
    const int st_o0 = st_lo0 + (int)blockIdx.x * 32;
    i = st_o0 + st_tx;
    const int st_o1 = st_lo1 + (int)blockIdx.y * 8;
    j = st_o1 + st_ty;
    const bool st_in = i <= st_hi0 && j <= st_hi1;
    const int st_kb = st_lo2 + (int)blockIdx.z * 8;
    const int st_ke = min(st_kb + 7, st_hi2);
    for (k = st_kb; k <= st_ke; ++k) {
      if (st_in) {
        U_div[i + j * U_div_s1 + k * U_div_s2] = cx * (ux[(i + 1) + j * ux_s1 + k * ux_s2]
            - ux[(i - 1) + j * ux_s1 + k * ux_s2])
            + cy * (uy[i + (j + 1) * uy_s1 + k * uy_s2] - uy[i + (j - 1) * uy_s1 + k * uy_s2])
            + cz * (uz[i + j * uz_s1 + (k + 1) * uz_s2] - uz[i + j * uz_s1 + (k - 1) * uz_s2]);
      }
    }
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
    const ptrdiff_t st_gx = (st_n0 + 31) / 32, st_gy = (st_n1 + 7) / 8, st_gz = (st_n2 + 7) / 8;
    if (st_gx > 2147483647 || st_gy > 65535 || st_gz > 65535) return (int)cudaErrorInvalidConfiguration;
    st_divergence_kernel0<<<dim3((unsigned)st_gx, (unsigned)st_gy, (unsigned)st_gz), dim3(32, 8, 1)>>>(nx, ny, nz, cx, cy, cz, ux, uy, uz, U_div);
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
