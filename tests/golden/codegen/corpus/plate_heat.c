/* Subroutine plate_heat as C99, printed by stenciltune. Arrays keep Fortran's
   column-major order and lower bounds.
   plate_heat_ is the entry a Fortran caller links. */
#include <math.h>
#include <stddef.h>
#include <stdint.h>

void plate_heat(int32_t nx, int32_t ny, int32_t nt, double r, double ttop, double *restrict t,
                double *restrict tn)
{
  const ptrdiff_t t_s1 = (ptrdiff_t)nx;
  const ptrdiff_t tn_s1 = (ptrdiff_t)nx;
  int32_t n, j, i;
  double U_st_cse_1;

  for (n = 1; n <= nt; ++n) {
    for (j = 2; j <= ny - 1; ++j) {
      for (i = 2; i <= nx - 1; ++i) {
        U_st_cse_1 = t[(i - 1) + (j - 1) * t_s1];
        tn[(i - 1) + (j - 1) * tn_s1] = U_st_cse_1
            + r * (t[(i - 2) + (j - 1) * t_s1] + t[i + (j - 1) * t_s1]
            + t[(i - 1) + (j - 2) * t_s1] + t[(i - 1) + j * t_s1] - 4.0 * U_st_cse_1);
      }
    }
    for (j = 2; j <= ny - 1; ++j) {
      tn[(j - 1) * tn_s1] = tn[1 + (j - 1) * tn_s1];
      tn[(nx - 1) + (j - 1) * tn_s1] = tn[(nx - 2) + (j - 1) * tn_s1];
    }
    for (i = 1; i <= nx; ++i) {
      tn[(i - 1) + (ny - 1) * tn_s1] = ttop;
    }
    for (j = 2; j <= ny; ++j) {
      for (i = 1; i <= nx; ++i) {
        t[(i - 1) + (j - 1) * t_s1] = tn[(i - 1) + (j - 1) * tn_s1];
      }
    }
  }
}

/* gfortran's convention: every argument by reference. */
void plate_heat_(const int32_t *nx, const int32_t *ny, const int32_t *nt, const double *r,
                 const double *ttop, double *t, double *tn)
{
  plate_heat(*nx, *ny, *nt, *r, *ttop, t, tn);
}
