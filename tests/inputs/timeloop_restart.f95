! A restartable solver's time loop: it runs from step it0 to step it1, both arguments.
! The tuner cannot set the number of steps it times (its start is not a constant), so the
! time loop runs step by step, each nest as tuned, and the report says why.
subroutine restart(nx, ny, it0, it1, u, v)
  implicit none
  integer, intent(in) :: nx, ny, it0, it1
  real(8), intent(inout) :: u(nx, ny), v(nx, ny)
  integer :: i, j, it
  do it = it0, it1
    do j = 2, ny - 1
      do i = 2, nx - 1
        v(i,j) = u(i,j) + 0.1d0 * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1) - 4.0d0 * u(i,j))
      end do
    end do
    do j = 2, ny - 1
      do i = 2, nx - 1
        u(i,j) = v(i,j)
      end do
    end do
  end do
end subroutine restart
