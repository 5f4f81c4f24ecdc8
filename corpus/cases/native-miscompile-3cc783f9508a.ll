; irfuzz: kind: native-miscompile
; irfuzz: signature: native-miscompile/aarch64-gisel/unbisected/t38@d62acb5e
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 fixed
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:57:02Z
; irfuzz: tool: program
; irfuzz: target: aarch64-gisel
; irfuzz: level: O2
; irfuzz: function: t38
; irfuzz: arg: i64 -1	; image ffffffffffffffff
; irfuzz: arg: i64 -9223372036854775808	; image 0000000000000080
; irfuzz: arg: i64 -1	; image ffffffffffffffff
; irfuzz: arg: i64 1	; image 0100000000000000
; irfuzz: input: i64 -1, i64 -9223372036854775808, i64 -1, i64 1
; irfuzz: expected: void; @g1 = 00 00 00 40 00 00 00 00 ff ff 7f 7f 00 00 80 ff ff ff 7f 7f cf a3 6f 10 00 00 e0 3f 3d 13 31 7d
; irfuzz: actual: void
; irfuzz: reason: final contents of @g1 differ at byte 8
; irfuzz: command: /usr/lib/llvm-14/bin/llc -opaque-pointers -O2 -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic -filetype=obj -global-isel -global-isel-abort=2 target.ll -o target.o
; irfuzz: origin: irfuzz gen --seed 60303 (64 tests); reduced by irfuzz from 151 to 5 instructions
; irfuzz: seed: 60303

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g1 = global [8 x float] [float 2.000000e+00, float -5.000000e+00, float 0x47EFFFFFE0000000, float 0xFFF0000000000000, float 0x47EFFFFFE0000000, float 0x3A0DF479E0000000, float 1.750000e+00, float 0x47A62267A0000000]

define void @t38(i64 %v14, i64 %v15, i64 %v17, i64 %v27) {
bb0:
  %v28 = getelementptr [8 x float], ptr @g1, i64 0, i64 %v27
  store float 0.000000e+00, ptr %v28
  %v45 = getelementptr [8 x float], ptr @g1, i64 0, i64 1
  store float 0.000000e+00, ptr %v45
  ret void
}
