define i32 @f(i32 %a) {
entry:
  %s = add i32 %a,
  ret i32 %s
}
