; irfuzz: kind: native-miscompile
; irfuzz: signature: native-miscompile/aarch64/O0/SelectionDAG
; irfuzz: status: open
; irfuzz: state: 19.1.7 open
; irfuzz: state: 22.1.8 fixed
; irfuzz: upstream: none-found (checked 2026-11-29)
; irfuzz: llvm: 19.1.7
; irfuzz: found: 2026-11-29T04:20:32Z
; irfuzz: tool: program
; irfuzz: target: aarch64
; irfuzz: level: O0
; irfuzz: function: f
; irfuzz: arg: i65 0	; image 000000000000000000
; irfuzz: arg: i65 1	; image 010000000000000000
; irfuzz: input: i65 0, i65 1
; irfuzz: expected: i65 -1
; irfuzz: actual: i65 18446744073709551615
; irfuzz: reason: return value differs
; irfuzz: blame-note: wrong for aarch64 at -O0 with -fast-isel=0 too: SelectionDAG (which also lowers what FastISel leaves to it)
; irfuzz: command: /usr/lib/llvm-19/bin/llc -O0 -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic -filetype=obj -global-isel=0 target.ll -o target.o
; irfuzz: origin: LLVM 19 campaign seed 13000 (module 13149, @t20: scmp.i65 then urem i65 by 65 gave 15, not 31), reduced by hand
; irfuzz: seed: 1


define i65 @f(i65 %a, i65 %b) {
  %c = call i65 @llvm.scmp.i65.i65(i65 %a, i65 %b)
  ret i65 %c
}

declare i65 @llvm.scmp.i65.i65(i65, i65)
