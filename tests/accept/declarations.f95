! Every declaration form of the subset, and every spelling of a real literal.
subroutine declarations(nx, ny, a, b, c, d, e, f, g, u, v)
  implicit none
  integer, parameter :: dp = 8
  integer, intent(in) :: nx, ny
  real(8), intent(in) :: a
  real(kind=8), intent(in) :: b
  real*8, intent(in) :: c
  double precision, intent(in) :: d
  doubleprecision, intent(in) :: e
  real(dp), intent(in) :: f
  real(kind=dp), intent(in) :: g
  real(dp), dimension(0:nx+1, 0:ny+1), intent(in) :: u
  real(8), intent(inout), dimension(0:nx+1, 0:ny+1) :: v
  real(dp), parameter :: h = 1.0_dp, q = 0.5d0, r = 1.0_8, s = 1.e-3, t = .5, w = 1e-3
  integer :: i, j

  do j = 1, ny
    do i = 1, nx
      v(i,j) = a*u(i,j) + b*u(i-1,j) + c*u(i+1,j) + d*u(i,j-1) + e*u(i,j+1) &
             + f*g*(h + q + r + s + t + w) + 2.5E+2_dp*1D-3
    end do
  end do
end subroutine declarations
