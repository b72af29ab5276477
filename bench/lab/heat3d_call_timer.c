/* Times one call of heat3d's library (stenciltune's output for stencils/timeloop/heat3d.f95)
   of STEPS steps on an N^3 grid, after a first touch and a warm-up call of 3 steps, and
   prints "MS_PER_STEP sum u SUM v SUM": two libraries whose sums differ computed
   different things. Used by bench/lab/cpu_pass_shuffled.sh and cpu_last_pass_stores.sh.
   Usage: heat3d_call_timer N STEPS */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "heat3d.h"
int main(int argc, char **argv) {
  const int n = atoi(argv[1]), steps = atoi(argv[2]);
  const size_t pts = (size_t)n * n * n;
  double *u = malloc(pts * sizeof *u), *v = malloc(pts * sizeof *v);
  if (!u || !v) return 1;
  heat3d_first_touch(n, n, n, steps, 0.1, u, v);
  for (size_t i = 0; i < pts; ++i) u[i] = v[i] = (double)(i % 101) / 101;
  heat3d(n, n, n, 3, 0.1, u, v);
  struct timespec a, b;
  clock_gettime(CLOCK_MONOTONIC, &a);
  heat3d(n, n, n, steps, 0.1, u, v);
  clock_gettime(CLOCK_MONOTONIC, &b);
  double su = 0, sv = 0;
  for (size_t i = 0; i < pts; ++i) su += u[i], sv += v[i];
  printf("%.3f sum u %.17g v %.17g\n", ((b.tv_sec - a.tv_sec) * 1e3 + (b.tv_nsec - a.tv_nsec) * 1e-6) / steps, su, sv);
  return 0;
}
