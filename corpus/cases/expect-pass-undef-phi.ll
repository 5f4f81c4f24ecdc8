; irfuzz: kind: ir-miscompile
; irfuzz: signature: expect-pass/undef-phi
; irfuzz: status: expect-pass
; irfuzz: state: 14.0.6 pass
; irfuzz: state: 19.1.7 pass
; irfuzz: state: 22.1.8 pass
; irfuzz: pipelines: O1 O2
; irfuzz: targets: x86_64
; irfuzz: levels: O0 O2
; irfuzz: found: 2026-11-23
; irfuzz: origin: hand-written: a phi of undef and a defined value may become the value (undef can be anything), and a frozen undef is one fixed value

define i32 @phi_undef(i1 %c, i32 %x) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %j
b:
  br label %j
j:
  %p = phi i32 [ undef, %a ], [ %x, %b ]
  %r = add i32 %p, 1
  ret i32 %r
}

define i32 @frozen_twice(i32 %x) {
  %u = or i32 %x, undef
  %f = freeze i32 %u
  %d = sub i32 %f, %f
  %r = add i32 %d, %x
  ret i32 %r
}

define i1 @frozen_cmp(i8 %x) {
  %f = freeze i8 undef
  %a = icmp ule i8 %f, %f
  ret i1 %a
}
