#!/bin/sh
# irfuzz finding: native-miscompile
# signature: native-miscompile/x86_64/O0/SelectionDAG
# LLVM 14.0.6, found 2026-11-26 14:22:59 UTC, from irfuzz gen --seed 51 (64 tests)
# Reproduces the finding with plain LLVM tools (no irfuzz).
# Exit status: 0 = reproduced, 1 = not reproduced, 2 = a tool failed.
set -u
cd "$(dirname "$0")"
/usr/lib/llvm-14/bin/opt -opaque-pointers '-passes=default<O1>' -S source.ll -o target.ll || exit 2
reference0() {
  /usr/lib/llvm-14/bin/llc -opaque-pointers -O0 -mtriple=x86_64-unknown-linux-gnu -relocation-model=pic -filetype=obj -fast-isel=0 -global-isel=0 harness.ll -o harness-x86_64.o || return 1
  /usr/lib/llvm-14/bin/llc -opaque-pointers -O0 -mtriple=x86_64-unknown-linux-gnu -relocation-model=pic -filetype=obj source.ll -o reference0-source-x86_64-O0.o || return 1
  cc -o reference0.bin reference0-source-x86_64-O0.o harness-x86_64.o -lm -no-pie -Wl,--warn-unresolved-symbols || return 1
  timeout 20 ./reference0.bin > reference0.out 2>&1
  echo $? > reference0.status
  return 0
}
/usr/lib/llvm-14/bin/llc -opaque-pointers -O0 -mtriple=x86_64-unknown-linux-gnu -relocation-model=pic -filetype=obj -fast-isel=0 -global-isel=0 harness.ll -o harness-x86_64.o || exit 2
/usr/lib/llvm-14/bin/llc -opaque-pointers -O0 -mtriple=x86_64-unknown-linux-gnu -relocation-model=pic -filetype=obj target.ll -o target-target-x86_64-O0.o || exit 2
cc -o target.bin target-target-x86_64-O0.o harness-x86_64.o -lm -no-pie -Wl,--warn-unresolved-symbols || exit 2
timeout 20 ./target.bin > target.out 2>&1
status=$?
if [ $status -ne 0 ] || ! cmp -s target.out observed.out; then echo 'not reproduced: the program no longer prints the outcome irfuzz judged wrong (observed.out)'; cat target.out; exit 1; fi
if reference0 2>/dev/null && cmp -s reference0.out target.out; then echo 'not reproduced: the source does the same (built for x86_64 at -O0)'; cat reference0.out; exit 1; fi
echo 'reproduced: the program prints the outcome irfuzz judged wrong (observed.out), and the unoptimized source does not (expected/actual under the reference semantics below)'
cat expected actual
echo 'the source built for x86_64 at -O0 prints:'; cat reference0.out
echo 'llc names no guilty pass; localized by its switches: wrong for x86_64 at -O0 with -fast-isel=0 too: SelectionDAG (which also lowers what FastISel leaves to it)'
exit 0
