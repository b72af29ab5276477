! Two modules that each declare their own dp, both used: Fortran cannot tell which dp
! real(dp) means.
module ka
  implicit none
  integer, parameter :: dp = kind(1.0d0)
end module ka
module kb
  implicit none
  integer, parameter :: dp = kind(1.0d0)
end module kb
subroutine sweep(n, a, b)
  use ka
  use kb
  implicit none
  integer, intent(in) :: n
  real(dp), intent(in) :: a(n)
  real(dp), intent(inout) :: b(n)
  integer :: i
  do i = 2, n - 1
    b(i) = 0.5_dp * (a(i-1) + a(i+1))
  end do
end subroutine sweep
