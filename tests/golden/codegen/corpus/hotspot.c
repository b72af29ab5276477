/* Subroutine hotspot as C99, printed by stenciltune. Arrays keep Fortran's
   column-major order and lower bounds.
   hotspot_ is the entry a Fortran caller links. */
#include <math.h>
#include <stddef.h>
#include <stdint.h>

void hotspot(int32_t cols, int32_t rows, float cap_1, float rx_1, float ry_1, float rz_1,
             float amb_temp, const float *restrict power, const float *restrict temp,
             float *restrict result)
{
  const ptrdiff_t power_s1 = (ptrdiff_t)cols;
  const ptrdiff_t temp_s1 = (ptrdiff_t)cols + 2;
  const ptrdiff_t result_s1 = (ptrdiff_t)cols + 2;
  int32_t r, c;
  float U_st_cse_1, U_st_cse_2;

  for (r = 1; r <= rows; ++r) {
    for (c = 1; c <= cols; ++c) {
      U_st_cse_1 = temp[c + r * temp_s1];
      U_st_cse_2 = 2.0f * U_st_cse_1;
      result[c + r * result_s1] = U_st_cse_1 + cap_1 * (power[(c - 1) + (r - 1) * power_s1]
          + (temp[c + (r + 1) * temp_s1] + temp[c + (r - 1) * temp_s1] - U_st_cse_2) * ry_1
          + (temp[(c + 1) + r * temp_s1] + temp[(c - 1) + r * temp_s1] - U_st_cse_2) * rx_1
          + (amb_temp - U_st_cse_1) * rz_1);
    }
  }
}

/* gfortran's convention: every argument by reference. */
void hotspot_(const int32_t *cols, const int32_t *rows, const float *cap_1, const float *rx_1,
              const float *ry_1, const float *rz_1, const float *amb_temp, const float *power,
              const float *temp, float *result)
{
  hotspot(*cols, *rows, *cap_1, *rx_1, *ry_1, *rz_1, *amb_temp, power, temp, result);
}
