! One time step of the constant-density acoustic wave equation, p_tt = v^2 lap(p), by
! the explicit leapfrog scheme of seismic modelling and reverse-time migration (e.g.
! Micikevicius 2009; Araya-Polo et al., "Assessing accelerator-based HPC reverse time
! migration", IEEE TPDS 2011): pnext = 2 p - pprev + v^2 dt^2 lap8(p), where lap8 is the
! 8th-order central second difference (weights -205/72, 8/5, -1/5, 8/315, -1/560 over
! h^2) along each axis. Single precision, velocity field vel, grids indexed from 0 as in
! C with a halo of 4: the lower bounds are -4.
subroutine seismic8(nx, ny, nz, dt2, rh2, vel, pprev, p, pnext)
  implicit none
  integer, intent(in) :: nx, ny, nz
  real(4), intent(in) :: dt2, rh2
  real(4), intent(in) :: vel(0:nx-1, 0:ny-1, 0:nz-1)
  real(4), intent(in) :: pprev(-4:nx+3, -4:ny+3, -4:nz+3), p(-4:nx+3, -4:ny+3, -4:nz+3)
  real(4), intent(inout) :: pnext(-4:nx+3, -4:ny+3, -4:nz+3)
  real(4), parameter :: w0 = -205.0/72.0, w1 = 8.0/5.0, w2 = -1.0/5.0
  real(4), parameter :: w3 = 8.0/315.0, w4 = -1.0/560.0
  real(4) :: lap
  integer :: i, j, k

  do k = 0, nz - 1
    do j = 0, ny - 1
      do i = 0, nx - 1
        lap = 3.0*w0*p(i,j,k) &
          + w1*(p(i-1,j,k) + p(i+1,j,k) + p(i,j-1,k) + p(i,j+1,k) + p(i,j,k-1) + p(i,j,k+1)) &
          + w2*(p(i-2,j,k) + p(i+2,j,k) + p(i,j-2,k) + p(i,j+2,k) + p(i,j,k-2) + p(i,j,k+2)) &
          + w3*(p(i-3,j,k) + p(i+3,j,k) + p(i,j-3,k) + p(i,j+3,k) + p(i,j,k-3) + p(i,j,k+3)) &
          + w4*(p(i-4,j,k) + p(i+4,j,k) + p(i,j-4,k) + p(i,j+4,k) + p(i,j,k-4) + p(i,j,k+4))
        pnext(i,j,k) = 2.0*p(i,j,k) - pprev(i,j,k) + vel(i,j,k)**2*dt2*rh2*lap
      end do
    end do
  end do
end subroutine seismic8
