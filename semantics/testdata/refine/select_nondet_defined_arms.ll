; EXPECT: incorrect
; WHY: with both arms defined, a select on llvm.allow.ubsan.check returns 1 or 2 and nothing else: a target returning undef there is wrong
define i8 @src(i8 %a) {
  %c = call i1 @llvm.allow.ubsan.check(i8 0)
  %r = select i1 %c, i8 1, i8 2
  ret i8 %r
}

define i8 @tgt(i8 %a) {
  ret i8 undef
}

declare i1 @llvm.allow.ubsan.check(i8 immarg)
