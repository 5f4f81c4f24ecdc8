; EXPECT: correct
; WHY: the function is its own target. llvm.allow.ubsan.check is true or false as the compiler chooses, so on %a = undef the source returns 0 or undef; the select on that fixed unknown choice is not itself a fixed choice where the arm it picks is undef (found by a campaign on LLVM 19: opt -O2 left @t97 as it was and irfuzz called the undef it returns a miscompile)
define i8 @src(i8 %a) {
  %c = call i1 @llvm.allow.ubsan.check(i8 0)
  %r = select i1 %c, i8 0, i8 %a
  ret i8 %r
}

define i8 @tgt(i8 %a) {
  %c = call i1 @llvm.allow.ubsan.check(i8 0)
  %r = select i1 %c, i8 0, i8 %a
  ret i8 %r
}

declare i1 @llvm.allow.ubsan.check(i8 immarg)
