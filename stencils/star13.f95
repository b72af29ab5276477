! 13-point star, 4th order in space (radius 2), double precision.
! Written in mixed letter case on purpose: Fortran is case-insensitive.
SUBROUTINE Star13(NX, NY, NZ, c0, c1, c2, U, Unew)
  IMPLICIT NONE
  INTEGER, INTENT(IN) :: NX, NY, NZ
  REAL(KIND=8), INTENT(IN) :: C0, C1, C2      ! per-distance coefficients
  Real(Kind=8), Intent(In)    :: u(-1:nx+2, -1:ny+2, -1:nz+2)
  real(kind=8), intent(InOut) :: UNEW(-1:Nx+2, -1:Ny+2, -1:Nz+2)
  Integer :: I, J, K

  DO K = 1, NZ
    Do J = 1, Ny
      do i = 1, nx
        UNEW(I,J,K) = c0*U(i,j,k)                                        &
                    + C1*(u(I-1,j,k) + u(I+1,j,k) + u(i,J-1,k) + u(i,J+1,k) &
                        + u(i,j,K-1) + u(i,j,K+1))                       &
                    + C2*(u(I-2,j,k) + u(I+2,j,k) + u(i,J-2,k) + u(i,J+2,k) &
                        + u(i,j,K-2) + u(i,j,K+2))
      END DO
    EndDo
  ENDDO
END SUBROUTINE Star13
