/* Subroutine star25_sp as C99, printed by stenciltune. Arrays keep Fortran's
   column-major order and lower bounds.
   star25_sp_ is the entry a Fortran caller links. */
#include <math.h>
#include <stddef.h>
#include <stdint.h>

void star25_sp(int32_t nx, int32_t ny, int32_t nz, const float *restrict c, const float *restrict u,
               float *restrict unew)
{
  const ptrdiff_t u_s1 = (ptrdiff_t)nx + 8;
  const ptrdiff_t u_s2 = u_s1 * ((ptrdiff_t)ny + 8);
  const ptrdiff_t unew_s1 = (ptrdiff_t)nx + 8;
  const ptrdiff_t unew_s2 = unew_s1 * ((ptrdiff_t)ny + 8);
  int32_t k, j, i;

  for (k = 1; k <= nz; ++k) {
    for (j = 1; j <= ny; ++j) {
      for (i = 1; i <= nx; ++i) {
        unew[(i + 3) + (j + 3) * unew_s1 + (k + 3) * unew_s2] = c[0] * u[(i + 3) + (j + 3) * u_s1 + (k + 3) * u_s2] + c[1] * (u[(i + 2) + (j + 3) * u_s1 + (k + 3) * u_s2] + u[(i + 4) + (j + 3) * u_s1 + (k + 3) * u_s2] + u[(i + 3) + (j + 2) * u_s1 + (k + 3) * u_s2] + u[(i + 3) + (j + 4) * u_s1 + (k + 3) * u_s2] + u[(i + 3) + (j + 3) * u_s1 + (k + 2) * u_s2] + u[(i + 3) + (j + 3) * u_s1 + (k + 4) * u_s2]) + c[2] * (u[(i + 1) + (j + 3) * u_s1 + (k + 3) * u_s2] + u[(i + 5) + (j + 3) * u_s1 + (k + 3) * u_s2] + u[(i + 3) + (j + 1) * u_s1 + (k + 3) * u_s2] + u[(i + 3) + (j + 5) * u_s1 + (k + 3) * u_s2] + u[(i + 3) + (j + 3) * u_s1 + (k + 1) * u_s2] + u[(i + 3) + (j + 3) * u_s1 + (k + 5) * u_s2]) + c[3] * (u[i + (j + 3) * u_s1 + (k + 3) * u_s2] + u[(i + 6) + (j + 3) * u_s1 + (k + 3) * u_s2] + u[(i + 3) + j * u_s1 + (k + 3) * u_s2] + u[(i + 3) + (j + 6) * u_s1 + (k + 3) * u_s2] + u[(i + 3) + (j + 3) * u_s1 + k * u_s2] + u[(i + 3) + (j + 3) * u_s1 + (k + 6) * u_s2]) + c[4] * (u[(i - 1) + (j + 3) * u_s1 + (k + 3) * u_s2] + u[(i + 7) + (j + 3) * u_s1 + (k + 3) * u_s2] + u[(i + 3) + (j - 1) * u_s1 + (k + 3) * u_s2] + u[(i + 3) + (j + 7) * u_s1 + (k + 3) * u_s2] + u[(i + 3) + (j + 3) * u_s1 + (k - 1) * u_s2] + u[(i + 3) + (j + 3) * u_s1 + (k + 7) * u_s2]);
      }
    }
  }
}

/* gfortran's convention: every argument by reference. */
void star25_sp_(const int32_t *nx, const int32_t *ny, const int32_t *nz, const float *c,
                const float *u, float *unew)
{
  star25_sp(*nx, *ny, *nz, c, u, unew);
}
