; LLVM 14 bug: MemCpyOpt deletes a memcpy whose source is a stack buffer
; that was written by the previous iterations of a loop: it decides that
; the copied bytes are still the alloca's uninitialized contents, so that the
; copy only moves undef and can go. The upstream test says why that is
; wrong: the memcpy "reads memory written in a previous loop iteration".
; (The exact reasoning step inside the pass was not traced here.)
; The destination is a pointer parameter, so the lost bytes are visible to
; the caller.
;
; Issue: https://github.com/llvm/llvm-project/issues/54682
;   "Misoptimization (possibly in MemCpyOpt) results in no output"
;   (ormris, 2022-03-31, label llvm:optimizations). Bisected in the thread
;   to f5446b769a7929806f72256fccd4826d66502e59 "[MemCpyOpt] Allow variable
;   lengths in memcpy optimizer" (D100870, April 2021, so in LLVM 13 and 14).
;   Upstream regression test: llvm/test/Transforms/MemCpyOpt/pr54682.ll
;   ("The memcpy here is *not* dead, because it reads memory written in a
;   previous loop iteration."). This module is that test with a counted
;   loop (the test's `br i1 %c` loop either runs once, copying 0 bytes, or
;   never ends) and an iv-dependent stored value (a constant store is turned
;   into a memset by LoopIdiom at -O2 first, which hides the bug).
; Releases affected: LLVM 14.0.6 (tested here). Fixed by LLVM 19.1 (opt-19
;   -O2 keeps the memcpy, and vectorizes the loop).
; Kind: B (IR level). Pipelines: opt-14 -O2 (`-passes=default<O2>`) and
;   opt-14 -passes=memcpyopt. At -O2 the memcpy survives up to GVNPass and
;   is gone after MemCpyOptPass; the loop and the alloca, now dead, are then
;   deleted, so the whole function becomes `ret void`.
; Pointers: opaque (`ptr`). LLVM 14 reads this only with -opaque-pointers,
;   which irfuzz passes to LLVM 14 tools (native.Toolchain.IRFlags); LLVM 19
;   reads it as is.
;
; What the function does: tmp[15], tmp[14], ..., tmp[n] := their own index,
; walking down from 15 while iv > n, then copies tmp[n+1 .. 15] (15 - n
; bytes, all written by the loop) to %name.
;
; The input is special: %n must be in [0, 14] for the copy to be non-empty
; (n >= 15 copies 0 bytes, the same on both sides; n < 0 walks below
; tmp[0], undefined behaviour in the source). Any contents of %name work;
; only its first 15 - n bytes are written.
;   Witness copy_tail(13, name), name -> 16 bytes, all 0x00:
;     expected name = 0e 0f 00 00 ... (bytes 14, 15 copied from tmp[14..15])
;     actual   name = 00 00 00 00 ... (unchanged: the memcpy is gone)
;   copy_tail(10, name): expected 0b 0c 0d 0e 0f 00 ..., actual all 00.
;   copy_tail(15, name): 00 ... on both sides (nothing copied).
;
; opt-14 -O2 output:
;   define void @copy_tail(i64 %n, ptr nocapture writeonly %name) {
;   entry:
;     ret void }
; opt-14 -passes=memcpyopt output (exit block):
;   exit:
;     %p1 = getelementptr inbounds i8, ptr %p, i64 1
;     %len = sub nsw i64 15, %iv
;     ret void
;
; Verification (in /tmp/mb/v/):
;   $ opt-14 -opaque-pointers -passes='default<O2>' -S THIS.ll -o o14.ll
;   $ opt-19 -passes='default<O2>' -S THIS.ll -o o19.ll
;   Native, driver d1.c (`void copy_tail(long, unsigned char *)`, prints the
;   16-byte buffer after the call), llc-14 -opaque-pointers -O0 x86-64 (llc-19
;   for o19.ll), linked with gcc:
;     THIS.ll: copy_tail(13): 0e 0f 00 ...  copy_tail(10): 0b 0c 0d 0e 0f 00 ...
;     o14.ll:  copy_tail(13): 00 00 00 ...  copy_tail(10): 00 00 00 ...  <- wrong
;     o19.ll:  same as THIS.ll
;   $ irfuzz check --llvm 14 THIS.ll
;     ir-miscompile/MemCpyOptPass (at -O2):
;     @copy_tail(0, name -> 00 ...): expected name = 01 02 ... 0f 00 ...,
;     got name unchanged ("final contents of %arg1 differ at byte 0")
;   irfuzz check --llvm 19 THIS.ll: no findings.

define void @copy_tail(i64 %n, ptr %name) {
entry:
  %tmp = alloca [16 x i8], align 1
  br label %loop

loop:
  %iv = phi i64 [ 15, %entry ], [ %iv.next, %loop ]
  %iv.next = add nsw i64 %iv, -1
  %p = getelementptr inbounds [16 x i8], ptr %tmp, i64 0, i64 %iv
  %v = trunc i64 %iv to i8
  store i8 %v, ptr %p, align 1
  %c = icmp sgt i64 %iv, %n
  br i1 %c, label %loop, label %exit

exit:
  %p1 = getelementptr inbounds i8, ptr %p, i64 1
  %len = sub nsw i64 15, %iv
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %name, ptr align 1 %p1, i64 %len, i1 false)
  ret void
}

declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg)
