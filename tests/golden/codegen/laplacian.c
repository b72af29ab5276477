/* Subroutine laplacian as C99, printed by stenciltune. Arrays keep Fortran's
   column-major order and lower bounds.
   laplacian_ is the entry a Fortran caller links. */
#include <math.h>
#include <stddef.h>
#include <stdint.h>

void laplacian(int32_t nx, int32_t ny, int32_t nz, double alpha, double beta,
               const double *restrict u, double *restrict unext)
{
  const ptrdiff_t u_s1 = (ptrdiff_t)nx + 2;
  const ptrdiff_t u_s2 = u_s1 * ((ptrdiff_t)ny + 2);
  const ptrdiff_t unext_s1 = (ptrdiff_t)nx + 2;
  const ptrdiff_t unext_s2 = unext_s1 * ((ptrdiff_t)ny + 2);
  int32_t k, j, i;

  for (k = 1; k <= nz; ++k) {
    for (j = 1; j <= ny; ++j) {
      for (i = 1; i <= nx; ++i) {
        unext[i + j * unext_s1 + k * unext_s2] = alpha * u[i + j * u_s1 + k * u_s2]
            + beta * (u[(i - 1) + j * u_s1 + k * u_s2] + u[(i + 1) + j * u_s1 + k * u_s2]
            + u[i + (j - 1) * u_s1 + k * u_s2] + u[i + (j + 1) * u_s1 + k * u_s2]
            + u[i + j * u_s1 + (k - 1) * u_s2] + u[i + j * u_s1 + (k + 1) * u_s2]);
      }
    }
  }
}

/* gfortran's convention: every argument by reference. */
void laplacian_(const int32_t *nx, const int32_t *ny, const int32_t *nz, const double *alpha,
                const double *beta, const double *u, double *unext)
{
  laplacian(*nx, *ny, *nz, *alpha, *beta, u, unext);
}
