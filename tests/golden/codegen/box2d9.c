/* Subroutine box2d9 as C99, printed by stenciltune. Arrays keep Fortran's
   column-major order and lower bounds.
   box2d9_ is the entry a Fortran caller links. */
#include <math.h>
#include <stddef.h>
#include <stdint.h>

void box2d9(int32_t nx, int32_t ny, const float *restrict u, float *restrict unew)
{
  const ptrdiff_t u_s1 = (ptrdiff_t)nx + 2;
  const ptrdiff_t unew_s1 = (ptrdiff_t)nx + 2;
  int32_t j, i;
  float U_st_cse_1;

  for (j = 1; j <= ny; ++j) {
    for (i = 1; i <= nx; ++i) {
      U_st_cse_1 = u[i + j * u_s1];
      unew[i + j * unew_s1] = U_st_cse_1 + 0.00100000005f * (u[(i - 1) + j * u_s1]
          + u[(i + 1) + j * u_s1] + u[i + (j - 1) * u_s1] + u[i + (j + 1) * u_s1]
          + 0.25f * (u[(i - 1) + (j - 1) * u_s1] + u[(i + 1) + (j - 1) * u_s1]
          + u[(i - 1) + (j + 1) * u_s1] + u[(i + 1) + (j + 1) * u_s1]) - 5.0f * U_st_cse_1);
    }
  }
}

/* gfortran's convention: every argument by reference. */
void box2d9_(const int32_t *nx, const int32_t *ny, const float *u, float *unew)
{
  box2d9(*nx, *ny, u, unew);
}
