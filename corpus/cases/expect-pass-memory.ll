; irfuzz: kind: ir-miscompile
; irfuzz: signature: expect-pass/memory-bytes
; irfuzz: status: expect-pass
; irfuzz: state: 14.0.6 pass
; irfuzz: state: 19.1.7 pass
; irfuzz: state: 22.1.8 pass
; irfuzz: pipelines: O1 O2 O3
; irfuzz: targets: x86_64 aarch64
; irfuzz: levels: O0 O2
; irfuzz: found: 2026-11-23
; irfuzz: origin: hand-written: memory is bytes: a narrower load of a wider store reads its low bytes (little endian), memcpy moves bytes, and a store to a global is seen after the call

@g = global [8 x i8] zeroinitializer, align 8

define i8 @store_load_narrow(i32 %x) {
  %p = alloca i32, align 4
  store i32 %x, ptr %p, align 4
  %q = getelementptr i8, ptr %p, i64 1
  %b = load i8, ptr %q, align 1
  ret i8 %b
}

define i64 @memcpy_bytes(i64 %x, i16 %y) {
  %a = alloca i64, align 8
  %b = alloca i64, align 8
  store i64 %x, ptr %a, align 8
  store i64 0, ptr %b, align 8
  %q = getelementptr i8, ptr %a, i64 2
  store i16 %y, ptr %q, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %a, i64 5, i1 false)
  %r = load i64, ptr %b, align 8
  ret i64 %r
}

define void @global_bytes(i32 %x, i8 %y) {
  store i32 %x, ptr @g, align 8
  %q = getelementptr i8, ptr @g, i64 3
  store i8 %y, ptr %q, align 1
  %h = getelementptr i8, ptr @g, i64 4
  store i32 %x, ptr %h, align 4
  ret void
}

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
