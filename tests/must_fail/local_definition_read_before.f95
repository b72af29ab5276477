subroutine s(nx, ny, nt, alpha, dt, u, v)
  implicit none
  integer, intent(in) :: nx, ny, nt
  real(8), intent(in) :: alpha
  real, intent(in) :: dt
  real(8), intent(inout) :: u(nx, ny), v(nx, ny)
  integer :: i, j, t
  real(8) :: r, q
  do t = 1, nt
    do j = 2, ny - 1
      do i = 2, nx - 1
        v(i,j) = u(i,j) + r * (u(i+1,j) + u(i-1,j) - 2.0d0*u(i,j))
      end do
    end do
    r = alpha * 0.5d0
  end do
end subroutine
