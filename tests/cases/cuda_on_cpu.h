/* Just enough of CUDA to run the plain kernels stenciltune prints (no __ldg, no
   asynchronous copies, no warp functions) on the CPU, for tests on machines without a
   GPU: each block's threads are coroutines (ucontext) of one CPU thread, run in turn
   from one __syncthreads() to the next; blocks run one after another; "device" memory
   is host memory. Include it instead of <cuda_runtime.h> and launch with
   st_emu_launch(grid, block, [=] { kernel(args); }). It proves a kernel's schedule (its
   rings, delays and barriers), not its speed. */
#ifndef ST_CUDA_ON_CPU_H
#define ST_CUDA_ON_CPU_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ucontext.h>

#include <functional>
#include <vector>

struct dim3 {
  unsigned x, y, z;
  dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {}
};
static dim3 threadIdx, blockIdx, blockDim, gridDim;
static ucontext_t st_emu_scheduler;
static ucontext_t* st_emu_running;
/* The block's dynamic shared memory: blocks run one at a time. */
unsigned char st_shared[1 << 18];

#define __global__
#define __device__
#define __host__
#define __shared__
#define __forceinline__ inline
#define __launch_bounds__(...)
#define __align__(n)
#define __restrict__ __restrict
#define __syncthreads() swapcontext(st_emu_running, &st_emu_scheduler)

typedef int cudaError_t;
enum { cudaSuccess = 0, cudaErrorMemoryAllocation = 2, cudaErrorInvalidConfiguration = 9 };
enum cudaMemcpyKind { cudaMemcpyHostToHost, cudaMemcpyHostToDevice, cudaMemcpyDeviceToHost, cudaMemcpyDeviceToDevice };
enum { cudaFuncAttributeMaxDynamicSharedMemorySize = 8 };
static inline cudaError_t cudaMalloc(void** p, size_t n) {
  *p = malloc(n);
  return *p ? cudaSuccess : cudaErrorMemoryAllocation;
}
static inline cudaError_t cudaFree(void* p) {
  free(p);
  return cudaSuccess;
}
static inline cudaError_t cudaMemcpy(void* to, const void* from, size_t n, cudaMemcpyKind) {
  memmove(to, from, n);
  return cudaSuccess;
}
static inline cudaError_t cudaMemcpyAsync(void* to, const void* from, size_t n, cudaMemcpyKind k, int) {
  return cudaMemcpy(to, from, n, k);
}
static inline cudaError_t cudaDeviceSynchronize(void) { return cudaSuccess; }
static inline cudaError_t cudaGetLastError(void) { return cudaSuccess; }
static inline const char* cudaGetErrorString(cudaError_t) { return "emulated CUDA error"; }
template <typename F>
static inline cudaError_t cudaFuncSetAttribute(F, int, long long bytes) {
  return bytes <= (long long)sizeof st_shared ? cudaSuccess : cudaErrorInvalidConfiguration;
}

static const std::function<void()>* st_emu_body;
static int st_emu_finished;
static void st_emu_thread(void) {
  (*st_emu_body)();
  st_emu_finished = 1;
  swapcontext(st_emu_running, &st_emu_scheduler); /* never resumed */
}

/* Runs every block of the grid in turn; a block's threads each run to their next
   __syncthreads() (or their end), in turn, until all have ended. */
static inline void st_emu_launch(dim3 grid, dim3 block, const std::function<void()>& body) {
  gridDim = grid;
  blockDim = block;
  st_emu_body = &body;
  const unsigned n = block.x * block.y * block.z;
  const size_t stack = 64 * 1024;
  std::vector<ucontext_t> threads(n);
  std::vector<char> stacks(n * stack);
  std::vector<char> done(n);
  for (unsigned bz = 0; bz < grid.z; ++bz)
    for (unsigned by = 0; by < grid.y; ++by)
      for (unsigned bx = 0; bx < grid.x; ++bx) {
        memset(st_shared, 0xff, sizeof st_shared); /* stale values read anywhere show up as NaN */
        blockIdx = dim3(bx, by, bz);
        for (unsigned t = 0; t < n; ++t) {
          getcontext(&threads[t]);
          threads[t].uc_stack.ss_sp = &stacks[t * stack];
          threads[t].uc_stack.ss_size = stack;
          makecontext(&threads[t], st_emu_thread, 0);
          done[t] = 0;
        }
        for (unsigned left = n; left > 0;) {
          for (unsigned t = 0; t < n; ++t) {
            if (done[t]) continue;
            threadIdx = dim3(t % block.x, t / block.x % block.y, t / (block.x * block.y));
            st_emu_running = &threads[t];
            st_emu_finished = 0;
            swapcontext(&st_emu_scheduler, &threads[t]); /* back at its next barrier or end */
            if (st_emu_finished) {
              done[t] = 1;
              --left;
            }
          }
        }
      }
}

#endif
