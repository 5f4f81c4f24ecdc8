; alloca: count, align, addrspace, inalloca, metadata
target datalayout = "A5"
define void @f(i32 %n) {
  %a = alloca i32
  %b = alloca i32, align 16
  %c = alloca i8, i32 %n
  %d = alloca [4 x double], i64 2, align 32
  %e = alloca i64, addrspace(5)
  %f = alloca i64, align 8, addrspace(5)
  %g = alloca <vscale x 4 x i32>
  %h = alloca { i8, ptr }, i8 3, align 4, addrspace(5), !annotation !0
  %i = alloca inalloca <{ i32, i32 }>
  %j = alloca inalloca i32, align 4
  ret void
}
!0 = !{!"x"}
