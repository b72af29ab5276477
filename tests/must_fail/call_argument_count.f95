! A call that leaves out the called sweep's coefficient.
subroutine solve(n, nt, u, v)
  implicit none
  integer, intent(in) :: n, nt
  real(8), intent(inout) :: u(n), v(n)
  integer :: t
  do t = 1, nt
    call sweep(n, u, v)
  end do
end subroutine solve

subroutine sweep(n, c, u, v)
  implicit none
  integer, intent(in) :: n
  real(8), intent(in) :: c, u(n)
  real(8), intent(inout) :: v(n)
  integer :: i
  do i = 2, n - 1
    v(i) = u(i) + c * (u(i-1) - 2.0d0 * u(i) + u(i+1))
  end do
end subroutine sweep
