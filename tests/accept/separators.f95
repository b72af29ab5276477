! Statements separated by ";", several on one line.
subroutine separators(nx, u, v); implicit none; integer, intent(in) :: nx
  real(8), intent(in) :: u(0:nx+1); real(8), intent(inout) :: v(0:nx+1); integer :: i
  do i = 1, nx; v(i) = u(i-1) + u(i+1); end do;
end subroutine separators
