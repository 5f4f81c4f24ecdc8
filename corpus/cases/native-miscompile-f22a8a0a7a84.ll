; irfuzz: kind: native-miscompile
; irfuzz: signature: native-miscompile/aarch64/unbisected/program@375576d6
; irfuzz: status: open
; irfuzz: state: 19.1.7 open
; irfuzz: llvm: 19.1.7
; irfuzz: found: 2026-11-26T04:59:38Z
; irfuzz: tool: program
; irfuzz: pipeline: O1
; irfuzz: target: aarch64
; irfuzz: level: O0
; irfuzz: function: main
; irfuzz: program: true
; irfuzz: input: argv: prog
; irfuzz: expected: exit 1; stdout 0 bytes ""
; irfuzz: actual: exit 0; stdout 0 bytes ""
; irfuzz: reason: the program ends by exit 0, the source by exit 1
; irfuzz: command: qemu-aarch64 -L /usr/aarch64-linux-gnu ./prog
; irfuzz: origin: csmith --seed 634 --max-funcs 4 --max-block-depth 3 --no-unions --no-bitfields --no-packed-struct --no-jumps --no-argc > prog.c; /usr/bin/clang-19 -O0 -Xclang -disable-O0-optnone -emit-llvm -S -w -I/usr/include/csmith -o prog.ll prog.c; reduced by irfuzz from 2129 to 26 instructions
; irfuzz: seed: 634

source_filename = "csmith-6530a7d5b91e659e.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S0 = type { i32, i32 }

@g_47 = internal global i64 0

define dso_local i32 @main() {
  %1 = icmp slt i32 0, 0
  br i1 %1, label %2, label %3

2:                                                ; preds = %0
  ret i32 0

3:                                                ; preds = %0
  %4 = alloca i1
  %5 = alloca i1
  store i1 true, ptr %4
  store i1 false, ptr %5
  %6 = load i1, ptr %4
  %7 = sext i1 %6 to i32
  %8 = trunc i32 %7 to i1
  call void @func_2(i1 %8)
  %9 = load i64, ptr @g_47
  %10 = lshr i64 %9, 32
  %11 = trunc i64 %10 to i1
  %12 = zext i1 %11 to i32
  ret i32 %12
}

; Function Attrs: noinline
define internal void @func_2(i1 signext %0) #0 {
  %2 = alloca i1
  %3 = alloca ptr
  store i1 %0, ptr %2
  store ptr @g_47, ptr %3
  %4 = load i1, ptr %2
  %5 = sext i1 %4 to i64
  %6 = load ptr, ptr %3
  %7 = xor i64 0, %5
  store i64 %7, ptr %6
  ret void
}

attributes #0 = { noinline }
