; indirectbr with blockaddress targets
@tbl = internal constant [2 x ptr] [ptr blockaddress(@f, %one), ptr blockaddress(@f, %two)]
define i32 @f(i32 %i) {
entry:
  %p = getelementptr [2 x ptr], ptr @tbl, i32 0, i32 %i
  %dest = load ptr, ptr %p
  indirectbr ptr %dest, [label %one, label %two]
one:
  ret i32 1
two:
  ret i32 2
}
define void @none(ptr %d) {
entry:
  indirectbr ptr %d, []
}
