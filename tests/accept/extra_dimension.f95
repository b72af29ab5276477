! A grid with an extra dimension indexed by constants: a(:,:,:,1..3) are three grids.
subroutine extra_dimension(nx, ny, nz, a, v)
  implicit none
  integer, intent(in) :: nx, ny, nz
  real(8), intent(in) :: a(0:nx+1, 0:ny+1, 0:nz+1, 3)
  real(8), intent(inout) :: v(nx, ny, nz)
  integer :: i, j, k

  do k = 1, nz
    do j = 1, ny
      do i = 1, nx
        v(i,j,k) = a(i-1,j,k,1) + a(i+1,j,k,1) + a(i,j+1,k,2) + a(i,j,k-1,3)
      end do
    end do
  end do
end subroutine extra_dimension
