! The coefficient passed is read from the grid that the sweep writes: Fortran evaluates
! it once, at the call, and the statements put in place of the call would read it anew
! at every point.
subroutine solve(n, nt, u, v)
  implicit none
  integer, intent(in) :: n, nt
  real(8), intent(inout) :: u(n), v(n)
  integer :: t
  do t = 1, nt
    call sweep(n, 0.1d0 * v(1), u, v)
  end do
end subroutine solve

subroutine sweep(n, c, a, b)
  implicit none
  integer, intent(in) :: n
  real(8), intent(in) :: c, a(n)
  real(8), intent(inout) :: b(n)
  integer :: i
  do i = 1, n
    b(i) = a(i) + c * b(i)
  end do
end subroutine sweep
