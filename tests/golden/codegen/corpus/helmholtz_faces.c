/* Subroutine helmholtz as C99, printed by stenciltune. Arrays keep Fortran's
   column-major order and lower bounds.
   helmholtz_ is the entry a Fortran caller links. */
#include <math.h>
#include <stddef.h>
#include <stdint.h>

void helmholtz(int32_t nx, int32_t ny, int32_t nz, double a, double b, double h2inv,
               const double *restrict alpha, const double *restrict beta_i,
               const double *restrict beta_j, const double *restrict beta_k,
               const double *restrict x, double *restrict ax)
{
  const ptrdiff_t alpha_s1 = (ptrdiff_t)nx;
  const ptrdiff_t alpha_s2 = alpha_s1 * ((ptrdiff_t)ny);
  const ptrdiff_t beta_i_s1 = (ptrdiff_t)nx + 1;
  const ptrdiff_t beta_i_s2 = beta_i_s1 * ((ptrdiff_t)ny);
  const ptrdiff_t beta_j_s1 = (ptrdiff_t)nx;
  const ptrdiff_t beta_j_s2 = beta_j_s1 * ((ptrdiff_t)ny + 1);
  const ptrdiff_t beta_k_s1 = (ptrdiff_t)nx;
  const ptrdiff_t beta_k_s2 = beta_k_s1 * ((ptrdiff_t)ny);
  const ptrdiff_t x_s1 = (ptrdiff_t)nx + 2;
  const ptrdiff_t x_s2 = x_s1 * ((ptrdiff_t)ny + 2);
  const ptrdiff_t ax_s1 = (ptrdiff_t)nx;
  const ptrdiff_t ax_s2 = ax_s1 * ((ptrdiff_t)ny);
  int32_t k, j, i;
  double U_st_cse_1;

  for (k = 1; k <= nz; ++k) {
    for (j = 1; j <= ny; ++j) {
      for (i = 1; i <= nx; ++i) {
        U_st_cse_1 = x[i + j * x_s1 + k * x_s2];
        ax[(i - 1) + (j - 1) * ax_s1 + (k - 1) * ax_s2] = a * alpha[(i - 1) + (j - 1) * alpha_s1 + (k - 1) * alpha_s2] * U_st_cse_1 - b * h2inv * (beta_i[i + (j - 1) * beta_i_s1 + (k - 1) * beta_i_s2] * (x[(i + 1) + j * x_s1 + k * x_s2] - U_st_cse_1) + beta_i[(i - 1) + (j - 1) * beta_i_s1 + (k - 1) * beta_i_s2] * (x[(i - 1) + j * x_s1 + k * x_s2] - U_st_cse_1) + beta_j[(i - 1) + j * beta_j_s1 + (k - 1) * beta_j_s2] * (x[i + (j + 1) * x_s1 + k * x_s2] - U_st_cse_1) + beta_j[(i - 1) + (j - 1) * beta_j_s1 + (k - 1) * beta_j_s2] * (x[i + (j - 1) * x_s1 + k * x_s2] - U_st_cse_1) + beta_k[(i - 1) + (j - 1) * beta_k_s1 + k * beta_k_s2] * (x[i + j * x_s1 + (k + 1) * x_s2] - U_st_cse_1) + beta_k[(i - 1) + (j - 1) * beta_k_s1 + (k - 1) * beta_k_s2] * (x[i + j * x_s1 + (k - 1) * x_s2] - U_st_cse_1));
      }
    }
  }
}

/* gfortran's convention: every argument by reference. */
void helmholtz_(const int32_t *nx, const int32_t *ny, const int32_t *nz, const double *a,
                const double *b, const double *h2inv, const double *alpha, const double *beta_i,
                const double *beta_j, const double *beta_k, const double *x, double *ax)
{
  helmholtz(*nx, *ny, *nz, *a, *b, *h2inv, alpha, beta_i, beta_j, beta_k, x, ax);
}
