; Empty inline asm whose output is tied to its input (asm("" : "=r"(q) :
; "0"(p) : "memory"), which hides a pointer from the compiler) leaves the
; register as it is: the result is the input, provenance and all.
; STATUS: 5
define i32 @main() {
  %a = alloca i32
  store i32 5, ptr %a
  %p = call ptr asm sideeffect "", "=r,0,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr %a)
  %v = load i32, ptr %p
  ret i32 %v
}
