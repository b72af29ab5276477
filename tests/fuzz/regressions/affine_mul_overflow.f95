subroutine s(n, u, v)
  integer :: n, i
  real(8) :: u(n), v(n)
  do i = 1, n
    v(i) = u(i - 2000000000*2000000000*3)
  end do
end subroutine s
