! A module variable is state the library's entries cannot see: refused, at the variable.
module relax_mod
  implicit none
  real(8) :: weight
contains
  subroutine relax(n, u, v)
    integer, intent(in) :: n
    real(8), intent(in) :: u(n)
    real(8), intent(out) :: v(n)
    integer :: i
    do i = 2, n - 1
      v(i) = weight * (u(i-1) + u(i+1))
    end do
  end subroutine relax
end module relax_mod
