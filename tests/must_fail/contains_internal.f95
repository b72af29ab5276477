! An internal procedure: 'contains' inside a subroutine is refused at the 'contains'.
subroutine relax(n, u, v)
  integer, intent(in) :: n
  real(8), intent(in) :: u(n)
  real(8), intent(out) :: v(n)
  integer :: i
  do i = 2, n - 1
    v(i) = 0.5d0 * (u(i-1) + u(i+1))
  end do
contains
  subroutine helper()
  end subroutine helper
end subroutine relax
