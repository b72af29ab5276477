/* Subroutine heat2d as C99, printed by stenciltune. Arrays keep Fortran's
   column-major order and lower bounds.
   heat2d_ is the entry a Fortran caller links. */
#include <math.h>
#include <stddef.h>
#include <stdint.h>

void heat2d(int32_t nx, int32_t ny, double s, const double *restrict u, double *restrict unew)
{
  const ptrdiff_t u_s1 = (ptrdiff_t)nx + 2;
  const ptrdiff_t unew_s1 = (ptrdiff_t)nx + 2;
  int32_t j, i;
  double U_st_cse_1;

  for (j = 0; j <= ny - 1; ++j) {
    for (i = 0; i <= nx - 1; ++i) {
      U_st_cse_1 = u[(i + 1) + (j + 1) * u_s1];
      unew[(i + 1) + (j + 1) * unew_s1] = U_st_cse_1
          + s * (u[i + (j + 1) * u_s1] + u[(i + 2) + (j + 1) * u_s1] + u[(i + 1) + j * u_s1]
          + u[(i + 1) + (j + 2) * u_s1] - 4.0 * U_st_cse_1);
    }
  }
}

/* gfortran's convention: every argument by reference. */
void heat2d_(const int32_t *nx, const int32_t *ny, const double *s, const double *u, double *unew)
{
  heat2d(*nx, *ny, *s, u, unew);
}
