! Several nests in one subroutine, several subroutines in one file, an in-place
! update of the centre point, and a subroutine closed by a bare 'end'.
subroutine smooth(nx, u, v, w)
  implicit none
  integer, intent(in) :: nx
  real(8), intent(in) :: u(0:nx+1)
  real(8), intent(inout) :: v(0:nx+1), w(0:nx+1)
  integer :: i

  do i = 1, nx
    v(i) = u(i-1) + u(i+1)
  end do
  do i = 1, nx
    w(i) = 0.5d0*w(i) + v(i-1) - v(i+1)
  end do
end subroutine smooth

subroutine scale(n, a, b)
  implicit none
  integer, intent(in) :: n
  real, intent(in) :: a(n)
  real, intent(inout) :: b(n)
  integer :: i

  do i = 2, n - 1
    b(i) = 0.5*(a(i-1) + a(i+1))
  end do
end
