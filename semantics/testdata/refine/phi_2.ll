; EXPECT: incorrect
; WHY: turning a select into a branch introduces UB for a poison condition (br on poison is UB)
define i8 @src(i1 %c, i8 %x, i8 %y) {
entry:
  %s = select i1 %c, i8 %x, i8 %y
  ret i8 %s
}

define i8 @tgt(i1 %c, i8 %x, i8 %y) {
entry:
  br i1 %c, label %a, label %b

a:
  br label %m

b:
  br label %m

m:
  %p = phi i8 [ %x, %a ], [ %y, %b ]
  ret i8 %p
}
