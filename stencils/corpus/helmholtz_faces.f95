! The variable-coefficient Helmholtz operator of HPGMG-FV (Williams et al., "HPGMG", the
! finite-volume multigrid benchmark; Adams et al., LBNL-6630E, 2014):
!   ax = a alpha x - b h2inv div(beta grad x),
! with the coefficient beta given on the cell faces, one array per direction:
! beta_i(i,j,k) is on the face between cells i-1 and i, so beta_i has nx+1 faces along
! its first dimension, beta_j ny+1 along its second, beta_k nz+1 along its third. The
! arrays all have different shapes: x with a halo of one, alpha and ax without.
subroutine helmholtz(nx, ny, nz, a, b, h2inv, alpha, beta_i, beta_j, beta_k, x, ax)
  implicit none
  integer, intent(in) :: nx, ny, nz
  real(8), intent(in) :: a, b, h2inv
  real(8), intent(in) :: alpha(nx, ny, nz)
  real(8), intent(in) :: beta_i(nx+1, ny, nz), beta_j(nx, ny+1, nz), beta_k(nx, ny, nz+1)
  real(8), intent(in) :: x(0:nx+1, 0:ny+1, 0:nz+1)
  real(8), intent(inout) :: ax(nx, ny, nz)
  integer :: i, j, k

  do k = 1, nz
    do j = 1, ny
      do i = 1, nx
        ax(i,j,k) = a*alpha(i,j,k)*x(i,j,k) - b*h2inv*( &
            beta_i(i+1,j,k)*(x(i+1,j,k) - x(i,j,k)) + beta_i(i,j,k)*(x(i-1,j,k) - x(i,j,k)) &
          + beta_j(i,j+1,k)*(x(i,j+1,k) - x(i,j,k)) + beta_j(i,j,k)*(x(i,j-1,k) - x(i,j,k)) &
          + beta_k(i,j,k+1)*(x(i,j,k+1) - x(i,j,k)) + beta_k(i,j,k)*(x(i,j,k-1) - x(i,j,k)))
      end do
    end do
  end do
end subroutine helmholtz
