; EXPECT: incorrect
; WHY: the source's address is p plus 4 times an undef index, which keeps the low two bits of p; the target's p+1 changes them
; LANGREF (undefined values): 在 %A 示例中,如果已知 %X 和 %Y 都具有清除的低位,则 %A 必须具有清除的低位。
; ("in the %A example, if %X and %Y are both known to have a clear low bit, then %A must have a cleared low bit": an operation on undef gives a set of values, not undef; here p + 4*undef keeps the low two bits of p, and getelementptr scales its index by the allocation size)

define ptr @src(ptr %p) {
  %q = getelementptr i32, ptr %p, i64 undef
  ret ptr %q
}

define ptr @tgt(ptr %p) {
  %q = getelementptr i8, ptr %p, i64 1
  ret ptr %q
}
