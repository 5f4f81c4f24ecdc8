; EXPECT: incorrect
; The bytes a byval argument copies are part of the call: a store before
; the copy that the target drops changes them.
declare void @take(ptr byval([4 x i32]) align 4)
define void @src(ptr %q) {
  %tmp = alloca [4 x i32], align 4
  store i32 1, ptr %tmp
  call void @take(ptr byval([4 x i32]) align 4 %tmp)
  ret void
}
define void @tgt(ptr %q) {
  %tmp = alloca [4 x i32], align 4
  call void @take(ptr byval([4 x i32]) align 4 %tmp)
  ret void
}
