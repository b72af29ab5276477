! Single-precision grids passed to a double-precision sweep.
subroutine solve(n, nt, u, v)
  implicit none
  integer, intent(in) :: n, nt
  real, intent(inout) :: u(n), v(n)
  integer :: t
  do t = 1, nt
    call sweep(n, u, v)
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
