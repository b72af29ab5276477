! Subroutine laplacian_nest, printed by stenciltune.
! Made from a bare loop nest: its arguments and declarations were inferred.
subroutine laplacian_nest(nx, ny, nz, alpha, beta, now, next)
  implicit none
  integer, intent(in) :: nx, ny, nz
  real(8), intent(in) :: alpha, beta
  real(8), intent(in) :: now(1:nx, 1:ny, 1:nz)
  real(8), intent(inout) :: next(1:nx, 1:ny, 1:nz)
  integer :: k, j, i

  do k = 2, nz-1, 1
    do j = 2, ny-1, 1
      do i = 2, nx-1, 1
        next(i,j,k) = alpha*now(i,j,k) + beta*(now(i,j,k-1) + now(i,j-1,k) + now(i-1,j,k) &
            + now(i+1,j,k) + now(i,j+1,k) + now(i,j,k+1))
      end do
    end do
  end do
end subroutine laplacian_nest
