! One step of Perona-Malik anisotropic diffusion of an image (Perona and Malik, "Scale-
! space and edge detection using anisotropic diffusion", IEEE PAMI 12(7), 1990, eq. 8
! with their first conduction function g = exp(-(|grad I|/K)^2)): each of the four
! differences to the neighbours is weighted by its own conduction coefficient, so that
! edges diffuse less than flat regions. Single precision; rk = 1/K; lambda <= 1/4.
subroutine perona_malik(nx, ny, lambda, rk, img, out)
  implicit none
  integer, intent(in) :: nx, ny
  real(4), intent(in) :: lambda, rk
  real(4), intent(in) :: img(0:nx+1, 0:ny+1)
  real(4), intent(inout) :: out(0:nx+1, 0:ny+1)
  real(4) :: dn, ds, de, dw
  integer :: i, j

  do j = 1, ny
    do i = 1, nx
      dn = img(i,j+1) - img(i,j)
      ds = img(i,j-1) - img(i,j)
      de = img(i+1,j) - img(i,j)
      dw = img(i-1,j) - img(i,j)
      out(i,j) = img(i,j) + lambda*(exp(-(dn*rk)**2)*dn + exp(-(ds*rk)**2)*ds &
                                  + exp(-(de*rk)**2)*de + exp(-(dw*rk)**2)*dw)
    end do
  end do
end subroutine perona_malik
