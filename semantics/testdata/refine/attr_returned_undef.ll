; EXPECT: correct
; WHY: a returned parameter that is undef may be the frozen value the function returns (a caller that uses the argument sees undef, which covers it): no poison. InstCombine made this from an LLVM 14 -O1 run (FunctionAttrs had marked %a returned).
define i1 @src(i1 %a) {
  ret i1 %a
}

define i1 @tgt(i1 returned %a) {
  %f = freeze i1 %a
  ret i1 %f
}
