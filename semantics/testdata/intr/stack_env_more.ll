; addressofreturnaddress "返回一个目标特定的指针,该指针指向栈帧中存储当前函数的返回地址的位置"
; and sponentry "返回调用此内联函数的当前函数入口处的栈指针值": machine answers, any
; pointer; a use of one call's value twice agrees with itself.
; debugtrap "被降低为旨在引起执行陷阱的代码,目的是请求调试器的注意": with no
; debugger attached the trap ends the program (lli-22 and a native run
; die of SIGTRAP), which irfuzz shows as abort.
; stackguard "返回系统堆栈保护值": any pointer; stackprotector "获取 guard 并将
; 其存储到 slot 的堆栈上", so the slot reads back the guard: the answer is
; true, but irfuzz's source allows true or false (a nondeterministic value
; stored and loaded back loses its identity, as freeze poison does: an
; over-approximation that can hide a bug, never a false alarm).
; RUN: @t_aora -> ptr any
; RUN: @t_aora_same -> i1 true
; RUN: @t_sponentry -> ptr any
; RUN: @t_debugtrap i32 7 -> abort
; RUN: @t_stackguard -> ptr any
; RUN: @t_guard_slot -> i1 true | i1 false

define ptr @t_aora() {
  %p = call ptr @llvm.addressofreturnaddress.p0()
  ret ptr %p
}

define i1 @t_aora_same() {
  %p = call ptr @llvm.addressofreturnaddress.p0()
  %c = icmp eq ptr %p, %p
  ret i1 %c
}

define ptr @t_sponentry() {
  %p = call ptr @llvm.sponentry.p0()
  ret ptr %p
}

define i32 @t_debugtrap(i32 %x) {
  call void @llvm.debugtrap()
  ret i32 %x
}

define ptr @t_stackguard() {
  %g = call ptr @llvm.stackguard.p0()
  ret ptr %g
}

define i1 @t_guard_slot() {
  %slot = alloca ptr
  %g = call ptr @llvm.stackguard.p0()
  call void @llvm.stackprotector.p0(ptr %g, ptr %slot)
  %v = load ptr, ptr %slot
  %c = icmp eq ptr %v, %g
  ret i1 %c
}
