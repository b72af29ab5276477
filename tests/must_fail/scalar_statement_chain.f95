! A result computed from a clock that a nest reads each step: the clock stays with the
! nests, which refuse it, and the refusal names the root, not the statement after it.
subroutine clock(n, nt, dt, time, tend, u, v)
  implicit none
  integer, intent(in) :: n, nt
  real(8), intent(in) :: dt
  real(8), intent(inout) :: time
  real(8), intent(out) :: tend
  real(8), intent(inout) :: u(n), v(n)
  integer :: i, t
  do t = 1, nt
    do i = 2, n - 1
      v(i) = u(i) + time * (u(i-1) + u(i+1))
    end do
    do i = 2, n - 1
      u(i) = v(i)
    end do
    time = time + dt
  end do
  tend = 2.0d0 * time
end subroutine clock
