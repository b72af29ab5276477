! Subroutine box2d9, printed by stenciltune.
subroutine box2d9(nx, ny, u, unew)
  implicit none
  integer, intent(in) :: nx, ny
  real(4), intent(in) :: u(0:nx+1, 0:ny+1)
  real(4), intent(inout) :: unew(0:nx+1, 0:ny+1)
  integer :: j, i
  real(4) :: st_cse_1

  do j = 1, ny
    do i = 1, nx
      st_cse_1 = u(i,j)
      unew(i,j) = st_cse_1 + 0.00100000005*(u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1) &
          + .25*(u(i-1,j-1) + u(i+1,j-1) + u(i-1,j+1) + u(i+1,j+1)) - 5.*st_cse_1)
    end do
  end do
end subroutine box2d9
