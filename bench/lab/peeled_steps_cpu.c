/* The CPU library of a time loop blocked over time called a few steps at a time (issue
   24): heat3d's library, packaged with BT > 1, in one process:
   entry K  heat3d with nt = K (1 .. BT), STEPS / K calls: the library's entry (a single
            step of an odd number of passes nest by nest, the last of an odd number of
            longer passes as two);
   pass 1   heat3d_size1 with nt = 1, STEPS calls: the blocked part on its own, a pass
            of one step and both grids copied back (what the entry ran before);
   steps 2  heat3d_size1_steps with 2 steps, STEPS / 2 calls: the blocked part's passes
            for a call of 2 steps, two passes of one (what the entry ran for nt = 2
            before it ran those steps nest by nest);
   whole    heat3d with nt = STEPS, one call.
   Usage: peeled_steps_cpu BT N STEPS ROUNDS (an N^3 grid). Prints "way round ms_per_step". */
#define _POSIX_C_SOURCE 199309L
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "heat3d.h"

void heat3d_size1(int32_t nx, int32_t ny, int32_t nz, int32_t nt, double alpha, double *restrict u,
                  double *restrict v);
int heat3d_size1_steps(int32_t nx, int32_t ny, int32_t nz, int32_t nt, double alpha, double *restrict u,
                       double *restrict v, ptrdiff_t st_steps);

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

int main(int argc, char **argv) {
  if (argc != 5) {
    fprintf(stderr, "usage: %s BT N STEPS ROUNDS\n", argv[0]);
    return 2;
  }
  const int bt = atoi(argv[1]), rounds = atoi(argv[4]);
  const int32_t n = atoi(argv[2]), steps = atoi(argv[3]);
  const size_t points = (size_t)n * (size_t)n * (size_t)n;
  double *u = malloc(points * sizeof *u), *v = malloc(points * sizeof *v);
  if (!u || !v || bt < 1) return 2;
  heat3d_first_touch(n, n, n, 1, 0.1, u, v);
  for (size_t i = 0; i < points; ++i) u[i] = v[i] = (double)((i * 7919u) % 1000u) / 1000.0;
  for (int round = 0; round <= rounds; ++round) {
    for (int w = 0; w < bt + 3; ++w) { /* 0 .. bt-1: entry K = w + 1; bt: pass 1; bt + 1: whole; bt + 2: steps 2 */
      const double start = now();
      int done = 0;
      if (w < bt) {
        for (; done + w + 1 <= steps; done += w + 1) heat3d(n, n, n, w + 1, 0.1, u, v);
      } else if (w == bt) {
        for (; done < steps; ++done) heat3d_size1(n, n, n, 1, 0.1, u, v);
      } else if (w == bt + 1) {
        heat3d(n, n, n, steps, 0.1, u, v);
        done = steps;
      } else {
        for (; done + 2 <= steps; done += 2) {
          if (heat3d_size1_steps(n, n, n, 2, 0.1, u, v, 2) != 0) return 1;
        }
      }
      const double ms = 1e3 * (now() - start) / done;
      if (round == 0) continue;
      if (w < bt)
        printf("entry-%d %d %.3f\n", w + 1, round, ms);
      else
        printf("%s %d %.3f\n", w == bt ? "pass-1" : w == bt + 1 ? "whole" : "steps-2", round, ms);
    }
  }
  free(u);
  free(v);
  return 0;
}
