; EXPECT: correct
; WHY: dropping nuw from getelementptr only removes poison
@g = global [4 x i8] zeroinitializer

define i64 @src(i8 %i) {
  %p = getelementptr nuw i8, ptr @g, i8 %i
  %a = ptrtoint ptr %p to i64
  ret i64 %a
}

define i64 @tgt(i8 %i) {
  %p = getelementptr i8, ptr @g, i8 %i
  %a = ptrtoint ptr %p to i64
  ret i64 %a
}
