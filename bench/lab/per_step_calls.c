/* A caller that keeps its time loop outside the library (issue 24): the time per step of
   the Laplacian's CUDA library called once per step, four ways, in one process:
   kernel   laplacian_device on device arrays (the kernels alone, what resident mode aims at);
   host     laplacian on host arrays, which copies in and out at every call (pinned staging,
            or pageable copies when STENCILTUNE_PAGEABLE=1 is set: run it twice);
   resident the same host calls between laplacian_resident_begin and _end (begin and end
            are not timed; the calls are, up to a device synchronisation).
   Usage: per_step_calls NX NY NZ STEPS. Prints one line per way: "way seconds_per_step". */
#define _POSIX_C_SOURCE 199309L
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "laplacian.h"

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

int main(int argc, char **argv) {
  if (argc != 5) return 2;
  int nx = atoi(argv[1]), ny = atoi(argv[2]), nz = atoi(argv[3]), steps = atoi(argv[4]);
  size_t n = (size_t)(nx + 2) * (size_t)(ny + 2) * (size_t)(nz + 2);
  double *u = malloc(n * sizeof *u), *v = malloc(n * sizeof *v);
  if (!u || !v) return 1;
  for (size_t i = 0; i < n; ++i) u[i] = v[i] = (double)(i % 97) / 97.0;
  const double alpha = -6.0, beta = 0.1;

  double *du, *dv;
  if (cudaMalloc((void **)&du, n * sizeof *du) != cudaSuccess || cudaMalloc((void **)&dv, n * sizeof *dv) != cudaSuccess)
    return 1;
  cudaMemcpy(du, u, n * sizeof *u, cudaMemcpyHostToDevice);
  cudaMemcpy(dv, v, n * sizeof *v, cudaMemcpyHostToDevice);
  for (int w = 0; w < 3; ++w) laplacian_device(nx, ny, nz, alpha, beta, du, dv);
  cudaDeviceSynchronize();
  double t0 = now();
  for (int s = 0; s < steps; ++s) {
    if (s % 2 == 0) laplacian_device(nx, ny, nz, alpha, beta, du, dv);
    else laplacian_device(nx, ny, nz, alpha, beta, dv, du);
  }
  cudaDeviceSynchronize();
  printf("kernel %.9f\n", (now() - t0) / steps);

  laplacian(nx, ny, nz, alpha, beta, u, v); /* the first call registers and allocates */
  t0 = now();
  for (int s = 0; s < steps; ++s) {
    if (s % 2 == 0) laplacian(nx, ny, nz, alpha, beta, u, v);
    else laplacian(nx, ny, nz, alpha, beta, v, u);
  }
  printf("host %.9f\n", (now() - t0) / steps);

  laplacian_resident_begin(nx, ny, nz, alpha, beta, u, v);
  laplacian(nx, ny, nz, alpha, beta, u, v);
  cudaDeviceSynchronize();
  t0 = now();
  for (int s = 0; s < steps; ++s) {
    if (s % 2 == 0) laplacian(nx, ny, nz, alpha, beta, u, v);
    else laplacian(nx, ny, nz, alpha, beta, v, u);
  }
  cudaDeviceSynchronize();
  printf("resident %.9f\n", (now() - t0) / steps);
  laplacian_resident_end(nx, ny, nz, alpha, beta, u, v);
  return 0;
}
