; ARGS: poison
; EXPECT: i32 7
; Branching on a frozen poison condition is defined: freeze picks some value and both arms return 7.
define i32 @f(i1 %c) {
entry:
  %f = freeze i1 %c
  br i1 %f, label %a, label %b

a:
  ret i32 7

b:
  ret i32 7
}
