; callbr (asm goto): indirect destinations, outputs
define i32 @f(i32 %x) {
entry:
  callbr void asm "jmp ${0:l}", "!i"() to label %fall [label %ind]
fall:
  %r = callbr i32 asm "mov $1, $0; jmp ${2:l}", "=r,r,!i,~{dirflag},~{fpsr},~{flags}"(i32 %x)
          to label %out [label %ind2]
out:
  ret i32 %r
ind:
  ret i32 -1
ind2:
  %r2 = phi i32 [ %r, %fall ]
  ret i32 %r2
}
