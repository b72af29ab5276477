! A Fortran-77 solver's time loop: labelled do loops, nests that share their last
! statement (a shared '20 continue', and an assignment that ends two loops), a labelled
! 'end do', the optional comma after a label, and unlabelled loops inside labelled ones;
! the time loop counts down. Copy back: u -> v over the interior, then v -> u.
subroutine timeloop_labelled(nx, ny, nsteps, c, u, v)
  implicit none
  integer, intent(in) :: nx, ny, nsteps
  real(8), intent(in) :: c
  real(8), intent(inout) :: u(nx, ny), v(nx, ny)
  integer :: i, j, it
  do 100 it = nsteps, 1, -1
    do 20 j = 2, ny - 1
    do 20 i = 2, nx - 1
      v(i,j) = u(i,j) + c * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1) - 4.0d0 * u(i,j))
20  continue
    do 40, j = 2, ny - 1
      do i = 2, nx - 1
        u(i,j) = v(i,j)
      end do
40  end do
100 continue
end subroutine timeloop_labelled
