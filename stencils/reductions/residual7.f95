! The residual of a 7-point Poisson problem and its squared norm, as a multigrid or
! Krylov solver computes them to test convergence: r = f - A u with A the 7-point
! Laplacian on a grid of spacing h, and rnorm2 the sum of r squared over the interior.
subroutine residual7(nx, ny, nz, h2inv, u, f, r, rnorm2)
  implicit none
  integer, intent(in) :: nx, ny, nz
  real(8), intent(in) :: h2inv
  real(8), intent(in) :: u(0:nx+1, 0:ny+1, 0:nz+1), f(0:nx+1, 0:ny+1, 0:nz+1)
  real(8), intent(inout) :: r(0:nx+1, 0:ny+1, 0:nz+1)
  real(8), intent(out) :: rnorm2
  real(8) :: res
  integer :: i, j, k
  rnorm2 = 0d0
  do k = 1, nz
    do j = 1, ny
      do i = 1, nx
        res = f(i,j,k) - h2inv*(6d0*u(i,j,k) - u(i-1,j,k) - u(i+1,j,k) - u(i,j-1,k) - u(i,j+1,k) &
                                - u(i,j,k-1) - u(i,j,k+1))
        r(i,j,k) = res
        rnorm2 = rnorm2 + res*res
      end do
    end do
  end do
end subroutine residual7
