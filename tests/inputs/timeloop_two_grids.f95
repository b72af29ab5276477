! A time loop whose first nest writes two grids (both read by the second, one at another
! plane), over ranges that leave part of each grid's interior out and differ from nest
! to nest, on grids with lower bounds of 0: the final versions of two grids of one nest.
subroutine timeloop_two_grids(nx, ny, nz, nt, a, b, c)
  implicit none
  integer, intent(in) :: nx, ny, nz, nt
  real(8), intent(inout) :: a(0:nx+1, 0:ny+1, 0:nz+1), b(0:nx+1, 0:ny+1, 0:nz+1), c(0:nx+1, 0:ny+1, 0:nz+1)
  integer :: i, j, k, t

  do t = 1, nt
    do k = 1, nz - 1
      do j = 2, ny
        do i = 1, nx - 2
          b(i,j,k) = a(i,j,k) + 0.1d0 * (a(i-1,j,k) + a(i+1,j,k) + a(i,j-1,k) + a(i,j+1,k) &
                                      + a(i,j,k-1) + a(i,j,k+1) - 6.0d0 * a(i,j,k))
          c(i,j,k) = 0.5d0 * a(i,j,k) + 0.25d0 * a(i,j+1,k)
        end do
      end do
    end do
    do k = 2, nz
      do j = 1, ny - 1
        do i = 2, nx
          a(i,j,k) = b(i,j,k) + 0.1d0 * (b(i-1,j,k) + b(i+1,j,k) + b(i,j-1,k) + b(i,j+1,k) &
                                      + b(i,j,k-1) + b(i,j,k+1)) - 0.3d0 * c(i,j,k-1)
        end do
      end do
    end do
  end do
end subroutine timeloop_two_grids
