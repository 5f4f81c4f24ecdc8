; Floating point: a damped logistic-map iteration in double and float with
; fmul, fadd, fsub, fdiv, fcmp, sitofp and fptosi. Returns a checksum.
define i32 @main() {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %x = phi double [ 0.25, %entry ], [ %x.next, %loop ]
  %y = phi float [ 1.0, %entry ], [ %y.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %one.minus = fsub double 1.0, %x
  %lx = fmul double %x, %one.minus
  %l4 = fmul double %lx, 3.9
  %fi = sitofp i32 %i to double
  %fi1 = fadd double %fi, 1.0
  %damp = fdiv double 1.0, %fi1
  %sum = fadd double %l4, %damp
  %big = fcmp ogt double %sum, 1.0
  %wrapped = fsub double %sum, 1.0
  %x.next = select i1 %big, double %wrapped, double %sum
  %yx = fptrunc double %x.next to float
  %y1 = fmul float %y, 0.5
  %y.next = fadd float %y1, %yx
  %scaled = fmul double %x.next, 1000.0
  %k = fptosi double %scaled to i32
  %acc.next = add i32 %acc, %k
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, 1500000
  br i1 %done, label %exit, label %loop

exit:
  %yi = fptosi float %y.next to i32
  %t = add i32 %acc.next, %yi
  %res = and i32 %t, 255
  ret i32 %res
}
