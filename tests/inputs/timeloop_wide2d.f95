! A 2-D time loop of radius 2 (two nests that ping-pong between u and v: the first reads two
! points either side along both dimensions, the second two along j and one along i): a
! shuffle pass of one column a lane (SHFL=1 RX=1) takes the first's columns two lanes away.
subroutine timeloop_wide2d(nx, ny, nt, u, v)
  implicit none
  integer, intent(in) :: nx, ny, nt
  real(8), intent(inout) :: u(nx, ny), v(nx, ny)
  integer :: i, j, t
  do t = 1, nt
    do j = 3, ny - 2
      do i = 3, nx - 2
        v(i,j) = 0.2d0 * (u(i-2,j) + u(i+2,j) + u(i,j-2) + u(i,j+2) + u(i,j)) + 0.05d0 * (u(i-1,j) - u(i+1,j))
      end do
    end do
    do j = 3, ny - 2
      do i = 3, nx - 2
        u(i,j) = 0.2d0 * (v(i-1,j) + v(i+1,j) + v(i,j-2) + v(i,j+2) + v(i,j)) + 0.05d0 * (v(i,j-1) - v(i+1,j))
      end do
    end do
  end do
end subroutine timeloop_wide2d
