! A running total of a residual that a nest sums each step: the total depends on the
! nest through the residual's store.
subroutine relax(n, nt, res, total, u, v)
  implicit none
  integer, intent(in) :: n, nt
  real(8), intent(out) :: res
  real(8), intent(inout) :: total
  real(8), intent(inout) :: u(n), v(n)
  real(8) :: s
  integer :: i, t
  do t = 1, nt
    s = 0.0d0
    do i = 2, n - 1
      v(i) = 0.5d0 * (u(i-1) + u(i+1))
      s = s + (v(i) - u(i))**2
    end do
    res = s
    do i = 2, n - 1
      u(i) = v(i)
    end do
    total = total + res
  end do
end subroutine relax
