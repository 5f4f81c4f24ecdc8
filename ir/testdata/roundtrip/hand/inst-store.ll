; store: volatile, align, atomic orderings, syncscope, metadata
define void @f(ptr %p, i32 %v, ptr addrspace(3) %q) {
  store i32 %v, ptr %p
  store i32 1, ptr %p, align 4
  store volatile i32 %v, ptr %p, align 2
  store i32 %v, ptr addrspace(3) %q, align 4, !nontemporal !0
  store atomic i32 %v, ptr %p unordered, align 4
  store atomic i32 %v, ptr %p monotonic, align 4
  store atomic i32 %v, ptr %p release, align 4
  store atomic i32 %v, ptr %p seq_cst, align 4
  store atomic volatile i32 %v, ptr %p syncscope("singlethread") release, align 4
  store atomic ptr null, ptr %p syncscope("device") seq_cst, align 8
  store <2 x i64> <i64 1, i64 2>, ptr %p, align 16, !tbaa !1
  store { i32, i8 } { i32 1, i8 2 }, ptr %p
  store [2 x i1] [i1 true, i1 false], ptr %p
  ret void
}
!0 = !{i32 1}
!1 = !{!2, !2, i64 0}
!2 = !{!"any", !3, i64 0}
!3 = !{!"root"}
