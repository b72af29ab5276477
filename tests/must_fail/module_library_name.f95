! A module named like the MPI library's own Fortran module (the library of subroutine
! sweep is sweep, its MPI interface module sweep_mpi_mod): the two .mod files would be one.
module sweep_mpi_mod
  implicit none
  integer, parameter :: dp = kind(1.0d0)
contains
  subroutine sweep(nx, ny, a, b)
    integer, intent(in) :: nx, ny
    real(dp), intent(in) :: a(nx, ny)
    real(dp), intent(inout) :: b(nx, ny)
    integer :: i, j
    do j = 2, ny - 1
      do i = 2, nx - 1
        b(i, j) = 0.25_dp * (a(i-1, j) + a(i+1, j) + a(i, j-1) + a(i, j+1))
      end do
    end do
  end subroutine sweep
end module sweep_mpi_mod
