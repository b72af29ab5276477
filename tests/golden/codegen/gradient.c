/* Subroutine gradient as C99, printed by stenciltune. Arrays keep Fortran's
   column-major order and lower bounds.
   gradient_ is the entry a Fortran caller links. */
#include <math.h>
#include <stddef.h>
#include <stdint.h>

void gradient(int32_t nx, int32_t ny, int32_t nz, double cx, double cy, double cz,
              const double *restrict u, double *restrict gx, double *restrict gy,
              double *restrict gz)
{
  const ptrdiff_t u_s1 = (ptrdiff_t)nx + 2;
  const ptrdiff_t u_s2 = u_s1 * ((ptrdiff_t)ny + 2);
  const ptrdiff_t gx_s1 = (ptrdiff_t)nx;
  const ptrdiff_t gx_s2 = gx_s1 * ((ptrdiff_t)ny);
  const ptrdiff_t gy_s1 = (ptrdiff_t)nx;
  const ptrdiff_t gy_s2 = gy_s1 * ((ptrdiff_t)ny);
  const ptrdiff_t gz_s1 = (ptrdiff_t)nx;
  const ptrdiff_t gz_s2 = gz_s1 * ((ptrdiff_t)ny);
  int32_t k, j, i;

  for (k = 1; k <= nz; ++k) {
    for (j = 1; j <= ny; ++j) {
      for (i = 1; i <= nx; ++i) {
        gx[(i - 1) + (j - 1) * gx_s1 + (k - 1) * gx_s2] = cx * (u[(i + 1) + j * u_s1 + k * u_s2]
            - u[(i - 1) + j * u_s1 + k * u_s2]);
        gy[(i - 1) + (j - 1) * gy_s1 + (k - 1) * gy_s2] = cy * (u[i + (j + 1) * u_s1 + k * u_s2]
            - u[i + (j - 1) * u_s1 + k * u_s2]);
        gz[(i - 1) + (j - 1) * gz_s1 + (k - 1) * gz_s2] = cz * (u[i + j * u_s1 + (k + 1) * u_s2]
            - u[i + j * u_s1 + (k - 1) * u_s2]);
      }
    }
  }
}

/* gfortran's convention: every argument by reference. */
void gradient_(const int32_t *nx, const int32_t *ny, const int32_t *nz, const double *cx,
               const double *cy, const double *cz, const double *u, double *gx, double *gy,
               double *gz)
{
  gradient(*nx, *ny, *nz, *cx, *cy, *cz, u, gx, gy, gz);
}
