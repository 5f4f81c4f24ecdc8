; Correct code whose results depend on byte order: stores of wide values
; read back in narrower pieces and the reverse, through pointer arguments
; and allocas, with bitcasts between vectors and integers. The reference
; semantics must lay bytes out as the target does (little-endian here),
; and an "E" layout (layout-bigendian.ll) as big-endian.

define i8 @low_byte(ptr %p, i32 %x) {
  store i32 %x, ptr %p, align 1
  %v = load i8, ptr %p, align 1
  ret i8 %v
}

define i16 @middle_half(ptr %p, i64 %x) {
  store i64 %x, ptr %p, align 1
  %q = getelementptr i8, ptr %p, i64 3
  %v = load i16, ptr %q, align 1
  ret i16 %v
}

define i32 @assemble(ptr %p) {
  %b0 = load i8, ptr %p
  %q1 = getelementptr i8, ptr %p, i64 1
  %b1 = load i8, ptr %q1
  %q2 = getelementptr i8, ptr %p, i64 2
  %b2 = load i8, ptr %q2
  %q3 = getelementptr i8, ptr %p, i64 3
  %b3 = load i8, ptr %q3
  %w0 = zext i8 %b0 to i32
  %w1 = zext i8 %b1 to i32
  %w2 = zext i8 %b2 to i32
  %w3 = zext i8 %b3 to i32
  %s1 = shl i32 %w1, 8
  %s2 = shl i32 %w2, 16
  %s3 = shl i32 %w3, 24
  %o1 = or i32 %w0, %s1
  %o2 = or i32 %o1, %s2
  %o3 = or i32 %o2, %s3
  %whole = load i32, ptr %p, align 1
  %d = xor i32 %o3, %whole
  ret i32 %d
}

define i32 @vector_bytes(<4 x i8> %v) {
  %a = alloca i32
  store <4 x i8> %v, ptr %a
  %w = load i32, ptr %a
  %b = bitcast <4 x i8> %v to i32
  %r = sub i32 %w, %b
  ret i32 %r
}

define void @swap_halves(ptr %p) {
  %v = load i32, ptr %p, align 1
  %lo = trunc i32 %v to i16
  %hi32 = lshr i32 %v, 16
  %hi = trunc i32 %hi32 to i16
  store i16 %hi, ptr %p, align 1
  %q = getelementptr i8, ptr %p, i64 2
  store i16 %lo, ptr %q, align 1
  ret void
}
