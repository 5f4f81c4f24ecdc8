; EXPECT: incorrect
; An alloca whose address the function passes on stays in the address
; order of the run: dropping one that was passed to a call first moves
; the next one's address, which the second call sees.
declare i32 @ext(i64)
define i32 @src() {
  %a = alloca i32, align 4
  %a.int = ptrtoint ptr %a to i64
  %r1 = call i32 @ext(i64 %a.int)
  %b = alloca i32, align 4
  %b.int = ptrtoint ptr %b to i64
  %r2 = call i32 @ext(i64 %b.int)
  ret i32 %r2
}
define i32 @tgt() {
  %b = alloca i32, align 4
  %b.int = ptrtoint ptr %b to i64
  %r1 = call i32 @ext(i64 %b.int)
  %r2 = call i32 @ext(i64 %b.int)
  ret i32 %r2
}
