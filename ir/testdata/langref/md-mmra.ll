; langref: !mmra: memory model relaxation annotations; no effect in a single thread
; expect: i32 4 -> i32 4

define i32 @f(i32 %a) {
  %p = alloca i32
  store i32 %a, ptr %p, !mmra !0
  fence release, !mmra !0
  %v = load i32, ptr %p, !mmra !0
  ret i32 %v
}

!0 = !{!"amdgpu-synchronize-as", !"local"}
