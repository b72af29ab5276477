! A 4-D nest: the CUDA target tiles at most three dimensions.
subroutine four_d(n1, n2, n3, n4, u, v)
  implicit none
  integer, intent(in) :: n1, n2, n3, n4
  real(8), intent(in) :: u(n1, n2, n3, n4)
  real(8), intent(inout) :: v(n1, n2, n3, n4)
  integer :: i, j, k, l
  do l = 1, n4
    do k = 1, n3
      do j = 1, n2
        do i = 1, n1
          v(i,j,k,l) = 2.0d0*u(i,j,k,l)
        end do
      end do
    end do
  end do
end subroutine four_d
