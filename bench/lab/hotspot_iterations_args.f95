! stencils/corpus/hotspot_iterations.f95 with the model's coefficients passed as
! arguments instead of computed into locals: the same nests, for bench/lab/definitions_ab.sh
! to time beside the locals' form.
subroutine hotspot_iterations_args(cols, rows, niter, cap_1, rx_1, ry_1, rz_1, power, temp, result)
  implicit none
  integer, intent(in) :: cols, rows, niter
  real(4), intent(in) :: cap_1, rx_1, ry_1, rz_1
  real(4), intent(in) :: power(cols, rows)
  real(4), intent(inout) :: temp(0:cols+1, 0:rows+1), result(0:cols+1, 0:rows+1)
  real(4), parameter :: amb_temp = 80.0
  integer :: c, r, it

  do it = 1, niter
    do r = 1, rows
      do c = 1, cols
        result(c,r) = temp(c,r) + cap_1*(power(c,r) &
          + (temp(c,r+1) + temp(c,r-1) - 2.0*temp(c,r))*ry_1 &
          + (temp(c+1,r) + temp(c-1,r) - 2.0*temp(c,r))*rx_1 &
          + (amb_temp - temp(c,r))*rz_1)
      end do
    end do
    do r = 1, rows
      do c = 1, cols
        temp(c,r) = result(c,r) + cap_1*(power(c,r) &
          + (result(c,r+1) + result(c,r-1) - 2.0*result(c,r))*ry_1 &
          + (result(c+1,r) + result(c-1,r) - 2.0*result(c,r))*rx_1 &
          + (amb_temp - result(c,r))*rz_1)
      end do
    end do
  end do
end subroutine hotspot_iterations_args
