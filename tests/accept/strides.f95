! Loops with strides: every other point along i, j backwards.
subroutine strides(nx, ny, u, v)
  implicit none
  integer, intent(in) :: nx, ny
  real(8), intent(in) :: u(0:nx+1, 0:ny+1)
  real(8), intent(inout) :: v(0:nx+1, 0:ny+1)
  integer :: i, j

  do j = ny, 1, -1
    do i = 1, nx, 2
      v(i,j) = u(i-1,j) + u(i+1,j) + u(i,j-1)
    end do
  end do
end subroutine strides
