/* A caller that keeps the time loop in its own code (issue 24): steps of the Laplacian
   ping-ponging between u and unext, one library call per sweep, as a solver would.
   usage: resident_laplacian MODE NX NY NZ STEPS OUT
   MODE plain: NAME calls only; resident: the same calls between laplacian_resident_begin
   and laplacian_resident_end, with a laplacian_resident_sync halfway; byref: resident,
   every call through gfortran's symbols (laplacian_, laplacian_resident_begin_, ...), as
   an unchanged Fortran program makes them. Halfway it also calls the library on u and an
   array w that is never resident. OUT receives, as raw doubles: u at the halfway sync, w,
   then u and unext at the end. Prints the loop's wall time.
   Built with -DST_REFERENCE, it calls the untransformed C translation instead (no resident
   calls: they exist in the libraries only). */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifdef ST_REFERENCE
void laplacian(int32_t nx, int32_t ny, int32_t nz, double alpha, double beta, const double *u, double *unext);
#else
#include "laplacian.h"
#endif

static int32_t nx, ny, nz;
static double alpha = 0.1, beta = 0.15;
static int by_reference = 0;

static void sweep(const double *in, double *out)
{
#ifndef ST_REFERENCE
  if (by_reference) {
    laplacian_(&nx, &ny, &nz, &alpha, &beta, in, out);
    return;
  }
#endif
  laplacian(nx, ny, nz, alpha, beta, in, out);
}

enum Step { BEGIN, SYNC, END };

static void resident(enum Step step, double *u, double *unext)
{
#ifdef ST_REFERENCE
  (void)step, (void)u, (void)unext;
#else
  if (by_reference) {
    if (step == BEGIN) laplacian_resident_begin_(&nx, &ny, &nz, &alpha, &beta, u, unext);
    if (step == SYNC) laplacian_resident_sync_(&nx, &ny, &nz, &alpha, &beta, u, unext);
    if (step == END) laplacian_resident_end_(&nx, &ny, &nz, &alpha, &beta, u, unext);
  } else {
    if (step == BEGIN) laplacian_resident_begin(nx, ny, nz, alpha, beta, u, unext);
    if (step == SYNC) laplacian_resident_sync(nx, ny, nz, alpha, beta, u, unext);
    if (step == END) laplacian_resident_end(nx, ny, nz, alpha, beta, u, unext);
  }
#endif
}

int main(int argc, char **argv)
{
  if (argc != 7) {
    fprintf(stderr, "usage: %s plain|resident|byref NX NY NZ STEPS OUT\n", argv[0]);
    return 2;
  }
  const char *mode = argv[1];
  int in_region = strcmp(mode, "plain") != 0;
  by_reference = strcmp(mode, "byref") == 0;
  nx = atoi(argv[2]), ny = atoi(argv[3]), nz = atoi(argv[4]);
  int steps = atoi(argv[5]);
  size_t n = (size_t)(nx + 2) * (size_t)(ny + 2) * (size_t)(nz + 2);
  double *u = malloc(n * sizeof *u), *unext = malloc(n * sizeof *u), *w = malloc(n * sizeof *u);
  double *halfway = malloc(n * sizeof *u);
  if (!u || !unext || !w || !halfway) return 1;
  /* Deterministic values everywhere, halos included; unext's halo differs from u's. */
  for (size_t i = 0; i < n; ++i) {
    u[i] = (double)((i * 7919u) % 1000u) / 1000.0;
    unext[i] = 0.5 - (double)((i * 104729u) % 997u) / 997.0;
    w[i] = -1.0;
  }
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  if (in_region) resident(BEGIN, u, unext);
  for (int t = 1; t <= steps; ++t) {
    sweep(u, unext);
    sweep(unext, u);
    if (t == steps / 2) {
      if (in_region) resident(SYNC, u, unext);
      memcpy(halfway, u, n * sizeof *u);
      sweep(u, w); /* u resident, w not: w is copied as outside the region */
    }
  }
  if (in_region) resident(END, u, unext);
  clock_gettime(CLOCK_MONOTONIC, &t1);
  printf("%s: %d steps of %dx%dx%d in %.6f s\n", mode, steps, nx, ny, nz,
         (double)(t1.tv_sec - t0.tv_sec) + 1e-9 * (double)(t1.tv_nsec - t0.tv_nsec));
  FILE *f = fopen(argv[6], "wb");
  if (!f || fwrite(halfway, sizeof *u, n, f) != n || fwrite(w, sizeof *u, n, f) != n ||
      fwrite(u, sizeof *u, n, f) != n || fwrite(unext, sizeof *u, n, f) != n || fclose(f) != 0) {
    perror(argv[6]);
    return 1;
  }
  return 0;
}
