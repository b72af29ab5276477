! A label ends an outer labelled loop while an inner loop is open.
subroutine s(nx, u, v)
  implicit none
  integer, intent(in) :: nx
  real(8), intent(in) :: u(nx)
  real(8), intent(inout) :: v(nx)
  integer :: i, j
  do 10 j = 1, 3
    do i = 2, nx - 1
      v(i) = u(i)
10 continue
  end do
end subroutine s
