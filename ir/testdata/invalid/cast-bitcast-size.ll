; ERROR: types have different sizes
define i64 @f(i32 %x) {
  %r = bitcast i32 %x to i64
  ret i64 %r
}
