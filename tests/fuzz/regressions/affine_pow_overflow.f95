subroutine s(n)
  integer, parameter :: m = 10**40
  integer :: n
end subroutine s
