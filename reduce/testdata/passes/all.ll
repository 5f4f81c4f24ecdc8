; All passes together: a crash-like signature (an fdiv feeding a call of
; @llvm.maximum.f64 in @t1) in a module with other tests and helpers.
; keep: call double @llvm.maximum.f64(double
; keep: fdiv
define i32 @t0(i32 %x) {
entry:
  %a = call i32 @h0(i32 %x)
  %c = icmp sgt i32 %a, 3
  br i1 %c, label %yes, label %no

yes:
  %y = mul nsw i32 %a, 7
  br label %join

no:
  %n = sub i32 0, %a
  br label %join

join:
  %r = phi i32 [ %y, %yes ], [ %n, %no ]
  ret i32 %r
}

define internal i32 @h0(i32 %p) #0 {
  %q = xor i32 %p, 85
  ret i32 %q
}

define double @t1(double %d, i32 %k) {
entry:
  %f = fdiv nnan double %d, 3.000000e+00
  %i = sitofp i32 %k to double
  %m = call double @llvm.maximum.f64(double %f, double %i)
  %z = fadd double %m, 1.000000e+00
  ret double %z
}

define float @t2(float %x) {
  %y = fmul float %x, %x
  ret float %y
}

declare double @llvm.maximum.f64(double, double)

attributes #0 = { nounwind }
