; EXPECT: correct
; WHY: memory(none) (LangRef, memory(...)): reads of a location the attribute does not allow are not observable outside the function, so two calls of a memory(none) function may be merged across a store although its body reads the stored global (the read gives poison here)
@x = global i32 0

define i32 @g() memory(none) {
  %v = load i32, ptr @x
  ret i32 %v
}

define i32 @src() {
  store i32 1, ptr @x
  %a = call i32 @g()
  store i32 2, ptr @x
  %b = call i32 @g()
  %d = sub i32 %a, %b
  ret i32 %d
}

define i32 @tgt() {
  store i32 2, ptr @x
  ret i32 0
}
