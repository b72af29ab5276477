! Kinds (from iso_fortran_env) and constants in one module, the solver in another that
! uses it, and a caller that uses both.
module kinds
  use, intrinsic :: iso_fortran_env, only: real64
  implicit none
  integer, parameter :: dp = real64
  real(dp), parameter :: quarter = 0.25_dp
end module kinds

module solver
  use kinds
  implicit none
  real(dp), parameter :: four = 4.0_dp
contains
  subroutine smooth(nx, ny, nt, u, v)
    integer, intent(in) :: nx, ny, nt
    real(dp), intent(inout) :: u(nx, ny), v(nx, ny)
    integer :: t
    do t = 1, nt
      call sweep(nx, ny, u, v)
      call sweep(nx, ny, v, u)
    end do
  end subroutine smooth

  subroutine sweep(nx, ny, a, b)
    use kinds, only: quarter
    integer, intent(in) :: nx, ny
    real(dp), intent(in) :: a(nx, ny)
    real(dp), intent(inout) :: b(nx, ny)
    integer :: i, j
    do j = 2, ny - 1
      do i = 2, nx - 1
        b(i, j) = a(i, j) + quarter * 0.5_dp * (a(i-1, j) + a(i+1, j) + a(i, j-1) + a(i, j+1) - four * a(i, j))
      end do
    end do
  end subroutine sweep
end module solver
