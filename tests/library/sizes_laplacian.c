/* The multi-size library (tests/cases/library_sizes.sh): liblaplacian.a tuned at two
   sizes. Linked with -Wl,--wrap for both variants' symbols, so that this program sees
   which variant each call of laplacian() runs: a call near each tuned size must run the
   variant tuned for it, agree with laplacian_variant(), and match a plain loop. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "laplacian.h"

static int calls[3];

void __real_laplacian_size1(int32_t, int32_t, int32_t, double, double, const double *, double *);
void __real_laplacian_size2(int32_t, int32_t, int32_t, double, double, const double *, double *);
void __wrap_laplacian_size1(int32_t nx, int32_t ny, int32_t nz, double alpha, double beta, const double *u, double *v) {
  ++calls[1];
  __real_laplacian_size1(nx, ny, nz, alpha, beta, u, v);
}
void __wrap_laplacian_size2(int32_t nx, int32_t ny, int32_t nz, double alpha, double beta, const double *u, double *v) {
  ++calls[2];
  __real_laplacian_size2(nx, ny, nz, alpha, beta, u, v);
}

/* Runs laplacian at nx x ny x nz; returns the variant it ran, or 0 on a wrong answer. */
static int run(int nx, int ny, int nz) {
  const double alpha = 0.3, beta = 0.2;
  size_t n = (size_t)(nx + 2) * (ny + 2) * (nz + 2);
  double *u = malloc(n * sizeof *u), *out = malloc(n * sizeof *out), *want = malloc(n * sizeof *want);
  if (!u || !out || !want) exit(2);
#define IDX(i, j, k) ((size_t)(i) + (size_t)(nx + 2) * ((size_t)(j) + (size_t)(ny + 2) * (size_t)(k)))
  laplacian_first_touch(nx, ny, nz, alpha, beta, u, out);
  for (size_t p = 0; p < n; ++p) {
    u[p] = rand() / (double)RAND_MAX;
    out[p] = want[p] = -1;
  }
  for (int k = 1; k <= nz; ++k)
    for (int j = 1; j <= ny; ++j)
      for (int i = 1; i <= nx; ++i)
        want[IDX(i, j, k)] = alpha * u[IDX(i, j, k)] + beta * (u[IDX(i - 1, j, k)] + u[IDX(i + 1, j, k)] +
                                                               u[IDX(i, j - 1, k)] + u[IDX(i, j + 1, k)] +
                                                               u[IDX(i, j, k - 1)] + u[IDX(i, j, k + 1)]);
  int before[3] = {calls[0], calls[1], calls[2]};
  laplacian(nx, ny, nz, alpha, beta, u, out);
  int ran = calls[1] > before[1] ? 1 : calls[2] > before[2] ? 2 : 0;
  double worst = 0, scale = 0;
  for (size_t p = 0; p < n; ++p) {
    worst = fmax(worst, fabs(out[p] - want[p]));
    scale = fmax(scale, fabs(want[p]));
  }
  printf("%dx%dx%d: laplacian_variant says %d, ran variant %d, worst relative difference %.3e\n", nx, ny, nz,
         laplacian_variant(nx, ny, nz), ran, worst / scale);
  free(u);
  free(out);
  free(want);
  return worst / scale <= 1e-13 ? ran : 0;
#undef IDX
}

int main(int argc, char **argv) {
  /* Groups "NX NY NZ EXPECTED" on the command line. */
  int bad = 0;
  srand(3);
  for (int a = 1; a + 3 < argc; a += 4) {
    int nx = atoi(argv[a]), ny = atoi(argv[a + 1]), nz = atoi(argv[a + 2]), expected = atoi(argv[a + 3]);
    if (laplacian_variant(nx, ny, nz) != expected || run(nx, ny, nz) != expected) {
      printf("  expected variant %d\n", expected);
      bad = 1;
    }
  }
  return bad;
}
