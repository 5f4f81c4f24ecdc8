; The predicate: @f still has an ashr. i64 narrows to i32 and further.
; passes: types
; keep @f: ashr
; expect: types
define i64 @f(i64 %x, <4 x i16> %v) {
  %a = ashr i64 %x, 1
  %s = call i64 @llvm.smax.i64(i64 %a, i64 %x)
  ret i64 %s
}

declare i64 @llvm.smax.i64(i64, i64)
