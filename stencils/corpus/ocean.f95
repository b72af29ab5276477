! Parts of one time step of a layered ocean model on an Arakawa C grid (Arakawa and Lamb,
! "Computational design of the basic dynamical processes of the UCLA general circulation
! model", Methods in Computational Physics 17, 1977): velocities on the cell faces,
! surface height and tracers at the centres. A 2-D/3-D mix in one file.
!  ocean_step: the linearised continuity equation for the free surface eta (2-D), then
!              horizontal and vertical diffusion of a tracer t (3-D), two nests of
!              different dimensions in one subroutine;
!  momentum:   the pressure-gradient update of the face velocities u and v (2-D), one nest
!              per velocity, each over its own faces.
! u(i,j) is on the east face of cell (i,j) and v(i,j) on its north face, so u has faces
! 0..nx along its first dimension and v 0..ny along its second.
subroutine ocean_step(nx, ny, nz, dt, depth, rdx, rdy, kh, kv, u, v, eta, eta_new, t, t_new)
  implicit none
  integer, intent(in) :: nx, ny, nz
  real(8), intent(in) :: dt, depth, rdx, rdy, kh, kv
  real(8), intent(in) :: u(0:nx, ny), v(nx, 0:ny), eta(nx, ny)
  real(8), intent(inout) :: eta_new(nx, ny)
  real(8), intent(in) :: t(0:nx+1, 0:ny+1, 0:nz+1)
  real(8), intent(inout) :: t_new(0:nx+1, 0:ny+1, 0:nz+1)
  integer :: i, j, k

  do j = 1, ny
    do i = 1, nx
      eta_new(i,j) = eta(i,j) - dt*depth*((u(i,j) - u(i-1,j))*rdx + (v(i,j) - v(i,j-1))*rdy)
    end do
  end do
  do k = 1, nz
    do j = 1, ny
      do i = 1, nx
        t_new(i,j,k) = t(i,j,k) + kh*(t(i-1,j,k) + t(i+1,j,k) + t(i,j-1,k) + t(i,j+1,k) - 4.0d0*t(i,j,k)) &
                                + kv*(t(i,j,k-1) + t(i,j,k+1) - 2.0d0*t(i,j,k))
      end do
    end do
  end do
end subroutine ocean_step

subroutine momentum(nx, ny, gdt, rdx, rdy, eta, u, v, u_new, v_new)
  implicit none
  integer, intent(in) :: nx, ny
  real(8), intent(in) :: gdt, rdx, rdy
  real(8), intent(in) :: eta(nx, ny), u(0:nx, ny), v(nx, 0:ny)
  real(8), intent(inout) :: u_new(0:nx, ny), v_new(nx, 0:ny)
  integer :: i, j

  do j = 1, ny
    do i = 1, nx - 1
      u_new(i,j) = u(i,j) - gdt*rdx*(eta(i+1,j) - eta(i,j))
    end do
  end do
  do j = 1, ny - 1
    do i = 1, nx
      v_new(i,j) = v(i,j) - gdt*rdy*(eta(i,j+1) - eta(i,j))
    end do
  end do
end subroutine momentum
