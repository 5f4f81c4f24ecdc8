; constants as instruction operands of every kind
%S = type { i32, float }
define void @f(ptr %p) {
  store %S { i32 1, float 2.0 }, ptr %p
  store [2 x ptr] [ptr @f, ptr null], ptr %p
  store <2 x i65> <i65 -1, i65 18446744073709551616>, ptr %p
  store i1024 u0xFF, ptr %p
  store <3 x half> <half 0xH0000, half 0xH8000, half 0xHFC00>, ptr %p
  store x86_fp80 0xK80000000000000000000, ptr %p
  %x = extractvalue %S { i32 5, float 1.0 }, 0
  %y = extractelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 2
  ret void
}
