; forward references: globals before definition, values used in phis before definition, blocks out of order
@p = global ptr @later
define i32 @f(i1 %c) {
entry:
  br label %header
body:
  %v2 = add i32 %v, 1
  br label %header
header:
  %v = phi i32 [ 0, %entry ], [ %v2, %body ]
  %k = call i32 @g(i32 %v)
  br i1 %c, label %body, label %exit
exit:
  ret i32 %k
}
declare i32 @g(i32)
@later = global i32 0
