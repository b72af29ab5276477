! An unlabelled end do cannot end a labelled do loop.
subroutine s(nx, u, v)
  implicit none
  integer, intent(in) :: nx
  real(8), intent(in) :: u(nx)
  real(8), intent(inout) :: v(nx)
  integer :: i, j
  do 10 i = 2, nx - 1
    v(i) = u(i)
  end do
end subroutine s
