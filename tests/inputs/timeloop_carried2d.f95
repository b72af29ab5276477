! timeloop_carried in two dimensions: the second nest's grid is read by the next step's
! first nest and by the third nest of its own step, so every pass stores it; the first
! nest's grid only the last pass does.
subroutine timeloop_carried2d(nx, ny, steps, u, v, w)
  implicit none
  integer, intent(in) :: nx, ny, steps
  real(4), intent(inout) :: u(nx, ny), v(nx, ny), w(nx, ny)
  integer :: i, j, s

  do s = 1, steps
    do j = 2, ny - 1
      do i = 2, nx - 1
        v(i,j) = 0.2 * (u(i,j) + u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1))
      end do
    end do
    do j = 2, ny - 1
      do i = 2, nx - 1
        u(i,j) = 0.5 * v(i,j) + 0.25 * (v(i,j-1) + v(i,j+1))
      end do
    end do
    do j = 3, ny - 1
      do i = 2, nx - 1
        w(i,j) = u(i,j) - u(i,j-1)
      end do
    end do
  end do
end subroutine timeloop_carried2d
