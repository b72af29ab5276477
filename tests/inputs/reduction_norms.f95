! Reductions of every kind in one nest that writes no array: a sum the caller starts
! (intent(inout)), a max and a min set before the nest, the min with its operands swapped.
subroutine norms(nx, ny, nz, u, v, total, emax, emin)
  implicit none
  integer, intent(in) :: nx, ny, nz
  real(8), intent(in) :: u(0:nx+1, 0:ny+1, 0:nz+1), v(0:nx+1, 0:ny+1, 0:nz+1)
  real(8), intent(inout) :: total
  real(8), intent(out) :: emax, emin
  integer :: i, j, k
  emax = 0d0
  emin = 1d30
  do k = 1, nz
    do j = 1, ny
      do i = 1, nx
        total = total + u(i,j,k)*v(i,j,k)
        emax = max(emax, abs(u(i,j,k) - v(i,j,k)))
        emin = min(abs(u(i+1,j,k) - u(i-1,j,k)), emin)
      end do
    end do
  end do
end subroutine norms
