! A Fortran caller of the MPI entry of the Laplacian (tests/cases/mpi_entry_callers.sh):
! built with mpif90 against what the package generates only (laplacian_mpi_mod.f90 and
! pkg-config laplacian_mpi). On a PX x PY x 1 Cartesian communicator (non-periodic), every
! rank allocates its block of a global NX x NY x NZ grid, declared as in the original
! with the block's sizes: the ghost layers at the global grid's edges hold the boundary
! values, those between ranks garbage (1e30) that the exchange must overwrite.
! Three time steps, u and unext swapping roles: each rank calls laplacian_mpi on its
! block (steps 1 and 2 on the Cartesian communicator, the second on the exchange kept
! from the first; step 3 on a duplicate of it), and the serial drop-in laplacian
! (liblaplacian.a, gfortran's symbol laplacian_) on the whole global grid, and compares
! the bits of every point it computed after every step; after step 1 the ghost layers of
! unext must hold what the rank put there.
! Rank 0 prints one line, "mpi_laplacian_caller: R ranks, grid of N points, P compared a
! step; points that differ at steps 1 2 3: D1 D2 D3; ghost points of unext written: G", and the program stops with status 1 unless every D and G is 0 and P is N.
! Then each rank reads its phases from laplacian_mpi_times and rank 0 prints "mpi_laplacian_caller:
! laplacian_mpi_times: C calls on every rank, every phase timed: T", C the fewest calls
! counted on any rank and T whether every rank timed a kernel and no phase was negative.
! usage: mpiexec -n PX*PY mpi_laplacian_caller PX PY NX NY NZ
program mpi_laplacian_caller
  use mpi
  use laplacian_mpi_mod
  use, intrinsic :: iso_fortran_env, only: int64, error_unit
  implicit none
  external :: laplacian
  integer, parameter :: steps = 3
  integer :: px, py, nx, ny, nz, lnx, lny, offx, offy
  integer :: ierr, nranks, rank, cart, dup, comm, dims(3), coords(3)
  logical :: periods(3)
  integer :: i, j, k, step
  integer(int64) :: counts(steps + 2), totals(steps + 2)
  double precision :: seconds(6)
  integer :: fewest, timed, all_timed
  double precision :: alpha, beta
  double precision, parameter :: garbage = 1d30, untouched = -7.25d0
  double precision, allocatable :: u(:,:,:), unext(:,:,:), ug(:,:,:), ugnext(:,:,:)
  character(len=32) :: arg

  call MPI_Init(ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, nranks, ierr)
  px = int_arg(1); py = int_arg(2); nx = int_arg(3); ny = int_arg(4); nz = int_arg(5)
  if (px * py /= nranks) then
    write (error_unit, '(a,i0,a,i0,a,i0,a)') 'mpi_laplacian_caller: ', px, 'x', py, ' ranks asked, ', nranks, ' run'
    call MPI_Abort(MPI_COMM_WORLD, 2, ierr)
  end if
  dims = [px, py, 1]
  periods = .false.
  call MPI_Cart_create(MPI_COMM_WORLD, 3, dims, periods, .false., cart, ierr)
  call MPI_Comm_dup(cart, dup, ierr)
  call MPI_Comm_rank(cart, rank, ierr)
  call MPI_Cart_coords(cart, rank, 3, coords, ierr)
  call split(nx, px, coords(1), lnx, offx)
  call split(ny, py, coords(2), lny, offy)
  alpha = -6.0d0 / 7.0d0
  beta = 1.0d0 / 3.0d0

  ! The rank's block: global point (offx+i, offy+j, k) at local (i, j, k); the interior
  ! of unext a value the kernel never gives.
  allocate (u(0:lnx+1, 0:lny+1, 0:nz+1), unext(0:lnx+1, 0:lny+1, 0:nz+1))
  do k = 0, nz + 1
    do j = 0, lny + 1
      do i = 0, lnx + 1
        u(i, j, k) = block_value(i, j, k)
        unext(i, j, k) = block_value(i, j, k)
        if (interior(i, j, k)) unext(i, j, k) = untouched
      end do
    end do
  end do
  ! The global grid, on every rank.
  allocate (ug(0:nx+1, 0:ny+1, 0:nz+1), ugnext(0:nx+1, 0:ny+1, 0:nz+1))
  do k = 0, nz + 1
    do j = 0, ny + 1
      do i = 0, nx + 1
        ug(i, j, k) = value_at(i, j, k)
        ugnext(i, j, k) = value_at(i, j, k)
        if (i >= 1 .and. i <= nx .and. j >= 1 .and. j <= ny .and. k >= 1 .and. k <= nz) ugnext(i, j, k) = untouched
      end do
    end do
  end do

  ! counts: points compared a step, points that differ at each step, ghost points of
  ! unext written by step 1.
  counts = 0
  do step = 1, steps
    comm = cart
    if (step == 3) comm = dup
    if (mod(step, 2) == 1) then
      call laplacian_mpi(comm, lnx, lny, nz, alpha, beta, u, unext)
      call laplacian(nx, ny, nz, alpha, beta, ug, ugnext)
      call compare(unext, ugnext, counts(1 + step))
    else
      call laplacian_mpi(comm, lnx, lny, nz, alpha, beta, unext, u)
      call laplacian(nx, ny, nz, alpha, beta, ugnext, ug)
      call compare(u, ug, counts(1 + step))
    end if
    if (step == 1) then
      do k = 0, nz + 1
        do j = 0, lny + 1
          do i = 0, lnx + 1
            if (.not. interior(i, j, k) .and. &
                transfer(unext(i, j, k), 0_int64) /= transfer(block_value(i, j, k), 0_int64)) then
              if (counts(steps + 2) == 0) write (error_unit, '(a,i0,a,3(i0,1x))') &
                  'mpi_laplacian_caller: rank ', rank, ': laplacian_mpi wrote the ghost point of unext at ', i, j, k
              counts(steps + 2) = counts(steps + 2) + 1
            end if
          end do
        end do
      end do
    end if
  end do
  counts(1) = int(lnx, int64) * lny * nz
  call MPI_Allreduce(counts, totals, steps + 2, MPI_INTEGER8, MPI_SUM, cart, ierr)
  if (rank == 0) then
    write (*, '(a,i0,a,i0,a,i0,a,3(1x,i0),a,i0)') 'mpi_laplacian_caller: ', nranks, ' ranks, grid of ', &
        int(nx, int64) * ny * nz, ' points, ', totals(1), ' compared a step; points that differ at steps 1 2 3:', &
        totals(2:steps + 1), '; ghost points of unext written: ', totals(steps + 2)
  end if
  call laplacian_mpi_times(seconds)
  timed = 0
  if (seconds(2) > 0 .and. all(seconds(2:5) >= 0)) timed = 1
  call MPI_Allreduce(nint(seconds(1)), fewest, 1, MPI_INTEGER, MPI_MIN, cart, ierr)
  call MPI_Allreduce(timed, all_timed, 1, MPI_INTEGER, MPI_MIN, cart, ierr)
  if (rank == 0) write (*, '(a,i0,a,l1)') 'mpi_laplacian_caller: laplacian_mpi_times: ', fewest, &
      ' calls on every rank, every phase timed: ', all_timed == 1
  call MPI_Comm_free(dup, ierr)
  call MPI_Finalize(ierr)
  if (any(totals(2:) /= 0) .or. totals(1) /= int(nx, int64) * ny * nz) error stop 1
  if (fewest /= steps .or. all_timed /= 1) error stop 1

contains

  integer function int_arg(n)
    integer, intent(in) :: n
    call get_command_argument(n, arg)
    read (arg, *) int_arg
  end function int_arg

  ! Block c of p along a dimension of n points: the first mod(n, p) blocks one point more.
  subroutine split(n, p, c, local, offset)
    integer, intent(in) :: n, p, c
    integer, intent(out) :: local, offset
    local = n / p
    if (c < mod(n, p)) local = local + 1
    offset = c * (n / p) + min(c, mod(n, p))
  end subroutine split

  ! Values with full mantissas, different at every global point (boundaries included).
  double precision function value_at(i, j, k)
    integer, intent(in) :: i, j, k
    value_at = sin(0.37d0 * i + 1.1d0 * j) + cos(0.71d0 * k - 0.23d0 * i * j) / 3.0d0 + 0.001d0 * (i + 17 * j + 289 * k)
  end function value_at

  logical function interior(i, j, k)
    integer, intent(in) :: i, j, k
    interior = i >= 1 .and. i <= lnx .and. j >= 1 .and. j <= lny .and. k >= 1 .and. k <= nz
  end function interior

  ! What the rank puts at its local point: a ghost layer between two ranks holds garbage,
  ! one at the global grid's edge the boundary value, the interior the global value.
  double precision function block_value(i, j, k)
    integer, intent(in) :: i, j, k
    if ((i == 0 .and. offx > 0) .or. (i == lnx + 1 .and. offx + lnx < nx) .or. &
        (j == 0 .and. offy > 0) .or. (j == lny + 1 .and. offy + lny < ny)) then
      block_value = garbage
    else
      block_value = value_at(offx + i, offy + j, k)
    end if
  end function block_value

  ! Counts in `differ` the interior points of the block `mine` whose bits differ from the
  ! global grid's `global` (the first one said on standard error).
  subroutine compare(mine, global, differ)
    double precision, intent(in) :: mine(0:, 0:, 0:), global(0:, 0:, 0:)
    integer(int64), intent(inout) :: differ
    integer :: a, b, c
    do c = 1, nz
      do b = 1, lny
        do a = 1, lnx
          if (transfer(mine(a, b, c), 0_int64) /= transfer(global(offx + a, offy + b, c), 0_int64)) then
            if (differ == 0) write (error_unit, '(a,i0,a,i0,a,3(i0,1x),a,es25.17,a,es25.17)') &
                'mpi_laplacian_caller: step ', step, ', rank ', rank, ': global point ', offx + a, offy + b, c, &
                'is', mine(a, b, c), ', the serial library gives', global(offx + a, offy + b, c)
            differ = differ + 1
          end if
        end do
      end do
    end do
  end subroutine compare

end program mpi_laplacian_caller
