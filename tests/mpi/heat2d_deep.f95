! The 2-D heat equation, nt steps that ping-pong between u and v, on grids with g = 4
! ghost layers: deep enough for the MPI entry to exchange once every two steps and compute
! the steps in between past its block (tests/cases/mpi_suite.sh).
subroutine heat2d_deep(nx, ny, nt, alpha, u, v)
  implicit none
  integer, parameter :: g = 4
  integer, intent(in) :: nx, ny, nt
  real(8), intent(in) :: alpha
  real(8), intent(inout) :: u(1-g:nx+g, 1-g:ny+g), v(1-g:nx+g, 1-g:ny+g)
  integer :: i, j, t
  do t = 1, nt
    do j = 1, ny
      do i = 1, nx
        v(i,j) = u(i,j) + alpha * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1) - 4.0d0 * u(i,j))
      end do
    end do
    do j = 1, ny
      do i = 1, nx
        u(i,j) = v(i,j) + alpha * (v(i-1,j) + v(i+1,j) + v(i,j-1) + v(i,j+1) - 4.0d0 * v(i,j))
      end do
    end do
  end do
end subroutine heat2d_deep
