! A call in the nest of a subroutine that the file does not hold: the call is replaced
! by the called subroutine's statements, which must be at hand.
subroutine s(nx, ny, u, v)
  implicit none
  integer, intent(in) :: nx, ny
  real(8), intent(in) :: u(0:nx+1, 0:ny+1)
  real(8), intent(inout) :: v(0:nx+1, 0:ny+1)
  integer :: i, j
  do j = 1, ny
    do i = 1, nx
      call update(v, i, j)
    end do
  end do
end subroutine s
