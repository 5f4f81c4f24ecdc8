; After realloc the old pointer is dead (C11 7.22.3.5), even when a real
; allocator would have grown the block in place.
; EXPECT-UB: use after free
declare ptr @malloc(i64)
declare ptr @realloc(ptr, i64)

define i32 @main() {
entry:
  %p = call ptr @malloc(i64 4)
  store i32 1, ptr %p
  %q = call ptr @realloc(ptr %p, i64 8)
  %x = load i32, ptr %p
  ret i32 %x
}
