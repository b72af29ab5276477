! A time loop that exercises the general case of temporal blocking: a loop from 2, grids
! with lower bounds of 0, a read-only coefficient grid, a temporary, in-place updates at
! the centre, a diagonal neighbour, and two nests that write over other ranges (the
! second leaves a's outer interior rows and last column as the first step left them).
subroutine timeloop_mixed(n, m, nt, c, a, b)
  implicit none
  integer, intent(in) :: n, m, nt
  real(8), intent(in) :: c(0:n+1, 0:m+1)
  real(8), intent(inout) :: a(0:n+1, 0:m+1), b(0:n+1, 0:m+1)
  integer :: i, j, t
  real(8) :: s
  do t = 2, nt
    do j = 1, m
      do i = 1, n
        s = a(i-1,j) + a(i+1,j)
        b(i,j) = c(i,j) * (s + a(i,j-1) + a(i,j+1)) - 0.1d0 * b(i,j)
      end do
    end do
    do j = 2, m - 1
      do i = 1, n - 1
        a(i,j) = 0.5d0 * a(i,j) + 0.125d0 * (b(i,j) + b(i+1,j+1))
      end do
    end do
  end do
end subroutine timeloop_mixed
