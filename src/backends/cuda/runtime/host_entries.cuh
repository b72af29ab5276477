// The fixed text of the host entry points that host_entries.cpp prints around the
// kernels, one section per piece, each from its "/// section NAME" line to the next.
// The C++ prints what varies between them (the signatures, one line per array, the
// launches) and puts the entry's name for ST_NAME, the number of arrays for ST_ARRAYS
// and the call of NAME_device for ST_CALL. Nothing before the first section is printed.
//
// timing_launches: the timed launches are queued back to back, each between its own
// pair of events, and read once the last is done: the GPU does not wait between them
// for the host to submit the next launch, so that gap is not timed.
/// section prologue
#include <cuda_runtime.h>
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define restrict __restrict__

/// section reductions
#ifndef ST_REDUCTIONS_DEFINED
#define ST_REDUCTIONS_DEFINED
#include <limits.h>
/* Reductions: OP 0 adds (a sum or a difference, whose terms the kernel subtracts),
   1 multiplies, 2 keeps the larger, 3 the smaller. No atomics anywhere: every partial
   is combined in a fixed order, so that a variant gives the same bits at every run. */
template <typename T, int OP> __host__ __device__ __forceinline__ T st_combine(T a, T b)
{
  return OP == 0 ? a + b : OP == 1 ? a * b : OP == 2 ? (b > a ? b : a) : (b < a ? b : a);
}
__device__ __forceinline__ float st_lowest(float) { return -INFINITY; }
__device__ __forceinline__ double st_lowest(double) { return -INFINITY; }
__device__ __forceinline__ int st_lowest(int) { return INT_MIN; }
__device__ __forceinline__ long st_lowest(long) { return LONG_MIN; }
__device__ __forceinline__ long long st_lowest(long long) { return LLONG_MIN; }
__device__ __forceinline__ float st_highest(float) { return INFINITY; }
__device__ __forceinline__ double st_highest(double) { return INFINITY; }
__device__ __forceinline__ int st_highest(int) { return INT_MAX; }
__device__ __forceinline__ long st_highest(long) { return LONG_MAX; }
__device__ __forceinline__ long long st_highest(long long) { return LLONG_MAX; }
template <typename T, int OP> __device__ __forceinline__ T st_identity()
{
  return OP == 0 ? (T)0 : OP == 1 ? (T)1 : OP == 2 ? st_lowest((T)0) : st_highest((T)0);
}
/* The values of a block's THREADS threads (a multiple of 32) combined in a fixed tree:
   each warp by shuffles, then the warps' results by the first warp. The result is in
   thread 0. Every thread of the block must call it. */
template <typename T, int OP, int THREADS> __device__ __forceinline__ T st_block_combine(T v)
{
  __shared__ T st_warps[THREADS / 32];
  const int flat = (int)(threadIdx.x + threadIdx.y * blockDim.x), lane = flat & 31, warp = flat >> 5;
  for (int o = 16; o > 0; o >>= 1) v = st_combine<T, OP>(v, __shfl_down_sync(0xffffffffu, v, o));
  __syncthreads(); /* an earlier call's readers are done with st_warps */
  if (lane == 0) st_warps[warp] = v;
  __syncthreads();
  if (warp == 0) {
    T x = st_warps[lane < THREADS / 32 ? lane : 0];
    for (int o = 16; o > 0; o >>= 1) {
      T y = __shfl_down_sync(0xffffffffu, x, o);
      if (lane + o < THREADS / 32) x = st_combine<T, OP>(x, y);
    }
    v = x;
  }
  return v;
}
/* The second pass: one block combines the n partials of the first, each thread a fixed
   stride of them in order, then the block's tree; the result goes to *out. */
template <typename T, int OP> __global__ void __launch_bounds__(256) st_combine_partials(const T *partials, long long n, T *out)
{
  T v = st_identity<T, OP>();
  for (long long i = threadIdx.x; i < n; i += 256) v = st_combine<T, OP>(v, partials[i]);
  v = st_block_combine<T, OP, 256>(v);
  if (threadIdx.x == 0) *out = v;
}
#endif

