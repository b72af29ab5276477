! Without implicit none, a call of the user's own function reads as an undeclared array.
subroutine smooth(n, a, b)
  integer n
  real(8) a(n), b(n)
  do i = 2, n - 1
    b(i) = limiter(a(i-1), a(i+1))
  end do
end subroutine smooth
