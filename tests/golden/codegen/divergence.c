/* Subroutine divergence as C99, printed by stenciltune. Arrays keep Fortran's
   column-major order and lower bounds.
   divergence_ is the entry a Fortran caller links. */
#include <math.h>
#include <stddef.h>
#include <stdint.h>

void divergence(int32_t nx, int32_t ny, int32_t nz, double cx, double cy, double cz,
                const double *restrict ux, const double *restrict uy, const double *restrict uz,
                double *restrict U_div)
{
  const ptrdiff_t ux_s1 = (ptrdiff_t)nx + 2;
  const ptrdiff_t ux_s2 = ux_s1 * ((ptrdiff_t)ny + 2);
  const ptrdiff_t uy_s1 = (ptrdiff_t)nx + 2;
  const ptrdiff_t uy_s2 = uy_s1 * ((ptrdiff_t)ny + 2);
  const ptrdiff_t uz_s1 = (ptrdiff_t)nx + 2;
  const ptrdiff_t uz_s2 = uz_s1 * ((ptrdiff_t)ny + 2);
  const ptrdiff_t U_div_s1 = (ptrdiff_t)nx + 2;
  const ptrdiff_t U_div_s2 = U_div_s1 * ((ptrdiff_t)ny + 2);
  int32_t k, j, i;

  for (k = 1; k <= nz; ++k) {
    for (j = 1; j <= ny; ++j) {
      for (i = 1; i <= nx; ++i) {
        U_div[i + j * U_div_s1 + k * U_div_s2] = cx * (ux[(i + 1) + j * ux_s1 + k * ux_s2]
            - ux[(i - 1) + j * ux_s1 + k * ux_s2])
            + cy * (uy[i + (j + 1) * uy_s1 + k * uy_s2] - uy[i + (j - 1) * uy_s1 + k * uy_s2])
            + cz * (uz[i + j * uz_s1 + (k + 1) * uz_s2] - uz[i + j * uz_s1 + (k - 1) * uz_s2]);
      }
    }
  }
}

/* gfortran's convention: every argument by reference. */
void divergence_(const int32_t *nx, const int32_t *ny, const int32_t *nz, const double *cx,
                 const double *cy, const double *cz, const double *ux, const double *uy,
                 const double *uz, double *U_div)
{
  divergence(*nx, *ny, *nz, *cx, *cy, *cz, ux, uy, uz, U_div);
}
