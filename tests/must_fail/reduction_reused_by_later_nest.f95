subroutine reuse(n, u, w, res)
  implicit none
  integer, intent(in) :: n
  real(8), intent(in) :: u(n)
  real(8), intent(out) :: w(n)
  real(8), intent(out) :: res
  real(8) :: s
  integer :: i
  s = 0.0d0
  do i = 1, n
    s = s + u(i)
  end do
  do i = 1, n
    s = 2*u(i)
    w(i) = s
  end do
  res = s
end subroutine reuse
