/* Subroutine jacobi2d5 as C99, printed by stenciltune. Arrays keep Fortran's
   column-major order and lower bounds.
   jacobi2d5_ is the entry a Fortran caller links. */
#include <math.h>
#include <stddef.h>
#include <stdint.h>

void jacobi2d5(int32_t nx, int32_t ny, const double *restrict u, double *restrict unew)
{
  const ptrdiff_t u_s1 = (ptrdiff_t)nx + 2;
  const ptrdiff_t unew_s1 = (ptrdiff_t)nx + 2;
  int32_t j, i;

  for (j = 1; j <= ny; ++j) {
    for (i = 1; i <= nx; ++i) {
      unew[i + j * unew_s1] = 0.25 * (u[(i - 1) + j * u_s1] + u[(i + 1) + j * u_s1]
          + u[i + (j - 1) * u_s1] + u[i + (j + 1) * u_s1]);
    }
  }
}

/* gfortran's convention: every argument by reference. */
void jacobi2d5_(const int32_t *nx, const int32_t *ny, const double *u, double *unew)
{
  jacobi2d5(*nx, *ny, u, unew);
}
