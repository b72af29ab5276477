! The same grid passed as the sweep's input and its output: the original's result would
! depend on the order of the updates (Fortran forbids it), so the call is refused.
subroutine solve(n, nt, u)
  implicit none
  integer, intent(in) :: n, nt
  real(8), intent(inout) :: u(n)
  integer :: t
  do t = 1, nt
    call sweep(n, u, u)
  end do
end subroutine solve

subroutine sweep(n, a, b)
  implicit none
  integer, intent(in) :: n
  real(8), intent(in) :: a(n)
  real(8), intent(inout) :: b(n)
  integer :: i
  do i = 2, n - 1
    b(i) = 0.5d0 * (a(i-1) + a(i+1))
  end do
end subroutine sweep
