! One profile p read as p(i) and as p(k): two arrays under one name, refused.
subroutine two_ways(n, p, u, v)
  implicit none
  integer, intent(in) :: n
  real(8), intent(in) :: p(n)
  real(8), intent(in) :: u(n, n, 0:n+1)
  real(8), intent(inout) :: v(n, n, 0:n+1)
  integer :: i, j, k
  do k = 1, n
    do j = 1, n
      do i = 1, n
        v(i,j,k) = p(i)*u(i,j,k-1) + 2.0d0*p(k)*u(i,j,k+1)
      end do
    end do
  end do
end subroutine two_ways
