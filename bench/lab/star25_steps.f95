! The radius-4 fp32 stencil of issue 26's benchmark in a time loop: nt steps of the
! 25-point star (8th order in space) that ping-pong between two grids, u -> v, then
! v -> u. The four boundary planes on each side are never written.
subroutine star25_steps(nx, ny, nz, nt, c, u, v)
  implicit none
  integer, intent(in) :: nx, ny, nz, nt
  real(4), intent(in) :: c(0:4)
  real(4), intent(inout) :: u(nx, ny, nz), v(nx, ny, nz)
  integer :: i, j, k, t

  do t = 1, nt
    do k = 5, nz - 4
      do j = 5, ny - 4
        do i = 5, nx - 4
          v(i,j,k) = c(0)*u(i,j,k)                                                              &
            + c(1)*(u(i-1,j,k) + u(i+1,j,k) + u(i,j-1,k) + u(i,j+1,k) + u(i,j,k-1) + u(i,j,k+1)) &
            + c(2)*(u(i-2,j,k) + u(i+2,j,k) + u(i,j-2,k) + u(i,j+2,k) + u(i,j,k-2) + u(i,j,k+2)) &
            + c(3)*(u(i-3,j,k) + u(i+3,j,k) + u(i,j-3,k) + u(i,j+3,k) + u(i,j,k-3) + u(i,j,k+3)) &
            + c(4)*(u(i-4,j,k) + u(i+4,j,k) + u(i,j-4,k) + u(i,j+4,k) + u(i,j,k-4) + u(i,j,k+4))
        end do
      end do
    end do
    do k = 5, nz - 4
      do j = 5, ny - 4
        do i = 5, nx - 4
          u(i,j,k) = c(0)*v(i,j,k)                                                              &
            + c(1)*(v(i-1,j,k) + v(i+1,j,k) + v(i,j-1,k) + v(i,j+1,k) + v(i,j,k-1) + v(i,j,k+1)) &
            + c(2)*(v(i-2,j,k) + v(i+2,j,k) + v(i,j-2,k) + v(i,j+2,k) + v(i,j,k-2) + v(i,j,k+2)) &
            + c(3)*(v(i-3,j,k) + v(i+3,j,k) + v(i,j-3,k) + v(i,j+3,k) + v(i,j,k-3) + v(i,j,k+3)) &
            + c(4)*(v(i-4,j,k) + v(i+4,j,k) + v(i,j-4,k) + v(i,j+4,k) + v(i,j,k-4) + v(i,j,k+4))
        end do
      end do
    end do
  end do
end subroutine star25_steps
