! A 2-D field computed from the top two planes of a 3-D one, as a surface flux is:
! w(i,j,nz) and w(i,j,nz-1) index the third dimension by the size argument nz, which the
! nest does not loop over (the MPI entry splits i and j; each rank checks nz >= 2, which
! w(i,j,nz-1) needs, at each call).
subroutine top_plane(nx, ny, nz, dzi, w, s)
  implicit none
  integer, intent(in) :: nx, ny, nz
  real(8), intent(in) :: dzi
  real(8), intent(in) :: w(nx, ny, nz)
  real(8), intent(inout) :: s(nx, ny)
  integer :: i, j
  do j = 1, ny
    do i = 1, nx
      s(i,j) = dzi * (w(i,j,nz) - w(i,j,nz-1))
    end do
  end do
end subroutine top_plane
