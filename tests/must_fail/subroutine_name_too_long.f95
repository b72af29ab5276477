! A subroutine name of 49 characters: the library's Fortran module would declare
! NAME_resident_begin, 64 characters, one more than a Fortran name may have.
subroutine hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh_heat2d(n, u, v)
  integer, intent(in) :: n
  real(8), intent(in) :: u(n, n)
  real(8), intent(inout) :: v(n, n)
  integer :: i, j
  do j = 2, n - 1
    do i = 2, n - 1
      v(i, j) = 0.25d0 * (u(i-1, j) + u(i+1, j) + u(i, j-1) + u(i, j+1))
    end do
  end do
end subroutine hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh_heat2d
