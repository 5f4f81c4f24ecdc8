; EXPECT: correct
; Removing an alloca whose address nothing observes (SROA, mem2reg, a dead
; alloca) must not move the address of one the function passes on: the
; Language Reference leaves each alloca's address to the implementation
; (Alive2's issue689_lifetime).
declare i32 @ext(i64)
define i32 @src(i32 %x) {
  %dead = alloca i32, align 4
  %spill = alloca [16 x i32], align 16
  store i32 %x, ptr %spill
  %dead.int = ptrtoint ptr %dead to i64
  %b = alloca i32, align 4
  %b.int = ptrtoint ptr %b to i64
  %r = call i32 @ext(i64 %b.int)
  %v = load i32, ptr %spill
  %s = add i32 %r, %v
  ret i32 %s
}
define i32 @tgt(i32 %x) {
  %b = alloca i32, align 4
  %b.int = ptrtoint ptr %b to i64
  %r = call i32 @ext(i64 %b.int)
  %s = add i32 %r, %x
  ret i32 %s
}
