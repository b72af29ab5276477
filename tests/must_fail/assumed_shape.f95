! An assumed-shape dummy array.
subroutine s(nx, ny, u, v)
  implicit none
  integer, intent(in) :: nx, ny
  real(8), intent(in) :: u(:, :)
  real(8), intent(inout) :: v(0:nx+1, 0:ny+1)
  integer :: i, j
  do j = 1, ny
    do i = 1, nx
      v(i,j) = u(i,j)
    end do
  end do
end subroutine s
