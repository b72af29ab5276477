subroutine s(n, u, v)
  integer :: n, i
  real(8) :: u(-2147483647-1:n), v(n)
  do i = 1, n
    v(i) = u(i-2147483647-1)
  end do
end subroutine s
