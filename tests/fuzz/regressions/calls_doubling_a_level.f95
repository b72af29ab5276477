! T subroutine s3
subroutine s4(n, u, v)
  integer n
  real(8) u(n), v(n)
  call s5(n, u, v)
  call s5(n, v, u)
end subroutine s4
subroutine s5(n, u, v)
  integer n
  real(8) u(n), v(n)
  call s6(n, u, v)
  call s6(n, v, u)
end subroutine s5
subroutine s6(n, u, v)
  integer n
  real(8) u(n), v(n)
  call s7(n, u, v)
  call s7(n, v, u)
end subroutine s6
subroutine s7(n, u, v)
  integer n
  real(8) u(n), v(n)
  call s8(n, u, v)
  call s8(n, v, u)
end subroutine s7
subroutine s8(n, u, v)
  integer n
  real(8) u(n), v(n)
  call s9(n, u, v)
  call s9(n, v, u)
end subroutine s8
subroutine s9(n, u, v)
  integer n
  real(8) u(n), v(n)
  call s10(n, u, v)
  call s10(n, v, u)
end subroutine s9
subroutine s10(n, u, v)
  integer n
  real(8) u(n), v(n)
  call s11(n, u, v)
  call s11(n, v, u)
end subroutine s10
subroutine s11(n, u, v)
  integer n
  real(8) u(n), v(n)
  call s12(n, u, v)
  call s12(n, v, u)
end subroutine s11
subroutine s12(n, u, v)
  integer n
  real(8) u(n), v(n)
  call s13(n, u, v)
  call s13(n, v, u)
end subroutine s12
subroutine s13(n, u, v)
  integer n
  real(8) u(n), v(n)
  call s14(n, u, v)
  call s14(n, v, u)
end subroutine s13
subroutine s14(n, u, v)
  integer n
  real(8) u(n), v(n)
  call s15(n, u, v)
  call s15(n, v, u)
end subroutine s14
subroutine s15(n, u, v)
  integer n
  real(8) u(n), v(n)
  call s16(n, u, v)
  call s16(n, v, u)
end subroutine s15
subroutine s16(n, u, v)
  integer n
  real(8) u(n), v(n)
  call s17(n, u, v)
  call s17(n, v, u)
end subroutine s16
subroutine s17(n, u, v)
  integer n
  real(8) u(n), v(n)
  call s18(n, u, v)
  call s18(n, v, u)
end subroutine s17
subroutine s18(n, u, v)
  integer n
  real(8) u(n), v(n)
  call s19(n, u, v)
  call s19(n, v, u)
end subroutine s18
subroutine s19(n, u, v)
  integer n
  real(8) u(n), v(n)
  do i = 2, n - 1
    v(i) = u(i-1) + u(i+1)
  end do
end subroutine s19
