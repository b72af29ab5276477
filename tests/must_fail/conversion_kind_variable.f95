! real(x, k) converts to a kind fixed when the file is compiled: a variable cannot be it.
subroutine s(n, k, u, v)
  integer, intent(in) :: n, k
  real(8), intent(in) :: u(0:n+1)
  real(4), intent(out) :: v(n)
  integer :: i
  do i = 1, n
    v(i) = real(u(i-1) + u(i+1), kind=k)
  end do
end subroutine s
