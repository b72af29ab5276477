! The 2-D acoustic wave equation u_tt = c^2 (u_xx + u_yy), second order in time and space
! (the leapfrog scheme: u_next = 2 u - u_prev + (c dt/h)^2 lap(u)), as a Fortran-90 code
! keeps it: a module with its working precision and constants, a step, and a driver that
! runs nt steps, rotating the three time levels by copies of the interior. The edges are
! held fixed (Dirichlet).
module wave2d_solver
  implicit none
  integer, parameter :: wp = selected_real_kind(15, 307)
  real(wp), parameter :: two = 2.0_wp
contains

  subroutine wave2d_step(nx, ny, r2, u_prev, u, u_next)
    integer, intent(in) :: nx, ny
    real(wp), intent(in) :: r2
    real(wp), intent(in) :: u_prev(nx, ny), u(nx, ny)
    real(wp), intent(inout) :: u_next(nx, ny)
    integer :: i, j
    do j = 2, ny - 1
      do i = 2, nx - 1
        u_next(i, j) = two * u(i, j) - u_prev(i, j) &
                     + r2 * (u(i+1, j) + u(i-1, j) + u(i, j+1) + u(i, j-1) - 4.0_wp * u(i, j))
      end do
    end do
  end subroutine wave2d_step

  subroutine wave2d_run(nx, ny, nt, c, dt, h, u_prev, u, u_next)
    integer, intent(in) :: nx, ny, nt
    real(wp), intent(in) :: c, dt, h
    real(wp), intent(inout) :: u_prev(nx, ny), u(nx, ny), u_next(nx, ny)
    real(wp) :: r2
    integer :: i, j, step
    r2 = (c * dt / h)**2
    do step = 1, nt
      call wave2d_step(nx, ny, r2, u_prev, u, u_next)
      do j = 2, ny - 1
        do i = 2, nx - 1
          u_prev(i, j) = u(i, j)
        end do
      end do
      do j = 2, ny - 1
        do i = 2, nx - 1
          u(i, j) = u_next(i, j)
        end do
      end do
    end do
  end subroutine wave2d_run

end module wave2d_solver
