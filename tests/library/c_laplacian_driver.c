/* A C caller of the library through laplacian.h: the prototype with scalars by value,
   arrays first placed by laplacian_first_touch; checked against a plain loop. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "laplacian.h"

#define IDX(i, j, k) ((size_t)(i) + (size_t)(nx + 2) * ((size_t)(j) + (size_t)(ny + 2) * (size_t)(k)))

int main(void) {
  const int nx = 37, ny = 19, nz = 7;
  const double alpha = 0.3, beta = 0.2;
  size_t n = (size_t)(nx + 2) * (ny + 2) * (nz + 2);
  double *u = malloc(n * sizeof *u), *out = malloc(n * sizeof *out), *want = malloc(n * sizeof *want);
  if (!u || !out || !want) return 2;
  laplacian_first_touch(nx, ny, nz, alpha, beta, u, out);
  srand(7);
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
  laplacian(nx, ny, nz, alpha, beta, u, out);
  double worst = 0;
  for (size_t p = 0; p < n; ++p) worst = fmax(worst, fabs(out[p] - want[p]));
  printf("worst %.3e\n", worst);
  return worst <= 1e-14 ? 0 : 1;
}
