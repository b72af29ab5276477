! Explicit heat equation on a 3-D grid with the 27-point (3x3x3 box) fp64 Laplacian,
!   lap = (14*faces + 3*edges + corners - 128*centre) / (30 h**2),
! nt steps that ping-pong between two grids: u -> v, then v -> u; alpha is dt/(30 h**2).
! Each step is two sweeps. The boundary planes of u and v are never written.
subroutine heat3d_box27(nx, ny, nz, nt, alpha, u, v)
  implicit none
  integer, intent(in) :: nx, ny, nz, nt
  real(8), intent(in) :: alpha
  real(8), intent(inout) :: u(nx, ny, nz), v(nx, ny, nz)
  integer :: i, j, k, t

  do t = 1, nt
    do k = 2, nz - 1
      do j = 2, ny - 1
        do i = 2, nx - 1
          v(i,j,k) = u(i,j,k) + alpha * (                                                   &
              14.0d0 * (u(i-1,j,k) + u(i+1,j,k) + u(i,j-1,k) + u(i,j+1,k)                   &
                      + u(i,j,k-1) + u(i,j,k+1))                                            &
            + 3.0d0 * (u(i-1,j-1,k) + u(i+1,j-1,k) + u(i-1,j+1,k) + u(i+1,j+1,k)            &
                     + u(i-1,j,k-1) + u(i+1,j,k-1) + u(i-1,j,k+1) + u(i+1,j,k+1)            &
                     + u(i,j-1,k-1) + u(i,j+1,k-1) + u(i,j-1,k+1) + u(i,j+1,k+1))           &
            + (u(i-1,j-1,k-1) + u(i+1,j-1,k-1) + u(i-1,j+1,k-1) + u(i+1,j+1,k-1)            &
             + u(i-1,j-1,k+1) + u(i+1,j-1,k+1) + u(i-1,j+1,k+1) + u(i+1,j+1,k+1))           &
            - 128.0d0 * u(i,j,k))
        end do
      end do
    end do
    do k = 2, nz - 1
      do j = 2, ny - 1
        do i = 2, nx - 1
          u(i,j,k) = v(i,j,k) + alpha * (                                                   &
              14.0d0 * (v(i-1,j,k) + v(i+1,j,k) + v(i,j-1,k) + v(i,j+1,k)                   &
                      + v(i,j,k-1) + v(i,j,k+1))                                            &
            + 3.0d0 * (v(i-1,j-1,k) + v(i+1,j-1,k) + v(i-1,j+1,k) + v(i+1,j+1,k)            &
                     + v(i-1,j,k-1) + v(i+1,j,k-1) + v(i-1,j,k+1) + v(i+1,j,k+1)            &
                     + v(i,j-1,k-1) + v(i,j+1,k-1) + v(i,j-1,k+1) + v(i,j+1,k+1))           &
            + (v(i-1,j-1,k-1) + v(i+1,j-1,k-1) + v(i-1,j+1,k-1) + v(i+1,j+1,k-1)            &
             + v(i-1,j-1,k+1) + v(i+1,j-1,k+1) + v(i-1,j+1,k+1) + v(i+1,j+1,k+1))           &
            - 128.0d0 * v(i,j,k))
        end do
      end do
    end do
  end do
end subroutine heat3d_box27
