/* Subroutine laplacian_nest as C99, printed by stenciltune. Arrays keep Fortran's
   column-major order and lower bounds.
   laplacian_nest_ is the entry a Fortran caller links. */
/* Made from a bare loop nest: its arguments and declarations were inferred. */
#include <math.h>
#include <stddef.h>
#include <stdint.h>

void laplacian_nest(int32_t nx, int32_t ny, int32_t nz, double alpha, double beta,
                    const double *restrict now, double *restrict next)
{
  const ptrdiff_t now_s1 = (ptrdiff_t)nx;
  const ptrdiff_t now_s2 = now_s1 * ((ptrdiff_t)ny);
  const ptrdiff_t next_s1 = (ptrdiff_t)nx;
  const ptrdiff_t next_s2 = next_s1 * ((ptrdiff_t)ny);
  int32_t k, j, i;

  for (k = 2; k <= nz - 1; ++k) {
    for (j = 2; j <= ny - 1; ++j) {
      for (i = 2; i <= nx - 1; ++i) {
        next[(i - 1) + (j - 1) * next_s1 + (k - 1) * next_s2] = alpha * now[(i - 1) + (j - 1) * now_s1 + (k - 1) * now_s2] + beta * (now[(i - 1) + (j - 1) * now_s1 + (k - 2) * now_s2] + now[(i - 1) + (j - 2) * now_s1 + (k - 1) * now_s2] + now[(i - 2) + (j - 1) * now_s1 + (k - 1) * now_s2] + now[i + (j - 1) * now_s1 + (k - 1) * now_s2] + now[(i - 1) + j * now_s1 + (k - 1) * now_s2] + now[(i - 1) + (j - 1) * now_s1 + k * now_s2]);
      }
    }
  }
}

/* gfortran's convention: every argument by reference. */
void laplacian_nest_(const int32_t *nx, const int32_t *ny, const int32_t *nz, const double *alpha,
                     const double *beta, const double *now, double *next)
{
  laplacian_nest(*nx, *ny, *nz, *alpha, *beta, now, next);
}
