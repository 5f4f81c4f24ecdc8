; langref: elementtype(<ty>): gives the element type of a pointer operand of an intrinsic (here a struct field address)
; expect: -> i32 4

%S = type { i32, i32 }

declare ptr @llvm.preserve.struct.access.index.p0.p0(ptr, i32 immarg, i32 immarg)

define i32 @f() {
  %o = alloca %S
  %p = call ptr @llvm.preserve.struct.access.index.p0.p0(ptr elementtype(%S) %o, i32 1, i32 1)
  %a = ptrtoint ptr %p to i64
  %b = ptrtoint ptr %o to i64
  %d = sub i64 %a, %b
  %r = trunc i64 %d to i32
  ret i32 %r
}
