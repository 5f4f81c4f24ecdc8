; The bits of a pointer above the index width are not changed by a
; getelementptr: 0x12ff + 3 with an 8-bit index width is 0x1202 (4610),
; as opt-22 -passes=instcombine folds the constant expression.
; LANGREF (getelementptr): 如果指针大小大于索引大小,这意味着索引类型宽度之外的位将不受影响。
; ("if the pointer size is larger than the index size, this means that the bits outside the index type width will not be affected")
; ARGS: 4863
; EXPECT: i32 4610
target datalayout = "e-p:32:32:32:8"

define i32 @f(i32 %x) {
  %p = inttoptr i32 %x to ptr
  %q = getelementptr i8, ptr %p, i32 3
  %r = ptrtoint ptr %q to i32
  ret i32 %r
}
