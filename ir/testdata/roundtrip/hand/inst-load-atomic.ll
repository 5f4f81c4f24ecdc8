; atomic load with every legal ordering, syncscope, volatile
define void @f(ptr %p) {
  %a = load atomic i32, ptr %p unordered, align 4
  %b = load atomic i32, ptr %p monotonic, align 4
  %c = load atomic i32, ptr %p acquire, align 4
  %d = load atomic i32, ptr %p seq_cst, align 4
  %e = load atomic volatile i64, ptr %p syncscope("singlethread") acquire, align 8
  %f = load atomic ptr, ptr %p syncscope("agent") monotonic, align 8
  %g = load atomic float, ptr %p seq_cst, align 4
  %h = load atomic volatile i8, ptr %p syncscope("workgroup-one-as") unordered, align 1, !invariant.load !0
  ret void
}
!0 = !{}
