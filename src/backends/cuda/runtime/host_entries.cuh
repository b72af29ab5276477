// The fixed text of the host entry points that host_entries.cpp prints around the
// kernels, one section per piece, each from its "/// section NAME" line to the next.
// The C++ prints what varies between them (the signatures, one line per array, the
// launches) and puts the entry's name for ST_NAME, the number of arrays for ST_ARRAYS,
// the call of NAME_device for ST_CALL, a resident entry's name for ST_ENTRY and the
// timing entry's unregistrations for ST_UNPIN. Nothing before the first section is printed.
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

/// section pageable
#ifndef ST_PAGEABLE_DEFINED
#define ST_PAGEABLE_DEFINED
/* STENCILTUNE_PAGEABLE set (and not 0) in the environment: host arrays are copied as they
   are, pageable, never registered; read once. */
static inline int st_pageable_only(void)
{
  static int pageable = -1;
  if (pageable < 0) {
    const char *v = getenv("STENCILTUNE_PAGEABLE");
    pageable = v != NULL && v[0] != '\0' && strcmp(v, "0") != 0;
  }
  return pageable;
}
#endif

/// section staging
#ifndef ST_STAGING_DEFINED
#define ST_STAGING_DEFINED
/* Pinned staging: the host-pointer entries copy a caller's array through page-locked
   memory by registering the array itself (cudaHostRegister) the first time it is copied;
   it stays registered, remembered by its address and size, so that later calls copy at
   the bus's speed without the driver's pageable bounce. An array of another address or
   size is registered anew; when the table is full the least recently used registration
   is dropped. Where registration fails (memory the driver will not lock, a range another
   registration overlaps) the array is copied as it is, pageable. STENCILTUNE_PAGEABLE=1
   in the environment turns registration off, to measure one against the other. */
typedef struct {
  const void *host;
  size_t bytes;
  unsigned long long used; /* the tick of its last use; 0: a free slot */
  int registered;          /* 0: registration failed, copied pageable */
} st_PinnedArray;


static inline void st_pin(st_PinnedArray *table, int slots, unsigned long long *tick, const void *host, size_t bytes)
{
  int i, slot = 0;
  if (host == NULL || bytes == 0 || st_pageable_only()) return;
  ++*tick;
  for (i = 0; i < slots; ++i) {
    if (table[i].host == host && table[i].bytes == bytes) {
      table[i].used = *tick;
      return;
    }
    if (table[i].used < table[slot].used) slot = i;
  }
  /* A registration that overlaps this array is of memory the caller has given back
     or of another view of it: it goes first. */
  for (i = 0; i < slots; ++i) {
    const char *a = (const char *)table[i].host, *b = (const char *)host;
    if (table[i].used != 0 && a < b + bytes && b < a + table[i].bytes) {
      if (table[i].registered) cudaHostUnregister((void *)table[i].host);
      table[i].host = NULL;
      table[i].used = 0;
      table[i].registered = 0;
      slot = i;
    }
  }
  if (table[slot].used != 0 && table[slot].registered) cudaHostUnregister((void *)table[slot].host);
  table[slot].host = host;
  table[slot].bytes = bytes;
  table[slot].used = *tick;
  /* Portable: a call split over several devices copies from it to each of them. */
  table[slot].registered = cudaHostRegister((void *)host, bytes, cudaHostRegisterPortable) == cudaSuccess;
  if (!table[slot].registered) (void)cudaGetLastError(); /* copied pageable: not the caller's error */
}

/* Resident mode: between NAME_resident_begin and NAME_resident_end, each array handed to
   begin has a device copy of its own, found by its host address and size; a host-pointer
   call passing it runs on that copy without a transfer, and marks it written when the
   call writes it (at whichever argument: a ping-pong swaps them). The copies back go at
   NAME_resident_sync and NAME_resident_end. The table is one for the whole program (a C++17
   inline variable, merged by the linker): an array made resident by one subroutine's entry
   is resident for every entry, so that two subroutines of a solver never hold two device
   copies of one array.
   Where the calls split over several GPUs, an array is held instead by the split's slabs
   (device NULL, `holder` the slabs once a call has loaded them): each GPU keeps its planes
   between calls, and `release` copies them back and, with let_go, stops holding them. An
   entry that runs on one GPU, or a split of another subroutine, takes such an array over
   after its holder released it (st_resident_settle, slabs.cuh). */
typedef struct {
  const void *host;
  size_t bytes;
  void *device;
  int written; /* written on the device since its last copy back */
  void *holder;
  cudaError_t (*release)(void *holder, const void *host, int let_go);
} st_ResidentArray;

typedef struct {
  st_ResidentArray *arrays;
  int count, capacity;
} st_Residents;

inline st_Residents st_residents = {NULL, 0, 0};

/* The resident copy of the array [host, host + bytes), or NULL where there is none;
   *clash is set where the array overlaps a resident one without being it (another size,
   a part of it), whose values the call could not see. */
static inline st_ResidentArray *st_resident_find(st_Residents *r, const void *host, size_t bytes, int *clash)
{
  int i;
  for (i = 0; i < r->count; ++i) {
    st_ResidentArray *a = &r->arrays[i];
    const char *x = (const char *)a->host, *y = (const char *)host;
    if (a->host == host && a->bytes == bytes) return a;
    if (x < y + bytes && y < x + a->bytes) *clash = 1;
  }
  return NULL;
}

/* Makes [host, host + bytes) resident: a device copy, filled from the host, or with
   `split` an entry that the next split call's slabs load and then hold. An array that is
   resident already is left as it is (its device values are the current ones). */
