! A local scalar set before the time loop, changed at each step and read in the nest:
! the update is the statement refused (outside the nests; the first value alone would be
! a local's one value), not the read.
subroutine extra_stmt(nx, ny, nt, alpha, u, v)
  implicit none
  integer, intent(in) :: nx, ny, nt
  real(8), intent(in) :: alpha
  real(8), intent(inout) :: u(nx, ny), v(nx, ny)
  real(8) :: a2
  integer :: i, j, t
  a2 = 0.5d0 * alpha
  do t = 1, nt

    do j = 2, ny - 1
      do i = 2, nx - 1
        v(i,j) = u(i,j) + a2 * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1) - 4.0d0 * u(i,j))
      end do
    end do
    do j = 2, ny - 1
      do i = 2, nx - 1
        u(i,j) = v(i,j)
      end do
    end do
    a2 = 0.99d0 * a2
  end do
end subroutine extra_stmt
