do k=2,nz-1,1
  do j=2,ny-1,1
    do i=2,nx-1,1
      next(i,j,k) = alpha*now(i,j,k) + beta*( &
        now(i,j,k-1)+now(i,j-1,k)+now(i-1,j,k)+ &
        now(i+1,j,k)+now(i,j+1,k)+now(i,j,k+1))
    enddo
  enddo
enddo
