! Explicit heat equation on a 3-D grid, nt steps of the 7-point fp64 Laplacian that
! ping-pong between two grids: u -> v, then v -> u. Each step is two sweeps. The
! boundary planes of u and v are never written: they hold the boundary values.
subroutine heat3d(nx, ny, nz, nt, alpha, u, v)
  implicit none
  integer, intent(in) :: nx, ny, nz, nt
  real(8), intent(in) :: alpha
  real(8), intent(inout) :: u(nx, ny, nz), v(nx, ny, nz)
  integer :: i, j, k, t

  do t = 1, nt
    do k = 2, nz - 1
      do j = 2, ny - 1
        do i = 2, nx - 1
          v(i,j,k) = u(i,j,k) + alpha * (u(i-1,j,k) + u(i+1,j,k) + u(i,j-1,k) + u(i,j+1,k) &
                                      + u(i,j,k-1) + u(i,j,k+1) - 6.0d0 * u(i,j,k))
        end do
      end do
    end do
    do k = 2, nz - 1
      do j = 2, ny - 1
        do i = 2, nx - 1
          u(i,j,k) = v(i,j,k) + alpha * (v(i-1,j,k) + v(i+1,j,k) + v(i,j-1,k) + v(i,j+1,k) &
                                      + v(i,j,k-1) + v(i,j,k+1) - 6.0d0 * v(i,j,k))
        end do
      end do
    end do
  end do
end subroutine heat3d
