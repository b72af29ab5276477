! A clock advanced by an array element beside the nests: a statement beside the nests
! reads scalars only (the library runs it on the host, and an MPI rank holds a block).
subroutine clock(n, nt, dt, time, u, v)
  implicit none
  integer, intent(in) :: n, nt
  real(8), intent(in) :: dt(nt)
  real(8), intent(inout) :: time
  real(8), intent(inout) :: u(n), v(n)
  integer :: i, t
  do t = 1, nt
    do i = 2, n - 1
      v(i) = 0.5d0 * (u(i-1) + u(i+1))
    end do
    do i = 2, n - 1
      u(i) = v(i)
    end do
    time = time + dt(1)
  end do
end subroutine clock
