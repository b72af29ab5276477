! The Himeno benchmark's driver around himeno_step: the benchmark's initial values
! (initmt), a number of Jacobi iterations, and its own figure, MFLOPS counted as 34
! floating-point operations per interior point per iteration, beside interior points per
! second. Links unchanged against the original (himeno_step.f95) or against the library
! stenciltune packages for it (libhimeno_step.a).
!   himeno_bench SIZE [ITERATIONS]     SIZE: S, M, L or IMAXxJMAXxKMAX
program himeno_bench
  implicit none
  integer :: imax, jmax, kmax, iterations, n, k, status
  real(4), allocatable :: a(:,:,:,:), b(:,:,:,:), c(:,:,:,:), p(:,:,:), bnd(:,:,:), wrk1(:,:,:), wrk2(:,:,:)
  real(4) :: omega, gosa
  character(len=32) :: text
  integer(8) :: t0, t1, rate
  double precision :: seconds, points

  call get_command_argument(1, text)
  select case (trim(text))
  case ('S', 's')
    imax = 129; jmax = 65; kmax = 65
  case ('M', 'm')
    imax = 257; jmax = 129; kmax = 129
  case ('L', 'l')
    imax = 513; jmax = 257; kmax = 257
  case default
    read (text, *, iostat=status) imax
    if (status /= 0 .or. len_trim(text) == 0) then
      write (*, '(a)') 'usage: himeno_bench S|M|L|IMAX [ITERATIONS] (IMAX: then JMAX = KMAX = IMAX/2+1)'
      stop 2
    end if
    jmax = imax/2 + 1; kmax = jmax
  end select
  iterations = 20
  call get_command_argument(2, text)
  if (len_trim(text) > 0) read (text, *) iterations

  allocate (a(imax,jmax,kmax,4), b(imax,jmax,kmax,3), c(imax,jmax,kmax,3), p(imax,jmax,kmax), &
            bnd(imax,jmax,kmax), wrk1(imax,jmax,kmax), wrk2(imax,jmax,kmax))
  a(:,:,:,1:3) = 1.0
  a(:,:,:,4) = 1.0/6.0
  b = 0.0
  c = 1.0
  do k = 1, kmax
    p(:,:,k) = real((k-1)*(k-1))/real((kmax-1)*(kmax-1))
  end do
  wrk1 = 0.0
  wrk2 = 0.0
  bnd = 1.0
  omega = 0.8

  call himeno_step(imax, jmax, kmax, omega, a, b, c, p, bnd, wrk1, wrk2, gosa)  ! warm-up, as Himeno's
  call system_clock(t0, rate)
  do n = 1, iterations
    call himeno_step(imax, jmax, kmax, omega, a, b, c, p, bnd, wrk1, wrk2, gosa)
  end do
  call system_clock(t1)
  seconds = dble(t1 - t0)/dble(rate)
  points = dble(imax-2)*dble(jmax-2)*dble(kmax-2)*dble(iterations)
  write (*, '(a,i0,a,i0,a,i0,a,i0,a)') 'himeno ', imax, 'x', jmax, 'x', kmax, ', ', iterations, ' iterations'
  write (*, '(a,es16.9)') 'gosa ', gosa
  write (*, '(a,es23.16)') 'checksum ', sum(dble(p))
  write (*, '(a,f12.6)') 'seconds ', seconds
  write (*, '(a,f14.3)') 'mflops ', 34d0*points/seconds*1d-6
  write (*, '(a,f10.4)') 'gstencils ', points/seconds*1d-9
end program himeno_bench
