; llvm.masked.expandload reads consecutive elements from ptr into the
; lanes whose mask bit is set, in order (the LangRef's example: mask
; 10010001 reads ptr[0], ptr[1], ptr[2] into lanes 0, 3 and 7), the others
; from passthru; llvm.masked.compressstore writes the selected lanes to
; consecutive elements from ptr. Only the elements read or written need to
; be in bounds. (lli-22 gives 30, 5, 13 on @expand, @passthru and
; @compress.)
; RUN: @expand -> i32 30
; RUN: @passthru -> i32 5
; RUN: @compress -> i32 13
; RUN: @compress_bounds -> i32 4
; RUN: @expand_oob -> UB

declare <8 x i32> @llvm.masked.expandload.v8i32(ptr, <8 x i1>, <8 x i32>)
declare void @llvm.masked.compressstore.v4i32(<4 x i32>, ptr, <4 x i1>)

@src = global [3 x i32] [i32 10, i32 20, i32 30]

; Lane 7 gets ptr[2].
define i32 @expand() {
  %v = call <8 x i32> @llvm.masked.expandload.v8i32(ptr @src, <8 x i1> <i1 true, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true>, <8 x i32> splat (i32 5))
  %e = extractelement <8 x i32> %v, i64 7
  ret i32 %e
}

define i32 @passthru() {
  %v = call <8 x i32> @llvm.masked.expandload.v8i32(ptr @src, <8 x i1> <i1 true, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 true>, <8 x i32> splat (i32 5))
  %e = extractelement <8 x i32> %v, i64 1
  ret i32 %e
}

; Lanes 1 and 3 go to b[0] and b[1]: 2 + 11.
define i32 @compress() {
  %b = alloca [4 x i32]
  call void @llvm.masked.compressstore.v4i32(<4 x i32> <i32 1, i32 2, i32 3, i32 11>, ptr %b, <4 x i1> <i1 false, i1 true, i1 false, i1 true>)
  %x = load i32, ptr %b
  %p = getelementptr i32, ptr %b, i64 1
  %y = load i32, ptr %p
  %s = add i32 %x, %y
  ret i32 %s
}

; One element written: a 4-byte object is enough.
define i32 @compress_bounds() {
  %b = alloca i32
  call void @llvm.masked.compressstore.v4i32(<4 x i32> <i32 1, i32 2, i32 3, i32 4>, ptr %b, <4 x i1> <i1 false, i1 false, i1 false, i1 true>)
  %x = load i32, ptr %b
  ret i32 %x
}

; Four elements read from an object of three.
define i32 @expand_oob() {
  %v = call <8 x i32> @llvm.masked.expandload.v8i32(ptr @src, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false>, <8 x i32> poison)
  %e = extractelement <8 x i32> %v, i64 0
  ret i32 %e
}
