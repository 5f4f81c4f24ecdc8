; EXPECT: correct
; WHY: a readonly parameter (LangRef: the function "does not write through this pointer argument"): an unknown function given the only pointer to a local object, readonly and not nocapture, may capture it but not write the object in that same call (a write through the captured copy is through the argument), so the caller may forward its stores across the call, as GVN does (found by a campaign on LLVM 22: the world wrote the object it had just been given)
declare void @ext(ptr readonly)

define i64 @src() {
  %a = alloca i64
  store i64 85, ptr %a
  call void @ext(ptr %a)
  %v = load i64, ptr %a
  ret i64 %v
}

define i64 @tgt() {
  %a = alloca i64
  store i64 85, ptr %a
  call void @ext(ptr %a)
  ret i64 85
}
