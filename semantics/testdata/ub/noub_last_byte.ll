; ARGS: 3
; EXPECT: i8 7
; The load of byte 3 of a 4-byte global is the last in-bounds byte.
@g = global [4 x i8] c"\01\02\03\07"

define i8 @f(i64 %i) {
entry:
  %p = getelementptr inbounds i8, ptr @g, i64 %i
  %v = load i8, ptr %p
  ret i8 %v
}
