subroutine red(nx, ny, u, v, s)
  implicit none
  integer, intent(in) :: nx, ny
  real(8), intent(in) :: u(0:nx+1, 0:ny+1)
  real(8), intent(inout) :: v(0:nx+1, 0:ny+1)
  real(8), intent(inout) :: s
  real(8) :: t
  integer :: i, j
  s = 1d0
  do j = 1, ny
    do i = 1, nx
      v(i,j) = u(i+1,j) + s
    end do
  end do

end subroutine red
