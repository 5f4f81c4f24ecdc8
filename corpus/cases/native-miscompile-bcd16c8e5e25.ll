; irfuzz: kind: native-miscompile
; irfuzz: signature: native-miscompile/aarch64-gisel/unbisected/t48@b4f6f04b
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 open
; irfuzz: state: 22.1.8 open
; irfuzz: upstream: none-found (checked 2026-11-28)
; irfuzz: llvm: 19.1.7
; irfuzz: found: 2026-11-26T12:23:22Z
; irfuzz: tool: program
; irfuzz: target: aarch64-gisel
; irfuzz: level: O0
; irfuzz: function: t48
; irfuzz: arg: <2 x float> <float -0.000000e+00, float 1.000000e+00>	; image 000000800000803f
; irfuzz: arg: i16 1	; image 0100
; irfuzz: arg: i16 1	; image 0100
; irfuzz: input: <2 x float> <float -0.000000e+00, float 1.000000e+00>, i16 1, i16 1
; irfuzz: expected: i16 1; @g1 = 00 01 00 00 00 00 00
; irfuzz: actual: i16 1
; irfuzz: reason: final contents of @g1 differ at byte 1
; irfuzz: command: /usr/lib/llvm-19/bin/llc -O0 -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic -filetype=obj -global-isel -global-isel-abort=2 target.ll -o target.o
; irfuzz: origin: t.ll
; irfuzz: seed: 1


@g1 = global [7 x i8] zeroinitializer

define i16 @t48(<2 x float> %a0, i16 %a1, i16 %a2) {
  %v5 = freeze i16 %a2
  %v3 = trunc i16 %v5 to i8
  store i8 %v3, ptr getelementptr inbounds (i8, ptr @g1, i64 1), align 1
  %v13 = mul i16 %v5, %v5
  ret i16 %v13
}
