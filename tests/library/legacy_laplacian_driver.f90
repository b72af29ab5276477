! A program written before stenciltune existed: it calls the original subroutine
! `laplacian` and prints every point of the result. The test links it once with
! stencils/laplacian.f95 and once with the tuned liblaplacian.a instead, unchanged.
program legacy_laplacian_driver
  implicit none
  integer, parameter :: nx = 29, ny = 13, nz = 11
  double precision :: u(0:nx+1, 0:ny+1, 0:nz+1), unext(0:nx+1, 0:ny+1, 0:nz+1)
  integer :: i, j, k, seed_size
  integer, allocatable :: seed(:)
  call random_seed(size=seed_size)
  allocate(seed(seed_size))
  seed = 20261121
  call random_seed(put=seed)
  call random_number(u)
  call random_number(unext)
  call laplacian(nx, ny, nz, 0.4d0, 0.1d0, u, unext)
  do k = 0, nz + 1
    do j = 0, ny + 1
      do i = 0, nx + 1
        write (*, '(es24.16)') unext(i, j, k)
      end do
    end do
  end do
end program legacy_laplacian_driver
