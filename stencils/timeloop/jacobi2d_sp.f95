! Jacobi iteration of the 2-D Laplace equation in fp32, nt steps of the 5-point average
! that ping-pong between two grids: u -> v, then v -> u. Each step is two sweeps. The
! boundary rows and columns of u and v are never written: they hold the boundary values.
subroutine jacobi2d_sp(nx, ny, nt, u, v)
  implicit none
  integer, intent(in) :: nx, ny, nt
  real(4), intent(inout) :: u(nx, ny), v(nx, ny)
  integer :: i, j, t

  do t = 1, nt
    do j = 2, ny - 1
      do i = 2, nx - 1
        v(i,j) = 0.25 * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1))
      end do
    end do
    do j = 2, ny - 1
      do i = 2, nx - 1
        u(i,j) = 0.25 * (v(i-1,j) + v(i+1,j) + v(i,j-1) + v(i,j+1))
      end do
    end do
  end do
end subroutine jacobi2d_sp
