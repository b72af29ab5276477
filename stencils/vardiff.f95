! Explicit step of variable-coefficient diffusion, du/dt = div(a grad u),
! double precision, grid spacing folded into a and dt.
! The face coefficient is the average of a on the two cells it separates;
! fx, fy, fz are the flux differences in each direction.
subroutine vardiff(nx, ny, nz, dt, a, u, unew)
  implicit none
  integer, intent(in) :: nx, ny, nz
  real(kind=8), intent(in) :: dt
  real(kind=8), dimension(0:nx+1, 0:ny+1, 0:nz+1), intent(in) :: a, u
  real(kind=8), dimension(0:nx+1, 0:ny+1, 0:nz+1), intent(inout) :: unew
  real(8), parameter :: half = 0.5_8
  real(8) :: fx, fy, fz
  integer :: i, j, k

  do k = 1, nz
    do j = 1, ny
      do i = 1, nx
        fx = (a(i+1,j,k) + a(i,j,k))*(u(i+1,j,k) - u(i,j,k)) &
           - (a(i,j,k) + a(i-1,j,k))*(u(i,j,k) - u(i-1,j,k))
        fy = (a(i,j+1,k) + a(i,j,k))*(u(i,j+1,k) - u(i,j,k)) &
           - (a(i,j,k) + a(i,j-1,k))*(u(i,j,k) - u(i,j-1,k))
        fz = (a(i,j,k+1) + a(i,j,k))*(u(i,j,k+1) - u(i,j,k)) &
           - (a(i,j,k) + a(i,j,k-1))*(u(i,j,k) - u(i,j,k-1))
        unew(i,j,k) = u(i,j,k) + half*dt*(fx + fy + fz)
      end do
    end do
  end do
end subroutine vardiff
