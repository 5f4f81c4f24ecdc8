; Correct code whose results depend on pointer width and index width:
; pointer differences, ptrtoint truncated and widened, geps with wide and
; negative indices, pointers stored in memory and read back as integers.

define i64 @distance(ptr %p, i64 %i) {
  %i8 = and i64 %i, 31
  %q = getelementptr i8, ptr %p, i64 %i8
  %a = ptrtoint ptr %p to i64
  %b = ptrtoint ptr %q to i64
  %d = sub i64 %b, %a
  ret i64 %d
}

define i32 @stored_pointer_bytes(ptr %p) {
  %slot = alloca ptr
  store ptr %p, ptr %slot
  %back = load ptr, ptr %slot
  %same = icmp eq ptr %back, %p
  %r = zext i1 %same to i32
  ret i32 %r
}

define i16 @negative_index(ptr %p) {
  %end = getelementptr i8, ptr %p, i64 8
  %q = getelementptr i16, ptr %end, i64 -2
  store i16 513, ptr %q, align 1
  %v = load i16, ptr %q, align 1
  ret i16 %v
}

define i64 @pointer_size() {
  %e = getelementptr ptr, ptr null, i64 1
  %n = ptrtoint ptr %e to i64
  ret i64 %n
}
