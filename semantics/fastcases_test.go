package semantics

import (
	"fmt"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// fastCasePrograms are programs for TestFastCasesAgree: the float
// fast cases (xFAdd and its kin, xSIToFP, xFPToSI, xFPTrunc) at the edges
// where they hand over to the evaluator (NaN operands and results,
// fptosi at and past the bounds of each width, poison and undef
// operands), each result kept in a global; then exec's own 4- and 8-byte
// loads and stores and its inbounds getelementptr where they hand over
// to Load and Store (poison and undef bytes, misaligned, out of bounds,
// constant, invariant, dead, uncertain and writeonly memory, and objects
// whose memObject.fast changes: freed, lifetime ended and started again,
// popped by stackrestore, writeonly during a call only, a thread's TLS);
// integer arithmetic with flags kept and broken, casts, every integer
// compare, a pointer stored and loaded (Machine.assist's cases); every
// float compare on numbers and NaNs; then the
// unsigned divisions and the compares exec does itself.
var fastCasePrograms = []string{
	`@out = global [36 x i64] zeroinitializer
define i32 @main() {
  %v0 = fadd double 1.5, 2.25
  %p0 = getelementptr inbounds [36 x i64], ptr @out, i64 0, i64 0
  store double %v0, ptr %p0
  %v1 = fsub float 1.0, 0.25
  %p1 = getelementptr inbounds [36 x i64], ptr @out, i64 0, i64 1
  store float %v1, ptr %p1
  %v2 = fadd float 0x36A0000000000000, 1.0
  %p2 = getelementptr inbounds [36 x i64], ptr @out, i64 0, i64 2
  store float %v2, ptr %p2
  %v3 = fsub double 0x7FF0000000000000, 0x7FF0000000000000
  %p3 = getelementptr inbounds [36 x i64], ptr @out, i64 0, i64 3
  store double %v3, ptr %p3
  %v4 = fadd double 0x7FF8000000000000, 1.0
  %p4 = getelementptr inbounds [36 x i64], ptr @out, i64 0, i64 4
  store double %v4, ptr %p4
  %v5 = fsub float 0x7FF0000000000000, 0x7FF0000000000000
  %p5 = getelementptr inbounds [36 x i64], ptr @out, i64 0, i64 5
  store float %v5, ptr %p5
  %v6 = fmul double 1.0e308, 10.0
  %p6 = getelementptr inbounds [36 x i64], ptr @out, i64 0, i64 6
  store double %v6, ptr %p6
  %v7 = fdiv double 1.0, 0.0
  %p7 = getelementptr inbounds [36 x i64], ptr @out, i64 0, i64 7
  store double %v7, ptr %p7
  %v8 = fdiv double 0.0, 0.0
  %p8 = getelementptr inbounds [36 x i64], ptr @out, i64 0, i64 8
  store double %v8, ptr %p8
  %v9 = fdiv float 1.0, 3.0
  %p9 = getelementptr inbounds [36 x i64], ptr @out, i64 0, i64 9
  store float %v9, ptr %p9
  %v10 = fadd double poison, 1.0
  %p10 = getelementptr inbounds [36 x i64], ptr @out, i64 0, i64 10
  store double %v10, ptr %p10
  %v11 = fmul float 0x3FF8000000000000, 0x4004000000000000
  %p11 = getelementptr inbounds [36 x i64], ptr @out, i64 0, i64 11
  store float %v11, ptr %p11
  %v12 = sitofp i1 true to double
  %p12 = getelementptr inbounds [36 x i64], ptr @out, i64 0, i64 12
  store double %v12, ptr %p12
  %v13 = sitofp i64 -1 to float
  %p13 = getelementptr inbounds [36 x i64], ptr @out, i64 0, i64 13
  store float %v13, ptr %p13
  %v14 = sitofp i32 -2147483648 to float
  %p14 = getelementptr inbounds [36 x i64], ptr @out, i64 0, i64 14
  store float %v14, ptr %p14
  %v15 = sitofp i64 9007199254740993 to double
  %p15 = getelementptr inbounds [36 x i64], ptr @out, i64 0, i64 15
  store double %v15, ptr %p15
  %v16 = fptosi double 2147483647.5 to i32
  %p16 = getelementptr inbounds [36 x i64], ptr @out, i64 0, i64 16
  store i32 %v16, ptr %p16
  %v17 = fptosi double 2147483648.0 to i32
  %p17 = getelementptr inbounds [36 x i64], ptr @out, i64 0, i64 17
  store i32 %v17, ptr %p17
  %v18 = fptosi double -2147483648.5 to i32
  %p18 = getelementptr inbounds [36 x i64], ptr @out, i64 0, i64 18
  store i32 %v18, ptr %p18
  %v19 = fptosi double -2147483649.0 to i32
  %p19 = getelementptr inbounds [36 x i64], ptr @out, i64 0, i64 19
  store i32 %v19, ptr %p19
  %v20 = fptosi double 0x7FF8000000000000 to i32
  %p20 = getelementptr inbounds [36 x i64], ptr @out, i64 0, i64 20
  store i32 %v20, ptr %p20
  %v21 = fptosi float 3.75 to i8
  %p21 = getelementptr inbounds [36 x i64], ptr @out, i64 0, i64 21
  store i8 %v21, ptr %p21
  %v22 = fptosi float -128.5 to i8
  %p22 = getelementptr inbounds [36 x i64], ptr @out, i64 0, i64 22
  store i8 %v22, ptr %p22
  %v23 = fptosi float -129.0 to i8
  %p23 = getelementptr inbounds [36 x i64], ptr @out, i64 0, i64 23
  store i8 %v23, ptr %p23
  %v24 = fptosi double 0xC3E0000000000000 to i64
  %p24 = getelementptr inbounds [36 x i64], ptr @out, i64 0, i64 24
  store i64 %v24, ptr %p24
  %v25 = fptosi double 0x43E0000000000000 to i64
  %p25 = getelementptr inbounds [36 x i64], ptr @out, i64 0, i64 25
  store i64 %v25, ptr %p25
  %v26 = fptosi double 0x43DFFFFFFFFFFFFF to i64
  %p26 = getelementptr inbounds [36 x i64], ptr @out, i64 0, i64 26
  store i64 %v26, ptr %p26
  %v27 = fptosi double -0.5 to i1
  %p27 = getelementptr inbounds [36 x i64], ptr @out, i64 0, i64 27
  store i1 %v27, ptr %p27
  %v28 = fptosi double -1.5 to i1
  %p28 = getelementptr inbounds [36 x i64], ptr @out, i64 0, i64 28
  store i1 %v28, ptr %p28
  %v29 = fptosi double 1.0 to i1
  %p29 = getelementptr inbounds [36 x i64], ptr @out, i64 0, i64 29
  store i1 %v29, ptr %p29
  %v30 = fptosi double undef to i32
  %p30 = getelementptr inbounds [36 x i64], ptr @out, i64 0, i64 30
  store i32 %v30, ptr %p30
  %v31 = fptosi float 0x7FF0000000000000 to i16
  %p31 = getelementptr inbounds [36 x i64], ptr @out, i64 0, i64 31
  store i16 %v31, ptr %p31
  %v32 = fptrunc double 1.0e300 to float
  %p32 = getelementptr inbounds [36 x i64], ptr @out, i64 0, i64 32
  store float %v32, ptr %p32
  %v33 = fptrunc double 0x7FF8000000000000 to float
  %p33 = getelementptr inbounds [36 x i64], ptr @out, i64 0, i64 33
  store float %v33, ptr %p33
  %v34 = fptrunc double 0x3FF0000010000000 to float
  %p34 = getelementptr inbounds [36 x i64], ptr @out, i64 0, i64 34
  store float %v34, ptr %p34
  %v35 = fptrunc double poison to float
  %p35 = getelementptr inbounds [36 x i64], ptr @out, i64 0, i64 35
  store float %v35, ptr %p35
  ret i32 0
}`,
	`@out = global [8 x i64] zeroinitializer
@k = constant i64 5
define i32 @main() {
  %a = alloca [4 x i64], align 8
  %a1 = getelementptr inbounds i64, ptr %a, i64 1
  %a2 = getelementptr inbounds i64, ptr %a, i64 2
  store double 2.5, ptr %a
  %d = load double, ptr %a
  %d2 = fmul double %d, 2.0
  %o0 = getelementptr inbounds [8 x i64], ptr @out, i64 0, i64 0
  store double %d2, ptr %o0
  %u = load i64, ptr %a1
  %o1 = getelementptr inbounds [8 x i64], ptr @out, i64 0, i64 1
  store i64 %u, ptr %o1
  store i64 -1, ptr %a2
  %b2 = getelementptr inbounds i8, ptr %a2, i64 3
  store i8 poison, ptr %b2
  %v = load i64, ptr %a2
  %o2 = getelementptr inbounds [8 x i64], ptr @out, i64 0, i64 2
  store i64 %v, ptr %o2
  %w = load i32, ptr %a2
  %o3 = getelementptr inbounds [8 x i64], ptr @out, i64 0, i64 3
  store i32 %w, ptr %o3
  %x = load float, ptr %b2, align 1
  %o4 = getelementptr inbounds [8 x i64], ptr @out, i64 0, i64 4
  store float %x, ptr %o4
  %y = load i64, ptr @k
  %o5 = getelementptr inbounds [8 x i64], ptr @out, i64 0, i64 5
  store i64 %y, ptr %o5
  %z = load i32, ptr %a, align 8
  %o6 = getelementptr inbounds [8 x i64], ptr @out, i64 0, i64 6
  store i32 %z, ptr %o6, align 8
  ret i32 0
}`,
	`@out = global [2 x i64] zeroinitializer
define i32 @main() {
  %p = getelementptr i8, ptr @out, i64 4
  store i64 1, ptr %p, align 8
  ret i32 0
}`,
	`@k = constant i64 5
define i32 @main() {
  store i64 1, ptr @k
  ret i32 0
}`,
	`@g = global [2 x double] zeroinitializer
define i32 @main() {
  %p = getelementptr inbounds double, ptr @g, i64 2
  store double 1.0, ptr %p
  ret i32 0
}`,
	`@g = global [2 x double] zeroinitializer
define i32 @main() {
  %p = getelementptr inbounds double, ptr @g, i64 3
  %q = getelementptr double, ptr %p, i64 -2
  store double 1.0, ptr %q
  ret i32 0
}`,
	`define ptr @leak() {
  %a = alloca i64
  store i64 9, ptr %a
  ret ptr %a
}
define i32 @main() {
  %p = call ptr @leak()
  %v = load i64, ptr %p
  %t = trunc i64 %v to i32
  ret i32 %t
}`,
	`@g = global [2 x i32] zeroinitializer
declare ptr @llvm.invariant.start.p0(i64, ptr)
define i32 @main() {
  %t = call ptr @llvm.invariant.start.p0(i64 4, ptr @g)
  %p = getelementptr inbounds i32, ptr @g, i64 1
  store i32 3, ptr %p
  store i32 4, ptr @g
  ret i32 0
}`,
	`@e = external global [4 x i32]
define i32 @main() {
  %p = getelementptr inbounds [4 x i32], ptr @e, i64 0, i64 2
  %v = load i32, ptr %p
  store i32 %v, ptr @e
  ret i32 %v
}`,
	`define i64 @w(ptr %p) memory(argmem: write) {
  store i64 4, ptr %p
  %q = getelementptr inbounds i64, ptr %p, i64 1
  %v = load i64, ptr %q
  ret i64 %v
}
define i32 @main() {
  %a = alloca [2 x i64]
  %q = getelementptr inbounds i64, ptr %a, i64 1
  store i64 7, ptr %q
  %v = call i64 @w(ptr %a)
  %t = trunc i64 %v to i32
  ret i32 %t
}`,
	`declare ptr @malloc(i64)
declare void @free(ptr)
define i32 @main() {
  %p = call ptr @malloc(i64 8)
  store i64 3, ptr %p
  %v = load i64, ptr %p
  call void @free(ptr %p)
  %w = load i64, ptr %p
  %s = add i64 %v, %w
  %t = trunc i64 %s to i32
  ret i32 %t
}`,
	`declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)
define i32 @main() {
  %a = alloca i64
  call void @llvm.lifetime.start.p0(ptr %a)
  store i64 5, ptr %a
  call void @llvm.lifetime.end.p0(ptr %a)
  call void @llvm.lifetime.start.p0(ptr %a)
  store i64 6, ptr %a
  %v = load i64, ptr %a
  call void @llvm.lifetime.end.p0(ptr %a)
  store i64 %v, ptr %a
  %b = alloca i64
  call void @llvm.lifetime.start.p0(ptr %b)
  call void @llvm.lifetime.end.p0(ptr %b)
  call void @llvm.lifetime.start.p0(ptr %b)
  store i64 %v, ptr %b
  %t = trunc i64 %v to i32
  ret i32 %t
}`,
	`define i64 @w(ptr byval(i64) writeonly %p) {
  %v = load i64, ptr %p
  store i64 1, ptr %p
  %u = load i64, ptr %p
  %s = add i64 %u, %v
  ret i64 %s
}
define i32 @main() {
  %a = alloca i64
  store i64 7, ptr %a
  %v = call i64 @w(ptr byval(i64) %a)
  %t = trunc i64 %v to i32
  ret i32 %t
}`,
	`declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)
define i32 @main(i64 %n) {
  %s = call ptr @llvm.stacksave.p0()
  %a = alloca i64, i64 2
  store i64 8, ptr %a
  call void @llvm.stackrestore.p0(ptr %s)
  %v = load i64, ptr %a
  %t = trunc i64 %v to i32
  ret i32 %t
}`,
	`define i64 @w(ptr %p) memory(argmem: write) {
  store i64 4, ptr %p
  ret i64 0
}
define i32 @main() {
  %a = alloca [2 x i64]
  %q = getelementptr inbounds i64, ptr %a, i64 1
  store i64 7, ptr %q
  %v = call i64 @w(ptr %a)
  %x = load i64, ptr %a
  %y = load i64, ptr %q
  %s = add i64 %x, %y
  %t = trunc i64 %s to i32
  ret i32 %t
}`,
	`@tl = internal thread_local global i32 10, align 4
declare i32 @pthread_create(ptr, ptr, ptr, ptr)
declare i32 @pthread_join(i64, ptr)
declare ptr @llvm.threadlocal.address.p0(ptr)
define internal ptr @work(ptr %a) {
  %p = call ptr @llvm.threadlocal.address.p0(ptr @tl)
  store i32 5, ptr %p
  ret ptr %p
}
define i32 @main() {
  %t = alloca i64
  %r = alloca ptr
  %c = call i32 @pthread_create(ptr %t, ptr null, ptr @work, ptr null)
  %h = load i64, ptr %t
  %j = call i32 @pthread_join(i64 %h, ptr %r)
  %p = load ptr, ptr %r
  %v = load i32, ptr %p
  ret i32 %v
}`,
	`@out = global [61 x i64] zeroinitializer
@q = global ptr null
@r = global i1 false
define i32 @main() {
  %v0 = add nsw i8 127, 1
  %p0 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 0
  store i8 %v0, ptr %p0
  %v1 = add nuw i8 255, 1
  %p1 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 1
  store i8 %v1, ptr %p1
  %v2 = add nsw i8 100, 27
  %p2 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 2
  store i8 %v2, ptr %p2
  %v3 = sub nsw i8 -128, 1
  %p3 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 3
  store i8 %v3, ptr %p3
  %v4 = sub nuw i8 0, 1
  %p4 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 4
  store i8 %v4, ptr %p4
  %v5 = sub nuw i8 5, 3
  %p5 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 5
  store i8 %v5, ptr %p5
  %v6 = mul nsw i8 64, 2
  %p6 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 6
  store i8 %v6, ptr %p6
  %v7 = mul nuw i16 256, 256
  %p7 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 7
  store i16 %v7, ptr %p7
  %v8 = mul nsw i32 -3, 5
  %p8 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 8
  store i32 %v8, ptr %p8
  %v9 = shl nuw i8 128, 1
  %p9 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 9
  store i8 %v9, ptr %p9
  %v10 = shl nsw i8 64, 1
  %p10 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 10
  store i8 %v10, ptr %p10
  %v11 = shl i8 1, 8
  %p11 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 11
  store i8 %v11, ptr %p11
  %v12 = shl nsw i8 -1, 7
  %p12 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 12
  store i8 %v12, ptr %p12
  %v13 = lshr exact i8 3, 1
  %p13 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 13
  store i8 %v13, ptr %p13
  %v14 = ashr exact i8 -4, 2
  %p14 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 14
  store i8 %v14, ptr %p14
  %v15 = ashr i8 -128, 7
  %p15 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 15
  store i8 %v15, ptr %p15
  %v16 = or disjoint i8 1, 3
  %p16 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 16
  store i8 %v16, ptr %p16
  %v17 = or disjoint i8 1, 2
  %p17 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 17
  store i8 %v17, ptr %p17
  %v18 = sdiv i8 -128, 3
  %p18 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 18
  store i8 %v18, ptr %p18
  %v19 = sdiv i8 -7, 2
  %p19 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 19
  store i8 %v19, ptr %p19
  %v20 = srem i8 -7, 2
  %p20 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 20
  store i8 %v20, ptr %p20
  %v21 = sdiv exact i8 7, 2
  %p21 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 21
  store i8 %v21, ptr %p21
  %v22 = udiv exact i8 8, 2
  %p22 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 22
  store i8 %v22, ptr %p22
  %v23 = sext i8 -3 to i64
  %p23 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 23
  store i64 %v23, ptr %p23
  %v24 = sext i1 true to i32
  %p24 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 24
  store i32 %v24, ptr %p24
  %v25 = zext nneg i8 -1 to i32
  %p25 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 25
  store i32 %v25, ptr %p25
  %v26 = zext nneg i8 5 to i32
  %p26 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 26
  store i32 %v26, ptr %p26
  %v27 = trunc nuw i32 256 to i8
  %p27 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 27
  store i8 %v27, ptr %p27
  %v28 = trunc nsw i32 -1 to i8
  %p28 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 28
  store i8 %v28, ptr %p28
  %v29 = trunc i64 -2 to i16
  %p29 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 29
  store i16 %v29, ptr %p29
  %v30 = zext i16 -1 to i64
  %p30 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 30
  store i64 %v30, ptr %p30
  %v31 = icmp eq i8 -1, 1
  %p31 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 31
  store i1 %v31, ptr %p31
  %v32 = icmp eq i8 1, 1
  %p32 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 32
  store i1 %v32, ptr %p32
  %v33 = icmp eq i32 -5, 3
  %p33 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 33
  store i1 %v33, ptr %p33
  %v34 = icmp ne i8 -1, 1
  %p34 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 34
  store i1 %v34, ptr %p34
  %v35 = icmp ne i8 1, 1
  %p35 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 35
  store i1 %v35, ptr %p35
  %v36 = icmp ne i32 -5, 3
  %p36 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 36
  store i1 %v36, ptr %p36
  %v37 = icmp ugt i8 -1, 1
  %p37 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 37
  store i1 %v37, ptr %p37
  %v38 = icmp ugt i8 1, 1
  %p38 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 38
  store i1 %v38, ptr %p38
  %v39 = icmp ugt i32 -5, 3
  %p39 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 39
  store i1 %v39, ptr %p39
  %v40 = icmp uge i8 -1, 1
  %p40 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 40
  store i1 %v40, ptr %p40
  %v41 = icmp uge i8 1, 1
  %p41 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 41
  store i1 %v41, ptr %p41
  %v42 = icmp uge i32 -5, 3
  %p42 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 42
  store i1 %v42, ptr %p42
  %v43 = icmp ult i8 -1, 1
  %p43 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 43
  store i1 %v43, ptr %p43
  %v44 = icmp ult i8 1, 1
  %p44 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 44
  store i1 %v44, ptr %p44
  %v45 = icmp ult i32 -5, 3
  %p45 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 45
  store i1 %v45, ptr %p45
  %v46 = icmp ule i8 -1, 1
  %p46 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 46
  store i1 %v46, ptr %p46
  %v47 = icmp ule i8 1, 1
  %p47 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 47
  store i1 %v47, ptr %p47
  %v48 = icmp ule i32 -5, 3
  %p48 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 48
  store i1 %v48, ptr %p48
  %v49 = icmp sgt i8 -1, 1
  %p49 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 49
  store i1 %v49, ptr %p49
  %v50 = icmp sgt i8 1, 1
  %p50 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 50
  store i1 %v50, ptr %p50
  %v51 = icmp sgt i32 -5, 3
  %p51 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 51
  store i1 %v51, ptr %p51
  %v52 = icmp sge i8 -1, 1
  %p52 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 52
  store i1 %v52, ptr %p52
  %v53 = icmp sge i8 1, 1
  %p53 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 53
  store i1 %v53, ptr %p53
  %v54 = icmp sge i32 -5, 3
  %p54 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 54
  store i1 %v54, ptr %p54
  %v55 = icmp slt i8 -1, 1
  %p55 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 55
  store i1 %v55, ptr %p55
  %v56 = icmp slt i8 1, 1
  %p56 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 56
  store i1 %v56, ptr %p56
  %v57 = icmp slt i32 -5, 3
  %p57 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 57
  store i1 %v57, ptr %p57
  %v58 = icmp sle i8 -1, 1
  %p58 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 58
  store i1 %v58, ptr %p58
  %v59 = icmp sle i8 1, 1
  %p59 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 59
  store i1 %v59, ptr %p59
  %v60 = icmp sle i32 -5, 3
  %p60 = getelementptr inbounds [61 x i64], ptr @out, i64 0, i64 60
  store i1 %v60, ptr %p60
  %tt = trunc i64 -2 to i16
  %tc = icmp eq i16 %tt, -2
  store i1 %tc, ptr @r
  store ptr @out, ptr @q
  %l = load ptr, ptr @q
  %e = getelementptr inbounds i64, ptr %l, i64 1
  %f = load i64, ptr %e
  %t = trunc i64 %f to i32
  ret i32 %t
}`,
	`@out = global [80 x i8] zeroinitializer
define i32 @main() {
  %v0 = fcmp false double 1.0, 2.0
  %p0 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 0
  store i1 %v0, ptr %p0
  %v1 = fcmp false double 2.0, 2.0
  %p1 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 1
  store i1 %v1, ptr %p1
  %v2 = fcmp false double 0x7FF8000000000000, 1.0
  %p2 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 2
  store i1 %v2, ptr %p2
  %v3 = fcmp false float 3.0, -1.0
  %p3 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 3
  store i1 %v3, ptr %p3
  %v4 = fcmp false float 0x7FF8000000000000, 0x7FF8000000000000
  %p4 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 4
  store i1 %v4, ptr %p4
  %v5 = fcmp oeq double 1.0, 2.0
  %p5 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 5
  store i1 %v5, ptr %p5
  %v6 = fcmp oeq double 2.0, 2.0
  %p6 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 6
  store i1 %v6, ptr %p6
  %v7 = fcmp oeq double 0x7FF8000000000000, 1.0
  %p7 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 7
  store i1 %v7, ptr %p7
  %v8 = fcmp oeq float 3.0, -1.0
  %p8 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 8
  store i1 %v8, ptr %p8
  %v9 = fcmp oeq float 0x7FF8000000000000, 0x7FF8000000000000
  %p9 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 9
  store i1 %v9, ptr %p9
  %v10 = fcmp ogt double 1.0, 2.0
  %p10 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 10
  store i1 %v10, ptr %p10
  %v11 = fcmp ogt double 2.0, 2.0
  %p11 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 11
  store i1 %v11, ptr %p11
  %v12 = fcmp ogt double 0x7FF8000000000000, 1.0
  %p12 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 12
  store i1 %v12, ptr %p12
  %v13 = fcmp ogt float 3.0, -1.0
  %p13 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 13
  store i1 %v13, ptr %p13
  %v14 = fcmp ogt float 0x7FF8000000000000, 0x7FF8000000000000
  %p14 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 14
  store i1 %v14, ptr %p14
  %v15 = fcmp oge double 1.0, 2.0
  %p15 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 15
  store i1 %v15, ptr %p15
  %v16 = fcmp oge double 2.0, 2.0
  %p16 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 16
  store i1 %v16, ptr %p16
  %v17 = fcmp oge double 0x7FF8000000000000, 1.0
  %p17 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 17
  store i1 %v17, ptr %p17
  %v18 = fcmp oge float 3.0, -1.0
  %p18 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 18
  store i1 %v18, ptr %p18
  %v19 = fcmp oge float 0x7FF8000000000000, 0x7FF8000000000000
  %p19 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 19
  store i1 %v19, ptr %p19
  %v20 = fcmp olt double 1.0, 2.0
  %p20 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 20
  store i1 %v20, ptr %p20
  %v21 = fcmp olt double 2.0, 2.0
  %p21 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 21
  store i1 %v21, ptr %p21
  %v22 = fcmp olt double 0x7FF8000000000000, 1.0
  %p22 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 22
  store i1 %v22, ptr %p22
  %v23 = fcmp olt float 3.0, -1.0
  %p23 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 23
  store i1 %v23, ptr %p23
  %v24 = fcmp olt float 0x7FF8000000000000, 0x7FF8000000000000
  %p24 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 24
  store i1 %v24, ptr %p24
  %v25 = fcmp ole double 1.0, 2.0
  %p25 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 25
  store i1 %v25, ptr %p25
  %v26 = fcmp ole double 2.0, 2.0
  %p26 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 26
  store i1 %v26, ptr %p26
  %v27 = fcmp ole double 0x7FF8000000000000, 1.0
  %p27 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 27
  store i1 %v27, ptr %p27
  %v28 = fcmp ole float 3.0, -1.0
  %p28 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 28
  store i1 %v28, ptr %p28
  %v29 = fcmp ole float 0x7FF8000000000000, 0x7FF8000000000000
  %p29 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 29
  store i1 %v29, ptr %p29
  %v30 = fcmp one double 1.0, 2.0
  %p30 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 30
  store i1 %v30, ptr %p30
  %v31 = fcmp one double 2.0, 2.0
  %p31 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 31
  store i1 %v31, ptr %p31
  %v32 = fcmp one double 0x7FF8000000000000, 1.0
  %p32 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 32
  store i1 %v32, ptr %p32
  %v33 = fcmp one float 3.0, -1.0
  %p33 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 33
  store i1 %v33, ptr %p33
  %v34 = fcmp one float 0x7FF8000000000000, 0x7FF8000000000000
  %p34 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 34
  store i1 %v34, ptr %p34
  %v35 = fcmp ord double 1.0, 2.0
  %p35 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 35
  store i1 %v35, ptr %p35
  %v36 = fcmp ord double 2.0, 2.0
  %p36 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 36
  store i1 %v36, ptr %p36
  %v37 = fcmp ord double 0x7FF8000000000000, 1.0
  %p37 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 37
  store i1 %v37, ptr %p37
  %v38 = fcmp ord float 3.0, -1.0
  %p38 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 38
  store i1 %v38, ptr %p38
  %v39 = fcmp ord float 0x7FF8000000000000, 0x7FF8000000000000
  %p39 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 39
  store i1 %v39, ptr %p39
  %v40 = fcmp ueq double 1.0, 2.0
  %p40 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 40
  store i1 %v40, ptr %p40
  %v41 = fcmp ueq double 2.0, 2.0
  %p41 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 41
  store i1 %v41, ptr %p41
  %v42 = fcmp ueq double 0x7FF8000000000000, 1.0
  %p42 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 42
  store i1 %v42, ptr %p42
  %v43 = fcmp ueq float 3.0, -1.0
  %p43 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 43
  store i1 %v43, ptr %p43
  %v44 = fcmp ueq float 0x7FF8000000000000, 0x7FF8000000000000
  %p44 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 44
  store i1 %v44, ptr %p44
  %v45 = fcmp ugt double 1.0, 2.0
  %p45 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 45
  store i1 %v45, ptr %p45
  %v46 = fcmp ugt double 2.0, 2.0
  %p46 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 46
  store i1 %v46, ptr %p46
  %v47 = fcmp ugt double 0x7FF8000000000000, 1.0
  %p47 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 47
  store i1 %v47, ptr %p47
  %v48 = fcmp ugt float 3.0, -1.0
  %p48 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 48
  store i1 %v48, ptr %p48
  %v49 = fcmp ugt float 0x7FF8000000000000, 0x7FF8000000000000
  %p49 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 49
  store i1 %v49, ptr %p49
  %v50 = fcmp uge double 1.0, 2.0
  %p50 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 50
  store i1 %v50, ptr %p50
  %v51 = fcmp uge double 2.0, 2.0
  %p51 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 51
  store i1 %v51, ptr %p51
  %v52 = fcmp uge double 0x7FF8000000000000, 1.0
  %p52 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 52
  store i1 %v52, ptr %p52
  %v53 = fcmp uge float 3.0, -1.0
  %p53 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 53
  store i1 %v53, ptr %p53
  %v54 = fcmp uge float 0x7FF8000000000000, 0x7FF8000000000000
  %p54 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 54
  store i1 %v54, ptr %p54
  %v55 = fcmp ult double 1.0, 2.0
  %p55 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 55
  store i1 %v55, ptr %p55
  %v56 = fcmp ult double 2.0, 2.0
  %p56 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 56
  store i1 %v56, ptr %p56
  %v57 = fcmp ult double 0x7FF8000000000000, 1.0
  %p57 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 57
  store i1 %v57, ptr %p57
  %v58 = fcmp ult float 3.0, -1.0
  %p58 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 58
  store i1 %v58, ptr %p58
  %v59 = fcmp ult float 0x7FF8000000000000, 0x7FF8000000000000
  %p59 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 59
  store i1 %v59, ptr %p59
  %v60 = fcmp ule double 1.0, 2.0
  %p60 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 60
  store i1 %v60, ptr %p60
  %v61 = fcmp ule double 2.0, 2.0
  %p61 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 61
  store i1 %v61, ptr %p61
  %v62 = fcmp ule double 0x7FF8000000000000, 1.0
  %p62 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 62
  store i1 %v62, ptr %p62
  %v63 = fcmp ule float 3.0, -1.0
  %p63 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 63
  store i1 %v63, ptr %p63
  %v64 = fcmp ule float 0x7FF8000000000000, 0x7FF8000000000000
  %p64 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 64
  store i1 %v64, ptr %p64
  %v65 = fcmp une double 1.0, 2.0
  %p65 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 65
  store i1 %v65, ptr %p65
  %v66 = fcmp une double 2.0, 2.0
  %p66 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 66
  store i1 %v66, ptr %p66
  %v67 = fcmp une double 0x7FF8000000000000, 1.0
  %p67 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 67
  store i1 %v67, ptr %p67
  %v68 = fcmp une float 3.0, -1.0
  %p68 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 68
  store i1 %v68, ptr %p68
  %v69 = fcmp une float 0x7FF8000000000000, 0x7FF8000000000000
  %p69 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 69
  store i1 %v69, ptr %p69
  %v70 = fcmp uno double 1.0, 2.0
  %p70 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 70
  store i1 %v70, ptr %p70
  %v71 = fcmp uno double 2.0, 2.0
  %p71 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 71
  store i1 %v71, ptr %p71
  %v72 = fcmp uno double 0x7FF8000000000000, 1.0
  %p72 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 72
  store i1 %v72, ptr %p72
  %v73 = fcmp uno float 3.0, -1.0
  %p73 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 73
  store i1 %v73, ptr %p73
  %v74 = fcmp uno float 0x7FF8000000000000, 0x7FF8000000000000
  %p74 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 74
  store i1 %v74, ptr %p74
  %v75 = fcmp true double 1.0, 2.0
  %p75 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 75
  store i1 %v75, ptr %p75
  %v76 = fcmp true double 2.0, 2.0
  %p76 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 76
  store i1 %v76, ptr %p76
  %v77 = fcmp true double 0x7FF8000000000000, 1.0
  %p77 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 77
  store i1 %v77, ptr %p77
  %v78 = fcmp true float 3.0, -1.0
  %p78 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 78
  store i1 %v78, ptr %p78
  %v79 = fcmp true float 0x7FF8000000000000, 0x7FF8000000000000
  %p79 = getelementptr inbounds [80 x i8], ptr @out, i64 0, i64 79
  store i1 %v79, ptr %p79
  ret i32 0
}`,
	`@out = global [17 x i64] zeroinitializer
define i32 @main() {
  %v0 = udiv exact i32 7, 2
  %p0 = getelementptr inbounds [17 x i64], ptr @out, i64 0, i64 0
  store i32 %v0, ptr %p0
  %v1 = udiv exact i32 8, 2
  %p1 = getelementptr inbounds [17 x i64], ptr @out, i64 0, i64 1
  store i32 %v1, ptr %p1
  %v2 = udiv i32 7, 2
  %p2 = getelementptr inbounds [17 x i64], ptr @out, i64 0, i64 2
  store i32 %v2, ptr %p2
  %v3 = urem i8 -1, 7
  %p3 = getelementptr inbounds [17 x i64], ptr @out, i64 0, i64 3
  store i8 %v3, ptr %p3
  %v4 = udiv i8 -1, 7
  %p4 = getelementptr inbounds [17 x i64], ptr @out, i64 0, i64 4
  store i8 %v4, ptr %p4
  %v5 = urem i16 poison, 5
  %p5 = getelementptr inbounds [17 x i64], ptr @out, i64 0, i64 5
  store i16 %v5, ptr %p5
  %v6 = udiv i64 -1, 3
  %p6 = getelementptr inbounds [17 x i64], ptr @out, i64 0, i64 6
  store i64 %v6, ptr %p6
  %v7 = urem i64 -1, 3
  %p7 = getelementptr inbounds [17 x i64], ptr @out, i64 0, i64 7
  store i64 %v7, ptr %p7
  %v8 = urem i32 undef, 5
  %p8 = getelementptr inbounds [17 x i64], ptr @out, i64 0, i64 8
  store i32 %v8, ptr %p8
  %v9 = icmp slt i8 -1, 1
  %p9 = getelementptr inbounds [17 x i64], ptr @out, i64 0, i64 9
  store i1 %v9, ptr %p9
  %v10 = icmp slt i8 1, -1
  %p10 = getelementptr inbounds [17 x i64], ptr @out, i64 0, i64 10
  store i1 %v10, ptr %p10
  %v11 = icmp ult i8 -1, 1
  %p11 = getelementptr inbounds [17 x i64], ptr @out, i64 0, i64 11
  store i1 %v11, ptr %p11
  %v12 = icmp ne i1 true, false
  %p12 = getelementptr inbounds [17 x i64], ptr @out, i64 0, i64 12
  store i1 %v12, ptr %p12
  %v13 = icmp eq i64 -1, -1
  %p13 = getelementptr inbounds [17 x i64], ptr @out, i64 0, i64 13
  store i1 %v13, ptr %p13
  %v14 = icmp slt i64 -9223372036854775808, 0
  %p14 = getelementptr inbounds [17 x i64], ptr @out, i64 0, i64 14
  store i1 %v14, ptr %p14
  %v15 = icmp samesign ult i8 -1, 1
  %p15 = getelementptr inbounds [17 x i64], ptr @out, i64 0, i64 15
  store i1 %v15, ptr %p15
  %v16 = icmp eq i32 poison, 0
  %p16 = getelementptr inbounds [17 x i64], ptr @out, i64 0, i64 16
  store i1 %v16, ptr %p16
  ret i32 0
}`,
	`define i32 @main() {
  %z = urem i32 1, 0
  ret i32 %z
}`,
	`define i32 @main() {
  %z = udiv i8 1, 0
  %r = zext i8 %z to i32
  ret i32 %r
}`,
}

// TestFastCasesArgObjects runs a store to a constant argument object
// (ArgObject.Constant) and a load from a writable one, with and without
// exec's fast cases, and a byval copy of a constant one.
func TestFastCasesArgObjects(t *testing.T) {
	const src = `define i32 @f(ptr %p, ptr %q) {
  %v = load i32, ptr %q
  store i32 %v, ptr %p
  ret i32 %v
}
define i32 @g(ptr byval(i32) %p) {
  store i32 1, ptr %p
  %v = load i32, ptr %p
  ret i32 %v
}`
	m, err := ir.Parse("argobjects.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	fast, err1 := load(m, false)
	slow, err2 := load(m, true)
	if err1 != nil || err2 != nil {
		t.Fatal(err1, err2)
	}
	var got [2]string
	for k, p := range []*Program{fast, slow} {
		c := &ArgObject{Bytes: make([]Byte, 4), Align: 4, Constant: true}
		w := &ArgObject{Bytes: []Byte{{Bits: 3}, {}, {}, {}}, Align: 4}
		mach := p.NewMachine(Config{MaxSteps: 100, Chooser: ZeroChooser{}})
		got[k] = describeOutcomes([]Outcome{mach.Run("f", []Val{ArgPointer(c, 0), ArgPointer(w, 0)})})
		if stale := fastStale(mach.mem); stale != "" {
			t.Errorf("@f: stale memObject.fast:%s", stale)
		}
		// (A byval parameter's object is the caller's: no attribute
		// of @g's applies to it.)
		o := mach.Run("g", []Val{ArgPointer(c, 0)})
		if stale := fastStale(mach.mem); stale != "" || o.Kind != Returned {
			t.Errorf("@g: %s; stale memObject.fast:%s", describeOutcomes([]Outcome{o}), stale)
		}
	}
	if got[0] != got[1] || !strings.Contains(got[0], "UB") {
		t.Errorf("with the fast cases %s, without %s (want UB)", got[0], got[1])
	}
}

// fastStale names the objects of mem whose fast flags are not what their
// fields say (a change to one without memObject.sync).
func fastStale(mem *Memory) string {
	if mem.addressesOnly {
		return ""
	}
	var b strings.Builder
	for i := 0; i < mem.nobjs; i++ {
		o := mem.obj(i)
		want := *o
		want.sync()
		if want.fast != o.fast {
			fmt.Fprintf(&b, " object %d: %b, its fields say %b", i+1, o.fast, want.fast)
		}
	}
	return b.String()
}

// TestFastCasesAgree runs @main of each of fastCasePrograms as a function
// (so that the outcome has the globals: TestFastPathsAgree runs programs,
// whose exit keeps none), with and without exec's fast cases, in both
// modes, and compares the outcomes.
func TestFastCasesAgree(t *testing.T) {
	for i, src := range fastCasePrograms {
		m, err := ir.Parse(fmt.Sprintf("fastCasePrograms[%d]", i), []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		fast, err1 := load(m, false)
		slow, err2 := load(m, true)
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		for _, ch := range []Chooser{nil, ZeroChooser{}} {
			var got [2]string
			for k, p := range []*Program{fast, slow} {
				mach := p.NewMachine(Config{MaxSteps: 1e6, Chooser: ch})
				f := p.FuncByName("main")
				var args []Val
				if len(f.Params) > 0 {
					args = []Val{{Bits: 2}}
				}
				switch {
				case strings.Contains(src, "@pthread_create"): // threads: a whole program
					got[k] = describeOutcomes(mach.MainBehaviours(nil, 16))
				case ch == nil:
					got[k] = describeOutcomes(mach.Behaviours(f, args, 16))
				default:
					got[k] = describeOutcomes([]Outcome{mach.RunFunc(f, args)})
				}
				if stale := fastStale(mach.mem); stale != "" {
					t.Errorf("fastCasePrograms[%d]: stale memObject.fast:%s", i, stale)
				}
			}
			if got[0] != got[1] {
				t.Errorf("fastCasePrograms[%d] (concrete %v): with the fast cases\n%s\nwithout\n%s", i, ch != nil, got[0], got[1])
			}
		}
	}
}

// TestFastCasesBudget runs a loop whose compares and branches exec fuses
// (xICmpBr) with every step budget up to past its end, with and without
// the fast cases: a budget that ends between the compare and its branch
// must end the run at the same step.
func TestFastCasesBudget(t *testing.T) {
	const src = `define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %x = phi double [ 0.5, %entry ], [ %x.next, %loop ]
  %x.next = fmul double %x, 3.0
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, 6
  br i1 %done, label %exit, label %loop
exit:
  %r = fptosi double %x.next to i32
  ret i32 %r
}`
	m, err := ir.Parse("budget.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	fast, err1 := load(m, false)
	slow, err2 := load(m, true)
	if err1 != nil || err2 != nil {
		t.Fatal(err1, err2)
	}
	f := fast.FuncByName("main")
	for budget := uint64(1); budget <= 30; budget++ {
		var got [2]string
		for k, p := range []*Program{fast, slow} {
			o := p.NewMachine(Config{MaxSteps: budget, Chooser: ZeroChooser{}}).RunFunc(p.FuncByName(f.Name), nil)
			got[k] = describeOutcomes([]Outcome{o})
		}
		if got[0] != got[1] {
			t.Errorf("budget %d: with the fast cases %s, without %s", budget, got[0], got[1])
		}
	}
}

// TestEdgeCopiesNotScalar runs a loop whose phi copies a vector on an edge
// exec's branch cases copy themselves (cfgEdge.copyScalars): the copy must
// be a copy (Machine.edge), not the source's lanes shared, or computing
// the next value would change the phi's too.
func TestEdgeCopiesNotScalar(t *testing.T) {
	const src = `define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = phi <2 x i32> [ <i32 1, i32 2>, %entry ], [ %v.next, %loop ]
  %v.next = add <2 x i32> %v, <i32 1, i32 1>
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, 3
  br i1 %done, label %exit, label %loop
exit:
  %a = extractelement <2 x i32> %v.next, i32 1
  %b = extractelement <2 x i32> %v, i32 1
  %d = sub i32 %a, %b
  %r = mul i32 %d, %a
  ret i32 %r
}`
	m, err := ir.Parse("edgecopies.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	for _, slow := range []bool{false, true} {
		p, err := load(m, slow)
		if err != nil {
			t.Fatal(err)
		}
		o := p.NewMachine(Config{MaxSteps: 1000, Chooser: ZeroChooser{}}).RunFunc(p.FuncByName("main"), nil)
		if got := describeOutcomes([]Outcome{o}); !strings.HasPrefix(got, "i32 5 ") {
			t.Errorf("slowOnly %v: %s, want i32 5", slow, got)
		}
	}
}
