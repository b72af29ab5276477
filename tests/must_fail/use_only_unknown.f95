! An 'only:' name the used module does not have.
module constants
  implicit none
  real(8), parameter :: half = 0.5d0
end module constants

subroutine relax(n, u, v)
  use constants, only: halve
  integer, intent(in) :: n
  real(8), intent(in) :: u(n)
  real(8), intent(out) :: v(n)
  integer :: i
  do i = 2, n - 1
    v(i) = 0.5d0 * (u(i-1) + u(i+1))
  end do
end subroutine relax
