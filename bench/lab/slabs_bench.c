/* The CUDA library's split over several GPUs against one GPU, side by side in one process:
   heat3d (STEPS steps of the 7-point fp64 ping-pong in one call), star25_steps (the same
   with the radius-4 fp32 star, bench/lab/star25_steps.f95) and laplacian (one sweep a
   call), each called through its unchanged host entry with host arrays (the copies in and
   out are part of every call), once per layout given. A layout is a STENCILTUNE_DEVICES
   list ("-" for the library's own choice, "0" for one GPU), and after a colon the value
   of STENCILTUNE_OVERLAP ("0,1,2,3:0": four GPUs, exchange then compute) and after a
   second one that of STENCILTUNE_GPU_HALO_STEPS ("0,1,2,3::4": ghost planes for 4 steps,
   exchanged every 4 steps). Before every
   timed call the arrays are filled again with the same values, so every layout must leave
   the same bits: the program says whether they did. For the time loops, a call of 0 steps
   times the copies and set-up alone (copies_s); steps_s is the rest, the steps and their
   exchanges. Prints one line per kernel and layout: the median seconds a call of REPS,
   the rate per sweep and the speed-ups over the first layout.
   usage: [ONLY=heat3d|star25|laplacian] slabs_bench N STEPS REPS LAYOUT... (linked with
   libheat3d.a, libstar25_steps.a and liblaplacian.a) */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

void heat3d(int32_t nx, int32_t ny, int32_t nz, int32_t nt, double alpha, double *u, double *v);
void star25_steps(int32_t nx, int32_t ny, int32_t nz, int32_t nt, const float *c, float *u, float *v);
void laplacian(int32_t nx, int32_t ny, int32_t nz, double alpha, double beta, const double *u, double *unext);

enum { HEAT3D, STAR25, LAPLACIAN, KERNELS };
static const char *const names[KERNELS] = {"heat3d", "star25", "laplacian"};
static const int radius[KERNELS] = {1, 4, 1};

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

/* Values in [0, 1): doubles, or floats where `single`. */
static void fill(void *a, size_t n, unsigned seed, int single)
{
  for (size_t i = 0; i < n; ++i) {
    seed = seed * 1103515245u + 12345u;
    const double x = (double)(seed >> 8) / 16777216.0;
    if (single) ((float *)a)[i] = (float)x;
    else ((double *)a)[i] = x;
  }
}

/* FNV-1a over 8-byte words (then the bytes left): a fingerprint of the bits, fast
   enough for arrays of several GiB. */
static unsigned long long fnv(const void *a, size_t bytes)
{
  const unsigned char *b = (const unsigned char *)a;
  unsigned long long h = 14695981039346656037ULL, w;
  size_t i = 0;
  for (; i + sizeof w <= bytes; i += sizeof w) {
    memcpy(&w, b + i, sizeof w);
    h = (h ^ w) * 1099511628211ULL;
  }
  for (; i < bytes; ++i) h = (h ^ b[i]) * 1099511628211ULL;
  return h;
}

static void call(int kernel, int n, int steps, void *u, void *v)
{
  /* The star's weights sum to 1, so that 100 steps stay bounded. */
  static const float c[5] = {0.4f, 0.05f, 0.03f, 0.015f, 0.005f};
  if (kernel == HEAT3D) heat3d(n, n, n, steps, 0.1, (double *)u, (double *)v);
  else if (kernel == STAR25) star25_steps(n, n, n, steps, c, (float *)u, (float *)v);
  else laplacian(n - 2, n - 2, n - 2, 0.1, 0.2, (const double *)u, (double *)v);
}

/* The median seconds of `reps` calls, each on the arrays filled again from u0 and v0. */
static double timed(int kernel, int n, int steps, int reps, void *u, void *v, const void *u0, const void *v0,
                    size_t bytes, double *t)
{
  for (int r = 0; r < reps; ++r) {
    memcpy(u, u0, bytes);
    memcpy(v, v0, bytes);
    double t0 = now();
    call(kernel, n, steps, u, v);
    t[r] = now() - t0;
  }
  qsort(t, (size_t)reps, sizeof *t, by_value);
  return t[reps / 2];
}

int main(int argc, char **argv)
{
  if (argc < 5) {
    fprintf(stderr, "usage: %s N STEPS REPS LAYOUT...\n", argv[0]);
    return 2;
  }
  const int n = atoi(argv[1]), steps = atoi(argv[2]), reps = atoi(argv[3]);
  const size_t points = (size_t)n * n * n;
  void *u = malloc(points * sizeof(double)), *v = malloc(points * sizeof(double));
  void *u0 = malloc(points * sizeof(double)), *v0 = malloc(points * sizeof(double));
  double *t = (double *)malloc((size_t)reps * sizeof *t);
  if (!u || !v || !u0 || !v0 || !t) return 1;
  const char *only = getenv("ONLY");
  for (int kernel = 0; kernel < KERNELS; ++kernel) {
    if (only != NULL && strcmp(only, names[kernel]) != 0) continue;
    const size_t bytes = points * (kernel == STAR25 ? sizeof(float) : sizeof(double));
    const size_t inner = (size_t)(n - 2 * radius[kernel]);
    const double interior = (double)inner * (double)inner * (double)inner;
    const int loop = kernel != LAPLACIAN;
    fill(u0, points, 1, kernel == STAR25);
    fill(v0, points, 2, kernel == STAR25);
    double first = 0, first_steps = 0;
    unsigned long long bits0 = 0;
    for (int l = 4; l < argc; ++l) {
      char devices[256];
      snprintf(devices, sizeof devices, "%s", argv[l]);
      char *colon = strchr(devices, ':'), *halo = NULL;
      unsetenv("STENCILTUNE_OVERLAP");
      unsetenv("STENCILTUNE_GPU_HALO_STEPS");
      if (colon != NULL) {
        *colon = '\0';
        halo = strchr(colon + 1, ':');
        if (halo != NULL) *halo++ = '\0';
        if (colon[1] != '\0') setenv("STENCILTUNE_OVERLAP", colon + 1, 1);
        if (halo != NULL) setenv("STENCILTUNE_GPU_HALO_STEPS", halo, 1);
      }
      if (strcmp(devices, "-") == 0) unsetenv("STENCILTUNE_DEVICES");
      else setenv("STENCILTUNE_DEVICES", devices, 1);
      /* A warm-up call: registrations, buffers, peer access. */
      memcpy(u, u0, bytes);
      memcpy(v, v0, bytes);
      call(kernel, n, 1, u, v);
      const double median = timed(kernel, n, steps, reps, u, v, u0, v0, bytes, t);
      const unsigned long long bits = fnv(u, bytes) ^ (fnv(v, bytes) * 31u);
      const double copies = loop ? timed(kernel, n, 0, reps, u, v, u0, v0, bytes, t) : 0.0;
      if (l == 4) {
        first = median;
        first_steps = median - copies;
        bits0 = bits;
      }
      const double sweeps = loop ? 2.0 * steps : 1.0;
      printf("%s n=%d steps=%d layout=%s median_s=%.6f gstencil_per_sweep=%.2f speedup=%.3f", names[kernel], n,
             loop ? steps : 1, argv[l], median, sweeps * interior / median * 1e-9, first / median);
      if (loop) {
        printf(" copies_s=%.6f steps_s=%.6f steps_gstencil_per_sweep=%.2f steps_speedup=%.3f", copies,
               median - copies, sweeps * interior / (median - copies) * 1e-9, first_steps / (median - copies));
      }
      printf(" same_bits=%d\n", bits == bits0);
      fflush(stdout);
    }
  }
  return 0;
}
