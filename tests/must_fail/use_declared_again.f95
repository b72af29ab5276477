! A subroutine may not declare a name it takes from a module it uses.
module constants
  implicit none
  real(8), parameter :: half = 0.5d0
end module constants

subroutine relax(n, u, v)
  use constants
  integer, intent(in) :: n
  real(8), intent(in) :: u(n)
  real(8), intent(out) :: v(n)
  real(8) :: half
  integer :: i
  do i = 2, n - 1
    v(i) = half * (u(i-1) + u(i+1))
  end do
end subroutine relax
