! A solver written with Fortran's array syntax: the sweep over the interior as one
! assignment of sections (u read at sections shifted by one), and the copy back of the
! whole array (u = v, halo included). stenciltune makes each a loop nest.
subroutine timeloop_array_syntax(nx, ny, nt, c, u, v)
  implicit none
  integer, intent(in) :: nx, ny, nt
  real(8), intent(in) :: c
  real(8), intent(inout) :: u(0:nx+1, 0:ny+1), v(0:nx+1, 0:ny+1)
  integer :: t
  do t = 1, nt
    v(1:nx, 1:ny) = u(1:nx, 1:ny) + c * (u(0:nx-1, 1:ny) + u(2:nx+1, 1:ny) + u(1:nx, 0:ny-1) &
                    + u(1:nx, 2:ny+1) - 4.0d0 * u(1:nx, 1:ny))
    u = v
  end do
end subroutine timeloop_array_syntax
