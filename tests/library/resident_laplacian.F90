! The Fortran form of resident_laplacian.c: the time loop in the caller, one call per
! sweep, u and unext ping-ponging. With -DST_MODULE it uses laplacian_mod (bind(C)
! interfaces); without, it calls gfortran's symbols as an unchanged program does.
! usage: resident_laplacian plain|resident NX NY NZ STEPS OUT
! OUT receives, as raw doubles, u at the halfway sync, w, then u and unext at the end.
! With -DST_REFERENCE there are no resident calls (link it with the original file).
program resident_laplacian
#ifdef ST_MODULE
  use laplacian_mod
#endif
  implicit none
  integer :: nx, ny, nz, steps, t, i, n
  double precision, allocatable :: u(:, :, :), unext(:, :, :), w(:, :, :), halfway(:, :, :)
  double precision :: alpha = 0.1d0, beta = 0.15d0
  character(len=256) :: mode, arg, out
  logical :: in_region

  call get_command_argument(1, mode)
  call get_command_argument(2, arg); read (arg, *) nx
  call get_command_argument(3, arg); read (arg, *) ny
  call get_command_argument(4, arg); read (arg, *) nz
  call get_command_argument(5, arg); read (arg, *) steps
  call get_command_argument(6, out)
  in_region = trim(mode) /= 'plain'
  allocate (u(0:nx + 1, 0:ny + 1, 0:nz + 1), unext(0:nx + 1, 0:ny + 1, 0:nz + 1))
  allocate (w(0:nx + 1, 0:ny + 1, 0:nz + 1), halfway(0:nx + 1, 0:ny + 1, 0:nz + 1))
  n = size(u)
  ! The same values as the C caller's, element by element in memory order.
  call fill(u, unext, w, n)
#ifndef ST_REFERENCE
  if (in_region) call laplacian_resident_begin(nx, ny, nz, alpha, beta, u, unext)
#endif
  do t = 1, steps
    call laplacian(nx, ny, nz, alpha, beta, u, unext)
    call laplacian(nx, ny, nz, alpha, beta, unext, u)
    if (t == steps / 2) then
#ifndef ST_REFERENCE
      if (in_region) call laplacian_resident_sync(nx, ny, nz, alpha, beta, u, unext)
#endif
      halfway = u
      call laplacian(nx, ny, nz, alpha, beta, u, w)
    end if
  end do
#ifndef ST_REFERENCE
  if (in_region) call laplacian_resident_end(nx, ny, nz, alpha, beta, u, unext)
#endif
  open (newunit=i, file=trim(out), access='stream', form='unformatted', status='replace')
  write (i) halfway, w, u, unext
  close (i)
  print '(a, ": ", i0, " steps")', trim(mode), steps
contains
  subroutine fill(u, unext, w, n)
    integer, intent(in) :: n
    double precision, intent(out) :: u(n), unext(n), w(n)
    integer(8) :: i
    do i = 1, n
      u(i) = dble(mod((i - 1) * 7919_8, 1000_8)) / 1000.0d0
      unext(i) = 0.5d0 - dble(mod((i - 1) * 104729_8, 997_8)) / 997.0d0
      w(i) = -1.0d0
    end do
  end subroutine fill
end program resident_laplacian
