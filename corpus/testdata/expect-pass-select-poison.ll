; irfuzz: kind: ir-miscompile
; irfuzz: signature: expect-pass/select-poison-refined
; irfuzz: status: expect-pass
; irfuzz: state: 14.0.6 pass
; irfuzz: state: 19.1.7 pass
; irfuzz: pipelines: O2 instcombine
; irfuzz: targets: x86_64
; irfuzz: levels: O0 O2
; irfuzz: found: 2026-11-24
; irfuzz: origin: hand-written: a select with a poison arm may become its other arm, never more poison than the source

define i32 @sel_poison(i8 %c, i32 %x) {
  %b = trunc i8 %c to i1
  %s = select i1 %b, i32 %x, i32 poison
  %r = add i32 %s, 1
  ret i32 %r
}

define i32 @sel_frozen(i8 %c, i32 %x) {
  %b = trunc i8 %c to i1
  %p = freeze i32 poison
  %s = select i1 %b, i32 %x, i32 %p
  %m = and i32 %s, 0
  ret i32 %m
}

define i8 @add_nsw_select(i8 %a, i8 %c) {
  %b = icmp ult i8 %c, 100
  %t = add nsw i8 %a, 1
  %s = select i1 %b, i8 %t, i8 0
  %r = add i8 %s, 3
  ret i8 %r
}
