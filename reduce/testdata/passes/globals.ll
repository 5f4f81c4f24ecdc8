; The predicate: @g2 is still defined. @g1 goes, its load reads null.
; passes: globals
; keep: @g2 =
; expect: globals
@g1 = global i32 5, align 4
@g2 = internal global [2 x i8] c"ab", align 1

define i32 @f() {
  %v = load i32, ptr @g1, align 4
  ret i32 %v
}
