; EXPECT: incorrect
; WHY: getelementptr inbounds is poison when the result is out of bounds (beyond one past the end); i=5 on a 4-byte global
@g = global [4 x i8] zeroinitializer

define i64 @src(i8 %i) {
  %p = getelementptr i8, ptr @g, i8 %i
  %a = ptrtoint ptr %p to i64
  ret i64 %a
}

define i64 @tgt(i8 %i) {
  %p = getelementptr inbounds i8, ptr @g, i8 %i
  %a = ptrtoint ptr %p to i64
  ret i64 %a
}
