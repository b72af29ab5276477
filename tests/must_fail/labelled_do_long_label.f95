! Statement labels have at most 5 digits.
subroutine s(nx, u, v)
  implicit none
  integer, intent(in) :: nx
  real(8), intent(in) :: u(nx)
  real(8), intent(inout) :: v(nx)
  integer :: i, j
  do 123456 i = 2, nx - 1
    v(i) = u(i)
123456 continue
end subroutine s
