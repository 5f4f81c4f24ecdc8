; EXPECT: correct
; WHY: inbounds GEP one past the end is not poison; only the dereference would be UB, and neither side dereferences
@g = global [4 x i8] zeroinitializer

define i1 @src(i8 %i) {
  %p = getelementptr inbounds i8, ptr @g, i64 4
  %e = getelementptr i8, ptr @g, i64 4
  %c = icmp eq ptr %p, %e
  ret i1 %c
}

define i1 @tgt(i8 %i) {
  ret i1 true
}
