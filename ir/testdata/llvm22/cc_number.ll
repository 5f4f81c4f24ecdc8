; construct: a numbered calling convention spelled as LLVM 14 to 22 print
; it (cc1023, no blank), on a declaration, a definition and a call
declare cc1023 void @d()

define cc99 void @f() {
  call cc1023 void @d()
  ret void
}
