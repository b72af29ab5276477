! Intents given by INTENT statements apart from the declarations: stenciltune reads the
! intent of an argument in its type declaration.
subroutine relax(n, u, v)
  implicit none
  integer :: n
  real(8) :: u(n), v(n)
  intent(in) :: n, u
  intent(out) :: v
  integer :: i
  do i = 2, n - 1
    v(i) = 0.5d0 * (u(i-1) + u(i+1))
  end do
end subroutine relax
