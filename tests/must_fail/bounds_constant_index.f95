! A coefficient read past the end of its array.
subroutine s(n, c, u)
  implicit none
  integer, intent(in) :: n
  real(8), intent(in) :: c(0:4)
  real(8), intent(inout) :: u(n)
  integer :: i
  do i = 1, n
    u(i) = c(5)*u(i)
  end do
end subroutine s
