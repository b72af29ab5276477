! A chain of 102 subroutines, each calling the next: replaced by their statements, the
! calls would recurse deeper than the tool follows.
subroutine a0(n, u)
  integer n
  real(8) u(n)
  call a1(n, u)
end subroutine a0
subroutine a1(n, u)
  integer n
  real(8) u(n)
  call a2(n, u)
end subroutine a1
subroutine a2(n, u)
  integer n
  real(8) u(n)
  call a3(n, u)
end subroutine a2
subroutine a3(n, u)
  integer n
  real(8) u(n)
  call a4(n, u)
end subroutine a3
subroutine a4(n, u)
  integer n
  real(8) u(n)
  call a5(n, u)
end subroutine a4
subroutine a5(n, u)
  integer n
  real(8) u(n)
  call a6(n, u)
end subroutine a5
subroutine a6(n, u)
  integer n
  real(8) u(n)
  call a7(n, u)
end subroutine a6
subroutine a7(n, u)
  integer n
  real(8) u(n)
  call a8(n, u)
end subroutine a7
subroutine a8(n, u)
  integer n
  real(8) u(n)
  call a9(n, u)
end subroutine a8
subroutine a9(n, u)
  integer n
  real(8) u(n)
  call a10(n, u)
end subroutine a9
subroutine a10(n, u)
  integer n
  real(8) u(n)
  call a11(n, u)
end subroutine a10
subroutine a11(n, u)
  integer n
  real(8) u(n)
  call a12(n, u)
end subroutine a11
subroutine a12(n, u)
  integer n
  real(8) u(n)
  call a13(n, u)
end subroutine a12
subroutine a13(n, u)
  integer n
  real(8) u(n)
  call a14(n, u)
end subroutine a13
subroutine a14(n, u)
  integer n
  real(8) u(n)
  call a15(n, u)
end subroutine a14
subroutine a15(n, u)
  integer n
  real(8) u(n)
  call a16(n, u)
end subroutine a15
subroutine a16(n, u)
  integer n
  real(8) u(n)
  call a17(n, u)
end subroutine a16
subroutine a17(n, u)
  integer n
  real(8) u(n)
  call a18(n, u)
end subroutine a17
subroutine a18(n, u)
  integer n
  real(8) u(n)
  call a19(n, u)
end subroutine a18
subroutine a19(n, u)
  integer n
  real(8) u(n)
  call a20(n, u)
end subroutine a19
subroutine a20(n, u)
  integer n
  real(8) u(n)
  call a21(n, u)
end subroutine a20
subroutine a21(n, u)
  integer n
  real(8) u(n)
  call a22(n, u)
end subroutine a21
subroutine a22(n, u)
  integer n
  real(8) u(n)
  call a23(n, u)
end subroutine a22
subroutine a23(n, u)
  integer n
  real(8) u(n)
  call a24(n, u)
end subroutine a23
subroutine a24(n, u)
  integer n
  real(8) u(n)
  call a25(n, u)
end subroutine a24
subroutine a25(n, u)
  integer n
  real(8) u(n)
  call a26(n, u)
end subroutine a25
subroutine a26(n, u)
  integer n
  real(8) u(n)
  call a27(n, u)
end subroutine a26
subroutine a27(n, u)
  integer n
  real(8) u(n)
  call a28(n, u)
end subroutine a27
subroutine a28(n, u)
  integer n
  real(8) u(n)
  call a29(n, u)
end subroutine a28
subroutine a29(n, u)
  integer n
  real(8) u(n)
  call a30(n, u)
end subroutine a29
subroutine a30(n, u)
  integer n
  real(8) u(n)
  call a31(n, u)
end subroutine a30
subroutine a31(n, u)
  integer n
  real(8) u(n)
  call a32(n, u)
end subroutine a31
subroutine a32(n, u)
  integer n
  real(8) u(n)
  call a33(n, u)
