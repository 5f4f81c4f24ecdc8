; irfuzz: kind: native-miscompile
; irfuzz: signature: native-miscompile/aarch64/unbisected/program@375576d6
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 open
; irfuzz: state: 22.1.8 open
; irfuzz: upstream: llvm/llvm-project#205830 open (checked 2026-11-28)
; irfuzz: llvm: 19.1.7
; irfuzz: found: 2026-11-26T04:59:38Z
; irfuzz: tool: program
; irfuzz: pipeline: O1
; irfuzz: target: aarch64
; irfuzz: level: O0
; irfuzz: function: main
; irfuzz: program: true
; irfuzz: input: argv: prog
; irfuzz: expected: exit 0; stdout 0 bytes ""
; irfuzz: actual: exit 1; stdout 0 bytes ""
; irfuzz: reason: the program ends by exit 1, the source by exit 0
; irfuzz: command: qemu-aarch64 -L /usr/aarch64-linux-gnu ./prog
; irfuzz: origin: csmith --seed 634 --max-funcs 4 --max-block-depth 3 --no-unions --no-bitfields --no-packed-struct --no-jumps --no-argc > prog.c; /usr/bin/clang-19 -O0 -Xclang -disable-O0-optnone -emit-llvm -S -w -I/usr/include/csmith -o prog.ll prog.c; reduced by irfuzz with a C reducer from 228 to 25 lines of C; reduced by irfuzz from 248 to 12 instructions
; irfuzz: seed: 634

source_filename = "/tmp/irfuzz-c-1224151459/prog.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline
define dso_local i64 @func_12(i1 signext %0) #0 {
  %2 = alloca i1
  store i1 %0, ptr %2
  %3 = load i1, ptr %2
  %4 = sext i1 %3 to i64
  ret i64 %4
}

define dso_local i32 @main() {
  %1 = call i64 @func_12(i1 true)
  %2 = alloca i64
  store i64 %1, ptr %2
  %3 = load i64, ptr %2
  %4 = icmp ult i64 %3, -1
  %5 = zext i1 %4 to i32
  ret i32 %5
}

attributes #0 = { noinline }
