; The module the operator golden files (testdata/ops/*.golden) mutate.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g = global i32 5, align 4

define internal i32 @helper(i32 %x, i32 %y) {
entry:
  %s = shl nuw i32 %x, 2
  %d = udiv exact i32 %s, %y
  ret i32 %d
}

define i32 @t0(i32 %a, i32 %b, float %f) {
entry:
  %sum = add nsw i32 %a, %b
  %m = mul i32 %sum, 3
  %c = icmp slt i32 %m, %b
  br i1 %c, label %then, label %join

then:
  %h = call i32 @helper(i32 %a, i32 7)
  %l = load i32, ptr @g, align 4
  %x = xor i32 %h, %l
  br label %join

join:
  %p = phi i32 [ %m, %entry ], [ %x, %then ]
  %ff = fadd float %f, 1.000000e+00
  %fc = fcmp olt float %ff, 0.000000e+00
  %z = zext i1 %fc to i32
  %r = or i32 %p, %z
  ret i32 %r
}
