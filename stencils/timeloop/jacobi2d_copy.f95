! Jacobi iteration of the 2-D Laplace equation in fp32 as textbooks write it: each
! step computes the 5-point average into unew and copies its interior back into u.
subroutine jacobi2d_copy(n, m, steps, u, unew)
  implicit none
  integer, intent(in) :: n, m, steps
  real(4), intent(inout) :: u(0:n+1, 0:m+1), unew(0:n+1, 0:m+1)
  integer :: i, j, it

  do it = 1, steps
    do j = 1, m
      do i = 1, n
        unew(i,j) = 0.25 * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1))
      end do
    end do
    do j = 1, m
      do i = 1, n
        u(i,j) = unew(i,j)
      end do
    end do
  end do
end subroutine jacobi2d_copy
