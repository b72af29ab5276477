! A 5-point Laplacian in every plane of a 3-D grid: its centre column is read at one plane
! only (the CUDA register queue of one entry). Not a suite stencil: the CUDA tests use it.
subroutine plane5(nx, ny, nz, u, unew)
  implicit none
  integer, intent(in) :: nx, ny, nz
  real(8), intent(in) :: u(0:nx+1, 0:ny+1, 0:nz+1)
  real(8), intent(inout) :: unew(0:nx+1, 0:ny+1, 0:nz+1)
  integer :: i, j, k
  do k = 1, nz
    do j = 1, ny
      do i = 1, nx
        unew(i,j,k) = u(i-1,j,k) + u(i+1,j,k) + u(i,j-1,k) + u(i,j+1,k) - 4.0d0*u(i,j,k)
      end do
    end do
  end do
end subroutine plane5
