! One explicit heat step with the isotropic 9-point (3x3 box) Laplacian,
! single precision (default real kind):
!   lap = (4*faces + corners - 20*centre) / (6 h**2)
! so  unew = u + r*(faces + corners/4 - 5*centre),  r = 2*dt/(3*h**2).
subroutine box2d9(nx, ny, u, unew)
  implicit none
  integer, intent(in) :: nx, ny
  real, intent(in) :: u(0:nx+1, 0:ny+1)
  real, intent(inout) :: unew(0:nx+1, 0:ny+1)
  real, parameter :: r = 1.e-3      ! fixed for this benchmark
  integer :: i, j

  do j = 1, ny
    do i = 1, nx
      unew(i,j) = u(i,j) + r*( (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1))         &
                             + .25*(u(i-1,j-1) + u(i+1,j-1) + u(i-1,j+1) + u(i+1,j+1)) &
                             - 5.*u(i,j) )
    end do
  end do
end subroutine box2d9
