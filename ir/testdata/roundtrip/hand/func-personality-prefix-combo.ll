; personality + prefix + prologue + gc on one definition, and on a declaration
declare i32 @pers(...)
define i32 @f() gc "shadow-stack" prefix <2 x i8> <i8 1, i8 2> prologue { i8, i8 } { i8 -21, i8 6 } personality ptr @pers {
  ret i32 0
}
declare void @d() prefix i32 1
