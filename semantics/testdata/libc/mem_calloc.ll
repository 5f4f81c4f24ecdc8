; calloc's block is zeroed; a product that overflows gives null.
; STDOUT: "0 0 1\n"
@fmt = private unnamed_addr constant [12 x i8] c"%ld %ld %d\0A\00"

declare ptr @calloc(i64, i64)
declare void @free(ptr)
declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  %p = call ptr @calloc(i64 4, i64 4)
  %a = load i64, ptr %p
  %p8 = getelementptr i8, ptr %p, i64 8
  %b = load i64, ptr %p8
  %q = call ptr @calloc(i64 4611686018427387904, i64 8)
  %qn = icmp eq ptr %q, null
  %qz = zext i1 %qn to i32
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %a, i64 %b, i32 %qz)
  call void @free(ptr %p)
  ret i32 0
}
