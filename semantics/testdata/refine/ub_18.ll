; EXPECT: correct
; WHY: a store with a stated alignment above the actual one is UB in src, so tgt may do anything on c=1
@g = global [8 x i8] zeroinitializer, align 4

define i8 @src(i1 %c) {
entry:
  br i1 %c, label %bad, label %ok

bad:
  %p = getelementptr i8, ptr @g, i64 1
  store i16 7, ptr %p, align 2
  ret i8 1

ok:
  ret i8 0
}

define i8 @tgt(i1 %c) {
entry:
  ret i8 0
}
