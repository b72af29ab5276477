/* Subroutine anelastic_diffusion as C99, printed by stenciltune. Arrays keep Fortran's
   column-major order and lower bounds.
   anelastic_diffusion_ is the entry a Fortran caller links. */
#include <math.h>
#include <stddef.h>
#include <stdint.h>

void anelastic_diffusion(int32_t itot, int32_t jtot, int32_t ktot, double kappa, double dxidxi,
                         double dyidyi, const double *restrict rho, const double *restrict rhoh,
                         const double *restrict dzi, const double *restrict dzhi,
                         const double *restrict a, double *restrict at)
{
  const ptrdiff_t a_s1 = (ptrdiff_t)itot + 2;
  const ptrdiff_t a_s2 = a_s1 * ((ptrdiff_t)jtot + 2);
  const ptrdiff_t at_s1 = (ptrdiff_t)itot + 2;
  const ptrdiff_t at_s2 = at_s1 * ((ptrdiff_t)jtot + 2);
  int32_t k, j, i;
  double U_st_cse_1, U_st_cse_2;

  for (k = 1; k <= ktot; ++k) {
    for (j = 1; j <= jtot; ++j) {
      for (i = 1; i <= itot; ++i) {
        U_st_cse_1 = a[i + j * a_s1 + k * a_s2];
        U_st_cse_2 = 2.0 * U_st_cse_1;
        at[i + j * at_s1 + k * at_s2] = at[i + j * at_s1 + k * at_s2]
            + kappa * ((a[(i + 1) + j * a_s1 + k * a_s2] - U_st_cse_2
            + a[(i - 1) + j * a_s1 + k * a_s2]) * dxidxi
            + (a[i + (j + 1) * a_s1 + k * a_s2] - U_st_cse_2
            + a[i + (j - 1) * a_s1 + k * a_s2]) * dyidyi
            + (rhoh[k + 1] * (a[i + j * a_s1 + (k + 1) * a_s2] - U_st_cse_1) * dzhi[k + 1]
            - rhoh[k] * (U_st_cse_1 - a[i + j * a_s1 + (k - 1) * a_s2]) * dzhi[k]) * dzi[k] / rho[k]);
      }
    }
  }
}

/* gfortran's convention: every argument by reference. */
void anelastic_diffusion_(const int32_t *itot, const int32_t *jtot, const int32_t *ktot,
                          const double *kappa, const double *dxidxi, const double *dyidyi,
                          const double *rho, const double *rhoh, const double *dzi,
                          const double *dzhi, const double *a, double *at)
{
  anelastic_diffusion(*itot, *jtot, *ktot, *kappa, *dxidxi, *dyidyi, rho, rhoh, dzi, dzhi, a, at);
}
