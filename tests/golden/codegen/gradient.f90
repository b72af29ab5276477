! Subroutine gradient, printed by stenciltune.
subroutine gradient(nx, ny, nz, cx, cy, cz, u, gx, gy, gz)
  implicit none
  integer, intent(in) :: nx, ny, nz
  real(8), intent(in) :: cx, cy, cz
  real(8), intent(in) :: u(0:nx+1, 0:ny+1, 0:nz+1)
  real(8), intent(inout) :: gx(nx, ny, nz)
  real(8), intent(inout) :: gy(nx, ny, nz)
  real(8), intent(inout) :: gz(nx, ny, nz)
  integer :: k, j, i

  do k = 1, nz
    do j = 1, ny
      do i = 1, nx
        gx(i,j,k) = cx*(u(i+1,j,k) - u(i-1,j,k))
        gy(i,j,k) = cy*(u(i,j+1,k) - u(i,j-1,k))
        gz(i,j,k) = cz*(u(i,j,k+1) - u(i,j,k-1))
      end do
    end do
  end do
end subroutine gradient
