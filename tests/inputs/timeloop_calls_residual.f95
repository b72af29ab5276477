! Himeno's iterations as a solver writes them: the time loop calls the sweep, which
! accumulates the residual in its argument, and a copy back, two subroutines of the
! file whose loop variables share their names.
subroutine timeloop_calls_residual(n, nt, p, wrk, gosa)
  implicit none
  integer, intent(in) :: n, nt
  real(4), intent(inout) :: p(n, n, n), wrk(n, n, n)
  real(4), intent(out) :: gosa
  integer :: it
  do it = 1, nt
    call sweep(n, p, wrk, gosa)
    call copy(n, wrk, p)
  end do
end subroutine timeloop_calls_residual

subroutine sweep(n, a, b, res)
  implicit none
  integer, intent(in) :: n
  real(4), intent(in) :: a(n, n, n)
  real(4), intent(inout) :: b(n, n, n)
  real(4), intent(out) :: res
  real(4) :: ss
  integer :: i, j, k
  res = 0.0
  do k = 2, n - 1
    do j = 2, n - 1
      do i = 2, n - 1
        ss = (a(i-1,j,k) + a(i+1,j,k) + a(i,j-1,k) + a(i,j+1,k) + a(i,j,k-1) + a(i,j,k+1)) / 6.0 - a(i,j,k)
        res = res + ss * ss
        b(i,j,k) = a(i,j,k) + 0.8 * ss
      end do
    end do
  end do
end subroutine sweep

subroutine copy(n, a, b)
  implicit none
  integer, intent(in) :: n
  real(4), intent(in) :: a(n, n, n)
  real(4), intent(inout) :: b(n, n, n)
  integer :: i, j, k
  do k = 2, n - 1
    do j = 2, n - 1
      do i = 2, n - 1
        b(i,j,k) = a(i,j,k)
      end do
    end do
  end do
end subroutine copy
