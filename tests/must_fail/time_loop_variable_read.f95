subroutine forced(n, nt, u, v)
  integer, intent(in) :: n, nt
  real(8), intent(inout) :: u(n), v(n)
  integer :: i, t
  do t = 1, nt
    do i = 2, n - 1
      v(i) = u(i-1) + u(i+1) + 0.01d0 * t
    end do
    do i = 2, n - 1
      u(i) = v(i)
    end do
  end do
end subroutine forced
