! A step count a solver computes from its final time: nint() is not read, and the
! diagnostic must name the intrinsic, not call it an array.
subroutine until(n, m, tfinal, dt, a, b)
  implicit none
  integer, intent(in) :: n, m
  real(8), intent(in) :: tfinal, dt
  real(8), intent(inout) :: a(n, m), b(n, m)
  integer :: i, j, it, nsteps
  nsteps = nint(tfinal / dt)
  do it = 1, nsteps
    do j = 2, m - 1
      do i = 2, n - 1
        b(i,j) = 0.25d0 * (a(i-1,j) + a(i+1,j) + a(i,j-1) + a(i,j+1))
      end do
    end do
    do j = 2, m - 1
      do i = 2, n - 1
        a(i,j) = b(i,j)
      end do
    end do
  end do
end subroutine until
