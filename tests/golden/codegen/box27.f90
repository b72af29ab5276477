! Subroutine box27, printed by stenciltune.
subroutine box27(nx, ny, nz, c0, c1, c2, c3, u, unew)
  implicit none
  integer, intent(in) :: nx, ny, nz
  real(8), intent(in) :: c0, c1, c2, c3
  real(8), intent(in) :: u(0:nx+1, 0:ny+1, 0:nz+1)
  real(8), intent(inout) :: unew(0:nx+1, 0:ny+1, 0:nz+1)
  integer :: k, j, i

  do k = 1, nz
    do j = 1, ny
      do i = 1, nx
        unew(i,j,k) = c0*u(i,j,k) + c1*(u(i-1,j,k) + u(i+1,j,k) + u(i,j-1,k) + u(i,j+1,k) &
            + u(i,j,k-1) + u(i,j,k+1)) + c2*(u(i-1,j-1,k) + u(i+1,j-1,k) + u(i-1,j+1,k) &
            + u(i+1,j+1,k) + u(i-1,j,k-1) + u(i+1,j,k-1) + u(i-1,j,k+1) + u(i+1,j,k+1) &
            + u(i,j-1,k-1) + u(i,j+1,k-1) + u(i,j-1,k+1) + u(i,j+1,k+1)) &
            + c3*(u(i-1,j-1,k-1) + u(i+1,j-1,k-1) + u(i-1,j+1,k-1) + u(i+1,j+1,k-1) &
            + u(i-1,j-1,k+1) + u(i+1,j-1,k+1) + u(i-1,j+1,k+1) + u(i+1,j+1,k+1))
      end do
    end do
  end do
end subroutine box27
