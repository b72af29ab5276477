subroutine residual(n, nt, u, v, r)
  integer, intent(in) :: n, nt
  real(8), intent(inout) :: u(n), v(n)
  real(8), intent(out) :: r
  integer :: i, t
  r = 0.0d0
  do t = 1, nt
    do i = 2, n - 1
      v(i) = 0.5d0 * (u(i-1) + u(i+1))
      r = r + (v(i) - u(i))**2
    end do
    do i = 2, n - 1
      u(i) = v(i)
    end do
  end do
end subroutine residual
