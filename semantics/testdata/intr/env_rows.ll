; Hardware loops: set.loop.iterations and its kin set the count (start:
; and return it; test: and return count != 0; test.start: both);
; loop.decrement(n) takes n from it and is true while it is not zero;
; loop.decrement.reg(a, b) is a - b, which may not wrap (poison).
; experimental.memset.pattern(p, v, n): n copies of v one after another.
; load.relative(p, off): p plus the i32 at p + off. stackprotector(g, s)
; stores g to s; gcwrite(v, obj, s) stores v to s, gcread(obj, s) loads
; it. widenable.condition: true or false. set.fpenv: a later get.rounding
; cannot be read. (lli-22 agrees on pattern, rel and gc; x86 cannot
; select the hardware-loop intrinsics.)
; RUN: @t_hwloop i32 3 -> i32 3
; RUN: @t_hwloop i32 0 -> i32 0
; RUN: @t_decreg i32 5, i32 2 -> i32 3
; RUN: @t_decreg i32 1, i32 2 -> i32 poison
; RUN: @t_pattern i64 3 -> i64 -4923916900608901120
; RUN: @t_rel i64 4 -> i32 7
; RUN: @t_protect ptr null -> ptr null
; RUN: @t_gc i32 9 -> i32 9
; RUN: @t_widen -> i1 any
; RUN: @t_fpenv i32 0 -> unsupported: llvm.get.rounding after llvm.set.fpenv or set.fpmode

define i32 @t_hwloop(i32 %n) {
entry:
  %t = call { i32, i1 } @llvm.test.start.loop.iterations.i32(i32 %n)
  %c = extractvalue { i32, i1 } %t, 1
  br i1 %c, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %go = call i1 @llvm.loop.decrement.i32(i32 1)
  br i1 %go, label %loop, label %exit

exit:
  %r = phi i32 [ 0, %entry ], [ %i1, %loop ]
  ret i32 %r
}

define i32 @t_decreg(i32 %a, i32 %b) {
  %r = call i32 @llvm.loop.decrement.reg.i32(i32 %a, i32 %b)
  ret i32 %r
}

define i64 @t_pattern(i64 %n) {
  %p = alloca i64
  store i64 0, ptr %p
  %q = getelementptr i8, ptr %p, i64 2
  call void @llvm.experimental.memset.pattern.p0.i16.i64(ptr %q, i16 -17494, i64 %n, i1 false)
  %v = load i64, ptr %p
  ret i64 %v
}

@table = global [2 x i32] [i32 0, i32 7]

define i32 @t_rel(i64 %off) {
  %p = call ptr @llvm.load.relative.i64(ptr @table, i64 %off)
  %d = ptrtoint ptr %p to i64
  %b = ptrtoint ptr @table to i64
  %s = sub i64 %d, %b
  %t = trunc i64 %s to i32
  ret i32 %t
}

define ptr @t_protect(ptr %g) {
  %s = alloca ptr
  call void @llvm.stackprotector(ptr %g, ptr %s)
  %v = load ptr, ptr %s
  ret ptr %v
}

define i32 @t_gc(i32 %x) gc "shadow-stack" {
  %o = alloca i32
  store i32 %x, ptr %o
  %s = alloca ptr
  call void @llvm.gcwrite(ptr %o, ptr %o, ptr %s)
  %p = call ptr @llvm.gcread(ptr %o, ptr %s)
  %v = load i32, ptr %p
  ret i32 %v
}

define i1 @t_widen() {
  %w = call i1 @llvm.experimental.widenable.condition()
  ret i1 %w
}

define i32 @t_fpenv(i32 %e) {
  call void @llvm.set.fpenv.i32(i32 %e)
  %r = call i32 @llvm.get.rounding()
  ret i32 %r
}

declare { i32, i1 } @llvm.test.start.loop.iterations.i32(i32)
declare i1 @llvm.loop.decrement.i32(i32)
declare i32 @llvm.loop.decrement.reg.i32(i32, i32)
declare void @llvm.experimental.memset.pattern.p0.i16.i64(ptr, i16, i64, i1)
declare ptr @llvm.load.relative.i64(ptr, i64)
declare void @llvm.stackprotector(ptr, ptr)
declare void @llvm.gcwrite(ptr, ptr, ptr)
declare ptr @llvm.gcread(ptr, ptr)
declare i1 @llvm.experimental.widenable.condition()
declare void @llvm.set.fpenv.i32(i32)
declare i32 @llvm.get.rounding()
