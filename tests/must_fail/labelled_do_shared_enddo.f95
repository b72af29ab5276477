! An end do ends one loop: shared termination needs continue.
subroutine s(nx, u, v)
  implicit none
  integer, intent(in) :: nx
  real(8), intent(in) :: u(nx)
  real(8), intent(inout) :: v(nx)
  integer :: i, j
  do 10 j = 1, 3
  do 10 i = 2, nx - 1
    v(i) = u(i)
10 end do
end subroutine s
