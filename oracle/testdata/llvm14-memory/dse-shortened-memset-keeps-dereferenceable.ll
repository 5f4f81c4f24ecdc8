; LLVM 14 bug: DSE shortens a memset from its start (a later store
; overwrites the first bytes) and moves its pointer forward, but keeps the
; call-site dereferenceable(64) of the whole memset on the new pointer:
; the shortened call claims 64 bytes from %p+8, past the end of a 64-byte
; object, which is undefined behaviour the source does not have.
;
; Reference: https://github.com/llvm/llvm-project/issues/115976
;   (DSE keeps dereferenceable after shortening a memset; fixed by
;   https://github.com/llvm/llvm-project/pull/125073 in 2025). Found by an
;   irfuzz campaign (corpus/cases/ir-miscompile-14aca75ef964.ll); written
;   here on a pointer argument.
; Releases affected: LLVM 14.0.6 and 19.1.7 (both tested here).
; Kind: B (IR level): opt -O2 gives
;   tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1
;     dereferenceable(64) %1, i8 0, i64 56, i1 false)   ; %1 = %p + 8
; Witness: %p points to the start of a 64-byte object (as its
;   dereferenceable(64) allows); any %v.

define void @clear_then_set(ptr dereferenceable(64) %p, i64 %v) {
  call void @llvm.memset.p0.i64(ptr align 1 dereferenceable(64) %p, i8 0, i64 64, i1 false)
  store i64 %v, ptr %p, align 1
  ret void
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
