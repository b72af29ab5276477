/* Subroutine seismic8 as C99, printed by stenciltune. Arrays keep Fortran's
   column-major order and lower bounds.
   seismic8_ is the entry a Fortran caller links. */
#include <math.h>
#include <stddef.h>
#include <stdint.h>

void seismic8(int32_t nx, int32_t ny, int32_t nz, float dt2, float rh2, const float *restrict vel,
              const float *restrict pprev, const float *restrict p, float *restrict pnext)
{
  const ptrdiff_t vel_s1 = (ptrdiff_t)nx;
  const ptrdiff_t vel_s2 = vel_s1 * ((ptrdiff_t)ny);
  const ptrdiff_t pprev_s1 = (ptrdiff_t)nx + 8;
  const ptrdiff_t pprev_s2 = pprev_s1 * ((ptrdiff_t)ny + 8);
  const ptrdiff_t p_s1 = (ptrdiff_t)nx + 8;
  const ptrdiff_t p_s2 = p_s1 * ((ptrdiff_t)ny + 8);
  const ptrdiff_t pnext_s1 = (ptrdiff_t)nx + 8;
  const ptrdiff_t pnext_s2 = pnext_s1 * ((ptrdiff_t)ny + 8);
  int32_t k, j, i;
  float U_st_cse_1, lap;

  for (k = 0; k <= nz - 1; ++k) {
    for (j = 0; j <= ny - 1; ++j) {
      for (i = 0; i <= nx - 1; ++i) {
        U_st_cse_1 = p[(i + 4) + (j + 4) * p_s1 + (k + 4) * p_s2];
        lap = -8.54166698f * U_st_cse_1 + 1.60000002f * (p[(i + 3) + (j + 4) * p_s1 + (k + 4) * p_s2] + p[(i + 5) + (j + 4) * p_s1 + (k + 4) * p_s2] + p[(i + 4) + (j + 3) * p_s1 + (k + 4) * p_s2] + p[(i + 4) + (j + 5) * p_s1 + (k + 4) * p_s2] + p[(i + 4) + (j + 4) * p_s1 + (k + 3) * p_s2] + p[(i + 4) + (j + 4) * p_s1 + (k + 5) * p_s2]) + (-0.200000003f * (p[(i + 2) + (j + 4) * p_s1 + (k + 4) * p_s2] + p[(i + 6) + (j + 4) * p_s1 + (k + 4) * p_s2] + p[(i + 4) + (j + 2) * p_s1 + (k + 4) * p_s2] + p[(i + 4) + (j + 6) * p_s1 + (k + 4) * p_s2] + p[(i + 4) + (j + 4) * p_s1 + (k + 2) * p_s2] + p[(i + 4) + (j + 4) * p_s1 + (k + 6) * p_s2])) + 0.0253968257f * (p[(i + 1) + (j + 4) * p_s1 + (k + 4) * p_s2] + p[(i + 7) + (j + 4) * p_s1 + (k + 4) * p_s2] + p[(i + 4) + (j + 1) * p_s1 + (k + 4) * p_s2] + p[(i + 4) + (j + 7) * p_s1 + (k + 4) * p_s2] + p[(i + 4) + (j + 4) * p_s1 + (k + 1) * p_s2] + p[(i + 4) + (j + 4) * p_s1 + (k + 7) * p_s2]) + (-0.0017857143f * (p[i + (j + 4) * p_s1 + (k + 4) * p_s2] + p[(i + 8) + (j + 4) * p_s1 + (k + 4) * p_s2] + p[(i + 4) + j * p_s1 + (k + 4) * p_s2] + p[(i + 4) + (j + 8) * p_s1 + (k + 4) * p_s2] + p[(i + 4) + (j + 4) * p_s1 + k * p_s2] + p[(i + 4) + (j + 4) * p_s1 + (k + 8) * p_s2]));
        pnext[(i + 4) + (j + 4) * pnext_s1 + (k + 4) * pnext_s2] = 2.0f * U_st_cse_1
            - pprev[(i + 4) + (j + 4) * pprev_s1 + (k + 4) * pprev_s2]
            + vel[i + j * vel_s1 + k * vel_s2] * vel[i + j * vel_s1 + k * vel_s2] * dt2 * rh2 * lap;
      }
    }
  }
}

/* gfortran's convention: every argument by reference. */
void seismic8_(const int32_t *nx, const int32_t *ny, const int32_t *nz, const float *dt2,
               const float *rh2, const float *vel, const float *pprev, const float *p, float *pnext)
{
  seismic8(*nx, *ny, *nz, *dt2, *rh2, vel, pprev, p, pnext);
}
