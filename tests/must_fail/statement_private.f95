! Access statements in a module: its copy in the library makes everything public.
module relax_mod
  implicit none
  private
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
end module relax_mod