static inline cudaError_t st_resident_add(st_Residents *r, st_PinnedArray *pinned, int slots, unsigned long long *tick,
                                   const void *host, size_t bytes, int split)
{
  int clash = 0;
  st_ResidentArray *a;
  cudaError_t e;
  if (host == NULL) return cudaErrorInvalidValue;
  if (st_resident_find(r, host, bytes, &clash) != NULL) return cudaSuccess;
  if (clash) return cudaErrorInvalidValue;
  if (r->count == r->capacity) {
    int capacity = r->capacity > 0 ? 2 * r->capacity : 8;
    st_ResidentArray *grown = (st_ResidentArray *)realloc(r->arrays, (size_t)capacity * sizeof *grown);
    if (grown == NULL) return cudaErrorMemoryAllocation;
    r->arrays = grown;
    r->capacity = capacity;
  }
  a = &r->arrays[r->count];
  a->host = host;
  a->bytes = bytes;
  a->device = NULL;
  a->written = 0;
  a->holder = NULL;
  a->release = NULL;
  if (split) {
    st_pin(pinned, slots, tick, host, bytes);
    ++r->count;
    return cudaSuccess;
  }
  e = cudaMalloc(&a->device, bytes > 0 ? bytes : 1);
  if (e != cudaSuccess) return e;
  st_pin(pinned, slots, tick, host, bytes);
  e = cudaMemcpy(a->device, host, bytes, cudaMemcpyHostToDevice);
  if (e != cudaSuccess) {
    cudaFree(a->device);
    return e;
  }
  ++r->count;
  return cudaSuccess;
}

/* A resident array that a split holds (or was to load) given a device copy of its own on
   the current device, for an entry that runs on one GPU: the holder copies its values
   back and lets go, and the copy is filled from the host. */
static inline cudaError_t st_resident_settle(st_ResidentArray *a)
{
  cudaError_t e = cudaSuccess;
  if (a->device != NULL) return cudaSuccess;
  if (a->holder != NULL) e = a->release(a->holder, a->host, 1);
  if (e != cudaSuccess) return e;
  a->holder = NULL;
  a->release = NULL;
  e = cudaMalloc(&a->device, a->bytes > 0 ? a->bytes : 1);
  if (e != cudaSuccess) {
    a->device = NULL;
    return e;
  }
  a->written = 0;
  return cudaMemcpy(a->device, a->host, a->bytes, cudaMemcpyHostToDevice);
}

/* The device values of a resident array copied into the caller's, if a call wrote them. */
static inline cudaError_t st_resident_copy_back(st_ResidentArray *a)
{
  cudaError_t e;
  if (a->device == NULL) return a->holder != NULL ? a->release(a->holder, a->host, 0) : cudaSuccess;
  if (!a->written) return cudaSuccess;
  e = cudaMemcpy((void *)a->host, a->device, a->bytes, cudaMemcpyDeviceToHost);
  if (e == cudaSuccess) a->written = 0;
  return e;
}

/* Copied back, then no longer resident. */
static inline cudaError_t st_resident_remove(st_Residents *r, st_ResidentArray *a)
{
  cudaError_t e = a->device == NULL && a->holder != NULL ? a->release(a->holder, a->host, 1) : st_resident_copy_back(a);
  if (e != cudaSuccess) return e;
  if (a->device != NULL) cudaFree(a->device);
  *a = r->arrays[--r->count];
  return cudaSuccess;
}

/* The resident array [host, host + bytes) copied back (end: and released); an array
   that is not resident is left alone. */
static inline cudaError_t st_resident_finish(st_Residents *r, const void *host, size_t bytes, int release)
{
  int clash = 0;
  st_ResidentArray *a = st_resident_find(r, host, bytes, &clash);
  if (a == NULL) return cudaSuccess;
  return release ? st_resident_remove(r, a) : st_resident_copy_back(a);
}
#endif

/// section staging_state
/* ST_NAME's registrations of its callers' arrays (two per argument, so that a caller that
   swaps two arrays between calls keeps both). An array another entry registered is
   page-locked all the same: its registration here fails, and its copies are fast. */
static st_PinnedArray st_pinned_ST_NAME[2 * ST_ARRAYS];
static unsigned long long st_pinnedTick_ST_NAME = 0;

/// section temporal_buffers
/* What a thread of a pass computes once, before the loop over the planes, is kept in a
   register through ST_KEEP32/ST_KEEP64: the compiler cannot see through them, so it
   neither recomputes the value in the loop nor folds it back into what it came from. */
#ifndef ST_KEEP32
#if defined(__CUDA_ARCH__)
#define ST_KEEP32(x) asm("" : "+r"(x))
#define ST_KEEP64(x) asm("" : "+l"(x))
#else
#define ST_KEEP32(x) asm("" : "+r"(x))
#define ST_KEEP64(x) asm("" : "+r"(x))
#endif
#endif
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
/// section resident_check
  if (st_e != cudaSuccess) {
    fprintf(stderr, "ST_ENTRY: CUDA error %d: %s\n", (int)st_e, cudaGetErrorString(st_e));
    abort();
  }
}
/// section timing_helpers

/* For the harness: the kernels alone timed with CUDA events (a warm-up launch, then
   `reps` timed ones queued back to back), and the copies each way; prints "time: ..." and "copies: ...".
   Null arrays (a timing-only run) are filled on the device instead, and no copy is timed.
   The host arrays are registered (page-locked) before their copies, as the library's
   host entries keep them, unless STENCILTUNE_PAGEABLE is set; "pinned=1" says all were. */
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
  if (st_host_data) printf("copies: h2d=%.9e d2h=%.9e pinned=%d\n", 1e-3 * st_h2d, 1e-3 * st_d2h, st_pinned_copies);
ST_UNPIN
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
ST_RELEASE_MORE
}
