; EXPECT: incorrect
; WHY: llvm.abs with is_int_min_poison=true is poison for INT_MIN; x=-128 gives -128 in src, poison in tgt
declare i8 @llvm.abs.i8(i8, i1)

define i8 @src(i8 %x) {
  %a = call i8 @llvm.abs.i8(i8 %x, i1 false)
  ret i8 %a
}

define i8 @tgt(i8 %x) {
  %a = call i8 @llvm.abs.i8(i8 %x, i1 true)
  ret i8 %a
}
