! A quad-precision kind: no real kind stenciltune generates holds 30 digits.
subroutine s(n, u, v)
  integer, parameter :: qp = selected_real_kind(p=30)
  integer, intent(in) :: n
  real(qp), intent(in) :: u(0:n+1)
  real(qp), intent(out) :: v(n)
  integer :: i
  do i = 1, n
    v(i) = 0.5_qp * (u(i-1) + u(i+1))
  end do
end subroutine s
