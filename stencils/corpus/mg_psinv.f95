! The smoother u = u + C r of the NAS Parallel Benchmarks' MG kernel (Bailey et al., "The
! NAS Parallel Benchmarks", RNR-94-007, 1994; the operator S as specified there): a
! 27-point operator on the residual r with one coefficient per distance class, c(0) the
! centre, c(1) the 6 faces, c(2) the 12 edges, c(3) the 8 corners, added to u in place
! (u is read at the point it writes, nowhere else). Written as one 27-point nest; arrays
! without a separate halo, loops 2..n-1, as in NPB.
subroutine psinv(n1, n2, n3, r, u, c)
  implicit none
  integer, intent(in) :: n1, n2, n3
  double precision, intent(in) :: r(n1, n2, n3), c(0:3)
  double precision, intent(inout) :: u(n1, n2, n3)
  integer :: i1, i2, i3

  do i3 = 2, n3 - 1
    do i2 = 2, n2 - 1
      do i1 = 2, n1 - 1
        u(i1,i2,i3) = u(i1,i2,i3) + c(0)*r(i1,i2,i3) &
          + c(1)*(r(i1-1,i2,i3) + r(i1+1,i2,i3) + r(i1,i2-1,i3) + r(i1,i2+1,i3) &
                  + r(i1,i2,i3-1) + r(i1,i2,i3+1)) &
          + c(2)*(r(i1-1,i2-1,i3) + r(i1+1,i2-1,i3) + r(i1-1,i2+1,i3) + r(i1+1,i2+1,i3) &
                  + r(i1-1,i2,i3-1) + r(i1+1,i2,i3-1) + r(i1-1,i2,i3+1) + r(i1+1,i2,i3+1) &
                  + r(i1,i2-1,i3-1) + r(i1,i2+1,i3-1) + r(i1,i2-1,i3+1) + r(i1,i2+1,i3+1)) &
          + c(3)*(r(i1-1,i2-1,i3-1) + r(i1+1,i2-1,i3-1) + r(i1-1,i2+1,i3-1) + r(i1+1,i2+1,i3-1) &
                  + r(i1-1,i2-1,i3+1) + r(i1+1,i2-1,i3+1) + r(i1-1,i2+1,i3+1) + r(i1+1,i2+1,i3+1))
      end do
    end do
  end do
end subroutine psinv
