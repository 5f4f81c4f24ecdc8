; EXPECT: incorrect
; WHY: a load whose stated alignment exceeds the actual alignment is UB; @g+2 is not 4-aligned
@g = global [8 x i8] zeroinitializer, align 4

define i8 @src(i1 %c) {
entry:
  %p = getelementptr i8, ptr @g, i64 2
  %v = load i32, ptr %p, align 1
  %t = trunc i32 %v to i8
  ret i8 %t
}

define i8 @tgt(i1 %c) {
entry:
  %p = getelementptr i8, ptr @g, i64 2
  %v = load i32, ptr %p, align 4
  %t = trunc i32 %v to i8
  ret i8 %t
}
