; llvm.ptrmask with a mask as wide as the pointer's index type, narrower than
; the pointer: "If the pointer index type size is smaller than the pointer
; type size, this implies that pointer bits beyond the index size are not
; affected by this intrinsic" (the LangRef). 0x0123456789abcdef masked with
; i32 -16 keeps the high 32 bits: 0x0123456789abcde0.
; RUN: @f i64 81985529216486895 -> i64 81985529216486880
; RUN: @g i64 81985529216486895 -> i64 81985529216486656

target datalayout = "e-p:64:64:64:32"

declare ptr @llvm.ptrmask.p0.i32(ptr, i32)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64)

define i64 @f(i64 %x) {
  %p = inttoptr i64 %x to ptr
  %q = call ptr @llvm.ptrmask.p0.i32(ptr %p, i32 -16)
  %r = ptrtoint ptr %q to i64
  ret i64 %r
}

; Within the index bits the mask applies as written.
define i64 @g(i64 %x) {
  %p = inttoptr i64 %x to ptr
  %q = call ptr @llvm.ptrmask.p0.i32(ptr %p, i32 -256)
  %r = ptrtoint ptr %q to i64
  ret i64 %r
}
