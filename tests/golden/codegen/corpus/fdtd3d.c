/* Subroutine fdtd3d as C99, printed by stenciltune. Arrays keep Fortran's
   column-major order and lower bounds.
   fdtd3d_ is the entry a Fortran caller links. */
#include <math.h>
#include <stddef.h>
#include <stdint.h>

void fdtd3d(int32_t dimx, int32_t dimy, int32_t dimz, const float *restrict coeff,
            const float *restrict input, float *restrict output)
{
  const ptrdiff_t input_s1 = (ptrdiff_t)dimx + 8;
  const ptrdiff_t input_s2 = input_s1 * ((ptrdiff_t)dimy + 8);
  const ptrdiff_t output_s1 = (ptrdiff_t)dimx + 8;
  const ptrdiff_t output_s2 = output_s1 * ((ptrdiff_t)dimy + 8);
  int32_t iz, iy, ix;

  for (iz = 1; iz <= dimz; ++iz) {
    for (iy = 1; iy <= dimy; ++iy) {
      for (ix = 1; ix <= dimx; ++ix) {
        output[(ix + 3) + (iy + 3) * output_s1 + (iz + 3) * output_s2] = coeff[0] * input[(ix + 3) + (iy + 3) * input_s1 + (iz + 3) * input_s2] + coeff[1] * (input[(ix + 2) + (iy + 3) * input_s1 + (iz + 3) * input_s2] + input[(ix + 4) + (iy + 3) * input_s1 + (iz + 3) * input_s2] + input[(ix + 3) + (iy + 2) * input_s1 + (iz + 3) * input_s2] + input[(ix + 3) + (iy + 4) * input_s1 + (iz + 3) * input_s2] + input[(ix + 3) + (iy + 3) * input_s1 + (iz + 2) * input_s2] + input[(ix + 3) + (iy + 3) * input_s1 + (iz + 4) * input_s2]) + coeff[2] * (input[(ix + 1) + (iy + 3) * input_s1 + (iz + 3) * input_s2] + input[(ix + 5) + (iy + 3) * input_s1 + (iz + 3) * input_s2] + input[(ix + 3) + (iy + 1) * input_s1 + (iz + 3) * input_s2] + input[(ix + 3) + (iy + 5) * input_s1 + (iz + 3) * input_s2] + input[(ix + 3) + (iy + 3) * input_s1 + (iz + 1) * input_s2] + input[(ix + 3) + (iy + 3) * input_s1 + (iz + 5) * input_s2]) + coeff[3] * (input[ix + (iy + 3) * input_s1 + (iz + 3) * input_s2] + input[(ix + 6) + (iy + 3) * input_s1 + (iz + 3) * input_s2] + input[(ix + 3) + iy * input_s1 + (iz + 3) * input_s2] + input[(ix + 3) + (iy + 6) * input_s1 + (iz + 3) * input_s2] + input[(ix + 3) + (iy + 3) * input_s1 + iz * input_s2] + input[(ix + 3) + (iy + 3) * input_s1 + (iz + 6) * input_s2]) + coeff[4] * (input[(ix - 1) + (iy + 3) * input_s1 + (iz + 3) * input_s2] + input[(ix + 7) + (iy + 3) * input_s1 + (iz + 3) * input_s2] + input[(ix + 3) + (iy - 1) * input_s1 + (iz + 3) * input_s2] + input[(ix + 3) + (iy + 7) * input_s1 + (iz + 3) * input_s2] + input[(ix + 3) + (iy + 3) * input_s1 + (iz - 1) * input_s2] + input[(ix + 3) + (iy + 3) * input_s1 + (iz + 7) * input_s2]);
      }
    }
  }
}

/* gfortran's convention: every argument by reference. */
void fdtd3d_(const int32_t *dimx, const int32_t *dimy, const int32_t *dimz, const float *coeff,
             const float *input, float *output)
{
  fdtd3d(*dimx, *dimy, *dimz, coeff, input, output);
}
