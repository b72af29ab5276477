! A heat solver's time loop that keeps its clock, as solvers write them: the sweep into
! v and the copy back, then time = time + dt, an elapsed time in a local and a step
! counter (an argument without intent), and after the loop a result computed from them.
! No nest reads the clock and the clock reads nothing a nest writes, so the sweeps are
! tuned and blocked over time as if the statements were not there, and the library's
! entries run the statements after the nests.
subroutine timeloop_clock(nx, ny, nt, dt, kappa, time, nsteps, tend, u, v)
  implicit none
  integer, intent(in) :: nx, ny, nt
  real(8), intent(in) :: dt, kappa
  real(8), intent(inout) :: time
  integer :: nsteps
  real(8), intent(out) :: tend
  real(8), intent(inout) :: u(nx, ny), v(nx, ny)
  integer :: i, j, t
  real(8) :: elapsed

  elapsed = 0.0d0
  do t = 1, nt
    do j = 2, ny - 1
      do i = 2, nx - 1
        v(i,j) = u(i,j) + kappa * dt * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1) - 4.0d0 * u(i,j))
      end do
    end do
    do j = 2, ny - 1
      do i = 2, nx - 1
        u(i,j) = v(i,j)
      end do
    end do
    time = time + dt
    elapsed = elapsed + dt * t
    nsteps = nsteps + 1
  end do
  tend = time + 0.5d0 * elapsed
end subroutine timeloop_clock
