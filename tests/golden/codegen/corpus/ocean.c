/* Subroutine ocean_step as C99, printed by stenciltune. Arrays keep Fortran's
   column-major order and lower bounds.
   ocean_step_ is the entry a Fortran caller links. */
#include <math.h>
#include <stddef.h>
#include <stdint.h>

void ocean_step(int32_t nx, int32_t ny, int32_t nz, double dt, double depth, double rdx, double rdy,
                double kh, double kv, const double *restrict u, const double *restrict v,
                const double *restrict eta, double *restrict eta_new, const double *restrict t,
                double *restrict t_new)
{
  const ptrdiff_t u_s1 = (ptrdiff_t)nx + 1;
  const ptrdiff_t v_s1 = (ptrdiff_t)nx;
  const ptrdiff_t eta_s1 = (ptrdiff_t)nx;
  const ptrdiff_t eta_new_s1 = (ptrdiff_t)nx;
  const ptrdiff_t t_s1 = (ptrdiff_t)nx + 2;
  const ptrdiff_t t_s2 = t_s1 * ((ptrdiff_t)ny + 2);
  const ptrdiff_t t_new_s1 = (ptrdiff_t)nx + 2;
  const ptrdiff_t t_new_s2 = t_new_s1 * ((ptrdiff_t)ny + 2);
  int32_t j, i, k;
  double U_st_cse_1;

  for (j = 1; j <= ny; ++j) {
    for (i = 1; i <= nx; ++i) {
      eta_new[(i - 1) + (j - 1) * eta_new_s1] = eta[(i - 1) + (j - 1) * eta_s1]
          - dt * depth * ((u[i + (j - 1) * u_s1] - u[(i - 1) + (j - 1) * u_s1]) * rdx
          + (v[(i - 1) + j * v_s1] - v[(i - 1) + (j - 1) * v_s1]) * rdy);
    }
  }
  for (k = 1; k <= nz; ++k) {
    for (j = 1; j <= ny; ++j) {
      for (i = 1; i <= nx; ++i) {
        U_st_cse_1 = t[i + j * t_s1 + k * t_s2];
        t_new[i + j * t_new_s1 + k * t_new_s2] = U_st_cse_1
            + kh * (t[(i - 1) + j * t_s1 + k * t_s2] + t[(i + 1) + j * t_s1 + k * t_s2]
            + t[i + (j - 1) * t_s1 + k * t_s2] + t[i + (j + 1) * t_s1 + k * t_s2]
            - 4.0 * U_st_cse_1) + kv * (t[i + j * t_s1 + (k - 1) * t_s2]
            + t[i + j * t_s1 + (k + 1) * t_s2] - 2.0 * U_st_cse_1);
      }
    }
  }
}

/* gfortran's convention: every argument by reference. */
void ocean_step_(const int32_t *nx, const int32_t *ny, const int32_t *nz, const double *dt,
                 const double *depth, const double *rdx, const double *rdy, const double *kh,
                 const double *kv, const double *u, const double *v, const double *eta,
                 double *eta_new, const double *t, double *t_new)
{
  ocean_step(*nx, *ny, *nz, *dt, *depth, *rdx, *rdy, *kh, *kv, u, v, eta, eta_new, t, t_new);
}
/* Subroutine momentum as C99, printed by stenciltune. Arrays keep Fortran's
   column-major order and lower bounds.
   momentum_ is the entry a Fortran caller links. */
#include <math.h>
#include <stddef.h>
#include <stdint.h>

void momentum(int32_t nx, int32_t ny, double gdt, double rdx, double rdy,
              const double *restrict eta, const double *restrict u, const double *restrict v,
              double *restrict u_new, double *restrict v_new)
{
  const ptrdiff_t eta_s1 = (ptrdiff_t)nx;
  const ptrdiff_t u_s1 = (ptrdiff_t)nx + 1;
  const ptrdiff_t v_s1 = (ptrdiff_t)nx;
  const ptrdiff_t u_new_s1 = (ptrdiff_t)nx + 1;
  const ptrdiff_t v_new_s1 = (ptrdiff_t)nx;
  int32_t j, i;

  for (j = 1; j <= ny; ++j) {
    for (i = 1; i <= nx - 1; ++i) {
      u_new[i + (j - 1) * u_new_s1] = u[i + (j - 1) * u_s1]
          - gdt * rdx * (eta[i + (j - 1) * eta_s1] - eta[(i - 1) + (j - 1) * eta_s1]);
    }
  }
  for (j = 1; j <= ny - 1; ++j) {
    for (i = 1; i <= nx; ++i) {
      v_new[(i - 1) + j * v_new_s1] = v[(i - 1) + j * v_s1]
          - gdt * rdy * (eta[(i - 1) + j * eta_s1] - eta[(i - 1) + (j - 1) * eta_s1]);
    }
  }
}

/* gfortran's convention: every argument by reference. */
void momentum_(const int32_t *nx, const int32_t *ny, const double *gdt, const double *rdx,
               const double *rdy, const double *eta, const double *u, const double *v,
               double *u_new, double *v_new)
{
  momentum(*nx, *ny, *gdt, *rdx, *rdy, eta, u, v, u_new, v_new);
}
