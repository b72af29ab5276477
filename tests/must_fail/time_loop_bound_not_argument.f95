subroutine heat(n, u, v)
  integer, intent(in) :: n
  real(8), intent(inout) :: u(n), v(n)
  integer :: i, t, m
  do t = 1, m
    do i = 2, n - 1
      v(i) = 0.5d0 * (u(i-1) + u(i+1))
    end do
  end do
end subroutine heat
