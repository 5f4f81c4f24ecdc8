; EXPECT: incorrect
; WHY: bswap of i32 reverses 4 bytes, a rotate by 16 only swaps halves: x=1 gives 0x01000000 vs 0x00010000
declare i32 @llvm.bswap.i32(i32)
declare i32 @llvm.fshl.i32(i32, i32, i32)

define i32 @src(i32 %x) {
  %a = call i32 @llvm.bswap.i32(i32 %x)
  ret i32 %a
}

define i32 @tgt(i32 %x) {
  %a = call i32 @llvm.fshl.i32(i32 %x, i32 %x, i32 16)
  ret i32 %a
}
