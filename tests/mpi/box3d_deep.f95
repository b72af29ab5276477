! A 27-point box smoother in 3-D, nt steps of a sweep into v and a copy back into u, on
! grids with g = 2 ghost layers and a coefficient grid c read at the point: the MPI
! entry's exchange every two steps must carry edges and corners, and c's values past the
! block (tests/cases/mpi_suite.sh).
subroutine box3d_deep(nx, ny, nz, nt, u, v, c)
  implicit none
  integer, parameter :: g = 2
  integer, intent(in) :: nx, ny, nz, nt
  real(8), intent(inout) :: u(1-g:nx+g, 1-g:ny+g, 1-g:nz+g), v(1-g:nx+g, 1-g:ny+g, 1-g:nz+g)
  real(8), intent(in) :: c(1-g:nx+g, 1-g:ny+g, 1-g:nz+g)
  integer :: i, j, k, t
  do t = 1, nt
    do k = 1, nz
      do j = 1, ny
        do i = 1, nx
          v(i,j,k) = c(i,j,k) * (u(i-1,j-1,k-1) + u(i,j-1,k-1) + u(i+1,j-1,k-1) + u(i-1,j,k-1) + u(i,j,k-1) &
                   + u(i+1,j,k-1) + u(i-1,j+1,k-1) + u(i,j+1,k-1) + u(i+1,j+1,k-1) + u(i-1,j-1,k) + u(i,j-1,k) &
                   + u(i+1,j-1,k) + u(i-1,j,k) + u(i,j,k) + u(i+1,j,k) + u(i-1,j+1,k) + u(i,j+1,k) + u(i+1,j+1,k) &
                   + u(i-1,j-1,k+1) + u(i,j-1,k+1) + u(i+1,j-1,k+1) + u(i-1,j,k+1) + u(i,j,k+1) + u(i+1,j,k+1) &
                   + u(i-1,j+1,k+1) + u(i,j+1,k+1) + u(i+1,j+1,k+1))
        end do
      end do
    end do
    do k = 1, nz
      do j = 1, ny
        do i = 1, nx
          u(i,j,k) = v(i,j,k)
        end do
      end do
    end do
  end do
end subroutine box3d_deep
