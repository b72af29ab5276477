! An attribute list that is not followed by "::".
subroutine s(nx, u)
  integer, intent(in) nx
end subroutine s
