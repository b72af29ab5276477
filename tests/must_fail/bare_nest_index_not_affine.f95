! A bare nest whose only access to u has an index that gives no shape.
do k = 2, n - 1
  v(k) = u(2*k)
end do
