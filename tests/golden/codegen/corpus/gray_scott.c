/* Subroutine gray_scott as C99, printed by stenciltune. Arrays keep Fortran's
   column-major order and lower bounds.
   gray_scott_ is the entry a Fortran caller links. */
#include <math.h>
#include <stddef.h>
#include <stdint.h>

void gray_scott(int32_t nx, int32_t ny, double dt, double du, double dv, double f, double k,
                const double *restrict u, const double *restrict v, double *restrict unew,
                double *restrict vnew)
{
  const ptrdiff_t u_s1 = (ptrdiff_t)nx + 2;
  const ptrdiff_t v_s1 = (ptrdiff_t)nx + 2;
  const ptrdiff_t unew_s1 = (ptrdiff_t)nx + 2;
  const ptrdiff_t vnew_s1 = (ptrdiff_t)nx + 2;
  int32_t j, i;
  double U_st_cse_1, U_st_cse_2, uvv;

  for (j = 1; j <= ny; ++j) {
    for (i = 1; i <= nx; ++i) {
      U_st_cse_1 = u[i + j * u_s1];
      U_st_cse_2 = v[i + j * v_s1];
      uvv = U_st_cse_1 * U_st_cse_2 * U_st_cse_2;
      unew[i + j * unew_s1] = U_st_cse_1 + dt * (du * (u[(i - 1) + j * u_s1]
          + u[(i + 1) + j * u_s1] + u[i + (j - 1) * u_s1] + u[i + (j + 1) * u_s1]
          - 4.0 * U_st_cse_1) - uvv + f * (1.0 - U_st_cse_1));
      vnew[i + j * vnew_s1] = U_st_cse_2 + dt * (dv * (v[(i - 1) + j * v_s1]
          + v[(i + 1) + j * v_s1] + v[i + (j - 1) * v_s1] + v[i + (j + 1) * v_s1]
          - 4.0 * U_st_cse_2) + uvv - (f + k) * U_st_cse_2);
    }
  }
}

/* gfortran's convention: every argument by reference. */
void gray_scott_(const int32_t *nx, const int32_t *ny, const double *dt, const double *du,
                 const double *dv, const double *f, const double *k, const double *u,
                 const double *v, double *unew, double *vnew)
{
  gray_scott(*nx, *ny, *dt, *du, *dv, *f, *k, u, v, unew, vnew);
}
