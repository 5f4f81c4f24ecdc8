; llvm.smul.fix, umul.fix, sdiv.fix, udiv.fix and their .sat forms: the
; exact a*b/2^scale (mul) or a*2^scale/b (div), rounded up or down (the
; Language Reference leaves the direction to the target: either is
; allowed; 1.25 is 1 or 2 below, shown as "i8 0b..." cannot, so the lines
; pick exact results or an even floor); out of range: UB, or clamped by
; .sat; a zero divisor: UB. The Language Reference's examples: smul.fix(3,
; 2, 0) = 6, smul.fix(3, 3, 1) = 4 or 5 (i4: 1.5*1.5 = 2.25), sdiv.fix(6,
; 2, 0) = 3, smul.fix.sat(i4 3, i4 3, 0) = 7 (9 clamps). (lli-22 agrees on
; the exact lines.)
; RUN: @t_smul i8 4, i8 2 -> i8 2
; RUN: @t_smul i8 -8, i8 4 -> i8 -8
; RUN: @t_smul i8 100, i8 100 -> UB
; RUN: @t_smul_sat i8 100, i8 100 -> i8 127
; RUN: @t_smul_sat i8 -100, i8 100 -> i8 -128
; RUN: @t_umul i8 12, i8 8 -> i8 24
; RUN: @t_umul_sat i8 255, i8 255 -> i8 -1
; RUN: @t_sdiv i8 6, i8 2 -> i8 12
; RUN: @t_sdiv i8 6, i8 0 -> UB
; RUN: @t_sdiv_sat i8 120, i8 1 -> i8 127
; RUN: @t_udiv i8 8, i8 16 -> i8 2
; RUN: @t_udiv_sat i8 200, i8 2 -> i8 -1
; RUN: @t_smul0 i4 3, i4 2 -> i4 6
; RUN: @t_smul0sat i4 3, i4 3 -> i4 7

define i8 @t_smul(i8 %a, i8 %b) {
  %r = call i8 @llvm.smul.fix.i8(i8 %a, i8 %b, i32 2)
  ret i8 %r
}

define i8 @t_smul_sat(i8 %a, i8 %b) {
  %r = call i8 @llvm.smul.fix.sat.i8(i8 %a, i8 %b, i32 2)
  ret i8 %r
}

define i8 @t_umul(i8 %a, i8 %b) {
  %r = call i8 @llvm.umul.fix.i8(i8 %a, i8 %b, i32 2)
  ret i8 %r
}

define i8 @t_umul_sat(i8 %a, i8 %b) {
  %r = call i8 @llvm.umul.fix.sat.i8(i8 %a, i8 %b, i32 2)
  ret i8 %r
}

define i8 @t_sdiv(i8 %a, i8 %b) {
  %r = call i8 @llvm.sdiv.fix.i8(i8 %a, i8 %b, i32 2)
  ret i8 %r
}

define i8 @t_sdiv_sat(i8 %a, i8 %b) {
  %r = call i8 @llvm.sdiv.fix.sat.i8(i8 %a, i8 %b, i32 2)
  ret i8 %r
}

define i8 @t_udiv(i8 %a, i8 %b) {
  %r = call i8 @llvm.udiv.fix.i8(i8 %a, i8 %b, i32 2)
  ret i8 %r
}

define i8 @t_udiv_sat(i8 %a, i8 %b) {
  %r = call i8 @llvm.udiv.fix.sat.i8(i8 %a, i8 %b, i32 2)
  ret i8 %r
}

define i4 @t_smul0(i4 %a, i4 %b) {
  %r = call i4 @llvm.smul.fix.i4(i4 %a, i4 %b, i32 0)
  ret i4 %r
}

define i4 @t_smul0sat(i4 %a, i4 %b) {
  %r = call i4 @llvm.smul.fix.sat.i4(i4 %a, i4 %b, i32 0)
  ret i4 %r
}

declare i8 @llvm.smul.fix.i8(i8, i8, i32)
declare i8 @llvm.smul.fix.sat.i8(i8, i8, i32)
declare i8 @llvm.umul.fix.i8(i8, i8, i32)
declare i8 @llvm.umul.fix.sat.i8(i8, i8, i32)
declare i8 @llvm.sdiv.fix.i8(i8, i8, i32)
declare i8 @llvm.sdiv.fix.sat.i8(i8, i8, i32)
declare i8 @llvm.udiv.fix.i8(i8, i8, i32)
declare i8 @llvm.udiv.fix.sat.i8(i8, i8, i32)
declare i4 @llvm.smul.fix.i4(i4, i4, i32)
declare i4 @llvm.smul.fix.sat.i4(i4, i4, i32)
