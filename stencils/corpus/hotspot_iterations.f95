! Rodinia's hotspot as its driver runs it (Che et al., "Rodinia: A Benchmark Suite for
! Heterogeneous Computing", IISWC 2009; the compact thermal model of Huang et al.,
! HotSpot, IEEE TVLSI 2006): the model's coefficients are computed first from the chip's
! constants and the grid's size (a cell of chip_width/cols by chip_height/rows, its
! thermal capacitance and its resistances along x, y and z, the time step from the
! largest power density), then the chip's temperature is relaxed for 2*niter iterations,
! ping-ponging between temp and result as Rodinia swaps its two buffers:
!   result = temp + cap_1*(power + (N + S - 2 temp)*ry_1 + (E + W - 2 temp)*rx_1
!                          + (amb_temp - temp)*rz_1).
! Single precision. Rodinia treats the chip's edges as special cases; here a halo layer
! holds the boundary values instead (as in hotspot.f95, the one-step form).
subroutine hotspot_iterations(cols, rows, niter, power, temp, result)
  implicit none
  integer, intent(in) :: cols, rows, niter
  real(4), intent(in) :: power(cols, rows)
  real(4), intent(inout) :: temp(0:cols+1, 0:rows+1), result(0:cols+1, 0:rows+1)
  real(4), parameter :: max_pd = 3.0e6, precision = 0.001, spec_heat_si = 1.75e6
  real(4), parameter :: k_si = 100.0, factor_chip = 0.5, t_chip = 0.0005
  real(4), parameter :: chip_height = 0.016, chip_width = 0.016, amb_temp = 80.0
  real(4) :: grid_height, grid_width, cap, rx, ry, rz, max_slope, step
  real(4) :: cap_1, rx_1, ry_1, rz_1
  integer :: c, r, it

  grid_height = chip_height / rows
  grid_width = chip_width / cols
  cap = factor_chip * spec_heat_si * t_chip * grid_width * grid_height
  rx = grid_width / (2.0 * k_si * t_chip * grid_height)
  ry = grid_height / (2.0 * k_si * t_chip * grid_width)
  rz = t_chip / (k_si * grid_height * grid_width)
  max_slope = max_pd / (factor_chip * t_chip * spec_heat_si)
  step = precision / max_slope / 1000.0
  cap_1 = step / cap
  rx_1 = 1.0 / rx
  ry_1 = 1.0 / ry
  rz_1 = 1.0 / rz

  do it = 1, niter
    do r = 1, rows
      do c = 1, cols
        result(c,r) = temp(c,r) + cap_1*(power(c,r) &
          + (temp(c,r+1) + temp(c,r-1) - 2.0*temp(c,r))*ry_1 &
          + (temp(c+1,r) + temp(c-1,r) - 2.0*temp(c,r))*rx_1 &
          + (amb_temp - temp(c,r))*rz_1)
      end do
    end do
    do r = 1, rows
      do c = 1, cols
        temp(c,r) = result(c,r) + cap_1*(power(c,r) &
          + (result(c,r+1) + result(c,r-1) - 2.0*result(c,r))*ry_1 &
          + (result(c+1,r) + result(c-1,r) - 2.0*result(c,r))*rx_1 &
          + (amb_temp - result(c,r))*rz_1)
      end do
    end do
  end do
end subroutine hotspot_iterations
