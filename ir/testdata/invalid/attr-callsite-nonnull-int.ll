; ERROR: attribute 'nonnull' applied to incompatible type i32
declare void @g(i32)
define void @f(i32 %x) {
  call void @g(i32 nonnull %x)
  ret void
}
