! A time loop that reads one row of a field at an index of the size arguments (s(i,ny-1),
! as a solver reads a boundary row) beside the interior update and a copy back. Blocked
! over time (the row is read, never written, so every step reads the same one).
subroutine timeloop_plane(nx, ny, nt, u, v, s)
  implicit none
  integer, intent(in) :: nx, ny, nt
  real(8), intent(inout) :: u(nx, ny), v(nx, ny)
  real(8), intent(in) :: s(nx, ny)
  integer :: i, j, t
  do t = 1, nt
    do j = 2, ny - 1
      do i = 2, nx - 1
        v(i,j) = u(i,j) + 0.1d0 * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1) - 4.0d0 * u(i,j)) &
               + 0.01d0 * (s(i,ny-1) - s(i,ny))
      end do
    end do
    do j = 2, ny - 1
      do i = 2, nx - 1
        u(i,j) = v(i,j)
      end do
    end do
  end do
end subroutine timeloop_plane
