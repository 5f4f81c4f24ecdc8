; thread_local modes
@a = thread_local global i32 0
@b = thread_local(localdynamic) global i32 0
@c = thread_local(initialexec) global i32 0
@d = thread_local(localexec) global i32 0
@e = internal thread_local global i32 0
@f = external thread_local(initialexec) global i32
@g = hidden thread_local unnamed_addr global i64 0
define ptr @addr() {
  %p = call ptr @llvm.threadlocal.address.p0(ptr @a)
  ret ptr %p
}
declare ptr @llvm.threadlocal.address.p0(ptr)
