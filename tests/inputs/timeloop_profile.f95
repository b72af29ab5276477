! A time loop of the heat equation whose diffusivity varies with height alone: a profile
! kap(k) read at the point and one plane up, in a 3-D ping-pong (u -> v, v -> u).
subroutine heat_prof(nx, ny, nz, nt, kap, u, v)
  implicit none
  integer, intent(in) :: nx, ny, nz, nt
  real(8), intent(in) :: kap(nz)
  real(8), intent(inout) :: u(nx, ny, nz), v(nx, ny, nz)
  integer :: i, j, k, t
  do t = 1, nt
    do k = 2, nz - 1
      do j = 2, ny - 1
        do i = 2, nx - 1
          v(i,j,k) = u(i,j,k) + kap(k) * (u(i-1,j,k) + u(i+1,j,k) + u(i,j-1,k) + u(i,j+1,k) &
                   + u(i,j,k-1) + u(i,j,k+1) - 6.0d0*u(i,j,k))
        end do
      end do
    end do
    do k = 2, nz - 1
      do j = 2, ny - 1
        do i = 2, nx - 1
          u(i,j,k) = v(i,j,k) + kap(k+1) * (v(i-1,j,k) + v(i+1,j,k) + v(i,j-1,k) + v(i,j+1,k) &
                   + v(i,j,k-1) + v(i,j,k+1) - 6.0d0*v(i,j,k))
        end do
      end do
    end do
  end do
end subroutine heat_prof
