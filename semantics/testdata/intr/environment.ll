; The machine's answers: llvm.readcyclecounter, llvm.returnaddress,
; llvm.frameaddress, llvm.addressofreturnaddress, llvm.sponentry and
; llvm.thread.pointer. Nothing ties their values to the program (a
; native run gets the real machine's), so the source allows any value (a
; fixed one per call: one call's two uses agree); a pointer from them has
; no object, so an access through it is undefined behaviour. A target run
; answers deterministically: readcyclecounter the instructions run so
; far, returnaddress and frameaddress 0 ("zero if it cannot be
; identified"), the others one fixed address. (lli-22 gives @same_call
; true and @ra_nonnull true.)
; RUN: @cycles -> i64 any
; RUN: @same_call -> i1 true
; RUN: @ra -> ptr any
; RUN: @fa -> ptr any
; RUN: @tp -> ptr any
; RUN: @ra_nonnull -> i1 true | i1 false
; RUN: @tp_load -> UB

declare i64 @llvm.readcyclecounter()
declare ptr @llvm.returnaddress(i32 immarg)
declare ptr @llvm.frameaddress.p0(i32 immarg)
declare ptr @llvm.thread.pointer.p0()

define i64 @cycles() {
  %a = call i64 @llvm.readcyclecounter()
  %b = call i64 @llvm.readcyclecounter()
  %d = sub i64 %b, %a
  ret i64 %d
}

define i1 @same_call() {
  %a = call i64 @llvm.readcyclecounter()
  %c = icmp eq i64 %a, %a
  ret i1 %c
}

define ptr @ra() {
  %p = call ptr @llvm.returnaddress(i32 0)
  ret ptr %p
}

define ptr @fa() {
  %p = call ptr @llvm.frameaddress.p0(i32 0)
  ret ptr %p
}

define ptr @tp() {
  %p = call ptr @llvm.thread.pointer.p0()
  ret ptr %p
}

define i1 @ra_nonnull() {
  %p = call ptr @llvm.returnaddress(i32 0)
  %c = icmp ne ptr %p, null
  ret i1 %c
}

define i8 @tp_load() {
  %p = call ptr @llvm.thread.pointer.p0()
  %v = load i8, ptr %p
  ret i8 %v
}
