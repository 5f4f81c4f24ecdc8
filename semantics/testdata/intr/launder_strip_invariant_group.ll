; llvm.launder.invariant.group and llvm.strip.invariant.group return a
; pointer that aliases the argument (the same address and object; only
; !invariant.group metadata tells them apart); a poison argument gives
; poison. (lli-22 gives @launder_store 11, @strip_store 12, @same_address
; true.)
; RUN: @launder_store i32 11 -> i32 11
; RUN: @strip_store i32 12 -> i32 12
; RUN: @same_address -> i1 true
; RUN: @launder_poison ptr poison -> ptr poison

declare ptr @llvm.launder.invariant.group.p0(ptr)
declare ptr @llvm.strip.invariant.group.p0(ptr)

define i32 @launder_store(i32 %x) {
  %a = alloca i32
  store i32 0, ptr %a, !invariant.group !0
  %l = call ptr @llvm.launder.invariant.group.p0(ptr %a)
  store i32 %x, ptr %l, !invariant.group !0
  %v = load i32, ptr %l, !invariant.group !0
  ret i32 %v
}

define i32 @strip_store(i32 %x) {
  %a = alloca i32
  %s = call ptr @llvm.strip.invariant.group.p0(ptr %a)
  store i32 %x, ptr %s
  %v = load i32, ptr %a
  ret i32 %v
}

define i1 @same_address() {
  %a = alloca i32
  %l = call ptr @llvm.launder.invariant.group.p0(ptr %a)
  %s = call ptr @llvm.strip.invariant.group.p0(ptr %l)
  %c = icmp eq ptr %s, %a
  ret i1 %c
}

define ptr @launder_poison(ptr %p) {
  %l = call ptr @llvm.launder.invariant.group.p0(ptr %p)
  ret ptr %l
}

!0 = !{}
