! Second-order acoustic wave equation on a 3-D grid (leapfrog in time): each step
! computes the next pressure from the current and the previous one with the 7-point
! Laplacian, then rotates the time levels by copies (uprev = u, u = unext).
subroutine wave3d(nx, ny, nz, nt, c2, uprev, u, unext)
  implicit none
  integer, intent(in) :: nx, ny, nz, nt
  real(8), intent(in) :: c2
  real(8), intent(inout) :: uprev(nx, ny, nz), u(nx, ny, nz), unext(nx, ny, nz)
  integer :: i, j, k, step

  do step = 1, nt
    do k = 2, nz - 1
      do j = 2, ny - 1
        do i = 2, nx - 1
          unext(i,j,k) = 2.0d0 * u(i,j,k) - uprev(i,j,k) + c2 * (u(i-1,j,k) + u(i+1,j,k) + u(i,j-1,k) &
                         + u(i,j+1,k) + u(i,j,k-1) + u(i,j,k+1) - 6.0d0 * u(i,j,k))
        end do
      end do
    end do
    do k = 2, nz - 1
      do j = 2, ny - 1
        do i = 2, nx - 1
          uprev(i,j,k) = u(i,j,k)
        end do
      end do
    end do
    do k = 2, nz - 1
      do j = 2, ny - 1
        do i = 2, nx - 1
          u(i,j,k) = unext(i,j,k)
        end do
      end do
    end do
  end do
end subroutine wave3d
