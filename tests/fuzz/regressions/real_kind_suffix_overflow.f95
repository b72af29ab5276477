subroutine s(n, u, v)
  integer :: n, i
  real(8) :: u(n), v(n)
  do i = 1, n
    v(i) = 0.5_99999999999*u(i)
  end do
end subroutine s
