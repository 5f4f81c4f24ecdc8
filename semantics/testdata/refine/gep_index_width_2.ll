; EXPECT: incorrect
; WHY: a getelementptr is not an add of the whole pointer when the index width (8) is below the pointer width (32): x=-1 gives 0xffffff02 from src (bits 8..31 kept), 2 from tgt
; LANGREF (getelementptr): 然后,偏移量被添加到基地址的低位,直到索引类型宽度,使用静默回绕的二补算术。如果指针大小大于索引大小,这意味着索引类型宽度之外的位将不受影响。
; ("the offsets are added to the low bits of the base address up to the index type width ... the bits outside the index type width will not be affected")
target datalayout = "e-p:32:32:32:8"

define i32 @src(i32 %x) {
  %p = inttoptr i32 %x to ptr
  %q = getelementptr i8, ptr %p, i32 3
  %r = ptrtoint ptr %q to i32
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %r = add i32 %x, 3
  ret i32 %r
}
