! Divergence of a vector field (ux, uy, uz) by central differences.
! cx, cy, cz are 1/(2*h) in each direction.
subroutine divergence(nx, ny, nz, cx, cy, cz, ux, uy, uz, div)
  implicit none
  integer, intent(in) :: nx, ny, nz
  real(kind=8), intent(in) :: cx, cy, cz
  real(kind=8), dimension(0:nx+1, 0:ny+1, 0:nz+1), intent(in) :: ux, uy, uz
  real(kind=8), dimension(0:nx+1, 0:ny+1, 0:nz+1), intent(inout) :: div
  integer :: i, j, k

  do k = 1, nz
    do j = 1, ny
      do i = 1, nx
        div(i,j,k) = cx*(ux(i+1,j,k) - ux(i-1,j,k)) &
                   + cy*(uy(i,j+1,k) - uy(i,j-1,k)) &
                   + cz*(uz(i,j,k+1) - uz(i,j,k-1))
      end do
    end do
  end do
end subroutine divergence
