/* Subroutine star13 as C99, printed by stenciltune. Arrays keep Fortran's
   column-major order and lower bounds.
   star13_ is the entry a Fortran caller links. */
#include <math.h>
#include <stddef.h>
#include <stdint.h>

void star13(int32_t nx, int32_t ny, int32_t nz, double c0, double c1, double c2,
            const double *restrict u, double *restrict unew)
{
  const ptrdiff_t u_s1 = (ptrdiff_t)nx + 4;
  const ptrdiff_t u_s2 = u_s1 * ((ptrdiff_t)ny + 4);
  const ptrdiff_t unew_s1 = (ptrdiff_t)nx + 4;
  const ptrdiff_t unew_s2 = unew_s1 * ((ptrdiff_t)ny + 4);
  int32_t k, j, i;

  for (k = 1; k <= nz; ++k) {
    for (j = 1; j <= ny; ++j) {
      for (i = 1; i <= nx; ++i) {
        unew[(i + 1) + (j + 1) * unew_s1 + (k + 1) * unew_s2] = c0 * u[(i + 1) + (j + 1) * u_s1 + (k + 1) * u_s2] + c1 * (u[i + (j + 1) * u_s1 + (k + 1) * u_s2] + u[(i + 2) + (j + 1) * u_s1 + (k + 1) * u_s2] + u[(i + 1) + j * u_s1 + (k + 1) * u_s2] + u[(i + 1) + (j + 2) * u_s1 + (k + 1) * u_s2] + u[(i + 1) + (j + 1) * u_s1 + k * u_s2] + u[(i + 1) + (j + 1) * u_s1 + (k + 2) * u_s2]) + c2 * (u[(i - 1) + (j + 1) * u_s1 + (k + 1) * u_s2] + u[(i + 3) + (j + 1) * u_s1 + (k + 1) * u_s2] + u[(i + 1) + (j - 1) * u_s1 + (k + 1) * u_s2] + u[(i + 1) + (j + 3) * u_s1 + (k + 1) * u_s2] + u[(i + 1) + (j + 1) * u_s1 + (k - 1) * u_s2] + u[(i + 1) + (j + 1) * u_s1 + (k + 3) * u_s2]);
      }
    }
  }
}

/* gfortran's convention: every argument by reference. */
void star13_(const int32_t *nx, const int32_t *ny, const int32_t *nz, const double *c0,
             const double *c1, const double *c2, const double *u, double *unew)
{
  star13(*nx, *ny, *nz, *c0, *c1, *c2, u, unew);
}
