! The explicit (FTCS) heat equation on a rectangular plate, nt steps, as textbook solvers
! write it (e.g. LeVeque, SIAM 2007, ch. 9; Patankar, 1980, ch. 4 on boundary conditions):
! each step updates the interior, then applies the boundary conditions, then copies the
! new temperatures back. The left and right edges are insulated (zero normal gradient:
! each takes its neighbour's value), the top edge is held at the temperature ttop, and the
! bottom edge keeps the values the caller gave it.
subroutine plate_heat(nx, ny, nt, r, ttop, t, tn)
  implicit none
  integer, intent(in) :: nx, ny, nt
  real(8), intent(in) :: r, ttop
  real(8), intent(inout) :: t(nx, ny), tn(nx, ny)
  integer :: i, j, n

  do n = 1, nt
    do j = 2, ny - 1
      do i = 2, nx - 1
        tn(i,j) = t(i,j) + r * (t(i-1,j) + t(i+1,j) + t(i,j-1) + t(i,j+1) - 4.0d0 * t(i,j))
      end do
    end do
    ! Insulated sides (Neumann).
    do j = 2, ny - 1
      tn(1,j) = tn(2,j)
      tn(nx,j) = tn(nx-1,j)
    end do
    ! The top edge at a fixed temperature (Dirichlet).
    do i = 1, nx
      tn(i,ny) = ttop
    end do
    do j = 2, ny
      do i = 1, nx
        t(i,j) = tn(i,j)
      end do
    end do
  end do
end subroutine plate_heat
