; llvm.threadlocal.address(@g): the address of the thread-local global @g
; in the calling thread; a run has one thread, whose copy is @g itself.
; (lli-22 gives 5 for @store_load.)
; RUN: @store_load i32 5 -> i32 5
; RUN: @same -> i1 true

@g = thread_local global i32 0

declare ptr @llvm.threadlocal.address.p0(ptr)

define i32 @store_load(i32 %x) {
  %p = call ptr @llvm.threadlocal.address.p0(ptr @g)
  store i32 %x, ptr %p
  %v = load i32, ptr @g
  ret i32 %v
}

define i1 @same() {
  %p = call ptr @llvm.threadlocal.address.p0(ptr @g)
  %q = call ptr @llvm.threadlocal.address.p0(ptr @g)
  %c = icmp eq ptr %p, %q
  ret i1 %c
}
