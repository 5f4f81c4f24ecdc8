; llvm.call.preallocated.setup/arg/teardown and the "preallocated" operand
; bundle: the callee gets the memory arg made, which dies when the call
; returns or teardown runs; arg or teardown after the call, and setups that
; do not nest, are undefined behaviour.
; (lli-22 cannot run them on x86-64: teardown has no instruction selection
; rule, and a preallocated call crashes the JIT.)
; RUN: @basic i32 5 -> i32 5
; RUN: @same_object -> i1 true
; RUN: @teardown_only i32 7 -> i32 7
; RUN: @arg_after_call i32 1 -> UB
; RUN: @teardown_after_call i32 1 -> UB
; RUN: @use_after_call i32 1 -> UB
; RUN: @nested i32 3 -> i32 7
; RUN: @misnested i32 3 -> UB

%P = type { i32, i32 }

declare token @llvm.call.preallocated.setup(i32)
declare ptr @llvm.call.preallocated.arg(token, i32)
declare void @llvm.call.preallocated.teardown(token)

define i32 @g(ptr preallocated(i32) %p) {
  %v = load i32, ptr %p
  ret i32 %v
}

define i32 @h(ptr preallocated(i32) %p, ptr preallocated(%P) %q) {
  %v = load i32, ptr %p
  %w = load i32, ptr %q
  %s = add i32 %v, %w
  ret i32 %s
}

define i32 @basic(i32 %a) {
  %t = call token @llvm.call.preallocated.setup(i32 1)
  %o = call ptr @llvm.call.preallocated.arg(token %t, i32 0) preallocated(i32)
  store i32 %a, ptr %o
  %r = call i32 @g(ptr preallocated(i32) %o) [ "preallocated"(token %t) ]
  ret i32 %r
}

define i1 @same_object() {
  %t = call token @llvm.call.preallocated.setup(i32 1)
  %o = call ptr @llvm.call.preallocated.arg(token %t, i32 0) preallocated(i32)
  %p = call ptr @llvm.call.preallocated.arg(token %t, i32 0) preallocated(i32)
  %e = icmp eq ptr %o, %p
  call void @llvm.call.preallocated.teardown(token %t)
  ret i1 %e
}

define i32 @teardown_only(i32 %a) {
  %t = call token @llvm.call.preallocated.setup(i32 1)
  %o = call ptr @llvm.call.preallocated.arg(token %t, i32 0) preallocated(i32)
  store i32 %a, ptr %o
  %v = load i32, ptr %o
  call void @llvm.call.preallocated.teardown(token %t)
  ret i32 %v
}

define i32 @arg_after_call(i32 %a) {
  %t = call token @llvm.call.preallocated.setup(i32 1)
  %o = call ptr @llvm.call.preallocated.arg(token %t, i32 0) preallocated(i32)
  store i32 %a, ptr %o
  %r = call i32 @g(ptr preallocated(i32) %o) [ "preallocated"(token %t) ]
  %p = call ptr @llvm.call.preallocated.arg(token %t, i32 0) preallocated(i32)
  ret i32 %r
}

define i32 @teardown_after_call(i32 %a) {
  %t = call token @llvm.call.preallocated.setup(i32 1)
  %o = call ptr @llvm.call.preallocated.arg(token %t, i32 0) preallocated(i32)
  store i32 %a, ptr %o
  %r = call i32 @g(ptr preallocated(i32) %o) [ "preallocated"(token %t) ]
  call void @llvm.call.preallocated.teardown(token %t)
  ret i32 %r
}

define i32 @use_after_call(i32 %a) {
  %t = call token @llvm.call.preallocated.setup(i32 1)
  %o = call ptr @llvm.call.preallocated.arg(token %t, i32 0) preallocated(i32)
  store i32 %a, ptr %o
  %r = call i32 @g(ptr preallocated(i32) %o) [ "preallocated"(token %t) ]
  %v = load i32, ptr %o
  ret i32 %v
}

; Two arguments, and a setup nested inside another (completed first).
define i32 @nested(i32 %a) {
  %t1 = call token @llvm.call.preallocated.setup(i32 2)
  %t2 = call token @llvm.call.preallocated.setup(i32 1)
  %x = call ptr @llvm.call.preallocated.arg(token %t2, i32 0) preallocated(i32)
  store i32 4, ptr %x
  %four = call i32 @g(ptr preallocated(i32) %x) [ "preallocated"(token %t2) ]
  %o = call ptr @llvm.call.preallocated.arg(token %t1, i32 0) preallocated(i32)
  %q = call ptr @llvm.call.preallocated.arg(token %t1, i32 1) preallocated(%P)
  store i32 %a, ptr %o
  store i32 %four, ptr %q
  %r = call i32 @h(ptr preallocated(i32) %o, ptr preallocated(%P) %q) [ "preallocated"(token %t1) ]
  ret i32 %r
}

define i32 @misnested(i32 %a) {
  %t1 = call token @llvm.call.preallocated.setup(i32 1)
  %t2 = call token @llvm.call.preallocated.setup(i32 1)
  %o = call ptr @llvm.call.preallocated.arg(token %t1, i32 0) preallocated(i32)
  store i32 %a, ptr %o
  %r = call i32 @g(ptr preallocated(i32) %o) [ "preallocated"(token %t1) ]
  call void @llvm.call.preallocated.teardown(token %t2)
  ret i32 %r
}
