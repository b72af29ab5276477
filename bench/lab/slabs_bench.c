/* The CUDA library's split over several GPUs against one GPU, side by side in one process:
   heat3d (100 steps of the 7-point fp64 ping-pong in one call) and laplacian (one sweep a
   call), each called through its unchanged host entry with host arrays (the copies in and
   out are part of every call), once per STENCILTUNE_DEVICES layout given ("-" for the
   library's own choice, "0" for one GPU). Before every timed call the arrays are filled
   again with the same values, so every layout must leave the same bits: the program says
   whether they did. Prints one line per kernel and layout: the median seconds a call of
   REPS, the rate per sweep and the speed-up over the first layout.
   usage: [ONLY=heat3d|laplacian] slabs_bench N STEPS REPS LAYOUT... (linked with libheat3d.a
   and liblaplacian.a) */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

void heat3d(int32_t nx, int32_t ny, int32_t nz, int32_t nt, double alpha, double *u, double *v);
void laplacian(int32_t nx, int32_t ny, int32_t nz, double alpha, double beta, const double *u, double *unext);

static double now(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static int by_value(const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static void fill(double *a, size_t n, unsigned seed)
{
  for (size_t i = 0; i < n; ++i) {
    seed = seed * 1103515245u + 12345u;
    a[i] = (double)(seed >> 8) / 16777216.0;
  }
}

static unsigned long long fnv(const double *a, size_t n)
{
  const unsigned char *b = (const unsigned char *)a;
  unsigned long long h = 14695981039346656037ULL;
  for (size_t i = 0; i < n * sizeof *a; ++i) h = (h ^ b[i]) * 1099511628211ULL;
  return h;
}

int main(int argc, char **argv)
{
  if (argc < 5) {
    fprintf(stderr, "usage: %s N STEPS REPS LAYOUT...\n", argv[0]);
    return 2;
  }
  const int n = atoi(argv[1]), steps = atoi(argv[2]), reps = atoi(argv[3]);
  const size_t points = (size_t)n * n * n, interior = (size_t)(n - 2) * (n - 2) * (n - 2);
  double *u = (double *)malloc(points * sizeof *u), *v = (double *)malloc(points * sizeof *v);
  double *t = (double *)malloc((size_t)reps * sizeof *t);
  if (!u || !v || !t) return 1;
  const char *only = getenv("ONLY");
  for (int kernel = 0; kernel < 2; ++kernel) {
    if (only != NULL && strcmp(only, kernel == 0 ? "heat3d" : "laplacian") != 0) continue;
    double first = 0;
    unsigned long long bits0 = 0;
    for (int l = 4; l < argc; ++l) {
      if (strcmp(argv[l], "-") == 0) unsetenv("STENCILTUNE_DEVICES");
      else setenv("STENCILTUNE_DEVICES", argv[l], 1);
      /* A warm-up call: registrations, buffers, peer access. */
      fill(u, points, 1);
      fill(v, points, 2);
      if (kernel == 0) heat3d(n, n, n, 1, 0.1, u, v);
      else laplacian(n - 2, n - 2, n - 2, 0.1, 0.2, u, v);
      for (int r = 0; r < reps; ++r) {
        fill(u, points, 1);
        fill(v, points, 2);
        double t0 = now();
        if (kernel == 0) heat3d(n, n, n, steps, 0.1, u, v);
        else laplacian(n - 2, n - 2, n - 2, 0.1, 0.2, u, v);
        t[r] = now() - t0;
      }
      qsort(t, (size_t)reps, sizeof *t, by_value);
      const double median = t[reps / 2];
      const unsigned long long bits = fnv(u, points) ^ (fnv(v, points) * 31u);
      if (l == 4) {
        first = median;
        bits0 = bits;
      }
      const double sweeps = kernel == 0 ? 2.0 * steps : 1.0;
      printf("%s n=%d steps=%d layout=%s median_s=%.6f gstencil_per_sweep=%.2f speedup=%.3f same_bits=%d\n",
             kernel == 0 ? "heat3d" : "laplacian", n, kernel == 0 ? steps : 1, argv[l], median,
             sweeps * (double)interior / median * 1e-9, first / median, bits == bits0);
      fflush(stdout);
    }
  }
  return 0;
}
