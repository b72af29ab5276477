! A time loop whose second nest writes a grid that both the next step's first nest and
! the third nest of its own step read: a pass keeps that grid's last version in a ring
! and must store it every pass, since the next pass starts from it. The first nest's
! grid, written before any nest of a step reads it, needs storing in the last pass
! alone; the third nest's grid is read by no nest.
subroutine timeloop_carried(nx, ny, nz, nt, u, v, w)
  implicit none
  integer, intent(in) :: nx, ny, nz, nt
  real(8), intent(inout) :: u(nx, ny, nz), v(nx, ny, nz), w(nx, ny, nz)
  integer :: i, j, k, t

  do t = 1, nt
    do k = 2, nz - 1
      do j = 2, ny - 1
        do i = 2, nx - 1
          v(i,j,k) = u(i,j,k) + 0.1d0 * (u(i-1,j,k) + u(i+1,j,k) + u(i,j-1,k) + u(i,j+1,k) &
                                      + u(i,j,k-1) + u(i,j,k+1) - 6.0d0 * u(i,j,k))
        end do
      end do
    end do
    do k = 2, nz - 1
      do j = 2, ny - 1
        do i = 2, nx - 1
          u(i,j,k) = 0.25d0 * (v(i,j,k-1) + v(i,j,k+1)) + 0.5d0 * v(i,j,k)
        end do
      end do
    end do
    do k = 2, nz - 2
      do j = 2, ny - 1
        do i = 2, nx - 1
          w(i,j,k) = u(i,j,k) - 0.5d0 * (u(i,j+1,k) + u(i,j,k+1))
        end do
      end do
    end do
  end do
end subroutine timeloop_carried
