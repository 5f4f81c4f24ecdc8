; EXPECT: correct
; WHY: the function is its own target. An x86_fp80 operation on an invalid encoding (here the unnormal 0xK02020302020000010103) gives the x87's default NaN 0xKFFFFC000000000000000, and on a signaling NaN (0xK7FFF8000000000000002) its quieted copy 0xK7FFFC000000000000002; both have a clear lowest fraction bit, which the source's "any NaN" of an operation that may see a signaling NaN had fixed to 1 (found on the LLVM test-suite's UnitTests/byval-alignment: irfuzz refine F.ll F.ll called @f0 incorrect)
define i80 @src(i1 %c) {
  %x = select i1 %c, x86_fp80 0xK02020302020000010103, x86_fp80 0xK7FFF8000000000000002
  %a = fadd x86_fp80 %x, 0xK3FFF8000000000000000
  %b = bitcast x86_fp80 %a to i80
  ret i80 %b
}

define i80 @tgt(i1 %c) {
  %x = select i1 %c, x86_fp80 0xK02020302020000010103, x86_fp80 0xK7FFF8000000000000002
  %a = fadd x86_fp80 %x, 0xK3FFF8000000000000000
  %b = bitcast x86_fp80 %a to i80
  ret i80 %b
}
