; llvm.stacksave and llvm.stackrestore: restoring pops (kills) every alloca
; made after the save, so a later access through one is a use after free;
; allocas made before stay; the pointer restored must be a live save of
; the running function. (lli-22 gives @keeps_earlier 7, @loop_vla 14 and
; @restore_twice 3.)
; RUN: @restore_frees i32 1 -> UB
; RUN: @keeps_earlier i32 7 -> i32 7
; RUN: @loop_vla i32 4 -> i32 14
; RUN: @restore_twice i32 3 -> i32 3
; RUN: @restore_not_saved -> UB
; RUN: @restore_popped_state -> UB
; RUN: @restore_callers_state -> UB

declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)

define i32 @restore_frees(i32 %x) {
  %s = call ptr @llvm.stacksave.p0()
  %a = alloca i32
  store i32 %x, ptr %a
  call void @llvm.stackrestore.p0(ptr %s)
  %v = load i32, ptr %a
  ret i32 %v
}

define i32 @keeps_earlier(i32 %x) {
  %a = alloca i32
  %s = call ptr @llvm.stacksave.p0()
  %b = alloca i32
  store i32 %x, ptr %a
  store i32 0, ptr %b
  call void @llvm.stackrestore.p0(ptr %s)
  %v = load i32, ptr %a
  ret i32 %v
}

; A variable-length array per iteration, popped at the end of each: sum of
; i * i for i in [0, n).
define i32 @loop_vla(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %s = call ptr @llvm.stacksave.p0()
  %len = add i32 %i, 1
  %arr = alloca i32, i32 %len
  %slot = getelementptr i32, ptr %arr, i32 %i
  %sq = mul i32 %i, %i
  store i32 %sq, ptr %slot
  %v = load i32, ptr %slot
  %acc1 = add i32 %acc, %v
  call void @llvm.stackrestore.p0(ptr %s)
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc1
}

define i32 @restore_twice(i32 %x) {
  %a = alloca i32
  store i32 %x, ptr %a
  %s = call ptr @llvm.stacksave.p0()
  %b = alloca i32
  call void @llvm.stackrestore.p0(ptr %s)
  %c = alloca i32
  call void @llvm.stackrestore.p0(ptr %s)
  %v = load i32, ptr %a
  ret i32 %v
}

define i32 @restore_not_saved() {
  %a = alloca i32
  call void @llvm.stackrestore.p0(ptr %a)
  ret i32 0
}

; Restoring s1 pops s2's state, which can no longer be restored.
define i32 @restore_popped_state() {
  %s1 = call ptr @llvm.stacksave.p0()
  %a = alloca i32
  %s2 = call ptr @llvm.stacksave.p0()
  call void @llvm.stackrestore.p0(ptr %s1)
  call void @llvm.stackrestore.p0(ptr %s2)
  ret i32 0
}

define void @callee(ptr %s) {
  call void @llvm.stackrestore.p0(ptr %s)
  ret void
}

define i32 @restore_callers_state() {
  %s = call ptr @llvm.stacksave.p0()
  call void @callee(ptr %s)
  ret i32 0
}
