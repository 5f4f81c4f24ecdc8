; EXPECT: correct
; WHY: inlining a function whose alloca escapes to an unknown call leaves one object for every call's frame: the world reaches the same live objects under the same names (the source's dead frames are no longer reachable), so it writes the same bytes, and the target refines the source (found by a campaign on LLVM 19: the world chose among dead objects too, by escape order)
declare void @ext0()
declare ptr @ext3(ptr) memory(inaccessiblemem: readwrite)

define internal void @h0() {
  %v4 = alloca [8 x i32], align 16
  %v10 = call ptr @ext3(ptr %v4)
  call void @ext0()
  ret void
}

define void @src(i32 %n) {
bb0:
  %m = urem i32 %n, 7
  br label %loop

loop:
  %i = phi i32 [ 0, %bb0 ], [ %i1, %body ]
  %c = icmp ult i32 %i, %m
  br i1 %c, label %body, label %exit

body:
  call void @h0()
  %i1 = add nuw nsw i32 %i, 1
  br label %loop

exit:
  ret void
}

define void @tgt(i32 %n) {
bb0:
  %v4.i = alloca [8 x i32], align 16
  %m = urem i32 %n, 7
  %z = icmp eq i32 %m, 0
  br i1 %z, label %exit, label %body

body:
  %i = phi i32 [ %i1, %body ], [ 0, %bb0 ]
  %v10.i = call ptr @ext3(ptr nonnull %v4.i)
  call void @ext0()
  %i1 = add nuw nsw i32 %i, 1
  %c = icmp ult i32 %i1, %m
  br i1 %c, label %body, label %exit

exit:
  ret void
}
