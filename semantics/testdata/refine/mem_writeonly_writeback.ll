; EXPECT: incorrect
; WHY: memory effects (LangRef since LLVM 19): reading a writeonly location before writing it gives poison, so writing the value back (LICM's store promotion when the loop may not run, llvm/llvm-project#51248) leaves poison where the source left the caller's bytes
define void @src(ptr writeonly writable dereferenceable(8) %p, i1 %c) {
  br i1 %c, label %w, label %exit
w:
  store i64 7, ptr %p
  br label %exit
exit:
  ret void
}

define void @tgt(ptr writeonly writable dereferenceable(8) %p, i1 %c) {
  %old = load i64, ptr %p
  %v = select i1 %c, i64 7, i64 %old
  store i64 %v, ptr %p
  ret void
}
