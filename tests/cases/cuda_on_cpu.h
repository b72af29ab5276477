/* Just enough of CUDA to run the plain kernels stenciltune prints (no __ldg, no
   asynchronous copies; of the warp functions, the shuffles by a lane count) on the CPU,
   for tests on machines without a
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

/* The shuffles: each thread leaves its value and waits for the block (every thread of a
   warp of it shuffles at once: the kernels shuffle in warp-uniform code only), takes its
   source lane's, and waits again before the slots are reused. A lane whose source lies
   outside its warp keeps its own value, as on a GPU. */
static unsigned char st_emu_lanes[1024][8];
static inline unsigned st_emu_thread_index(void) {
  return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
}
template <typename T>
static inline T st_emu_shuffle(T value, int delta) {
  static_assert(sizeof(T) <= 8, "a shuffled value of at most 8 bytes");
  const unsigned self = st_emu_thread_index();
  memcpy(st_emu_lanes[self], &value, sizeof value);
  __syncthreads();
  const int lane = (int)(self % 32u), source = lane + delta;
  T got = value;
  if (source >= 0 && source < 32) memcpy(&got, st_emu_lanes[(int)self + delta], sizeof got);
  __syncthreads();
  return got;
}
template <typename T>
static inline T __shfl_up_sync(unsigned, T value, unsigned delta) {
  return st_emu_shuffle(value, -(int)delta);
}
template <typename T>
static inline T __shfl_down_sync(unsigned, T value, unsigned delta) {
  return st_emu_shuffle(value, (int)delta);
}
/* A device of 4 multiprocessors, 2 blocks of any kernel each: the host code that sizes its
   launches by them runs. */
enum cudaDeviceAttr { cudaDevAttrMultiProcessorCount = 16 };
static inline cudaError_t cudaGetDevice(int* d) {
  *d = 0;
  return cudaSuccess;
}
static inline cudaError_t cudaDeviceGetAttribute(int* value, cudaDeviceAttr, int) {
  *value = 4;
  return cudaSuccess;
}
template <typename F>
static inline cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int* blocks, F, int, size_t) {
  *blocks = 2;
  return cudaSuccess;
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
