! Fortran-77 habits for constants: sizes and a coefficient given by PARAMETER
! statements after their types (NX, NY, C), an implicitly typed one (W), and an
! argument array named FLOAT given its shape by a DIMENSION statement, which hides the
! conversion intrinsic of that name.
      SUBROUTINE F77P(U, V, FLOAT)
      INTEGER NX, NY
      PARAMETER (NX=64, NY=48)
      DOUBLE PRECISION C
      PARAMETER (C=0.25D0, W=2.0)
      REAL*8 U, V, FLOAT
      DIMENSION U(0:NX+1, 0:NY+1), V(0:NX+1, 0:NY+1), FLOAT(NX)
      INTEGER I, J
      DO J = 1, NY
        DO I = 1, NX
          V(I,J) = C * (U(I-1,J) + U(I+1,J) + U(I,J-1) + U(I,J+1)) + W * FLOAT(I)
        END DO
      END DO
      END
