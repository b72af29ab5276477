! A solver's habits around its time loop: the coefficient and the loop bounds computed
! into locals before the loop, and a weight given its value at the top of each step
! (a default-kind literal stored into a real(8): the float nearest 0.1). stenciltune
! puts each local's one value in place of its reads.
subroutine timeloop_locals(nx, ny, nt, alpha, dt, dx, u, v)
  implicit none
  integer, intent(in) :: nx, ny, nt
  real(8), intent(in) :: alpha, dt, dx
  real(8), intent(inout) :: u(nx, ny), v(nx, ny)
  integer :: i, j, t, nxm, nym
  real(8) :: r, dx2, w
  dx2 = dx * dx
  r = alpha * dt / dx2
  nxm = nx - 1
  nym = ny - 1
  do t = 1, nt
    w = 0.1
    do j = 2, nym
      do i = 2, nxm
        v(i,j) = u(i,j) + r * (u(i+1,j) + u(i-1,j) + u(i,j+1) + u(i,j-1) - 4.0d0*u(i,j)) - w * r * u(i,j)
      end do
    end do
    do j = 2, nym
      do i = 2, nxm
        u(i,j) = v(i,j)
      end do
    end do
  end do
end subroutine timeloop_locals
