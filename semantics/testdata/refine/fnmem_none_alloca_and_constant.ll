; EXPECT: incorrect
; WHY: memory(none) (LangRef: "it is always valid to read and write allocas, and read global constants, even if memory(none) is used"): @g returns 7 + 5 = 12, not poison, so a target returning 13 is wrong
@c = constant i32 7

define i32 @g() memory(none) {
  %a = alloca i32
  store i32 5, ptr %a
  %v = load i32, ptr %a
  %k = load i32, ptr @c
  %s = add i32 %v, %k
  ret i32 %s
}

define i32 @src() {
  %r = call i32 @g()
  ret i32 %r
}

define i32 @tgt() {
  ret i32 13
}
