! Subroutine jacobi2d5, printed by stenciltune.
subroutine jacobi2d5(nx, ny, u, unew)
  implicit none
  integer, intent(in) :: nx, ny
  real(8), intent(in) :: u(0:nx+1, 0:ny+1)
  real(8), intent(inout) :: unew(0:nx+1, 0:ny+1)
  integer :: j, i

  do j = 1, ny, 1
    do i = 1, nx, 1
      unew(i,j) = 0.25d0*(u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1))
    end do
  end do
end subroutine jacobi2d5
