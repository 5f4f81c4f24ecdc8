; inline asm: sideeffect, alignstack, inteldialect, unwind, constraints, escapes
module asm "  .globl foo"
module asm "foo: ret"
module asm ""
define i32 @f(i32 %x, ptr %p) {
  %a = call i32 asm "add $0, $1", "=r,r"(i32 %x)
  call void asm sideeffect "nop", ""()
  call void asm sideeffect alignstack "nop", "~{memory}"()
  call void asm inteldialect "mov eax, eax", "~{eax}"()
  %b = call i32 asm sideeffect alignstack inteldialect "lea $0, [$1]", "=r,r,~{dirflag},~{fpsr},~{flags}"(ptr %p)
  %c = call { i32, i32 } asm "xchg $0, $1", "=r,=r,0,1"(i32 %x, i32 %a)
  call void asm "movl $$0x1, $0 # \22quoted\22 \5C", "=*m"(ptr elementtype(i32) %p)
  %d = call i32 asm "", "=r,0"(i32 %x) #0, !srcloc !0
  ret i32 %a
}
declare i32 @__gxx_personality_v0(...)
define void @u() personality ptr @__gxx_personality_v0 {
entry:
  invoke void asm sideeffect unwind "call thrower", "~{dirflag},~{fpsr},~{flags}"()
      to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}
attributes #0 = { nounwind readnone }
!0 = !{i64 1234}
