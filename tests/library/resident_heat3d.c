/* A caller that runs heat3d's time loop in pieces (issue 26): CALLS calls of STEPS steps
   each, as a solver that does something between its blocks of steps would, to prove the
   CUDA library's resident mode where the calls split over several GPUs (each GPU keeps
   its slab between the calls).
   usage: resident_heat3d MODE NX NY NZ STEPS CALLS OUT
   MODE plain: heat3d calls only; resident: the same calls between heat3d_resident_begin
   and heat3d_resident_end, with a heat3d_resident_sync halfway; switch: resident, and the
   first call after the sync runs with STENCILTUNE_DEVICES=0 (one GPU: the arrays the
   split held get a device copy of their own), the rest with the list the program
   started with (they stay on that one GPU, where the arrays now are); alternate: first a
   plain call on other arrays of other values, then resident calls of 1 step and of STEPS
   steps in turn (a single step that runs nest by nest, between calls that run passes,
   as the slabs' second copies of those other arrays wait). OUT receives, as
   raw doubles, u at the halfway sync, then u and v at the end (- for none: a timing
   run, which runs it all twice). Prints the wall time from before heat3d_resident_begin
   to after _end in seconds as the last field but one. */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "heat3d.h"

int main(int argc, char** argv) {
  if (argc != 8) {
    fprintf(stderr, "usage: %s plain|resident|switch|alternate NX NY NZ STEPS CALLS OUT\n", argv[0]);
    return 2;
  }
  const char* mode = argv[1];
  const int in_region = strcmp(mode, "plain") != 0, switching = strcmp(mode, "switch") == 0;
  const int alternating = strcmp(mode, "alternate") == 0;
  const int32_t nx = atoi(argv[2]), ny = atoi(argv[3]), nz = atoi(argv[4]), nt = atoi(argv[5]);
  const int calls = atoi(argv[6]);
  const double alpha = 0.1;
  const size_t n = (size_t)nx * (size_t)ny * (size_t)nz;
  double *u = malloc(n * sizeof *u), *v = malloc(n * sizeof *v), *halfway = malloc(n * sizeof *u);
  double *other_u = malloc(n * sizeof *u), *other_v = malloc(n * sizeof *v);
  if (!u || !v || !halfway || !other_u || !other_v) return 1;
  /* Deterministic values everywhere, the boundary included; v's boundary differs from u's. */
  for (size_t i = 0; i < n; ++i) {
    u[i] = (double)((i * 7919u) % 1000u) / 1000.0;
    v[i] = 0.5 - (double)((i * 104729u) % 997u) / 997.0;
  }
  const char* listed = getenv("STENCILTUNE_DEVICES");
  char* devices = listed != NULL ? strdup(listed) : NULL;
  /* A timing run times its second round: the first pays for what a program pays once
     (the devices' contexts, the arrays' page-locking). */
  const int timing = strcmp(argv[7], "-") == 0;
  struct timespec t0, t1;
  for (int round = 0; round < 1 + timing; ++round) {
    clock_gettime(CLOCK_MONOTONIC, &t0);
    if (alternating) {
      for (size_t i = 0; i < n; ++i) {
        other_u[i] = u[i] + 0.25;
        other_v[i] = v[i] - 0.5;
      }
      heat3d(nx, ny, nz, nt, alpha, other_u, other_v);
    }
    if (in_region) heat3d_resident_begin(nx, ny, nz, nt, alpha, u, v);
    for (int c = 0; c < calls; ++c) {
      if (c == calls / 2) {
        if (in_region) heat3d_resident_sync(nx, ny, nz, nt, alpha, u, v);
        memcpy(halfway, u, n * sizeof *u);
        if (switching) setenv("STENCILTUNE_DEVICES", "0", 1);
      }
      if (switching && c == calls / 2 + 1) {
        if (devices != NULL)
          setenv("STENCILTUNE_DEVICES", devices, 1);
        else
          unsetenv("STENCILTUNE_DEVICES");
      }
      heat3d(nx, ny, nz, alternating && c % 2 == 0 ? 1 : nt, alpha, u, v);
    }
    if (in_region) heat3d_resident_end(nx, ny, nz, nt, alpha, u, v);
    clock_gettime(CLOCK_MONOTONIC, &t1);
  }
  FILE* out = timing ? NULL : fopen(argv[7], "wb");
  if (!timing && (out == NULL || fwrite(halfway, sizeof *u, n, out) != n || fwrite(u, sizeof *u, n, out) != n ||
                  fwrite(v, sizeof *v, n, out) != n || fclose(out) != 0))
    return 1;
  printf("%s: %d calls of %d steps at %dx%dx%d: %.6f s\n", mode, calls, (int)nt, (int)nx, (int)ny, (int)nz,
         (double)(t1.tv_sec - t0.tv_sec) + 1e-9 * (double)(t1.tv_nsec - t0.tv_nsec));
  free(devices);
  free(u);
  free(v);
  free(halfway);
  free(other_u);
  free(other_v);
  return 0;
}
