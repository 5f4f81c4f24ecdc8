; EXPECT: correct
; WHY: a tail call of llvm.memcpy copies 8 bytes out of the source's own alloca on the straight path from its entry: the callee accesses the caller's alloca on every input, which the tail marker makes undefined, so the verdict is vacuous
; VACUOUS: yes
; LANGREF (call): 这两个标记都暗示被调用者不会访问调用者的 allocas、va_args 或 byval 参数。
; ("both markers (tail, musttail) imply that the callee does not access allocas, va_args or byval arguments of the caller")

define i64 @src(ptr %p) {
  %a = alloca i64
  store i64 1, ptr %a
  tail call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %a, i64 8, i1 false)
  ret i64 1
}

define i64 @tgt(ptr %p) {
  ret i64 2
}

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
