; langref: !align: a loaded pointer less aligned than !align is poison
; expect: i64 1 -> i64 poison

define i64 @f(i64 %i) {
  %o = alloca [2 x i32], align 8
  %q = getelementptr i8, ptr %o, i64 %i
  %p = alloca ptr
  store ptr %q, ptr %p
  %v = load ptr, ptr %p, !align !0
  %a = ptrtoint ptr %v to i64
  %b = ptrtoint ptr %o to i64
  %d = sub i64 %a, %b
  ret i64 %d
}

!0 = !{i64 4}
