; langref: syncscope("singlethread"): synchronises only with the same thread; no effect on its values
; expect: i32 8 -> i32 10

define i32 @f(i32 %a) {
  %p = alloca i32
  store i32 %a, ptr %p
  fence syncscope("singlethread") seq_cst
  %r = atomicrmw add ptr %p, i32 2 syncscope("singlethread") monotonic
  %v = load atomic i32, ptr %p syncscope("singlethread") acquire, align 4
  ret i32 %v
}
