! Fortran has no reserved words: keywords name the subroutine, its arguments, a parameter,
! loop variables and temporaries, and a statement that assigns starts with a name (if =,
! intent(...) =). The arrays exp and sin hide the intrinsics of their names; min is
! still the intrinsic.
subroutine double(end, real, precision, exp, sin, intent, parameter)
  implicit none
  integer, intent(in) :: end, real
  double precision, intent(in) :: precision
  real(8), intent(in) :: exp(0:end+1, 0:real+1), sin(0:end+1, 0:real+1)
  real(8), intent(inout) :: intent(0:end+1, 0:real+1)
  real(8), intent(in) :: parameter
  integer, parameter :: dimension = 1
  real(8) :: subroutine, if
  integer :: do, while

  do while = 1, real
    do do = 1, end
      subroutine = exp(do, while) + sin(do - dimension, while)
      if = min(subroutine, parameter)
      intent(do, while) = precision*if + exp(do, while + 1)
    end do
  end do
end subroutine double
