! Loops nested 20 deep.
subroutine deep(n, u, w)
  implicit none
  integer, intent(in) :: n
  real(8), intent(in) :: u(n, n, n, n, n, n, n)
  real(8), intent(inout) :: w(n, n, n, n, n, n, n)
  integer :: i0, i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17, i18, i19
  do i0 = 1, n
    do i1 = 1, n
      do i2 = 1, n
        do i3 = 1, n
          do i4 = 1, n
            do i5 = 1, n
              do i6 = 1, n
                do i7 = 1, n
                  do i8 = 1, n
                    do i9 = 1, n
                      do i10 = 1, n
                        do i11 = 1, n
                          do i12 = 1, n
                            do i13 = 1, n
                              do i14 = 1, n
                                do i15 = 1, n
                                  do i16 = 1, n
                                    do i17 = 1, n
                                      do i18 = 1, n
                                        do i19 = 1, n
                                          w(i0,i1,i2,i3,i4,i5,i6) = u(i0,i1,i2,i3,i4,i5,i6)
                                        end do
                                      end do
                                    end do
                                  end do
                                end do
                              end do
                            end do
                          end do
                        end do
                      end do
                    end do
                  end do
                end do
              end do
            end do
          end do
        end do
      end do
    end do
  end do
end subroutine deep
