; LLVM 14 bug: umax(undef, undef) urem 3 may be 0, 1 or 2 only, but the
; expansion of umax on a target without it folds to undef, and the urem by
; a constant expansion then lets the whole result be undef: the function
; returns whatever its result register held (f(0) gives 536875584 on
; mips64el).
;
; Issue: https://github.com/llvm/llvm-project/issues/55271
;   "arm64, x86, and x86-64 miscompile from undef and urem" (still open
;   when the thread was stored: a missing freeze in the urem expansion)
; Kind: A (native, back end: SelectionDAG). Wrong at -O2 on most targets
;   (ordinary findings), at -O0 too on mips64el, where LLVM 13 to 19 are
;   wrong and 22 is right.
; Targets: mips64el
; Measured: irfuzz check --llvm 14 --targets all: 2 with evidence (-O0 and -O2) on mips64el; ordinary findings at -O2 on seven targets and with FastISel on ppc64le.
; Witness: f(0): expected 0, 1 or 2.

define i32 @f(i32 %in) {
  %x = call i32 @llvm.umax.i32(i32 undef, i32 undef)
  %y = urem i32 %x, 3
  ret i32 %y
}

declare i32 @llvm.umax.i32(i32, i32)
