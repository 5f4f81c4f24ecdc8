; call: tail, musttail, notail, void, ignored result
declare i32 @g(i32)
declare void @v()
define i32 @f(i32 %x) {
  %a = call i32 @g(i32 %x)
  %b = tail call i32 @g(i32 %a)
  %c = notail call i32 @g(i32 %b)
  call void @v()
  tail call void @v()
  %d = musttail call i32 @g(i32 %c)
  ret i32 %d
}
define void @mv() {
  musttail call void @v()
  ret void
}
