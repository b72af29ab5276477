! A do while loop.
subroutine s(nx, ny, u, v)
  implicit none
  integer, intent(in) :: nx, ny
  real(8), intent(in) :: u(0:nx+1, 0:ny+1)
  real(8), intent(inout) :: v(0:nx+1, 0:ny+1)
  integer :: i, j
  do while (j < ny)
    v(1,j) = u(1,j)
  end do
end subroutine s
