; EXPECT: correct
; WHY: with an 8-bit index width, an offset of 300 is 44: the index is truncated to the index width and added to the low 8 bits of the address (opt-22 -passes=instcombine writes this target)
; LANGREF (getelementptr): 索引本身会被符号扩展或截断,然后乘以当前索引类型的类型分配大小 ... 然后,偏移量被添加到基地址的低位,直到索引类型宽度,使用静默回绕的二补算术。如果指针大小大于索引大小,这意味着索引类型宽度之外的位将不受影响。
; ("the offsets are then added to the low bits of the base address up to the index type width, with silently-wrapping two's complement arithmetic; if the pointer size is larger than the index size, the bits outside the index type width will not be affected")
target datalayout = "e-p:32:32:32:8"

define i32 @src(i32 %x) {
  %p = inttoptr i32 %x to ptr
  %q = getelementptr i8, ptr %p, i32 300
  %r = ptrtoint ptr %q to i32
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %p = inttoptr i32 %x to ptr
  %q = getelementptr i8, ptr %p, i8 44
  %r = ptrtoint ptr %q to i32
  ret i32 %r
}
