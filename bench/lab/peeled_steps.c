/* A caller that calls a time loop blocked over time a step at a time (issue 24): heat3d's
   CUDA library, packaged with BT > 1, on device arrays, in one process, three ways:
   peeled  heat3d_device with nt = 1, STEPS calls: the library's entry, which runs a single
           step of an odd number of passes with the nests' own kernels;
   pass    heat3d_size1_device with nt = 1, STEPS calls: the blocked part alone, as the
           entry ran it before: a pass of one step into the second copy of the grids,
           then both grids copied back whole;
   whole   heat3d_device with nt = STEPS, one call: the passes over every step.
   Each way is timed ROUNDS times in turn, after a warm-up round of each.
   Usage: peeled_steps NX NY NZ STEPS ROUNDS. Prints "way round milliseconds_per_step". */
#define _POSIX_C_SOURCE 199309L
#include <cuda_runtime.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "heat3d.h"

int heat3d_size1_device(int32_t nx, int32_t ny, int32_t nz, int32_t nt, double alpha, double *u, double *v);

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static int fail(const char *what, int e) {
  fprintf(stderr, "peeled_steps: %s: error %d\n", what, e);
  return 1;
}

int main(int argc, char **argv) {
  if (argc != 6) {
    fprintf(stderr, "usage: %s NX NY NZ STEPS ROUNDS\n", argv[0]);
    return 2;
  }
  const int32_t nx = atoi(argv[1]), ny = atoi(argv[2]), nz = atoi(argv[3]), steps = atoi(argv[4]);
  const int rounds = atoi(argv[5]);
  const size_t n = (size_t)nx * (size_t)ny * (size_t)nz;
  double *host = malloc(n * sizeof *host), *u, *v;
  if (!host) return 1;
  for (size_t i = 0; i < n; ++i) host[i] = (double)((i * 7919u) % 1000u) / 1000.0;
  if (cudaMalloc((void **)&u, n * sizeof *u) != cudaSuccess || cudaMalloc((void **)&v, n * sizeof *v) != cudaSuccess)
    return fail("cudaMalloc", 0);
  cudaMemcpy(u, host, n * sizeof *u, cudaMemcpyHostToDevice);
  cudaMemcpy(v, host, n * sizeof *v, cudaMemcpyHostToDevice);
  const double alpha = 0.1;
  const char *ways[] = {"peeled", "pass", "whole"};
  for (int round = 0; round <= rounds; ++round) {
    for (int w = 0; w < 3; ++w) {
      cudaDeviceSynchronize();
      const double start = now();
      int e = 0;
      if (w == 2) {
        e = heat3d_device(nx, ny, nz, steps, alpha, u, v);
      } else {
        for (int s = 0; s < steps && e == 0; ++s)
          e = w == 0 ? heat3d_device(nx, ny, nz, 1, alpha, u, v) : heat3d_size1_device(nx, ny, nz, 1, alpha, u, v);
      }
      if (e != 0 || (e = (int)cudaDeviceSynchronize()) != 0) return fail(ways[w], e);
      const double ms = 1e3 * (now() - start) / steps;
      if (round > 0) printf("%s %d %.4f\n", ways[w], round, ms);
    }
  }
  return 0;
}
