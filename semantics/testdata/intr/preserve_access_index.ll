; llvm.preserve.array/union/struct.access.index: the same address as the
; getelementptr the Language Reference names ({dim's 0's, index} for an
; array, {0, gep_index} for a struct, the base itself for a union).
; (lli-22 cannot run them: outside BPF, instruction selection has no rule.)
; RUN: @struct_field -> i64 8
; RUN: @array_dims -> i64 1328
; RUN: @store_load i32 42 -> i32 42
; RUN: @union -> i64 0
; RUN: @poison_base ptr poison -> ptr poison
; RUN: @past_end -> i64 36

%S = type { i8, i32, [3 x i16] }
%A = type [2 x [3 x i32]]

declare ptr @llvm.preserve.struct.access.index.p0.p0(ptr, i32 immarg, i32 immarg)
declare ptr @llvm.preserve.array.access.index.p0.p0(ptr, i32 immarg, i32 immarg)
declare ptr @llvm.preserve.union.access.index.p0.p0(ptr, i32 immarg)

define i64 @struct_field() {
  %o = alloca %S
  %p = call ptr @llvm.preserve.struct.access.index.p0.p0(ptr elementtype(%S) %o, i32 2, i32 2)
  %a = ptrtoint ptr %p to i64
  %b = ptrtoint ptr %o to i64
  %d = sub i64 %a, %b
  ret i64 %d
}

; dim 0: gep %A, %o, 1 (24); dim 1: gep %A, %o, 0, 1 (12); dim 2: gep %A,
; %o, 0, 0, 2 (8). The result is 24 * 100 + 12 * 10 + 8 - 1200.
define i64 @array_dims() {
  %o = alloca [4 x %A]
  %b = ptrtoint ptr %o to i64
  %p0 = call ptr @llvm.preserve.array.access.index.p0.p0(ptr elementtype(%A) %o, i32 0, i32 1)
  %p1 = call ptr @llvm.preserve.array.access.index.p0.p0(ptr elementtype(%A) %o, i32 1, i32 1)
  %p2 = call ptr @llvm.preserve.array.access.index.p0.p0(ptr elementtype(%A) %o, i32 2, i32 2)
  %a0 = ptrtoint ptr %p0 to i64
  %a1 = ptrtoint ptr %p1 to i64
  %a2 = ptrtoint ptr %p2 to i64
  %d0 = sub i64 %a0, %b
  %d1 = sub i64 %a1, %b
  %d2 = sub i64 %a2, %b
  %m0 = mul i64 %d0, 100
  %m1 = mul i64 %d1, 10
  %s = add i64 %m0, %m1
  %t = add i64 %s, %d2
  %r = sub i64 %t, 1200
  ret i64 %r
}

; The address keeps the base's provenance: a store through it is seen by a
; load through the ordinary getelementptr.
define i32 @store_load(i32 %x) {
  %o = alloca %S
  %p = call ptr @llvm.preserve.struct.access.index.p0.p0(ptr elementtype(%S) %o, i32 1, i32 1)
  store i32 %x, ptr %p
  %q = getelementptr %S, ptr %o, i32 0, i32 1
  %v = load i32, ptr %q
  ret i32 %v
}

define i64 @union() {
  %o = alloca %S
  %p = call ptr @llvm.preserve.union.access.index.p0.p0(ptr %o, i32 1)
  %a = ptrtoint ptr %p to i64
  %b = ptrtoint ptr %o to i64
  %d = sub i64 %a, %b
  ret i64 %d
}

define ptr @poison_base(ptr %b) {
  %p = call ptr @llvm.preserve.struct.access.index.p0.p0(ptr elementtype(%S) %b, i32 1, i32 1)
  ret ptr %p
}

; Like a getelementptr without inbounds, the address may leave the object.
define i64 @past_end() {
  %o = alloca i32
  %p = call ptr @llvm.preserve.array.access.index.p0.p0(ptr elementtype(i32) %o, i32 0, i32 9)
  %a = ptrtoint ptr %p to i64
  %b = ptrtoint ptr %o to i64
  %d = sub i64 %a, %b
  ret i64 %d
}
