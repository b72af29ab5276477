subroutine heat(n, nt, u, v)
  integer, intent(in) :: n, nt
  real(8), intent(inout) :: u(n), v(n)
  integer :: i, t, s
  do t = 1, nt
    do s = 1, 2
      do i = 2, n - 1
        v(i) = 0.5d0 * (u(i-1) + u(i+1))
      end do
    end do
  end do
end subroutine heat
