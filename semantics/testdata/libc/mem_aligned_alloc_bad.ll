; aligned_alloc with an alignment that is not a power of two: C17 says
; null, glibc before 2.38 rounds the alignment up and returns a block. The
; C libraries differ, so the run gives no verdict.
; EXPECT-KIND: unsupported
; REASON-CONTAINS: aligned_alloc with alignment 3
declare ptr @aligned_alloc(i64, i64)

define i32 @main() {
entry:
  %bad = call ptr @aligned_alloc(i64 3, i64 16)
  ret i32 0
}
