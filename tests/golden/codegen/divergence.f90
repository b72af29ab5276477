! Subroutine divergence, printed by stenciltune.
subroutine divergence(nx, ny, nz, cx, cy, cz, ux, uy, uz, div)
  implicit none
  integer, intent(in) :: nx, ny, nz
  real(8), intent(in) :: cx, cy, cz
  real(8), intent(in) :: ux(0:nx+1, 0:ny+1, 0:nz+1)
  real(8), intent(in) :: uy(0:nx+1, 0:ny+1, 0:nz+1)
  real(8), intent(in) :: uz(0:nx+1, 0:ny+1, 0:nz+1)
  real(8), intent(inout) :: div(0:nx+1, 0:ny+1, 0:nz+1)
  integer :: k, j, i

  do k = 1, nz
    do j = 1, ny
      do i = 1, nx
        div(i,j,k) = cx*(ux(i+1,j,k) - ux(i-1,j,k)) + cy*(uy(i,j+1,k) - uy(i,j-1,k)) &
            + cz*(uz(i,j,k+1) - uz(i,j,k-1))
      end do
    end do
  end do
end subroutine divergence
