! A program written before stenciltune: it calls heat_step and smooth2d and prints every
! point of what they write. tests/cases/library_nests.sh links it once with
! heat_kernels.f95 and once with the tuned library instead, unchanged.
program legacy_heat_driver
  implicit none
  integer, parameter :: nx = 21, ny = 17, nz = 9
  double precision :: a(0:nx+1, 0:ny+1), t(0:nx+1, 0:ny+1), b(0:nx+1, 0:ny+1)
  double precision :: u(0:nx+1, 0:ny+1, 0:nz+1), v(0:nx+1, 0:ny+1, 0:nz+1)
  integer :: i, j, k, seed_size
  integer, allocatable :: seed(:)
  call random_seed(size=seed_size)
  allocate(seed(seed_size))
  seed = 5
  call random_seed(put=seed)
  call random_number(a)
  call random_number(t)
  call random_number(u)
  call random_number(v)
  call random_number(b)
  call heat_step(nx, ny, nz, 0.1d0, a, t, u, v)
  call smooth2d(nx, ny, t, b)
  do k = 0, nz + 1
    do j = 0, ny + 1
      do i = 0, nx + 1
        write (*, '(es24.16)') v(i, j, k)
      end do
    end do
  end do
  do j = 0, ny + 1
    do i = 0, nx + 1
      write (*, '(es24.16)') t(i, j)
      write (*, '(es24.16)') b(i, j)
    end do
  end do
end program legacy_heat_driver
