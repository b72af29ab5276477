! Subroutine star13, printed by stenciltune.
subroutine star13(nx, ny, nz, c0, c1, c2, u, unew)
  implicit none
  integer, intent(in) :: nx, ny, nz
  real(8), intent(in) :: c0, c1, c2
  real(8), intent(in) :: u(-1:nx+2, -1:ny+2, -1:nz+2)
  real(8), intent(inout) :: unew(-1:nx+2, -1:ny+2, -1:nz+2)
  integer :: k, j, i

  do k = 1, nz
    do j = 1, ny
      do i = 1, nx
        unew(i,j,k) = c0*u(i,j,k) + c1*(u(i-1,j,k) + u(i+1,j,k) + u(i,j-1,k) + u(i,j+1,k) &
            + u(i,j,k-1) + u(i,j,k+1)) + c2*(u(i-2,j,k) + u(i+2,j,k) + u(i,j-2,k) + u(i,j+2,k) &
            + u(i,j,k-2) + u(i,j,k+2))
      end do
    end do
  end do
end subroutine star13
