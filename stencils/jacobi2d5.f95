! 2D 5-point Jacobi sweep (average of the four neighbours), double precision.
! Loops carry an explicit stride of 1 and close with enddo.
subroutine jacobi2d5(nx, ny, u, unew)
  implicit none
  integer, intent(in) :: nx, ny
  double precision, dimension(0:nx+1, 0:ny+1), intent(in) :: u
  double precision, dimension(0:nx+1, 0:ny+1), intent(inout) :: unew
  integer :: i, j

  do j = 1, ny, 1
    do i = 1, nx, 1
      unew(i,j) = 0.25d0*(u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1))
    enddo
  enddo
end subroutine jacobi2d5
