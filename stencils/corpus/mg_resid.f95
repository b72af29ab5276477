! The residual r = v - A u of the NAS Parallel Benchmarks' MG kernel (Bailey et al., "The
! NAS Parallel Benchmarks", RNR-94-007, 1994; the operator A as specified there): a
! 27-point operator whose coefficient depends only on the distance class of the
! neighbour, a(0) the centre, a(1) the 6 faces, a(2) the 12 edges, a(3) the 8 corners.
! Written as one 27-point nest (NPB's own code sums lines of points into plane buffers
! first). As in NPB, the arrays have no separate halo: the outer layer of u is the
! boundary, and the loops run from 2 to n-1. One-letter names: r, u, v, a.
subroutine resid(n1, n2, n3, u, v, r, a)
  implicit none
  integer, intent(in) :: n1, n2, n3
  double precision, intent(in) :: u(n1, n2, n3), v(n1, n2, n3), a(0:3)
  double precision, intent(inout) :: r(n1, n2, n3)
  integer :: i1, i2, i3

  do i3 = 2, n3 - 1
    do i2 = 2, n2 - 1
      do i1 = 2, n1 - 1
        r(i1,i2,i3) = v(i1,i2,i3) - a(0)*u(i1,i2,i3) &
          - a(1)*(u(i1-1,i2,i3) + u(i1+1,i2,i3) + u(i1,i2-1,i3) + u(i1,i2+1,i3) &
                  + u(i1,i2,i3-1) + u(i1,i2,i3+1)) &
          - a(2)*(u(i1-1,i2-1,i3) + u(i1+1,i2-1,i3) + u(i1-1,i2+1,i3) + u(i1+1,i2+1,i3) &
                  + u(i1-1,i2,i3-1) + u(i1+1,i2,i3-1) + u(i1-1,i2,i3+1) + u(i1+1,i2,i3+1) &
                  + u(i1,i2-1,i3-1) + u(i1,i2+1,i3-1) + u(i1,i2-1,i3+1) + u(i1,i2+1,i3+1)) &
          - a(3)*(u(i1-1,i2-1,i3-1) + u(i1+1,i2-1,i3-1) + u(i1-1,i2+1,i3-1) + u(i1+1,i2+1,i3-1) &
                  + u(i1-1,i2-1,i3+1) + u(i1+1,i2-1,i3+1) + u(i1-1,i2+1,i3+1) + u(i1+1,i2+1,i3+1))
      end do
    end do
  end do
end subroutine resid
