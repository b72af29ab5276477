! The sweep counts its calls in its argument `count`: the call must pass a variable.
subroutine solve(n, nt, u, v)
  implicit none
  integer, intent(in) :: n, nt
  real(8), intent(inout) :: u(n), v(n)
  integer :: t, calls
  calls = 0
  do t = 1, nt
    call sweep(n, calls + 1, u, v)
  end do
end subroutine solve

subroutine sweep(n, count, u, v)
  implicit none
  integer, intent(in) :: n
  integer, intent(inout) :: count
  real(8), intent(in) :: u(n)
  real(8), intent(inout) :: v(n)
  integer :: i
  count = count + 1
  do i = 2, n - 1
    v(i) = 0.5d0 * (u(i-1) + u(i+1))
  end do
end subroutine sweep
