/* An independent STREAM-style measurement for bench/stream_check.sh: copy (c = a) and
 * triad (a = b + s*c) over arrays of doubles with OpenMP, first-touched by the threads
 * that sweep them, timed per repetition; prints one JSON line per kernel with the
 * median, minimum and maximum rate in GB/s, counting the bytes the kernel reads and
 * writes (16 per element for copy, 24 for triad; no write-allocate), as STREAM does.
 * It shares no code with stenciltune's own kernels (src/roofline/runtime/).
 *
 * usage: stream_omp BYTES_PER_ARRAY REPETITIONS */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

static int by_value(const void* x, const void* y) {
  double a = *(const double*)x, b = *(const double*)y;
  return (a > b) - (a < b);
}

static void report(const char* name, double* rates, int n) {
  qsort(rates, (size_t)n, sizeof *rates, by_value);
  double median = n % 2 ? rates[n / 2] : 0.5 * (rates[n / 2 - 1] + rates[n / 2]);
  printf("{\"kernel\": \"%s\", \"median\": %.3f, \"min\": %.3f, \"max\": %.3f, \"repetitions\": %d, \"threads\": %d}\n", name,
         median, rates[0], rates[n - 1], n, omp_get_max_threads());
}

int main(int argc, char** argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: %s BYTES_PER_ARRAY REPETITIONS\n", argv[0]);
    return 2;
  }
  long n = atol(argv[1]) / (long)sizeof(double);
  int reps = atoi(argv[2]);
  if (n < 1024 || reps < 1) {
    fprintf(stderr, "stream_omp: at least 8192 bytes per array and one repetition\n");
    return 2;
  }
  double* a = malloc((size_t)n * sizeof *a);
  double* b = malloc((size_t)n * sizeof *b);
  double* c = malloc((size_t)n * sizeof *c);
  double* copy_rates = malloc((size_t)reps * sizeof *copy_rates);
  double* triad_rates = malloc((size_t)reps * sizeof *triad_rates);
  if (!a || !b || !c || !copy_rates || !triad_rates) {
    fprintf(stderr, "stream_omp: out of memory\n");
    return 1;
  }
#pragma omp parallel for schedule(static)
  for (long i = 0; i < n; ++i) {
    a[i] = 1.0;
    b[i] = 2.0;
    c[i] = 0.0;
  }
  const double s = 3.0;
  for (int r = 0; r < reps; ++r) {
    double t0 = omp_get_wtime();
#pragma omp parallel for schedule(static)
    for (long i = 0; i < n; ++i) c[i] = a[i];
    double t1 = omp_get_wtime();
#pragma omp parallel for schedule(static)
    for (long i = 0; i < n; ++i) a[i] = b[i] + s * c[i];
    double t2 = omp_get_wtime();
    copy_rates[r] = 16.0 * (double)n / (t1 - t0) / 1e9;
    triad_rates[r] = 24.0 * (double)n / (t2 - t1) / 1e9;
  }
  /* The last triad left a[i] = b[i] + s*c[i] = 2 + 3*c[i]: check points spread over the
   * arrays, so that neither loop can be dropped. */
  long bad = 0;
  for (long i = 0; i < n; i += n / 97 + 1) bad += a[i] != 2.0 + s * c[i];
  if (bad) {
    fprintf(stderr, "stream_omp: %ld wrong values\n", bad);
    return 1;
  }
  report("copy", copy_rates, reps);
  report("triad", triad_rates, reps);
  return 0;
}
