! One explicit (forward Euler, FTCS) step of the 2-D heat equation u_t = alpha lap(u), the
! textbook Jacobi-type update (e.g. LeVeque, "Finite Difference Methods for Ordinary and
! Partial Differential Equations", SIAM 2007, ch. 9): unew = u + s (W + E + S + N - 4 u)
! with s = alpha dt / h^2. Grids indexed from 0 as in C with a halo of one: the lower
! bounds are -1.
subroutine heat2d(nx, ny, s, u, unew)
  implicit none
  integer, intent(in) :: nx, ny
  double precision, intent(in) :: s
  double precision, intent(in) :: u(-1:nx, -1:ny)
  double precision, intent(inout) :: unew(-1:nx, -1:ny)
  integer :: i, j

  do j = 0, ny - 1
    do i = 0, nx - 1
      unew(i,j) = u(i,j) + s*(u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1) - 4.0d0*u(i,j))
    end do
  end do
end subroutine heat2d
