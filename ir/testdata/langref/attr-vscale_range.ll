; langref: vscale_range(<min>[, <max>]): llvm.vscale returns a value in [min, max]; with min = max it is that value
; expect: -> i32 2

declare i32 @llvm.vscale.i32()

define i32 @f() vscale_range(2, 2) {
  %v = call i32 @llvm.vscale.i32()
  ret i32 %v
}
