; The predicate: @f still computes both values and returns the phi.
; passes: merge-blocks,phis
; keep @f: mul i32 %x, 3
; keep @f: add i32 %m, 4
; expect: merge-blocks
define i32 @f(i32 %x) {
entry:
  br label %a

a:
  %m = mul i32 %x, 3
  br label %fwd

fwd:
  br label %b

b:
  %p = phi i32 [ %m, %fwd ]
  %n = add i32 %m, 4
  %s = add i32 %n, %p
  ret i32 %s
}
