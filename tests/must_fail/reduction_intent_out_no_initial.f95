subroutine red(nx, ny, u, v, s)
  implicit none
  integer, intent(in) :: nx, ny
  real(8), intent(in) :: u(0:nx+1, 0:ny+1)
  real(8), intent(inout) :: v(0:nx+1, 0:ny+1)
  real(8), intent(out) :: s
  real(8) :: t
  integer :: i, j

  do j = 1, ny
    do i = 1, nx
      s = min(u(i,j), s)
    end do
  end do

end subroutine red
