! A rename in a use statement: the module's own names must be used.
module constants
  implicit none
  real(8), parameter :: half = 0.5d0
end module constants

subroutine relax(n, u, v)
  use constants, only: h => half
  integer, intent(in) :: n
  real(8), intent(in) :: u(n)
  real(8), intent(out) :: v(n)
  integer :: i
  do i = 2, n - 1
    v(i) = h * (u(i-1) + u(i+1))
  end do
end subroutine relax
