! Diffusion of a scalar a in an anelastic large-eddy simulation on a vertically stretched
! grid (second-order finite volumes, as in the anelastic equations of Ogura and Phillips,
! J. Atmos. Sci. 20, 1962, discretised on a staggered Arakawa C grid): the tendency
!   at += kappa (d2a/dx2 + d2a/dy2 + 1/rho d/dz (rho da/dz)),
! where the reference density and the grid spacings vary only with height: rho(k) at the
! cell centres and rhoh(k) at the faces below them, dzi(k) the inverse thickness of cell k
! and dzhi(k) the inverse distance between the centres of cells k-1 and k. The grids keep
! a ghost layer (lower bounds 0), the profiles one more face at the top.
subroutine anelastic_diffusion(itot, jtot, ktot, kappa, dxidxi, dyidyi, rho, rhoh, dzi, dzhi, a, at)
  implicit none
  integer, intent(in) :: itot, jtot, ktot
  real(8), intent(in) :: kappa, dxidxi, dyidyi
  real(8), intent(in) :: rho(0:ktot+1), rhoh(0:ktot+1), dzi(0:ktot+1), dzhi(0:ktot+1)
  real(8), intent(in) :: a(0:itot+1, 0:jtot+1, 0:ktot+1)
  real(8), intent(inout) :: at(0:itot+1, 0:jtot+1, 0:ktot+1)
  integer :: i, j, k

  do k = 1, ktot
    do j = 1, jtot
      do i = 1, itot
        at(i,j,k) = at(i,j,k) + kappa * ( &
            (a(i+1,j,k) - 2.0d0*a(i,j,k) + a(i-1,j,k)) * dxidxi &
          + (a(i,j+1,k) - 2.0d0*a(i,j,k) + a(i,j-1,k)) * dyidyi &
          + (rhoh(k+1) * (a(i,j,k+1) - a(i,j,k)) * dzhi(k+1) &
           - rhoh(k) * (a(i,j,k) - a(i,j,k-1)) * dzhi(k)) * dzi(k) / rho(k))
      end do
    end do
  end do
end subroutine anelastic_diffusion
