; EXPECT: correct
; WHY: the source loads through its writeonly parameter before it writes there, which gives poison, not undefined behaviour; its noundef return then is undefined, but only because of what it loaded: the verdict is not vacuous (the noundef violation's operand is not a constant)
; VACUOUS: no
; LANGREF (memory): write: 只有对位置的写入在函数调用外部是可观察的。... 在写入位置之前读取位置会导致产生 poison 值。
; ("write: only writes to the location are observable outside the call ... reading the location before writing it gives a poison value": not undefined behaviour, so the access itself does not make every input undefined)

define noundef i8 @src(ptr writeonly %p) {
  %v = load i8, ptr %p
  ret i8 %v
}

define noundef i8 @tgt(ptr writeonly %p) {
  ret i8 3
}
