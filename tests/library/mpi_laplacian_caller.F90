! A Fortran caller of the MPI entry of the Laplacian (tests/cases/mpi_entry_callers.sh):
! built with mpif90 against what the package generates only (laplacian_mpi_mod.f90 and
! pkg-config laplacian_mpi). On a PX x PY x 1 Cartesian communicator (non-periodic), every
! rank allocates its block of a global NX x NY x NZ grid, declared as in the original
! with the block's sizes: the ghost layers at the global grid's edges hold the boundary
! values, those between ranks garbage (1e30) that the exchange must overwrite. Each rank
! calls laplacian_mpi on its block, then the serial drop-in laplacian (liblaplacian.a,
! gfortran's symbol laplacian_) on the whole global grid, and compares the bits of every
! point it computed; the ghost layers of unext must keep what the rank put there.
! Rank 0 prints "mpi_laplacian_caller: D of P points differ (R ranks)" and the program
! stops with status 1 when a point differs or the blocks do not tile the grid.
! usage: mpiexec -n PX*PY mpi_laplacian_caller PX PY NX NY NZ
program mpi_laplacian_caller
  use mpi
  use laplacian_mpi_mod
  use, intrinsic :: iso_fortran_env, only: int64, error_unit
  implicit none
  external :: laplacian
  integer :: px, py, nx, ny, nz, lnx, lny, offx, offy
  integer :: ierr, nranks, rank, cart, dims(3), coords(3)
  logical :: periods(3)
  integer :: i, j, k, gi, gj
  integer(int64) :: counts(3), totals(3)
  double precision :: alpha, beta
  double precision, parameter :: garbage = 1d30, untouched = -7.25d0
  double precision, allocatable :: u(:,:,:), unext(:,:,:), ug(:,:,:), ugnext(:,:,:)
  character(len=32) :: arg
  logical :: inside_x, inside_y

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
  call MPI_Comm_rank(cart, rank, ierr)
  call MPI_Cart_coords(cart, rank, 3, coords, ierr)
  call split(nx, px, coords(1), lnx, offx)
  call split(ny, py, coords(2), lny, offy)
  alpha = -6.0d0 / 7.0d0
  beta = 1.0d0 / 3.0d0

  ! The rank's block: global point (offx+i, offy+j, k) at local (i, j, k).
  allocate (u(0:lnx+1, 0:lny+1, 0:nz+1), unext(0:lnx+1, 0:lny+1, 0:nz+1))
  unext = untouched
  do k = 0, nz + 1
    do j = 0, lny + 1
      do i = 0, lnx + 1
        gi = offx + i
        gj = offy + j
        ! A ghost layer between two ranks holds garbage; one at the global edge the boundary.
        inside_x = (i == 0 .and. offx > 0) .or. (i == lnx + 1 .and. offx + lnx < nx)
        inside_y = (j == 0 .and. offy > 0) .or. (j == lny + 1 .and. offy + lny < ny)
        if (inside_x .or. inside_y) then
          u(i, j, k) = garbage
        else
          u(i, j, k) = value_at(gi, gj, k)
        end if
      end do
    end do
  end do
  call laplacian_mpi(cart, lnx, lny, nz, alpha, beta, u, unext)

  ! The serial drop-in on the whole global grid, on every rank.
  allocate (ug(0:nx+1, 0:ny+1, 0:nz+1), ugnext(0:nx+1, 0:ny+1, 0:nz+1))
  ugnext = untouched
  do k = 0, nz + 1
    do j = 0, ny + 1
      do i = 0, nx + 1
        ug(i, j, k) = value_at(i, j, k)
      end do
    end do
  end do
  call laplacian(nx, ny, nz, alpha, beta, ug, ugnext)

  ! counts: points compared, points that differ, ghost points of unext written.
  counts = 0
  do k = 0, nz + 1
    do j = 0, lny + 1
      do i = 0, lnx + 1
        if (i >= 1 .and. i <= lnx .and. j >= 1 .and. j <= lny .and. k >= 1 .and. k <= nz) then
          counts(1) = counts(1) + 1
          if (transfer(unext(i, j, k), 0_int64) /= transfer(ugnext(offx + i, offy + j, k), 0_int64)) then
            if (counts(2) == 0) write (error_unit, '(a,i0,a,3(i0,1x),a,es25.17,a,es25.17)') &
                'mpi_laplacian_caller: rank ', rank, ': global point ', offx + i, offy + j, k, &
                'is', unext(i, j, k), ', the serial library gives', ugnext(offx + i, offy + j, k)
            counts(2) = counts(2) + 1
          end if
        else if (transfer(unext(i, j, k), 0_int64) /= transfer(untouched, 0_int64)) then
          if (counts(3) == 0) write (error_unit, '(a,i0,a,3(i0,1x))') &
              'mpi_laplacian_caller: rank ', rank, ': laplacian_mpi wrote the ghost point of unext at ', i, j, k
          counts(3) = counts(3) + 1
        end if
      end do
    end do
  end do
  call MPI_Allreduce(counts, totals, 3, MPI_INTEGER8, MPI_SUM, cart, ierr)
  if (rank == 0) then
    write (*, '(a,i0,a,i0,a,i0,a,i0,a,i0,a)') 'mpi_laplacian_caller: ', totals(2), ' of ', totals(1), &
        ' points differ (', nranks, ' ranks), ', totals(3), ' ghost points of unext written, grid of ', &
        int(nx, int64) * ny * nz, ' points'
  end if
  call MPI_Finalize(ierr)
  if (totals(2) /= 0 .or. totals(3) /= 0 .or. totals(1) /= int(nx, int64) * ny * nz) error stop 1

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

end program mpi_laplacian_caller
