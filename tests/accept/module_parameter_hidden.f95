! A module parameter that reads another which the subroutine declares again (a dummy
! hides it): the subroutine sees m = 63, the module's n less one, whatever its own n.
module grid_mod
  implicit none
  integer, parameter :: n = 64
  integer, parameter :: m = n - 1
contains
  subroutine relax(n, u, v)
    integer, intent(in) :: n
    real(8), intent(in) :: u(n)
    real(8), intent(out) :: v(n)
    integer :: i
    do i = 2, n - 1
      v(i) = (u(i-1) + u(i+1)) / m
    end do
  end subroutine relax
end module grid_mod
