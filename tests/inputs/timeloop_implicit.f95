! A time loop written without implicit none, as older solvers are: the grids declared
! by a dimension statement alone and every scalar typed by Fortran's i-n rule (nx, ny
! and ksteps integer dummies, the loop variables integer, a and b default real). The
! plane functions of a blocked CPU pass take the streamed loop variable j as a dummy,
! which keeps its implicit type there.
subroutine relax(nx, ny, ksteps, a, b)
  dimension a(nx, ny), b(nx, ny)
  do n = 1, ksteps
    do j = 2, ny - 1
      do i = 2, nx - 1
        b(i,j) = 0.2 * (a(i,j) + a(i-1,j) + a(i+1,j) + a(i,j-1) + a(i,j+1))
      end do
    end do
    do j = 2, ny - 1
      do i = 2, nx - 1
        a(i,j) = 0.2 * (b(i,j) + b(i-1,j) + b(i+1,j) + b(i,j-1) + b(i,j+1))
      end do
    end do
  end do
end subroutine relax
