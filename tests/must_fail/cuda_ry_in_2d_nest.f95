! A 3-D nest then a 2-D nest, printed for CUDA with one variant for both: RY=2 is the
! 3-D nest's choice and has no meaning in the 2-D one.
subroutine mixed(n, u, v, a, b)
  implicit none
  integer, intent(in) :: n
  real(8), intent(in) :: u(n, 0:n+1, n), a(n, n)
  real(8), intent(inout) :: v(n, n, n), b(n, n)
  integer :: i, j, k
  do k = 1, n
    do j = 1, n
      do i = 1, n
        v(i,j,k) = 2.0d0*u(i,j+1,k)
      end do
    end do
  end do
  do j = 1, n
    do i = 1, n
      b(i,j) = 3.0d0*a(i,j)
    end do
  end do
end subroutine mixed
