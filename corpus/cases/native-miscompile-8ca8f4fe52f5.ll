; irfuzz: kind: native-miscompile
; irfuzz: signature: native-miscompile/aarch64/unbisected/t27@f25f2df6
; irfuzz: status: open
; irfuzz: state: 14.0.6 changed
; irfuzz: state: 19.1.7 changed
; irfuzz: state: 22.1.8 changed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:48:46Z
; irfuzz: tool: program
; irfuzz: target: aarch64
; irfuzz: level: O0
; irfuzz: function: t27
; irfuzz: arg: <4 x float> <float 0x3DB2673180000000, float 0xBBE6F54EA0000000, float 1.000000e+00, float 0x7FF0000020000000>	; image 8c39932d75aa379f0000803f0100807f
; irfuzz: input: <4 x float> <float 0x3DB2673180000000, float 0xBBE6F54EA0000000, float 1.000000e+00, float 0x7FF0000020000000>
; irfuzz: expected: float 0b??1111111???????????????????????
; irfuzz: actual: float 0x3DB2673180000000
; irfuzz: reason: return value differs
; irfuzz: command: /usr/lib/llvm-14/bin/llc -opaque-pointers -O0 -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic -filetype=obj target.ll -o target.o
; irfuzz: origin: irfuzz gen --seed 60233 (64 tests); reduced by irfuzz from 175 to 2 instructions
; irfuzz: seed: 60233

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define float @t27(<4 x float> %a1) {
bb0:
  %v66 = call float @llvm.vector.reduce.fmax.v4f32(<4 x float> %a1)
  ret float %v66
}

declare float @llvm.vector.reduce.fmax.v4f32(<4 x float>)
