! anint() is a Fortran intrinsic stenciltune does not read: the parser takes the call for
! an array's element, and the diagnostic must say it is an intrinsic, not undeclared.
subroutine rounded(n, a, b)
  implicit none
  integer, intent(in) :: n
  real(8), intent(in) :: a(n)
  real(8), intent(inout) :: b(n)
  integer :: i
  do i = 2, n - 1
    b(i) = a(i) + anint(a(i-1) - a(i+1))
  end do
end subroutine rounded
