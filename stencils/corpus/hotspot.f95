! One step of the compact thermal model of Rodinia's hotspot (Che et al., "Rodinia: A
! Benchmark Suite for Heterogeneous Computing", IISWC 2009; the model of Huang et al.,
! HotSpot, IEEE TVLSI 2006): a chip's temperature grid relaxed towards the ambient under
! the power dissipated in each cell,
!   result = temp + cap_1*(power + (N + S - 2 temp)*ry_1 + (E + W - 2 temp)*rx_1
!                          + (amb_temp - temp)*rz_1),
! single precision, with Rodinia's array names. Rodinia treats the chip's edges and
! corners as special cases; here a halo layer holds the boundary values instead.
subroutine hotspot(cols, rows, cap_1, rx_1, ry_1, rz_1, amb_temp, power, temp, result)
  implicit none
  integer, intent(in) :: cols, rows
  real(4), intent(in) :: cap_1, rx_1, ry_1, rz_1, amb_temp
  real(4), intent(in) :: power(cols, rows), temp(0:cols+1, 0:rows+1)
  real(4), intent(inout) :: result(0:cols+1, 0:rows+1)
  integer :: c, r

  do r = 1, rows
    do c = 1, cols
      result(c,r) = temp(c,r) + cap_1*(power(c,r) &
        + (temp(c,r+1) + temp(c,r-1) - 2.0*temp(c,r))*ry_1 &
        + (temp(c+1,r) + temp(c-1,r) - 2.0*temp(c,r))*rx_1 &
        + (amb_temp - temp(c,r))*rz_1)
    end do
  end do
end subroutine hotspot
