; EXPECT: correct
; WHY: dereferenceable(n) implies noundef, so passing a poison pointer is UB in src when c=1
@g = global [4 x i8] c"\07\00\00\00"

define i8 @ld(ptr %p) {
  %v = load i8, ptr %p
  ret i8 %v
}

define i8 @src(i1 %c) {
  %p = select i1 %c, ptr poison, ptr @g
  %r = call i8 @ld(ptr dereferenceable(4) %p)
  ret i8 %r
}

define i8 @tgt(i1 %c) {
  %r = load i8, ptr @g
  ret i8 %r
}
