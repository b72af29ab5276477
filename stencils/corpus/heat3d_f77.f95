! One explicit step of the 3-D heat equation (the 7-point FTCS update), written with the
! habits of Fortran-77 code carried into free form: upper case, REAL*8, no INTENT, the
! shapes given by a DIMENSION statement, RETURN and a bare END. REAL*8 is an extension:
! gfortran accepts this file with -std=legacy (or the default -std=gnu), not -std=f95.
      SUBROUTINE HEAT3D(NX, NY, NZ, S, T, TNEW)
      IMPLICIT NONE
      INTEGER NX, NY, NZ
      REAL*8 S, T, TNEW
      DIMENSION T(0:NX+1, 0:NY+1, 0:NZ+1), TNEW(0:NX+1, 0:NY+1, 0:NZ+1)
      INTEGER I, J, K
      DO K = 1, NZ
        DO J = 1, NY
          DO I = 1, NX
            TNEW(I,J,K) = T(I,J,K) + S*(T(I-1,J,K) + T(I+1,J,K) + T(I,J-1,K) &
              + T(I,J+1,K) + T(I,J,K-1) + T(I,J,K+1) - 6.0D0*T(I,J,K))
          ENDDO
        ENDDO
      ENDDO
      RETURN
      END
