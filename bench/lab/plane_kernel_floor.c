/* How fast the CPU's blocked passes can go (issue 24): the plane kernel a blocked pass of
   heat3d runs for every application (backends/c/temporal_blocking.cpp prints it per nest:
   one output plane of 7-point fp64 updates from three input planes), called again and
   again on planes that stay in cache, as a pass's rings do. Its time per update is the
   floor of a pass's: the rest of a pass (halo rows, copies of boundary points, the
   pass's input from memory) only adds to it.
   Usage: plane_kernel_floor NX ROWS PLANES GHZ: rows of NX points, PLANES planes in turn
   (3: they stay in L1/L2; 24: a pass's rings past L2), cycles counted at GHZ.
   Build: cc -O3 -march=native -fopenmp-simd [-mprefer-vector-width=512] plane_kernel_floor.c */
#define _POSIX_C_SOURCE 199309L
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* The nest's plane, as the generator prints it with SIMD=1. */
__attribute__((noinline)) static void plane(int32_t nx, double alpha, int64_t r0, int64_t r1,
                                            const double *restrict below, const double *restrict here,
                                            const double *restrict above, double *restrict out) {
  const ptrdiff_t s = nx;
  for (int64_t j = r0; j <= r1; ++j) {
#pragma omp simd
    for (int32_t i = 2; i <= nx - 1; ++i)
      out[(i - 1) + (j - 1) * s] =
          here[(i - 1) + (j - 1) * s] +
          alpha * (here[(i - 2) + (j - 1) * s] + here[i + (j - 1) * s] + here[(i - 1) + (j - 2) * s] +
                   here[(i - 1) + j * s] + below[(i - 1) + (j - 1) * s] + above[(i - 1) + (j - 1) * s] -
                   6.0 * here[(i - 1) + (j - 1) * s]);
  }
}

int main(int argc, char **argv) {
  if (argc != 5) {
    fprintf(stderr, "usage: %s NX ROWS PLANES GHZ\n", argv[0]);
    return 2;
  }
  const int nx = atoi(argv[1]), rows = atoi(argv[2]), planes = atoi(argv[3]);
  const double ghz = atof(argv[4]);
  if (nx < 3 || rows < 1 || planes < 3 || ghz <= 0) return 2;
  const size_t size = (size_t)nx * (size_t)(rows + 2);
  double *b = aligned_alloc(64, (size * (size_t)(planes + 1) * sizeof(double) + 63) / 64 * 64);
  if (!b) return 1;
  for (size_t i = 0; i < size * (size_t)(planes + 1); ++i) b[i] = (double)(i % 7);
  const long calls = (long)(4e9 / ((double)nx * rows));
  const double start = now();
  for (long c = 0; c < calls; ++c) {
    const int p = (int)(c % planes);
    plane(nx, 0.1, 2, rows + 1, b + size * (size_t)((p + planes - 1) % planes), b + size * (size_t)p,
          b + size * (size_t)((p + 1) % planes), b + size * (size_t)planes);
  }
  const double seconds = now() - start;
  printf("nx=%d rows=%d planes=%d: %.2f ns, %.2f cycles at %.2f GHz per update\n", nx, rows, planes,
         1e9 * seconds / ((double)calls * (nx - 2) * rows), ghz * 1e9 * seconds / ((double)calls * (nx - 2) * rows),
         ghz);
  free(b);
  return 0;
}
