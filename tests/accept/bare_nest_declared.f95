! A bare nest with one declaration of its own, a temporary, loops in i, j order, and
! reads at different offsets: every grid gets the same inferred shape.
real(4) :: beta
do i = 1, m
  do j = 0, n
    t = u(i-2, j) + u(i, j+1)
    w(i, j) = beta*t + gamma
  end do
end do
