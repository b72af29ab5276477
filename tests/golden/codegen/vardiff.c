/* Subroutine vardiff as C99, printed by stenciltune. Arrays keep Fortran's
   column-major order and lower bounds.
   vardiff_ is the entry a Fortran caller links. */
#include <math.h>
#include <stddef.h>
#include <stdint.h>

void vardiff(int32_t nx, int32_t ny, int32_t nz, double dt, const double *restrict a,
             const double *restrict u, double *restrict unew)
{
  const ptrdiff_t a_s1 = (ptrdiff_t)nx + 2;
  const ptrdiff_t a_s2 = a_s1 * ((ptrdiff_t)ny + 2);
  const ptrdiff_t u_s1 = (ptrdiff_t)nx + 2;
  const ptrdiff_t u_s2 = u_s1 * ((ptrdiff_t)ny + 2);
  const ptrdiff_t unew_s1 = (ptrdiff_t)nx + 2;
  const ptrdiff_t unew_s2 = unew_s1 * ((ptrdiff_t)ny + 2);
  int32_t k, j, i;
  double U_st_cse_1, U_st_cse_2, fx, fy, fz;

  for (k = 1; k <= nz; ++k) {
    for (j = 1; j <= ny; ++j) {
      for (i = 1; i <= nx; ++i) {
        U_st_cse_1 = a[i + j * a_s1 + k * a_s2];
        U_st_cse_2 = u[i + j * u_s1 + k * u_s2];
        fx = (a[(i + 1) + j * a_s1 + k * a_s2] + U_st_cse_1) * (u[(i + 1) + j * u_s1 + k * u_s2]
            - U_st_cse_2) - (U_st_cse_1 + a[(i - 1) + j * a_s1 + k * a_s2]) * (U_st_cse_2
            - u[(i - 1) + j * u_s1 + k * u_s2]);
        fy = (a[i + (j + 1) * a_s1 + k * a_s2] + U_st_cse_1) * (u[i + (j + 1) * u_s1 + k * u_s2]
            - U_st_cse_2) - (U_st_cse_1 + a[i + (j - 1) * a_s1 + k * a_s2]) * (U_st_cse_2
            - u[i + (j - 1) * u_s1 + k * u_s2]);
        fz = (a[i + j * a_s1 + (k + 1) * a_s2] + U_st_cse_1) * (u[i + j * u_s1 + (k + 1) * u_s2]
            - U_st_cse_2) - (U_st_cse_1 + a[i + j * a_s1 + (k - 1) * a_s2]) * (U_st_cse_2
            - u[i + j * u_s1 + (k - 1) * u_s2]);
        unew[i + j * unew_s1 + k * unew_s2] = U_st_cse_2 + 0.5 * dt * (fx + fy + fz);
      }
    }
  }
}

/* gfortran's convention: every argument by reference. */
void vardiff_(const int32_t *nx, const int32_t *ny, const int32_t *nz, const double *dt,
              const double *a, const double *u, double *unew)
{
  vardiff(*nx, *ny, *nz, *dt, a, u, unew);
}
