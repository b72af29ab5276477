! The 3-D heat equation (7-point fp64), nt steps that ping-pong between u and v, on grids
! with g = 8 ghost layers: deep enough for the MPI entry to exchange once every 1, 2 or 4
! steps (a step reads two layers) and compute the steps between past its block. Used by
! bench/lab/mpi_scaling.sh (STENCIL=bench/lab/heat3d_deep.f95) to compare deep halos with
! an exchange before every nest.
subroutine heat3d_deep(nx, ny, nz, nt, alpha, u, v)
  implicit none
  integer, parameter :: g = 8
  integer, intent(in) :: nx, ny, nz, nt
  real(8), intent(in) :: alpha
  real(8), intent(inout) :: u(1-g:nx+g, 1-g:ny+g, 1-g:nz+g), v(1-g:nx+g, 1-g:ny+g, 1-g:nz+g)
  integer :: i, j, k, t
  do t = 1, nt
    do k = 1, nz
      do j = 1, ny
        do i = 1, nx
          v(i,j,k) = u(i,j,k) + alpha * (u(i-1,j,k) + u(i+1,j,k) + u(i,j-1,k) + u(i,j+1,k) &
                                      + u(i,j,k-1) + u(i,j,k+1) - 6.0d0 * u(i,j,k))
        end do
      end do
    end do
    do k = 1, nz
      do j = 1, ny
        do i = 1, nx
          u(i,j,k) = v(i,j,k) + alpha * (v(i-1,j,k) + v(i+1,j,k) + v(i,j-1,k) + v(i,j+1,k) &
                                      + v(i,j,k-1) + v(i,j,k+1) - 6.0d0 * v(i,j,k))
        end do
      end do
    end do
  end do
end subroutine heat3d_deep
