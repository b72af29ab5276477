! One step of first-order upwind (donor-cell) advection of a scalar q by a velocity field
! (u, v, w) given at the cell centres (Courant, Isaacson and Rees, CPAM 1952; LeVeque,
! "Finite Volume Methods for Hyperbolic Problems", 2002, sec. 4.8): along each axis the
! difference is taken on the side the flow comes from, which max(u, 0) and min(u, 0)
! select without a branch,
!   qnew = q - cx (max(u,0) (q - q(i-1)) + min(u,0) (q(i+1) - q)) - (same in y, z).
subroutine upwind(nx, ny, nz, cx, cy, cz, u, v, w, q, qnew)
  implicit none
  integer, intent(in) :: nx, ny, nz
  real(8), intent(in) :: cx, cy, cz
  real(8), intent(in) :: u(nx, ny, nz), v(nx, ny, nz), w(nx, ny, nz)
  real(8), intent(in) :: q(0:nx+1, 0:ny+1, 0:nz+1)
  real(8), intent(inout) :: qnew(0:nx+1, 0:ny+1, 0:nz+1)
  integer :: i, j, k

  do k = 1, nz
    do j = 1, ny
      do i = 1, nx
        qnew(i,j,k) = q(i,j,k) &
          - cx*(max(u(i,j,k), 0.0d0)*(q(i,j,k) - q(i-1,j,k)) + min(u(i,j,k), 0.0d0)*(q(i+1,j,k) - q(i,j,k))) &
          - cy*(max(v(i,j,k), 0.0d0)*(q(i,j,k) - q(i,j-1,k)) + min(v(i,j,k), 0.0d0)*(q(i,j+1,k) - q(i,j,k))) &
          - cz*(max(w(i,j,k), 0.0d0)*(q(i,j,k) - q(i,j,k-1)) + min(w(i,j,k), 0.0d0)*(q(i,j,k+1) - q(i,j,k)))
      end do
    end do
  end do
end subroutine upwind