end subroutine a32
subroutine a33(n, u)
  integer n
  real(8) u(n)
  call a34(n, u)
end subroutine a33
subroutine a34(n, u)
  integer n
  real(8) u(n)
  call a35(n, u)
end subroutine a34
subroutine a35(n, u)
  integer n
  real(8) u(n)
  call a36(n, u)
end subroutine a35
subroutine a36(n, u)
  integer n
  real(8) u(n)
  call a37(n, u)
end subroutine a36
subroutine a37(n, u)
  integer n
  real(8) u(n)
  call a38(n, u)
end subroutine a37
subroutine a38(n, u)
  integer n
  real(8) u(n)
  call a39(n, u)
end subroutine a38
subroutine a39(n, u)
  integer n
  real(8) u(n)
  call a40(n, u)
end subroutine a39
subroutine a40(n, u)
  integer n
  real(8) u(n)
  call a41(n, u)
end subroutine a40
subroutine a41(n, u)
  integer n
  real(8) u(n)
  call a42(n, u)
end subroutine a41
subroutine a42(n, u)
  integer n
  real(8) u(n)
  call a43(n, u)
end subroutine a42
subroutine a43(n, u)
  integer n
  real(8) u(n)
  call a44(n, u)
end subroutine a43
subroutine a44(n, u)
  integer n
  real(8) u(n)
  call a45(n, u)
end subroutine a44
subroutine a45(n, u)
  integer n
  real(8) u(n)
  call a46(n, u)
end subroutine a45
subroutine a46(n, u)
  integer n
  real(8) u(n)
  call a47(n, u)
end subroutine a46
subroutine a47(n, u)
  integer n
  real(8) u(n)
  call a48(n, u)
end subroutine a47
subroutine a48(n, u)
  integer n
  real(8) u(n)
  call a49(n, u)
end subroutine a48
subroutine a49(n, u)
  integer n
  real(8) u(n)
  call a50(n, u)
end subroutine a49
subroutine a50(n, u)
  integer n
  real(8) u(n)
  call a51(n, u)
end subroutine a50
subroutine a51(n, u)
  integer n
  real(8) u(n)
  call a52(n, u)
end subroutine a51
subroutine a52(n, u)
  integer n
  real(8) u(n)
  call a53(n, u)
end subroutine a52
subroutine a53(n, u)
  integer n
  real(8) u(n)
  call a54(n, u)
end subroutine a53
subroutine a54(n, u)
  integer n
  real(8) u(n)
  call a55(n, u)
end subroutine a54
subroutine a55(n, u)
  integer n
  real(8) u(n)
  call a56(n, u)
end subroutine a55
subroutine a56(n, u)
  integer n
  real(8) u(n)
  call a57(n, u)
end subroutine a56
subroutine a57(n, u)
  integer n
  real(8) u(n)
  call a58(n, u)
end subroutine a57
subroutine a58(n, u)
  integer n
  real(8) u(n)
  call a59(n, u)
end subroutine a58
subroutine a59(n, u)
  integer n
  real(8) u(n)
  call a60(n, u)
end subroutine a59
subroutine a60(n, u)
  integer n
  real(8) u(n)
  call a61(n, u)
end subroutine a60
subroutine a61(n, u)
  integer n
  real(8) u(n)
  call a62(n, u)
end subroutine a61
subroutine a62(n, u)
  integer n
  real(8) u(n)
  call a63(n, u)
end subroutine a62
subroutine a63(n, u)
  integer n
  real(8) u(n)
  call a64(n, u)
end subroutine a63
subroutine a64(n, u)
  integer n
  real(8) u(n)
  call a65(n, u)
end subroutine a64
subroutine a65(n, u)
  integer n
  real(8) u(n)
  call a66(n, u)
end subroutine a65
subroutine a66(n, u)
  integer n
  real(8) u(n)
  call a67(n, u)
end subroutine a66
subroutine a67(n, u)
  integer n
  real(8) u(n)
  call a68(n, u)
