; generic metadata: distinct, self-reference, strings with escapes, values, null, nested, !{} empty, GenericDINode
@g = global i32 0
!named = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!0 = !{}
!1 = distinct !{!1}
!2 = !{!"string with \22quotes\22 and \5C backslash and \0A newline"}
!3 = !{i32 1, i64 -1, float 1.5, ptr @g, ptr null, i1 true, <2 x i8> <i8 1, i8 2>}
!4 = !{null, !0, !{!"inline"}, !5}
!5 = !{!"x", !6}
!6 = distinct !{!5, !"cycle"}
!7 = !GenericDINode(tag: DW_TAG_entry_point, header: "hdr", operands: {!0, null, !8})
!8 = !{!"", i128 170141183460469231731687303715884105727}
!named.dots-dash_ = !{!0}
