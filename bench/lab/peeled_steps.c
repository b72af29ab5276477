/* A caller that calls a time loop blocked over time a few steps at a time (issue 24):
   heat3d's CUDA library, packaged with BT > 1, on device arrays, in one process:
   entry K  heat3d_device with nt = K (1 .. BT), STEPS / K calls: the library's entry. A
            single step of an odd number of passes runs with the nests' own kernels; the
            last of an odd number of passes of 2 or more steps runs as two passes;
   pass 1   heat3d_size1_device with nt = 1, STEPS calls: the blocked part's one-step
            pass on its own, then both grids copied back whole (what the entry ran
            before for a step a call);
   whole    heat3d_device with nt = STEPS, one call;
   copy     both grids copied device to device once a call, STEPS calls: the copy back
            that an odd number of passes used to cost.
   Each way is timed ROUNDS times in turn, after a warm-up round of each.
   Usage: peeled_steps BT NX NY NZ STEPS ROUNDS. Prints "way round milliseconds_per_call_step"
   (per step; for copy, per call). */
#define _POSIX_C_SOURCE 199309L
#include <cuda_runtime.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "heat3d.h"

int heat3d_size1_device(int32_t nx, int32_t ny, int32_t nz, int32_t nt, double alpha, double* u, double* v);

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static int fail(const char* what, int e) {
  fprintf(stderr, "peeled_steps: %s: error %d\n", what, e);
  return 1;
}

int main(int argc, char** argv) {
  if (argc != 7) {
    fprintf(stderr, "usage: %s BT NX NY NZ STEPS ROUNDS\n", argv[0]);
    return 2;
  }
  const int bt = atoi(argv[1]);
  const int32_t nx = atoi(argv[2]), ny = atoi(argv[3]), nz = atoi(argv[4]), steps = atoi(argv[5]);
  const int rounds = atoi(argv[6]);
  const size_t n = (size_t)nx * (size_t)ny * (size_t)nz;
  double *host = malloc(n * sizeof *host), *u, *v, *spare;
  if (!host || bt < 1 || bt > 8) return 2;
  for (size_t i = 0; i < n; ++i) host[i] = (double)((i * 7919u) % 1000u) / 1000.0;
  if (cudaMalloc((void**)&u, n * sizeof *u) != cudaSuccess || cudaMalloc((void**)&v, n * sizeof *v) != cudaSuccess ||
      cudaMalloc((void**)&spare, 2 * n * sizeof *spare) != cudaSuccess)
    return fail("cudaMalloc", 0);
  cudaMemcpy(u, host, n * sizeof *u, cudaMemcpyHostToDevice);
  cudaMemcpy(v, host, n * sizeof *v, cudaMemcpyHostToDevice);
  const double alpha = 0.1;
  for (int round = 0; round <= rounds; ++round) {
    /* ways 0 .. bt-1: entry K = way + 1; bt: pass 1; bt + 1: whole; bt + 2: copy. */
    for (int w = 0; w < bt + 3; ++w) {
      cudaDeviceSynchronize();
      const double start = now();
      int e = 0, calls = 0;
      if (w < bt) {
        for (int s = 0; s + w + 1 <= steps && e == 0; s += w + 1, ++calls)
          e = heat3d_device(nx, ny, nz, w + 1, alpha, u, v);
      } else if (w == bt) {
        for (calls = 0; calls < steps && e == 0; ++calls) e = heat3d_size1_device(nx, ny, nz, 1, alpha, u, v);
      } else if (w == bt + 1) {
        e = heat3d_device(nx, ny, nz, steps, alpha, u, v);
        calls = 1;
      } else {
        for (calls = 0; calls < steps && e == 0; ++calls) {
          e = (int)cudaMemcpyAsync(spare, u, n * sizeof *u, cudaMemcpyDeviceToDevice, 0);
          if (e == 0) e = (int)cudaMemcpyAsync(spare + n, v, n * sizeof *v, cudaMemcpyDeviceToDevice, 0);
        }
      }
      if (e != 0 || (e = (int)cudaDeviceSynchronize()) != 0) return fail("a call", e);
      const int done = w < bt ? calls * (w + 1) : w == bt + 1 ? steps : calls;
      const double ms = 1e3 * (now() - start) / done;
      if (round == 0) continue;
      if (w < bt) {
        printf("entry-%d %d %.4f\n", w + 1, round, ms);
      } else {
        printf("%s %d %.4f\n", w == bt ? "pass-1" : w == bt + 1 ? "whole" : "copy", round, ms);
      }
    }
  }
  return 0;
}
