; realloc(p, 0) with p not null: C17 leaves the result implementation-
; defined; glibc frees p and returns null (REALLOC_ZERO_BYTES_FREES).
; STDOUT: "null\n"
@null = private unnamed_addr constant [5 x i8] c"null\00"
@nonnull = private unnamed_addr constant [8 x i8] c"nonnull\00"

declare ptr @malloc(i64)
declare ptr @realloc(ptr, i64)
declare i32 @puts(ptr)

define i32 @main() {
entry:
  %p = call ptr @malloc(i64 8)
  %q = call ptr @realloc(ptr %p, i64 0)
  %isnull = icmp eq ptr %q, null
  %s = select i1 %isnull, ptr @null, ptr @nonnull
  call i32 @puts(ptr %s)
  ret i32 0
}
