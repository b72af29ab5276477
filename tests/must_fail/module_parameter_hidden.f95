! A module parameter that reads another which the subroutine declares again: the value
! the subroutine would see is ambiguous in its copy, so it is refused.
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
    do i = 2, m
      v(i) = 0.5d0 * (u(i-1) + u(i+1))
    end do
  end subroutine relax
end module grid_mod
