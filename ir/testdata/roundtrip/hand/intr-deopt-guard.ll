; experimental deoptimize, guard, widenable condition
declare i32 @llvm.experimental.deoptimize.i32(...)
declare void @llvm.experimental.guard(i1, ...)
declare i1 @llvm.experimental.widenable.condition()
define i32 @f(i1 %c, i32 %x) {
entry:
  call void (i1, ...) @llvm.experimental.guard(i1 %c, i32 1) [ "deopt"(i32 %x) ]
  %w = call i1 @llvm.experimental.widenable.condition()
  %a = and i1 %c, %w
  br i1 %a, label %ok, label %deopt
ok:
  ret i32 0
deopt:
  %r = call i32 (...) @llvm.experimental.deoptimize.i32(i32 7) [ "deopt"(i32 %x, i64 2) ]
  ret i32 %r
}
