! Two sweeps that call each other: inlining them would never end.
subroutine forward(n, u, v)
  implicit none
  integer, intent(in) :: n
  real(8), intent(inout) :: u(n), v(n)
  integer :: i
  do i = 2, n - 1
    v(i) = 0.5d0 * (u(i-1) + u(i+1))
  end do
  call backward(n, v, u)
end subroutine forward

subroutine backward(n, u, v)
  implicit none
  integer, intent(in) :: n
  real(8), intent(inout) :: u(n), v(n)
  call forward(n, v, u)
end subroutine backward
