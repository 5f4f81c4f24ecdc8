; The predicate: @f still computes the lshr and returns a computed value;
; returning the lshr straight away is the smallest such test. @g keeps
; its first store only. @h, a void function nobody calls, comes to return
; the fptosi it computes (as an i256 function).
; passes: return-early
; keep @f: lshr i32 %x, 1
; keep @f: ret i32 %
; keep @g: store i32 7
; keep @h: fptosi double %a to i256
; expect: return-early
define i32 @f(i32 %x, i1 %c) {
entry:
  %v = lshr i32 %x, 1
  %d = sdiv i32 %x, %v
  %s = shl i32 -1, %d
  br i1 %c, label %a, label %b

a:
  %t = add i32 %s, 1
  ret i32 %t

b:
  ret i32 %s
}

define void @g(ptr %p, i32 %n) {
entry:
  store i32 7, ptr %p
  %m = mul i32 %n, 3
  store i32 %m, ptr %p
  ret void
}

define void @h(double %a, i1 %c) {
entry:
  %v = fptosi double %a to i256
  br i1 %c, label %x, label %y

x:
  %m = mul i256 0, %v
  ret void

y:
  ret void
}
