/* How fast the CPU's blocked passes can go (issue 24): the plane kernel a blocked pass of
   heat3d runs for every application (backends/c/temporal_blocking.cpp prints it per nest:
   one output plane of 7-point fp64 updates from three input planes), called again and
   again on planes that stay in cache, as a pass's rings do. Its time per update is the
   floor of a pass's: the rest of a pass (halo rows, copies of boundary points, the
   pass's input from memory) only adds to it.
   Usage: plane_kernel_floor NX ROWS PLANES GHZ: rows of NX points, PLANES planes in turn
   (3: they stay in L1/L2; 24: a pass's rings past L2), cycles counted at GHZ.
   Build: cc -O3 -march=native -fopenmp-simd [-mprefer-vector-width=512] plane_kernel_floor.c
   It times the printed kernel and a form with the unit stride's neighbours in registers
   (plane_shuffled) in turn, three times each, after checking that they agree. */
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

/* The same plane with the unit stride's neighbours taken from the centre's vectors in
   registers: per 8 updates one aligned load of the centre, two shuffles for i-1 and i+1,
   and the four loads of the other planes and rows (5 loads instead of 7, none across a
   cache line). GCC vector extensions; NX a multiple of 8. The first and last point of a
   row are computed too (into `out` only, which no plane reads): what a pass would mask. */
typedef double st_v8 __attribute__((vector_size(64)));
typedef int64_t st_i8 __attribute__((vector_size(64)));
static inline st_v8 load8(const double *p) { return *(const st_v8 *)__builtin_assume_aligned(p, 64); }
__attribute__((noinline)) static void plane_shuffled(int32_t nx, double alpha, int64_t r0, int64_t r1,
                                                     const double *restrict below, const double *restrict here,
                                                     const double *restrict above, double *restrict out) {
  const ptrdiff_t s = nx;
  const st_i8 left = {7, 8, 9, 10, 11, 12, 13, 14}, right = {1, 2, 3, 4, 5, 6, 7, 8};
  const st_v8 a = {alpha, alpha, alpha, alpha, alpha, alpha, alpha, alpha};
  for (int64_t j = r0; j <= r1; ++j) {
    const double *h = here + (j - 1) * s;
    st_v8 prev = load8(h), cur = prev;
    for (int32_t i = 0; i < nx; i += 8) {
      const st_v8 next = i + 8 < nx ? load8(h + i + 8) : cur;
      const st_v8 west = __builtin_shuffle(prev, cur, left), east = __builtin_shuffle(cur, next, right);
      const st_v8 sum = west + east + load8(h + i - s) + load8(h + i + s) + load8(below + (j - 1) * s + i) +
                        load8(above + (j - 1) * s + i) - 6.0 * cur;
      *(st_v8 *)__builtin_assume_aligned(out + (j - 1) * s + i, 64) = cur + a * sum;
      prev = cur;
      cur = next;
    }
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
  /* The two kernels agree on every point the nest computes (rows 2..ROWS+1, columns
     2..NX-1), before anything is timed. */
  if (nx % 8 == 0) {
    double *first = malloc(size * sizeof(double)), worst = 0;
    if (!first) return 1;
    plane(nx, 0.1, 2, rows + 1, b, b + size, b + 2 * size, b + size * (size_t)planes);
    for (size_t i = 0; i < size; ++i) first[i] = b[size * (size_t)planes + i];
    plane_shuffled(nx, 0.1, 2, rows + 1, b, b + size, b + 2 * size, b + size * (size_t)planes);
    for (int j = 2; j <= rows + 1; ++j)
      for (int i = 2; i <= nx - 1; ++i) {
        const size_t at = (size_t)(i - 1) + (size_t)(j - 1) * (size_t)nx;
        const double d = first[at] - b[size * (size_t)planes + at];
        if ((d < 0 ? -d : d) > worst) worst = d < 0 ? -d : d;
      }
    printf("largest difference between the kernels: %g\n", worst);
    free(first);
  }
  const long calls = (long)(4e9 / ((double)nx * rows));
  /* Both kernels in turn, three times each: medians are the reader's. */
  for (int round = 0; round < 6; ++round) {
    const int shuffled = round % 2;
    if (shuffled && nx % 8 != 0) continue;
    const double start = now();
    for (long c = 0; c < calls; ++c) {
      const int p = (int)(c % planes);
      const double *below = b + size * (size_t)((p + planes - 1) % planes), *here = b + size * (size_t)p,
                   *above = b + size * (size_t)((p + 1) % planes);
      if (shuffled)
        plane_shuffled(nx, 0.1, 2, rows + 1, below, here, above, b + size * (size_t)planes);
      else
        plane(nx, 0.1, 2, rows + 1, below, here, above, b + size * (size_t)planes);
    }
    const double seconds = now() - start;
    printf("%s nx=%d rows=%d planes=%d: %.2f ns, %.2f cycles at %.2f GHz per update\n",
           shuffled ? "shuffled" : "printed ", nx, rows, planes, 1e9 * seconds / ((double)calls * (nx - 2) * rows),
           ghz * 1e9 * seconds / ((double)calls * (nx - 2) * rows), ghz);
  }
  free(b);
  return 0;
}
