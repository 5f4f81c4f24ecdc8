; ERROR: instruction does not dominate all uses
define void @f(ptr %p) {
entry:
  store i32 %v, ptr %p
  %v = load i32, ptr %p
  ret void
}
