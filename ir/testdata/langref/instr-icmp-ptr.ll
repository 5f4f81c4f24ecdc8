; langref: icmp: pointers compare by address
; expect: i64 4 -> i1 true

define i1 @f(i64 %i) {
  %p = alloca [2 x i32]
  %q = getelementptr i8, ptr %p, i64 %i
  %s = getelementptr [2 x i32], ptr %p, i64 0, i64 1
  %r = icmp eq ptr %q, %s
  ret i1 %r
}
