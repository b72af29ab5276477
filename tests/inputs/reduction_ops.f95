! The other reduction operators over a 2-D single-precision nest that also writes a
! grid: a difference, a product of factors near one, an integer maximum and a minimum
! with its operands swapped, the product's result stored from a local.
subroutine ops(nx, ny, u, w, diff, prod, imax, emin)
  implicit none
  integer, intent(in) :: nx, ny
  real(4), intent(in) :: u(0:nx+1, 0:ny+1)
  real(4), intent(out) :: w(0:nx+1, 0:ny+1)
  real(4), intent(inout) :: diff
  real(4), intent(out) :: prod, emin
  integer, intent(out) :: imax
  real(4) :: p, t
  integer :: i, j
  p = 1.0
  imax = -1000
  emin = 1e30
  do j = 1, ny
    do i = 1, nx
      t = 0.25*(u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1))
      w(i,j) = t
      diff = diff - t
      p = p * (1.0 + 0.001*u(i,j))
      imax = max(imax, i + 3*j)
      emin = min(abs(t - u(i,j)), emin)
    end do
  end do
  prod = p
end subroutine ops