end subroutine a67
subroutine a68(n, u)
  integer n
  real(8) u(n)
  call a69(n, u)
end subroutine a68
subroutine a69(n, u)
  integer n
  real(8) u(n)
  call a70(n, u)
end subroutine a69
subroutine a70(n, u)
  integer n
  real(8) u(n)
  call a71(n, u)
end subroutine a70
subroutine a71(n, u)
  integer n
  real(8) u(n)
  call a72(n, u)
end subroutine a71
subroutine a72(n, u)
  integer n
  real(8) u(n)
  call a73(n, u)
end subroutine a72
subroutine a73(n, u)
  integer n
  real(8) u(n)
  call a74(n, u)
end subroutine a73
subroutine a74(n, u)
  integer n
  real(8) u(n)
  call a75(n, u)
end subroutine a74
subroutine a75(n, u)
  integer n
  real(8) u(n)
  call a76(n, u)
end subroutine a75
subroutine a76(n, u)
  integer n
  real(8) u(n)
  call a77(n, u)
end subroutine a76
subroutine a77(n, u)
  integer n
  real(8) u(n)
  call a78(n, u)
end subroutine a77
subroutine a78(n, u)
  integer n
  real(8) u(n)
  call a79(n, u)
end subroutine a78
subroutine a79(n, u)
  integer n
  real(8) u(n)
  call a80(n, u)
end subroutine a79
subroutine a80(n, u)
  integer n
  real(8) u(n)
  call a81(n, u)
end subroutine a80
subroutine a81(n, u)
  integer n
  real(8) u(n)
  call a82(n, u)
end subroutine a81
subroutine a82(n, u)
  integer n
  real(8) u(n)
  call a83(n, u)
end subroutine a82
subroutine a83(n, u)
  integer n
  real(8) u(n)
  call a84(n, u)
end subroutine a83
subroutine a84(n, u)
  integer n
  real(8) u(n)
  call a85(n, u)
end subroutine a84
subroutine a85(n, u)
  integer n
  real(8) u(n)
  call a86(n, u)
end subroutine a85
subroutine a86(n, u)
  integer n
  real(8) u(n)
  call a87(n, u)
end subroutine a86
subroutine a87(n, u)
  integer n
  real(8) u(n)
  call a88(n, u)
end subroutine a87
subroutine a88(n, u)
  integer n
  real(8) u(n)
  call a89(n, u)
end subroutine a88
subroutine a89(n, u)
  integer n
  real(8) u(n)
  call a90(n, u)
end subroutine a89
subroutine a90(n, u)
  integer n
  real(8) u(n)
  call a91(n, u)
end subroutine a90
subroutine a91(n, u)
  integer n
  real(8) u(n)
  call a92(n, u)
end subroutine a91
subroutine a92(n, u)
  integer n
  real(8) u(n)
  call a93(n, u)
end subroutine a92
subroutine a93(n, u)
  integer n
  real(8) u(n)
  call a94(n, u)
end subroutine a93
subroutine a94(n, u)
  integer n
  real(8) u(n)
  call a95(n, u)
end subroutine a94
subroutine a95(n, u)
  integer n
  real(8) u(n)
  call a96(n, u)
end subroutine a95
subroutine a96(n, u)
  integer n
  real(8) u(n)
  call a97(n, u)
end subroutine a96
subroutine a97(n, u)
  integer n
  real(8) u(n)
  call a98(n, u)
end subroutine a97
subroutine a98(n, u)
  integer n
  real(8) u(n)
  call a99(n, u)
end subroutine a98
subroutine a99(n, u)
  integer n
  real(8) u(n)
  call a100(n, u)
end subroutine a99
subroutine a100(n, u)
  integer n
  real(8) u(n)
  call a101(n, u)
end subroutine a100
subroutine a101(n, u)
  integer n
  real(8) u(n)
  do i = 1, n
    u(i) = 2.0d0 * u(i)
  end do
end subroutine a101
