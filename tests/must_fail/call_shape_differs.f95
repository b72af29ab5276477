! The caller's grids have a halo of one (0:n+1); the sweep declares its dummies from 1:
! its statements, put in place of the call, would index the caller's grids off by one.
subroutine solve(n, nt, u, v)
  implicit none
  integer, intent(in) :: n, nt
  real(8), intent(inout) :: u(0:n+1, 0:n+1), v(0:n+1, 0:n+1)
  integer :: t
  do t = 1, nt
    call sweep(n + 2, u, v)
    call sweep(n + 2, v, u)
  end do
end subroutine solve

subroutine sweep(m, a, b)
  implicit none
  integer, intent(in) :: m
  real(8), intent(in) :: a(m, m)
  real(8), intent(inout) :: b(m, m)
  integer :: i, j
  do j = 2, m - 1
    do i = 2, m - 1
      b(i,j) = 0.25d0 * (a(i-1,j) + a(i+1,j) + a(i,j-1) + a(i,j+1))
    end do
  end do
end subroutine sweep
