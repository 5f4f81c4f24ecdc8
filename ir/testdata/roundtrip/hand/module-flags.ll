; named metadata, module flags of every behaviour, llvm.ident
!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}
!llvm.linker.options = !{!9}
!my.named = !{}
!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = !{i32 3, !"req", !{!"wchar_size", i32 4}}
!3 = !{i32 4, !"ovr", i32 1}
!4 = !{i32 5, !"app", !{!"a"}}
!5 = !{i32 6, !"appu", !{!"b"}}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 8, !"min", i32 1}
!8 = !{!"clang version 19.0.0"}
!9 = !{!"-lm"}
