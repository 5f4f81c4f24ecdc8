; EXPECT: correct
; WHY: the function is its own target. Given poison or undef, an unknown function's answer is any value to the source; in odd worlds the function may break its range(i8 5, 6) result attribute, which makes the result poison, and the target's world does (the source said 'any', the target returned poison); the source's answer must then be poison (found on a generated LLVM 19 module, gen --seed 11: irfuzz refine m.ll m.ll called @t41 incorrect, whose @ext0 has range(i8 -2, 11))
define i8 @src(i32 %a) {
  %r = call i8 @ext(i32 %a)
  ret i8 %r
}

define i8 @tgt(i32 %a) {
  %r = call i8 @ext(i32 %a)
  ret i8 %r
}

declare range(i8 5, 6) i8 @ext(i32) memory(none) nounwind willreturn
