! Subroutine star25_sp, printed by stenciltune.
subroutine star25_sp(nx, ny, nz, c, u, unew)
  implicit none
  integer, intent(in) :: nx, ny, nz
  real(4), intent(in) :: c(0:4)
  real(4), intent(in) :: u(-3:nx+4, -3:ny+4, -3:nz+4)
  real(4), intent(inout) :: unew(-3:nx+4, -3:ny+4, -3:nz+4)
  integer :: k, j, i

  do k = 1, nz
    do j = 1, ny
      do i = 1, nx
        unew(i,j,k) = c(0)*u(i,j,k) + c(1)*(u(i-1,j,k) + u(i+1,j,k) + u(i,j-1,k) + u(i,j+1,k) &
            + u(i,j,k-1) + u(i,j,k+1)) + c(2)*(u(i-2,j,k) + u(i+2,j,k) + u(i,j-2,k) + u(i,j+2,k) &
            + u(i,j,k-2) + u(i,j,k+2)) + c(3)*(u(i-3,j,k) + u(i+3,j,k) + u(i,j-3,k) + u(i,j+3,k) &
            + u(i,j,k-3) + u(i,j,k+3)) + c(4)*(u(i-4,j,k) + u(i+4,j,k) + u(i,j-4,k) + u(i,j+4,k) &
            + u(i,j,k-4) + u(i,j,k+4))
      end do
    end do
  end do
end subroutine star25_sp
