! Two subroutines of one file: the library of the first defines jacobi_device (its entry
! on device arrays), the name of the second.
subroutine jacobi(n, u, v)
  integer, intent(in) :: n
  real(8), intent(in) :: u(n, n)
  real(8), intent(inout) :: v(n, n)
  integer :: i, j
  do j = 2, n - 1
    do i = 2, n - 1
      v(i, j) = 0.25d0 * (u(i-1, j) + u(i+1, j) + u(i, j-1) + u(i, j+1))
    end do
  end do
end subroutine jacobi

subroutine jacobi_device(n, u, v)
  integer, intent(in) :: n
  real(8), intent(in) :: u(n, n)
  real(8), intent(inout) :: v(n, n)
  integer :: i, j
  do j = 2, n - 1
    do i = 2, n - 1
      v(i, j) = u(i, j)
    end do
  end do
end subroutine jacobi_device
