/* Subroutine heat3d as C99, printed by stenciltune. Arrays keep Fortran's
   column-major order and lower bounds.
   heat3d_ is the entry a Fortran caller links. */
#include <math.h>
#include <stddef.h>
#include <stdint.h>

void heat3d(int32_t nx, int32_t ny, int32_t nz, double s, const double *restrict t,
            double *restrict tnew)
{
  const ptrdiff_t t_s1 = (ptrdiff_t)nx + 2;
  const ptrdiff_t t_s2 = t_s1 * ((ptrdiff_t)ny + 2);
  const ptrdiff_t tnew_s1 = (ptrdiff_t)nx + 2;
  const ptrdiff_t tnew_s2 = tnew_s1 * ((ptrdiff_t)ny + 2);
  int32_t k, j, i;
  double U_st_cse_1;

  for (k = 1; k <= nz; ++k) {
    for (j = 1; j <= ny; ++j) {
      for (i = 1; i <= nx; ++i) {
        U_st_cse_1 = t[i + j * t_s1 + k * t_s2];
        tnew[i + j * tnew_s1 + k * tnew_s2] = U_st_cse_1
            + s * (t[(i - 1) + j * t_s1 + k * t_s2] + t[(i + 1) + j * t_s1 + k * t_s2]
            + t[i + (j - 1) * t_s1 + k * t_s2] + t[i + (j + 1) * t_s1 + k * t_s2]
            + t[i + j * t_s1 + (k - 1) * t_s2] + t[i + j * t_s1 + (k + 1) * t_s2]
            - 6.0 * U_st_cse_1);
      }
    }
  }
}

/* gfortran's convention: every argument by reference. */
void heat3d_(const int32_t *nx, const int32_t *ny, const int32_t *nz, const double *s,
             const double *t, double *tnew)
{
  heat3d(*nx, *ny, *nz, *s, t, tnew);
}
