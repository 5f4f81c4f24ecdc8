; ARGS: 3
; EXPECT-UB: call signature mismatch
; AT: %entry %r
; fastcc "requires the prototype of all callees to exactly match the
; prototype of the function definition" (Calling Conventions): an extra
; argument, which ccc would tolerate, is undefined behaviour there.
define fastcc i32 @h(i32 %a) {
entry:
  ret i32 %a
}

define i32 @f(i32 %x) {
entry:
  %r = call fastcc i32 (i32, i32) @h(i32 %x, i32 %x)
  ret i32 %r
}
