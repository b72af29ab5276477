subroutine relax(n, nt, w, u, v)
  integer, intent(in) :: n, nt
  real(8), intent(inout) :: w
  real(8), intent(inout) :: u(n), v(n)
  integer :: i, t
  do t = 1, nt
    do i = 2, n - 1
      v(i) = w * (u(i-1) + u(i+1))
    end do
    w = w * 0.5d0
  end do
end subroutine relax
