! One explicit step of the Gray-Scott reaction-diffusion system as studied by Pearson
! ("Complex patterns in a simple system", Science 261, 1993):
!   u_t = du lap(u) - u v^2 + f (1 - u),   v_t = dv lap(v) + u v^2 - (f + k) v,
! two fields updated together (two outputs from one nest), the 5-point Laplacian scaled
! by 1/h^2 in du and dv, a local temporary for the reaction term, and Pearson's
! one-letter parameters f and k.
subroutine gray_scott(nx, ny, dt, du, dv, f, k, u, v, unew, vnew)
  implicit none
  integer, intent(in) :: nx, ny
  real(8), intent(in) :: dt, du, dv, f, k
  real(8), intent(in) :: u(0:nx+1, 0:ny+1), v(0:nx+1, 0:ny+1)
  real(8), intent(inout) :: unew(0:nx+1, 0:ny+1), vnew(0:nx+1, 0:ny+1)
  real(8) :: uvv
  integer :: i, j

  do j = 1, ny
    do i = 1, nx
      uvv = u(i,j)*v(i,j)*v(i,j)
      unew(i,j) = u(i,j) + dt*(du*(u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1) - 4.0d0*u(i,j)) &
                               - uvv + f*(1.0d0 - u(i,j)))
      vnew(i,j) = v(i,j) + dt*(dv*(v(i-1,j) + v(i+1,j) + v(i,j-1) + v(i,j+1) - 4.0d0*v(i,j)) &
                               + uvv - (f + k)*v(i,j))
    end do
  end do
end subroutine gray_scott
