; numbered globals referenced before definition, numbered functions and numbered aliases
@ref = global ptr @1
@0 = global i32 5
@1 = global ptr @0
define void @2() {
  %v = load ptr, ptr @1
  call void @3()
  ret void
}
define void @3() {
  ret void
}
@4 = alias i32, ptr @0
