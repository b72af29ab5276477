! A stencil kept as an internal procedure of the main program: stenciltune reads
! external subroutines, whose symbol the library's entry takes.
program relax_driver
  implicit none
  real(8) :: u(64), v(64)
  u = 1.0d0
  call relax(64, u, v)
contains
  subroutine relax(n, u, v)
    integer, intent(in) :: n
    real(8), intent(in) :: u(n)
    real(8), intent(out) :: v(n)
    integer :: i
    do i = 2, n - 1
      v(i) = 0.5d0 * (u(i-1) + u(i+1))
    end do
  end subroutine relax
end program relax_driver
