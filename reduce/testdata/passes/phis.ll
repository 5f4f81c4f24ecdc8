; The predicate: @f still multiplies. The phi with equal entries collapses.
; passes: phis
; keep @f: mul i32
; expect: phis
define i32 @f(i32 %x, i1 %c) {
entry:
  br i1 %c, label %a, label %b

a:
  br label %join

b:
  br label %join

join:
  %p = phi i32 [ %x, %a ], [ %x, %b ]
  %q = phi i32 [ 1, %a ], [ 2, %b ]
  %r = mul i32 %p, %q
  ret i32 %r
}
