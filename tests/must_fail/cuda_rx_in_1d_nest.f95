! A 2-D sweep and a 1-D boundary nest: the one variant --emit=cuda prints for every nest
! cannot block a 1-D nest's registers along the first dimension.
subroutine sweep_sides(nx, ny, t, tn)
  implicit none
  integer, intent(in) :: nx, ny
  real(8), intent(in) :: t(nx, ny)
  real(8), intent(inout) :: tn(nx, ny)
  integer :: i, j
  do j = 2, ny - 1
    do i = 2, nx - 1
      tn(i,j) = 0.25d0 * (t(i-1,j) + t(i+1,j) + t(i,j-1) + t(i,j+1))
    end do
  end do
  do j = 2, ny - 1
    tn(1,j) = tn(2,j)
    tn(nx,j) = tn(nx-1,j)
  end do
end subroutine sweep_sides
