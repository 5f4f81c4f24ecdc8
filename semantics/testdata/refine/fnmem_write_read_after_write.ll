; EXPECT: incorrect
; WHY: memory(write) (LangRef: "only writes to the location are observable outside the function call. However, the function may still internally read the location after writing it"): @g reads back the 5 it wrote, so it returns 5 and a target returning 6 is wrong
@x = global i32 0

define i32 @g() memory(write) {
  store i32 5, ptr @x
  %v = load i32, ptr @x
  ret i32 %v
}

define i32 @src() {
  %r = call i32 @g()
  ret i32 %r
}

define i32 @tgt() {
  store i32 5, ptr @x
  ret i32 6
}
