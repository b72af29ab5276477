! The Himeno benchmark's Jacobi solver (Ryutaro Himeno, RIKEN, 1996) as its subroutine
! jacobi runs it: nn iterations of the 19-point sweep of the pressure Poisson equation
! into wrk2, with gosa, the sum of the squared updates (a reduction, started again at
! every iteration), then the copy of wrk2's interior back into p. gosa is the last
! iteration's. The arrays are as in ../himeno/himeno_step.f95, which is one iteration.
subroutine himeno_jacobi(nn, imax, jmax, kmax, omega, a, b, c, p, bnd, wrk1, wrk2, gosa)
  implicit none
  integer, intent(in) :: nn, imax, jmax, kmax
  real(4), intent(in) :: omega
  real(4), intent(in) :: a(imax, jmax, kmax, 4), b(imax, jmax, kmax, 3), c(imax, jmax, kmax, 3)
  real(4), intent(inout) :: p(imax, jmax, kmax)
  real(4), intent(in) :: bnd(imax, jmax, kmax), wrk1(imax, jmax, kmax)
  real(4), intent(inout) :: wrk2(imax, jmax, kmax)
  real(4), intent(out) :: gosa
  real(4) :: s0, ss
  integer :: i, j, k, loop

  do loop = 1, nn
    gosa = 0.0
    do k = 2, kmax - 1
      do j = 2, jmax - 1
        do i = 2, imax - 1
          s0 = a(i,j,k,1)*p(i+1,j,k) + a(i,j,k,2)*p(i,j+1,k) + a(i,j,k,3)*p(i,j,k+1) &
             + b(i,j,k,1)*(p(i+1,j+1,k) - p(i+1,j-1,k) - p(i-1,j+1,k) + p(i-1,j-1,k)) &
             + b(i,j,k,2)*(p(i,j+1,k+1) - p(i,j-1,k+1) - p(i,j+1,k-1) + p(i,j-1,k-1)) &
             + b(i,j,k,3)*(p(i+1,j,k+1) - p(i-1,j,k+1) - p(i+1,j,k-1) + p(i-1,j,k-1)) &
             + c(i,j,k,1)*p(i-1,j,k) + c(i,j,k,2)*p(i,j-1,k) + c(i,j,k,3)*p(i,j,k-1) &
             + wrk1(i,j,k)
          ss = (s0*a(i,j,k,4) - p(i,j,k))*bnd(i,j,k)
          gosa = gosa + ss*ss
          wrk2(i,j,k) = p(i,j,k) + omega*ss
        end do
      end do
    end do
    do k = 2, kmax - 1
      do j = 2, jmax - 1
        do i = 2, imax - 1
          p(i,j,k) = wrk2(i,j,k)
        end do
      end do
    end do
  end do
end subroutine himeno_jacobi
