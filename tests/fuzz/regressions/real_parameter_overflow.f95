subroutine s(n, u, v)
  real, parameter :: r = 1e38*1e38
  integer :: n, i
  real(8) :: u(n), v(n)
  do i = 1, n
    v(i) = r*u(i)
  end do
end subroutine s
