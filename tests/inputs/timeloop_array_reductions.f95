! A solver in array syntax that reports its convergence: each step's change summed
! over the interior with sum(...) before the copy back, and the largest value of the
! result with maxval(abs(u)) after the time loop. stenciltune makes each a reduction
! nest (0 or -huge(res), then the points in the array's element order).
subroutine timeloop_array_reductions(n, m, nt, c, u, v, res, big)
  implicit none
  integer, intent(in) :: n, m, nt
  real(8), intent(in) :: c
  real(8), intent(inout) :: u(0:n+1, 0:m+1), v(0:n+1, 0:m+1)
  real(8), intent(out) :: res, big
  integer :: t
  do t = 1, nt
    v(1:n, 1:m) = u(1:n, 1:m) + c * (u(0:n-1, 1:m) + u(2:n+1, 1:m) + u(1:n, 0:m-1) + u(1:n, 2:m+1) &
                  - 4.0d0 * u(1:n, 1:m))
    res = sum((v(1:n, 1:m) - u(1:n, 1:m))**2)
    u(1:n, 1:m) = v(1:n, 1:m)
  end do
  big = maxval(abs(u))
end subroutine timeloop_array_reductions
