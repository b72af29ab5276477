! One nest writes slice 2 of u and reads slice 1 around the point: two grids in one
! array, which the analysis (keyed by array) cannot tell apart; refused with the reason.
subroutine xdim1(nx, ny, alpha, u)
  implicit none
  integer, intent(in) :: nx, ny
  real(8), intent(in) :: alpha
  real(8), intent(inout) :: u(0:nx+1, 0:ny+1, 2)
  integer :: i, j
  do j = 1, ny
    do i = 1, nx
      u(i,j,2) = u(i,j,1) + alpha * (u(i-1,j,1) + u(i+1,j,1) + u(i,j-1,1) + u(i,j+1,1) - 4.0d0 * u(i,j,1))
    end do
  end do
end subroutine xdim1
