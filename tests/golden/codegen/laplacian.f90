! Subroutine laplacian, printed by stenciltune.
subroutine laplacian(nx, ny, nz, alpha, beta, u, unext)
  implicit none
  integer, intent(in) :: nx, ny, nz
  real(8), intent(in) :: alpha, beta
  real(8), intent(in) :: u(0:nx+1, 0:ny+1, 0:nz+1)
  real(8), intent(inout) :: unext(0:nx+1, 0:ny+1, 0:nz+1)
  integer :: k, j, i

  do k = 1, nz
    do j = 1, ny
      do i = 1, nx
        unext(i,j,k) = alpha*u(i,j,k) + beta*(u(i-1,j,k) + u(i+1,j,k) + u(i,j-1,k) + u(i,j+1,k) &
            + u(i,j,k-1) + u(i,j,k+1))
      end do
    end do
  end do
end subroutine laplacian
