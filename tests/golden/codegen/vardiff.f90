! Subroutine vardiff, printed by stenciltune.
subroutine vardiff(nx, ny, nz, dt, a, u, unew)
  implicit none
  integer, intent(in) :: nx, ny, nz
  real(8), intent(in) :: dt
  real(8), intent(in) :: a(0:nx+1, 0:ny+1, 0:nz+1)
  real(8), intent(in) :: u(0:nx+1, 0:ny+1, 0:nz+1)
  real(8), intent(inout) :: unew(0:nx+1, 0:ny+1, 0:nz+1)
  integer :: k, j, i
  real(8) :: st_cse_1, st_cse_2, fx, fy, fz

  do k = 1, nz
    do j = 1, ny
      do i = 1, nx
        st_cse_1 = a(i,j,k)
        st_cse_2 = u(i,j,k)
        fx = (a(i+1,j,k) + st_cse_1)*(u(i+1,j,k) - st_cse_2) &
            - (st_cse_1 + a(i-1,j,k))*(st_cse_2 - u(i-1,j,k))
        fy = (a(i,j+1,k) + st_cse_1)*(u(i,j+1,k) - st_cse_2) &
            - (st_cse_1 + a(i,j-1,k))*(st_cse_2 - u(i,j-1,k))
        fz = (a(i,j,k+1) + st_cse_1)*(u(i,j,k+1) - st_cse_2) &
            - (st_cse_1 + a(i,j,k-1))*(st_cse_2 - u(i,j,k-1))
        unew(i,j,k) = st_cse_2 + 0.5d0*dt*(fx + fy + fz)
      end do
    end do
  end do
end subroutine vardiff
