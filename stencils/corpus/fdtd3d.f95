! The radius-4 star of NVIDIA's FDTD3d CUDA sample (the finite-difference time-domain
! stencil of its documentation, Micikevicius, "3D Finite Difference Computation on GPUs
! using CUDA", GPGPU-2, 2009): output = coeff(0) input + sum over r = 1..4 of coeff(r)
! times the six neighbours at distance r, in single precision. The grid is padded by its
! halo of 4 on every side; the interior is 1..n, so the lower bounds are -3.
subroutine fdtd3d(dimx, dimy, dimz, coeff, input, output)
  implicit none
  integer, intent(in) :: dimx, dimy, dimz
  real(4), intent(in) :: coeff(0:4)
  real(4), intent(in) :: input(-3:dimx+4, -3:dimy+4, -3:dimz+4)
  real(4), intent(inout) :: output(-3:dimx+4, -3:dimy+4, -3:dimz+4)
  integer :: ix, iy, iz

  do iz = 1, dimz
    do iy = 1, dimy
      do ix = 1, dimx
        output(ix,iy,iz) = coeff(0)*input(ix,iy,iz) &
          + coeff(1)*(input(ix-1,iy,iz) + input(ix+1,iy,iz) + input(ix,iy-1,iz) &
                      + input(ix,iy+1,iz) + input(ix,iy,iz-1) + input(ix,iy,iz+1)) &
          + coeff(2)*(input(ix-2,iy,iz) + input(ix+2,iy,iz) + input(ix,iy-2,iz) &
                      + input(ix,iy+2,iz) + input(ix,iy,iz-2) + input(ix,iy,iz+2)) &
          + coeff(3)*(input(ix-3,iy,iz) + input(ix+3,iy,iz) + input(ix,iy-3,iz) &
                      + input(ix,iy+3,iz) + input(ix,iy,iz-3) + input(ix,iy,iz+3)) &
          + coeff(4)*(input(ix-4,iy,iz) + input(ix+4,iy,iz) + input(ix,iy-4,iz) &
                      + input(ix,iy+4,iz) + input(ix,iy,iz-4) + input(ix,iy,iz+4))
      end do
    end do
  end do
end subroutine fdtd3d
