! Mixed case, '&' continuations with comment and blank lines between them, a leading
! '&' on the continued line, 'EndDo', 'end do' and 'ENDSUBROUTINE name'.
SUBROUTINE Continuation(NX, ny, U, v)
  Implicit None
  INTEGER, INTENT(IN) :: nx, NY
  Real(8), Intent(In) :: u(0:nx+1, &
                           0:ny+1)
  real(8), intent(inout) :: V(0:NX+1, 0:ny+1)
  integer :: i, J

  DO j = 1, ny
    do I = 1, Nx
      v(i,j) = u(i-1,j) &
      ! a comment between continuation lines

        ! and another after a blank line
        + U(I+1,j) &   ! a comment after the '&'
        & + u(i,J)
    EndDo
  end do
ENDSUBROUTINE Continuation
