! A solver whose time loop calls its sweep, as solvers are written: the sweep is a
! subroutine of its own, called twice a step with the grids swapped and a coefficient
! computed in the call, and gives a local its coefficient at its top; the solver has a
! name of its own that the sweep's loops use too.
subroutine timeloop_calls(nx, ny, nt, nu, u, v)
  implicit none
  integer, intent(in) :: nx, ny, nt
  real(8), intent(in) :: nu
  real(8), intent(inout) :: u(0:nx+1, 0:ny+1), v(0:nx+1, 0:ny+1)
  integer :: t, i

  i = 0
  do t = 1, nt
    call relax(nx, ny, 0.5d0 * nu, u, v)
    call relax(nx, ny, 0.5d0 * nu, v, u)
  end do
end subroutine timeloop_calls

subroutine relax(m, n, c, a, b)
  implicit none
  integer, intent(in) :: m, n
  real(8), intent(in) :: c
  real(8), intent(in) :: a(0:m+1, 0:n+1)
  real(8), intent(inout) :: b(0:m+1, 0:n+1)
  integer :: i, j
  real(8) :: r

  r = c / 4.0d0
  do j = 1, n
    do i = 1, m
      b(i,j) = a(i,j) + r * (a(i-1,j) + a(i+1,j) + a(i,j-1) + a(i,j+1) - 4.0d0 * a(i,j))
    end do
  end do
end subroutine relax
