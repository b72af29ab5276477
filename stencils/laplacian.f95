! 7-point Laplacian, double precision, out of place.
! The kernel of Kamil et al., "An Auto-Tuning Framework for Parallel Multicore
! Stencil Computations" (IPDPS 2010), Figure 1, written as a subroutine.
! u and unext carry a halo of one point on every side.
subroutine laplacian(nx, ny, nz, alpha, beta, u, unext)
  implicit none
  integer, intent(in) :: nx, ny, nz
  double precision, intent(in) :: alpha, beta
  double precision, intent(in) :: u(0:nx+1, 0:ny+1, 0:nz+1)
  double precision, intent(inout) :: unext(0:nx+1, 0:ny+1, 0:nz+1)
  integer :: i, j, k

  do k = 1, nz
    do j = 1, ny
      do i = 1, nx
        unext(i,j,k) = alpha*u(i,j,k) + beta*(u(i-1,j,k) + u(i+1,j,k) &
                     + u(i,j-1,k) + u(i,j+1,k) + u(i,j,k-1) + u(i,j,k+1))
      end do
    end do
  end do
end subroutine laplacian
