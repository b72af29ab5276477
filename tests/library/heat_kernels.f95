! Two subroutines in one file, the first with two nests of different dimensions: a 2-D
! average of a into t, then a 3-D step of v from u that reads t. The library test
! (tests/cases/library_nests.sh) tunes each nest on its own.
subroutine heat_step(nx, ny, nz, c, a, t, u, v)
  implicit none
  integer, intent(in) :: nx, ny, nz
  real(8), intent(in) :: c
  real(8), intent(in) :: a(0:nx+1, 0:ny+1)
  real(8), intent(inout) :: t(0:nx+1, 0:ny+1)
  real(8), intent(in) :: u(0:nx+1, 0:ny+1, 0:nz+1)
  real(8), intent(inout) :: v(0:nx+1, 0:ny+1, 0:nz+1)
  integer :: i, j, k

  do j = 1, ny
    do i = 1, nx
      t(i,j) = 0.25d0*(a(i-1,j) + a(i+1,j) + a(i,j-1) + a(i,j+1))
    end do
  end do
  do k = 1, nz
    do j = 1, ny
      do i = 1, nx
        v(i,j,k) = u(i,j,k) + c*t(i,j)*(u(i-1,j,k) + u(i+1,j,k) + u(i,j-1,k) + u(i,j+1,k) &
                 + u(i,j,k-1) + u(i,j,k+1) - 6*u(i,j,k))
      end do
    end do
  end do
end subroutine heat_step

subroutine smooth2d(nx, ny, a, b)
  implicit none
  integer, intent(in) :: nx, ny
  real(8), intent(in) :: a(0:nx+1, 0:ny+1)
  real(8), intent(inout) :: b(0:nx+1, 0:ny+1)
  integer :: i, j

  do j = 1, ny
    do i = 1, nx
      b(i,j) = 0.5d0*a(i,j) + 0.125d0*(a(i-1,j) + a(i+1,j) + a(i,j-1) + a(i,j+1))
    end do
  end do
end subroutine smooth2d
