! A labelled do loop pair sharing its end: two loops closed by one labelled continue.
subroutine s(nx, ny, u, v)
  implicit none
  integer, intent(in) :: nx, ny
  real(8), intent(in) :: u(0:nx+1, 0:ny+1)
  real(8), intent(inout) :: v(0:nx+1, 0:ny+1)
  integer :: i, j
  do 10 j = 1, ny
    do 10 i = 1, nx
      v(i,j) = u(i,j)
10 continue
end subroutine s
