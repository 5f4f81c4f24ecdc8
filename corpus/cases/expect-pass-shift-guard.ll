; irfuzz: kind: ir-miscompile
; irfuzz: signature: expect-pass/shift-guard
; irfuzz: status: expect-pass
; irfuzz: state: 14.0.6 pass
; irfuzz: state: 19.1.7 pass
; irfuzz: state: 22.1.8 pass
; irfuzz: pipelines: O1 O2 O3
; irfuzz: targets: x86_64 aarch64
; irfuzz: levels: O0 O2
; irfuzz: found: 2026-11-23
; irfuzz: origin: hand-written: a shift by the width or more is poison; a select on an in-range test must hide it, and exact/nuw shifts keep only what the flags allow

define i32 @shl_guarded(i32 %x, i32 %n) {
  %s = shl i32 %x, %n
  %ok = icmp ult i32 %n, 32
  %r = select i1 %ok, i32 %s, i32 0
  ret i32 %r
}

define i16 @lshr_exact_guarded(i16 %x, i16 %n) {
  %m = and i16 %n, 15
  %low = shl i16 1, %m
  %lowm = sub i16 %low, 1
  %rest = and i16 %x, %lowm
  %isexact = icmp eq i16 %rest, 0
  %s = lshr exact i16 %x, %m
  %r = select i1 %isexact, i16 %s, i16 -1
  ret i16 %r
}

define i8 @ashr_wide(i8 %x, i8 %n) {
  %m = urem i8 %n, 8
  %s = ashr i8 %x, %m
  %t = ashr i8 %s, 7
  ret i8 %t
}
