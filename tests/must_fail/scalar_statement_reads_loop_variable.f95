! The last column a sweep reached, read from its loop variable after the time loop: the
! tuned code runs the nests' loops in its own order and does not keep their variables.
subroutine sweeps(nx, ny, nt, u, v, last)
  implicit none
  integer, intent(in) :: nx, ny, nt
  real(8), intent(inout) :: u(nx, ny), v(nx, ny)
  integer, intent(out) :: last
  integer :: i, j, t
  do t = 1, nt
    do j = 2, ny - 1
      do i = 2, nx - 1
        v(i,j) = 0.25d0 * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1))
      end do
    end do
    do j = 2, ny - 1
      do i = 2, nx - 1
        u(i,j) = v(i,j)
      end do
    end do
  end do
  last = i
end subroutine sweeps
