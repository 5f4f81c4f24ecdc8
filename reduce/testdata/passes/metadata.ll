; The predicate: the load keeps its !range; other metadata goes.
; passes: metadata
; keep @f: !range
; expect: metadata
define i32 @f(ptr %p) !prof !3 {
  %v = load i32, ptr %p, align 4, !range !0, !tbaa !1
  ret i32 %v
}

!llvm.ident = !{!4}

!0 = !{i32 0, i32 10}
!1 = !{!2, !2, i64 0}
!2 = !{!"int"}
!3 = !{!"function_entry_count", i64 100}
!4 = !{!"clang version 19"}
