; aligned_alloc returns a block at the alignment asked for.
; STDOUT: "0 0\n"
@fmt = private unnamed_addr constant [9 x i8] c"%ld %ld\0A\00"

declare ptr @aligned_alloc(i64, i64)
declare ptr @malloc(i64)
declare void @free(ptr)
declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  %pad = call ptr @malloc(i64 1)            ; disturb the heap's alignment
  %p = call ptr @aligned_alloc(i64 4096, i64 4096)
  %q = call ptr @aligned_alloc(i64 64, i64 128)
  %pi = ptrtoint ptr %p to i64
  %qi = ptrtoint ptr %q to i64
  %pm = and i64 %pi, 4095
  %qm = and i64 %qi, 63
  %q127 = getelementptr i8, ptr %q, i64 127
  store i8 0, ptr %q127
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %pm, i64 %qm)
  call void @free(ptr %p)
  call void @free(ptr %q)
  call void @free(ptr %pad)
  ret i32 0
}
