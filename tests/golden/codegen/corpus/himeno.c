/* Subroutine himeno as C99, printed by stenciltune. Arrays keep Fortran's
   column-major order and lower bounds.
   himeno_ is the entry a Fortran caller links. */
#include <math.h>
#include <stddef.h>
#include <stdint.h>

void himeno(int32_t imax, int32_t jmax, int32_t kmax, float omega, const float *restrict a,
            const float *restrict b, const float *restrict c, const float *restrict p,
            const float *restrict bnd, const float *restrict wrk1, float *restrict wrk2)
{
  const ptrdiff_t a_s1 = (ptrdiff_t)imax;
  const ptrdiff_t a_s2 = a_s1 * ((ptrdiff_t)jmax);
  const ptrdiff_t a_s3 = a_s2 * ((ptrdiff_t)kmax);
  const ptrdiff_t b_s1 = (ptrdiff_t)imax;
  const ptrdiff_t b_s2 = b_s1 * ((ptrdiff_t)jmax);
  const ptrdiff_t b_s3 = b_s2 * ((ptrdiff_t)kmax);
  const ptrdiff_t c_s1 = (ptrdiff_t)imax;
  const ptrdiff_t c_s2 = c_s1 * ((ptrdiff_t)jmax);
  const ptrdiff_t c_s3 = c_s2 * ((ptrdiff_t)kmax);
  const ptrdiff_t p_s1 = (ptrdiff_t)imax;
  const ptrdiff_t p_s2 = p_s1 * ((ptrdiff_t)jmax);
  const ptrdiff_t bnd_s1 = (ptrdiff_t)imax;
  const ptrdiff_t bnd_s2 = bnd_s1 * ((ptrdiff_t)jmax);
  const ptrdiff_t wrk1_s1 = (ptrdiff_t)imax;
  const ptrdiff_t wrk1_s2 = wrk1_s1 * ((ptrdiff_t)jmax);
  const ptrdiff_t wrk2_s1 = (ptrdiff_t)imax;
  const ptrdiff_t wrk2_s2 = wrk2_s1 * ((ptrdiff_t)jmax);
  int32_t k, j, i;
  float s0, U_st_cse_1, ss;

  for (k = 2; k <= kmax - 1; ++k) {
    for (j = 2; j <= jmax - 1; ++j) {
      for (i = 2; i <= imax - 1; ++i) {
        s0 = a[(i - 1) + (j - 1) * a_s1 + (k - 1) * a_s2] * p[i + (j - 1) * p_s1 + (k - 1) * p_s2]
            + a[(i - 1) + (j - 1) * a_s1 + (k - 1) * a_s2 + 1 * a_s3] * p[(i - 1) + j * p_s1 + (k - 1) * p_s2] + a[(i - 1) + (j - 1) * a_s1 + (k - 1) * a_s2 + 2 * a_s3] * p[(i - 1) + (j - 1) * p_s1 + k * p_s2] + b[(i - 1) + (j - 1) * b_s1 + (k - 1) * b_s2] * (p[i + j * p_s1 + (k - 1) * p_s2] - p[i + (j - 2) * p_s1 + (k - 1) * p_s2] - p[(i - 2) + j * p_s1 + (k - 1) * p_s2] + p[(i - 2) + (j - 2) * p_s1 + (k - 1) * p_s2]) + b[(i - 1) + (j - 1) * b_s1 + (k - 1) * b_s2 + 1 * b_s3] * (p[(i - 1) + j * p_s1 + k * p_s2] - p[(i - 1) + (j - 2) * p_s1 + k * p_s2] - p[(i - 1) + j * p_s1 + (k - 2) * p_s2] + p[(i - 1) + (j - 2) * p_s1 + (k - 2) * p_s2]) + b[(i - 1) + (j - 1) * b_s1 + (k - 1) * b_s2 + 2 * b_s3] * (p[i + (j - 1) * p_s1 + k * p_s2] - p[(i - 2) + (j - 1) * p_s1 + k * p_s2] - p[i + (j - 1) * p_s1 + (k - 2) * p_s2] + p[(i - 2) + (j - 1) * p_s1 + (k - 2) * p_s2]) + c[(i - 1) + (j - 1) * c_s1 + (k - 1) * c_s2] * p[(i - 2) + (j - 1) * p_s1 + (k - 1) * p_s2] + c[(i - 1) + (j - 1) * c_s1 + (k - 1) * c_s2 + 1 * c_s3] * p[(i - 1) + (j - 2) * p_s1 + (k - 1) * p_s2] + c[(i - 1) + (j - 1) * c_s1 + (k - 1) * c_s2 + 2 * c_s3] * p[(i - 1) + (j - 1) * p_s1 + (k - 2) * p_s2] + wrk1[(i - 1) + (j - 1) * wrk1_s1 + (k - 1) * wrk1_s2];
        U_st_cse_1 = p[(i - 1) + (j - 1) * p_s1 + (k - 1) * p_s2];
        ss = (s0 * a[(i - 1) + (j - 1) * a_s1 + (k - 1) * a_s2 + 3 * a_s3]
            - U_st_cse_1) * bnd[(i - 1) + (j - 1) * bnd_s1 + (k - 1) * bnd_s2];
        wrk2[(i - 1) + (j - 1) * wrk2_s1 + (k - 1) * wrk2_s2] = U_st_cse_1 + omega * ss;
      }
    }
  }
}

/* gfortran's convention: every argument by reference. */
void himeno_(const int32_t *imax, const int32_t *jmax, const int32_t *kmax, const float *omega,
             const float *a, const float *b, const float *c, const float *p, const float *bnd,
             const float *wrk1, float *wrk2)
{
  himeno(*imax, *jmax, *kmax, *omega, a, b, c, p, bnd, wrk1, wrk2);
}
