; EXPECT: correct
; WHY: memory attributes of a call site (LangRef: "CallSiteEffects & (FunctionEffects | OperandBundleEffects)") bind the callee's body too: a write by a function called memory(none) is undefined behaviour
@x = global i32 0

define void @g() {
  store i32 1, ptr @x
  ret void
}

define i32 @src() {
  call void @g() memory(none)
  %v = load i32, ptr @x
  ret i32 %v
}

define i32 @tgt() {
  ret i32 3
}
