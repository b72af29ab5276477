/* Subroutine hotspot_iterations as C99, printed by stenciltune. Arrays keep Fortran's
   column-major order and lower bounds.
   hotspot_iterations_ is the entry a Fortran caller links. */
#include <math.h>
#include <stddef.h>
#include <stdint.h>

void hotspot_iterations(int32_t cols, int32_t rows, int32_t niter, const float *restrict power,
                        float *restrict temp, float *restrict result)
{
  const ptrdiff_t power_s1 = (ptrdiff_t)cols;
  const ptrdiff_t temp_s1 = (ptrdiff_t)cols + 2;
  const ptrdiff_t result_s1 = (ptrdiff_t)cols + 2;
  int32_t it, r, c;
  float U_st_cse_1, U_st_cse_2, U_st_cse_3, U_st_cse_4, U_st_cse_5, U_st_cse_6, U_st_cse_7, U_st_cse_8;

  for (it = 1; it <= niter; ++it) {
    for (r = 1; r <= rows; ++r) {
      for (c = 1; c <= cols; ++c) {
        U_st_cse_1 = temp[c + r * temp_s1];
        U_st_cse_2 = 0.0160000008f / cols;
        U_st_cse_3 = 0.0160000008f / rows;
        U_st_cse_4 = 2.0f * U_st_cse_1;
        result[c + r * result_s1] = U_st_cse_1 + 1.45833345e-10f / (437.500031f * U_st_cse_2 * U_st_cse_3) * (power[(c - 1) + (r - 1) * power_s1] + (temp[c + (r + 1) * temp_s1] + temp[c + (r - 1) * temp_s1] - U_st_cse_4) * (1.0f / (U_st_cse_3 / (0.100000001f * U_st_cse_2))) + (temp[(c + 1) + r * temp_s1] + temp[(c - 1) + r * temp_s1] - U_st_cse_4) * (1.0f / (U_st_cse_2 / (0.100000001f * U_st_cse_3))) + (80.0f - U_st_cse_1) * (1.0f / (0.000500000024f / (100.0f * U_st_cse_3 * U_st_cse_2))));
      }
    }
    for (r = 1; r <= rows; ++r) {
      for (c = 1; c <= cols; ++c) {
        U_st_cse_5 = result[c + r * result_s1];
        U_st_cse_6 = 0.0160000008f / cols;
        U_st_cse_7 = 0.0160000008f / rows;
        U_st_cse_8 = 2.0f * U_st_cse_5;
        temp[c + r * temp_s1] = U_st_cse_5 + 1.45833345e-10f / (437.500031f * U_st_cse_6 * U_st_cse_7) * (power[(c - 1) + (r - 1) * power_s1] + (result[c + (r + 1) * result_s1] + result[c + (r - 1) * result_s1] - U_st_cse_8) * (1.0f / (U_st_cse_7 / (0.100000001f * U_st_cse_6))) + (result[(c + 1) + r * result_s1] + result[(c - 1) + r * result_s1] - U_st_cse_8) * (1.0f / (U_st_cse_6 / (0.100000001f * U_st_cse_7))) + (80.0f - U_st_cse_5) * (1.0f / (0.000500000024f / (100.0f * U_st_cse_7 * U_st_cse_6))));
      }
    }
  }
}

/* gfortran's convention: every argument by reference. */
void hotspot_iterations_(const int32_t *cols, const int32_t *rows, const int32_t *niter,
                         const float *power, float *temp, float *result)
{
  hotspot_iterations(*cols, *rows, *niter, power, temp, result);
}
