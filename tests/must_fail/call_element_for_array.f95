! Fortran 77's way of passing a plane of a grid: its first element. The statements that
! replace the call need a whole array.
subroutine solve(n, nt, u, v)
  implicit none
  integer, intent(in) :: n, nt
  real(8), intent(inout) :: u(n, n, 2), v(n, n, 2)
  integer :: t
  do t = 1, nt
    call sweep(n, u(1, 1, 1), v)
  end do
end subroutine solve

subroutine sweep(n, a, b)
  implicit none
  integer, intent(in) :: n
  real(8), intent(in) :: a(n, n)
  real(8), intent(inout) :: b(n, n, 2)
  integer :: i, j
  do j = 2, n - 1
    do i = 2, n - 1
      b(i,j,1) = 0.25d0 * (a(i-1,j) + a(i+1,j) + a(i,j-1) + a(i,j+1))
    end do
  end do
end subroutine sweep
