; EXPECT: correct
; WHY: the function is its own target. fp128 fadd of a signaling NaN (0xL00000000000000007FFF000000000001: payload in the high word only) gives its quieted copy, whose lowest fraction bit is clear; the source's "any NaN" of an operation that may see a signaling NaN had fixed that bit to 1 (the same flaw as fp_x86fp80_nan_result_self)
define i128 @src(i1 %c) {
  %x = select i1 %c, fp128 0xL00000000000000027FFF000000000000, fp128 0xL00000000000000007FFF000000000001
  %a = fadd fp128 %x, 0xL00000000000000003FFF000000000000
  %b = bitcast fp128 %a to i128
  ret i128 %b
}

define i128 @tgt(i1 %c) {
  %x = select i1 %c, fp128 0xL00000000000000027FFF000000000000, fp128 0xL00000000000000007FFF000000000001
  %a = fadd fp128 %x, 0xL00000000000000003FFF000000000000
  %b = bitcast fp128 %a to i128
  ret i128 %b
}
