; EXPECT: correct
; WHY: bswap of an i16 swaps its two bytes, which is a rotate by 8 (fshl x, x, 8)
declare i16 @llvm.bswap.i16(i16)
declare i16 @llvm.fshl.i16(i16, i16, i16)

define i16 @src(i16 %x) {
  %a = call i16 @llvm.bswap.i16(i16 %x)
  ret i16 %a
}

define i16 @tgt(i16 %x) {
  %a = call i16 @llvm.fshl.i16(i16 %x, i16 %x, i16 8)
  ret i16 %a
}
