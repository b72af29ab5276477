! The conversions a solver writes around its time loop: the grid spacing from the
! number of points (dble), a single-precision argument widened with real(x, kind=dp),
! a loop index converted into a source term, and a weight narrowed and widened again
! (sngl, then real(x, 8): the value a real(4) holds). stenciltune writes each as
! real(x, k) and converts as gfortran does; the kind parameter is a kind inquiry.
subroutine timeloop_conversions(nx, ny, nt, alpha, dt, u, v)
  implicit none
  integer, parameter :: dp = selected_real_kind(15, 307)
  integer, intent(in) :: nx, ny, nt
  real, intent(in) :: alpha
  real(dp), intent(in) :: dt
  real(dp), intent(inout) :: u(nx, ny), v(nx, ny)
  integer :: i, j, t
  real(dp) :: dx, r, w
  dx = 1.0_dp / dble(nx - 1)
  r = real(alpha, kind=dp) * dt / (dx * dx)
  w = real(sngl(0.1d0 * dt), 8)
  do t = 1, nt
    do j = 2, ny - 1
      do i = 2, nx - 1
        v(i,j) = u(i,j) + r * (u(i+1,j) + u(i-1,j) + u(i,j+1) + u(i,j-1) - 4.0_dp*u(i,j)) &
                 + w * real(i + j, dp) * dx
      end do
    end do
    do j = 2, ny - 1
      do i = 2, nx - 1
        u(i,j) = v(i,j)
      end do
    end do
  end do
end subroutine timeloop_conversions
