! A grid whose width is a named constant (nx, a parameter) and whose height is the
! caller's: the loops along i run over constant bounds, so the width is 64 at every
! size and a --size must say so (64xNY) or leave it out.
subroutine timeloop_fixed_width(ny, nt, u, v)
  implicit none
  integer, parameter :: nx = 64
  integer, intent(in) :: ny, nt
  real(8), intent(inout) :: u(0:nx+1, 0:ny+1), v(0:nx+1, 0:ny+1)
  integer :: t, i, j
  do t = 1, nt
    do j = 1, ny
      do i = 1, nx
        v(i,j) = 0.25d0 * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1))
      end do
    end do
    do j = 1, ny
      do i = 1, nx
        u(i,j) = v(i,j)
      end do
    end do
  end do
end subroutine timeloop_fixed_width
