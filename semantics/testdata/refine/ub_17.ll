; EXPECT: correct
; WHY: lowering the stated alignment of a load only removes UB
@g = global [8 x i8] c"\01\02\03\04\05\06\07\08", align 4

define i32 @src(i1 %c) {
  %p = getelementptr i8, ptr @g, i64 4
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @tgt(i1 %c) {
  %p = getelementptr i8, ptr @g, i64 4
  %v = load i32, ptr %p, align 1
  ret i32 %v
}
