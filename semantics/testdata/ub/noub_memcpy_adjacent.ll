; ARGS: 4
; EXPECT: i8 3
; Source bytes 4..7 and destination bytes 0..3 touch but do not overlap.
@g = global [8 x i8] c"\00\00\00\00\03\04\05\06"

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define i8 @f(i64 %off) {
entry:
  %q = getelementptr i8, ptr @g, i64 %off
  call void @llvm.memcpy.p0.p0.i64(ptr @g, ptr %q, i64 4, i1 false)
  %v = load i8, ptr @g
  ret i8 %v
}
