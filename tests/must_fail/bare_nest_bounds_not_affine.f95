! A bare nest whose loop bound is a product: no shape can be inferred.
do i = 1, n*m
  v(i) = u(i)
end do
