! One Jacobi sweep of the Himeno benchmark (Ryutaro Himeno, RIKEN, 1996): the pressure
! Poisson equation of an incompressible flow solver in general curvilinear coordinates,
! a 19-point stencil whose coefficients are fields. a(:,:,:,1..4), b(:,:,:,1..3) and
! c(:,:,:,1..3) hold the metric terms, one component per constant fourth index; bnd masks
! the boundary; wrk1 is the source term. The benchmark's residual sum (gosa) is left
! out here: stencils/himeno/himeno_step.f95 has it, with the copy of the benchmark's step.
subroutine himeno(imax, jmax, kmax, omega, a, b, c, p, bnd, wrk1, wrk2)
  implicit none
  integer, intent(in) :: imax, jmax, kmax
  real(4), intent(in) :: omega
  real(4), intent(in) :: a(imax, jmax, kmax, 4), b(imax, jmax, kmax, 3), c(imax, jmax, kmax, 3)
  real(4), intent(in) :: p(imax, jmax, kmax), bnd(imax, jmax, kmax), wrk1(imax, jmax, kmax)
  real(4), intent(inout) :: wrk2(imax, jmax, kmax)
  real(4) :: s0, ss
  integer :: i, j, k

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
        wrk2(i,j,k) = p(i,j,k) + omega*ss
      end do
    end do
  end do
end subroutine himeno
