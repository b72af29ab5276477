/* Subroutine psinv as C99, printed by stenciltune. Arrays keep Fortran's
   column-major order and lower bounds.
   psinv_ is the entry a Fortran caller links. */
#include <math.h>
#include <stddef.h>
#include <stdint.h>

void psinv(int32_t n1, int32_t n2, int32_t n3, const double *restrict r, double *restrict u,
           const double *restrict c)
{
  const ptrdiff_t r_s1 = (ptrdiff_t)n1;
  const ptrdiff_t r_s2 = r_s1 * ((ptrdiff_t)n2);
  const ptrdiff_t u_s1 = (ptrdiff_t)n1;
  const ptrdiff_t u_s2 = u_s1 * ((ptrdiff_t)n2);
  int32_t i3, i2, i1;

  for (i3 = 2; i3 <= n3 - 1; ++i3) {
    for (i2 = 2; i2 <= n2 - 1; ++i2) {
      for (i1 = 2; i1 <= n1 - 1; ++i1) {
        u[(i1 - 1) + (i2 - 1) * u_s1 + (i3 - 1) * u_s2] = u[(i1 - 1) + (i2 - 1) * u_s1 + (i3 - 1) * u_s2] + c[0] * r[(i1 - 1) + (i2 - 1) * r_s1 + (i3 - 1) * r_s2] + c[1] * (r[(i1 - 2) + (i2 - 1) * r_s1 + (i3 - 1) * r_s2] + r[i1 + (i2 - 1) * r_s1 + (i3 - 1) * r_s2] + r[(i1 - 1) + (i2 - 2) * r_s1 + (i3 - 1) * r_s2] + r[(i1 - 1) + i2 * r_s1 + (i3 - 1) * r_s2] + r[(i1 - 1) + (i2 - 1) * r_s1 + (i3 - 2) * r_s2] + r[(i1 - 1) + (i2 - 1) * r_s1 + i3 * r_s2]) + c[2] * (r[(i1 - 2) + (i2 - 2) * r_s1 + (i3 - 1) * r_s2] + r[i1 + (i2 - 2) * r_s1 + (i3 - 1) * r_s2] + r[(i1 - 2) + i2 * r_s1 + (i3 - 1) * r_s2] + r[i1 + i2 * r_s1 + (i3 - 1) * r_s2] + r[(i1 - 2) + (i2 - 1) * r_s1 + (i3 - 2) * r_s2] + r[i1 + (i2 - 1) * r_s1 + (i3 - 2) * r_s2] + r[(i1 - 2) + (i2 - 1) * r_s1 + i3 * r_s2] + r[i1 + (i2 - 1) * r_s1 + i3 * r_s2] + r[(i1 - 1) + (i2 - 2) * r_s1 + (i3 - 2) * r_s2] + r[(i1 - 1) + i2 * r_s1 + (i3 - 2) * r_s2] + r[(i1 - 1) + (i2 - 2) * r_s1 + i3 * r_s2] + r[(i1 - 1) + i2 * r_s1 + i3 * r_s2]) + c[3] * (r[(i1 - 2) + (i2 - 2) * r_s1 + (i3 - 2) * r_s2] + r[i1 + (i2 - 2) * r_s1 + (i3 - 2) * r_s2] + r[(i1 - 2) + i2 * r_s1 + (i3 - 2) * r_s2] + r[i1 + i2 * r_s1 + (i3 - 2) * r_s2] + r[(i1 - 2) + (i2 - 2) * r_s1 + i3 * r_s2] + r[i1 + (i2 - 2) * r_s1 + i3 * r_s2] + r[(i1 - 2) + i2 * r_s1 + i3 * r_s2] + r[i1 + i2 * r_s1 + i3 * r_s2]);
      }
    }
  }
}

/* gfortran's convention: every argument by reference. */
void psinv_(const int32_t *n1, const int32_t *n2, const int32_t *n3, const double *r, double *u,
            const double *c)
{
  psinv(*n1, *n2, *n3, r, u, c);
}
