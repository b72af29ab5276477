! A heat-equation solver kept in a module, as Fortran-90 codes keep them: a kind and a
! constant among the module's parameters, the time loop calling the module's sweep.
module heat_mod
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  real(dp), parameter :: sixth = 1.0_dp / 6.0_dp
contains
  subroutine relax(nx, ny, nt, c, u, v)
    integer, intent(in) :: nx, ny, nt
    real(dp), intent(in) :: c
    real(dp), intent(inout) :: u(nx, ny), v(nx, ny)
    integer :: t
    do t = 1, nt
      call sweep(nx, ny, c, u, v)
      call sweep(nx, ny, c, v, u)
    end do
  end subroutine relax

  subroutine sweep(nx, ny, c, a, b)
    integer, intent(in) :: nx, ny
    real(dp), intent(in) :: c
    real(dp), intent(in) :: a(nx, ny)
    real(dp), intent(inout) :: b(nx, ny)
    integer :: i, j
    do j = 2, ny - 1
      do i = 2, nx - 1
        b(i, j) = a(i, j) + c * sixth * (a(i-1, j) + a(i+1, j) + a(i, j-1) + a(i, j+1) - 4.0_dp * a(i, j))
      end do
    end do
  end subroutine sweep
end module heat_mod
