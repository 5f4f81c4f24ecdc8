; langref: immarg: the intrinsic's argument must be an immediate constant
; expect: i8 1 -> i8 7

declare i8 @llvm.ctlz.i8(i8, i1 immarg)

define i8 @f(i8 %a) {
  %r = call i8 @llvm.ctlz.i8(i8 %a, i1 false)
  ret i8 %r
}