/// section reduction_scratch
/* The partials of ST_NAME's reductions, kept between calls and grown as needed. */
static void *st_scratch_ST_NAME = NULL;
static size_t st_scratchBytes_ST_NAME = 0;

static cudaError_t st_scratchReserve_ST_NAME(size_t bytes)
{
  if (st_scratchBytes_ST_NAME >= bytes && st_scratch_ST_NAME != NULL) return cudaSuccess;
  if (st_scratch_ST_NAME != NULL) cudaFree(st_scratch_ST_NAME);
  st_scratch_ST_NAME = NULL;
  st_scratchBytes_ST_NAME = 0;
  cudaError_t e = cudaMalloc(&st_scratch_ST_NAME, bytes > 0 ? bytes : 1);
  if (e == cudaSuccess) st_scratchBytes_ST_NAME = bytes;
  return e;
}

/// section temporal_buffers
/* The second copy of each grid ST_NAME's time loop writes, kept between calls and grown
   as needed: a pass of the blocked time loop reads one copy and writes the other. */
static void *st_tb_buffer_ST_NAME[ST_ARRAYS];
static size_t st_tb_capacity_ST_NAME[ST_ARRAYS];

static cudaError_t st_tb_reserve_ST_NAME(int which, size_t bytes)
{
  if (st_tb_capacity_ST_NAME[which] >= bytes && st_tb_buffer_ST_NAME[which] != NULL) return cudaSuccess;
  if (st_tb_buffer_ST_NAME[which] != NULL) cudaFree(st_tb_buffer_ST_NAME[which]);
  st_tb_buffer_ST_NAME[which] = NULL;
  st_tb_capacity_ST_NAME[which] = 0;
  cudaError_t e = cudaMalloc(&st_tb_buffer_ST_NAME[which], bytes > 0 ? bytes : 1);
  if (e == cudaSuccess) st_tb_capacity_ST_NAME[which] = bytes;
  return e;
}

/// section device_buffers
/* Device buffers kept between calls of ST_NAME_host, grown as needed. */
static void *st_buffer_ST_NAME[ST_ARRAYS];
static size_t st_capacity_ST_NAME[ST_ARRAYS];

static cudaError_t st_reserve_ST_NAME(int which, size_t bytes)
{
  if (st_capacity_ST_NAME[which] >= bytes && st_buffer_ST_NAME[which] != NULL) return cudaSuccess;
  if (st_buffer_ST_NAME[which] != NULL) cudaFree(st_buffer_ST_NAME[which]);
  st_buffer_ST_NAME[which] = NULL;
  st_capacity_ST_NAME[which] = 0;
  cudaError_t e = cudaMalloc(&st_buffer_ST_NAME[which], bytes > 0 ? bytes : 1);
  if (e == cudaSuccess) st_capacity_ST_NAME[which] = bytes;
  return e;
}

#define ST_TRY(call) do { cudaError_t st_e_ = (call); if (st_e_ != cudaSuccess) return (int)st_e_; } while (0)

/* Host pointers: copies every array to the device, runs the kernels, copies the arrays
   the subroutine writes back. Returns 0 or the CUDA error code. Not thread-safe. */
/// section host_end
  return 0;
}

/* Host pointers; a CUDA error is printed and ends the program. */
/// section abort_on_error
  if (st_e != 0) {
    fprintf(stderr, "ST_NAME: CUDA error %d: %s\n", st_e, cudaGetErrorString((cudaError_t)st_e));
    abort();
  }
}
/// section timing_helpers

/* For the harness: the kernels alone timed with CUDA events (a warm-up launch, then
   `reps` timed ones queued back to back), and the copies each way; prints "time: ..." and "copies: ...".
   Null arrays (a timing-only run) are filled on the device instead, and no copy is timed. */
