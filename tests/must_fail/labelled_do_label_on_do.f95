! The statement that ends a labelled loop cannot be a do.
subroutine s(nx, u, v)
  implicit none
  integer, intent(in) :: nx
  real(8), intent(in) :: u(nx)
  real(8), intent(inout) :: v(nx)
  integer :: i, j
  do 10 j = 1, 3
    v(j) = u(j)
10 do i = 1, 2
  end do
end subroutine s
