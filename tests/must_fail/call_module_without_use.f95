! A call of a module's subroutine from a subroutine that does not use the module: in
! Fortran it calls an external subroutine of that name, which the file does not have.
module m
  implicit none
contains
  subroutine sweep(n, a, b)
    integer, intent(in) :: n
    real(8), intent(in) :: a(n)
    real(8), intent(inout) :: b(n)
    integer :: i
    do i = 2, n - 1
      b(i) = 0.5d0 * (a(i-1) + a(i+1))
    end do
  end subroutine sweep
end module m
subroutine driver(n, nt, a, b)
  implicit none
  integer, intent(in) :: n, nt
  real(8), intent(inout) :: a(n), b(n)
  integer :: t
  do t = 1, nt
    call sweep(n, a, b)
    call sweep(n, b, a)
  end do
end subroutine driver