static int st_compare(const void *a, const void *b)
{
  float x = *(const float *)a, y = *(const float *)b;
  return x < y ? -1 : x > y;
}

#define ST_CHECK(call) do { cudaError_t st_e_ = (call); if (st_e_ != cudaSuccess) { fprintf(stderr, "cuda error: %s: %s\n", #call, cudaGetErrorString(st_e_)); exit(2); } } while (0)

/// section timing_begin
  cudaEvent_t st_a, st_b;
  float st_ms[1024], st_h2d = 0, st_d2h = 0;
  int ST_r;
  if (ST_reps > 1024) ST_reps = 1024;
  ST_CHECK(cudaEventCreate(&st_a));
  ST_CHECK(cudaEventCreate(&st_b));
/// section timing_copies_in
  int st_host_data = 0;
  ST_CHECK(cudaEventRecord(st_a));
/// section timing_launches
  ST_CHECK(cudaEventRecord(st_b));
  ST_CHECK(cudaEventSynchronize(st_b));
  ST_CHECK(cudaEventElapsedTime(&st_h2d, st_a, st_b));
  ST_CHECK((cudaError_t)ST_CALL);
  ST_CHECK(cudaDeviceSynchronize());
  {
    static cudaEvent_t st_ta[1024], st_tb[1024];
    for (ST_r = 0; ST_r < ST_reps; ++ST_r) {
      ST_CHECK(cudaEventCreate(&st_ta[ST_r]));
      ST_CHECK(cudaEventCreate(&st_tb[ST_r]));
    }
    for (ST_r = 0; ST_r < ST_reps; ++ST_r) {
      ST_CHECK(cudaEventRecord(st_ta[ST_r]));
      ST_CHECK((cudaError_t)ST_CALL);
      ST_CHECK(cudaEventRecord(st_tb[ST_r]));
    }
    ST_CHECK(cudaEventSynchronize(st_tb[ST_reps - 1]));
    for (ST_r = 0; ST_r < ST_reps; ++ST_r) {
      ST_CHECK(cudaEventElapsedTime(&st_ms[ST_r], st_ta[ST_r], st_tb[ST_r]));
      cudaEventDestroy(st_ta[ST_r]);
      cudaEventDestroy(st_tb[ST_r]);
    }
  }
  ST_CHECK(cudaEventRecord(st_a));
/// section timing_end
  ST_CHECK(cudaEventRecord(st_b));
  ST_CHECK(cudaEventSynchronize(st_b));
  ST_CHECK(cudaEventElapsedTime(&st_d2h, st_a, st_b));
  qsort(st_ms, (size_t)ST_reps, sizeof st_ms[0], st_compare);
  printf("time: median=%.9e min=%.9e max=%.9e reps=%d\n", 1e-3 * (ST_reps % 2 ? st_ms[ST_reps / 2] : 0.5 * (st_ms[ST_reps / 2 - 1] + st_ms[ST_reps / 2])), 1e-3 * st_ms[0], 1e-3 * st_ms[ST_reps - 1], ST_reps);
  if (st_host_data) printf("copies: h2d=%.9e d2h=%.9e\n", 1e-3 * st_h2d, 1e-3 * st_d2h);
  cudaEventDestroy(st_a);
  cudaEventDestroy(st_b);
}
/// section timing_release

/* For the harness: the device buffers given back, so that a program that runs many
   variants in turn (a batch) holds one variant's at a time. */
extern "C" void st_release_ST_NAME(void)
{
  int st_i;
  for (st_i = 0; st_i < ST_ARRAYS; ++st_i) {
    if (st_buffer_ST_NAME[st_i] != NULL) cudaFree(st_buffer_ST_NAME[st_i]);
    st_buffer_ST_NAME[st_i] = NULL;
    st_capacity_ST_NAME[st_i] = 0;
  }
}
