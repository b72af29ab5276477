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
