; ERROR: function return type i32 does not match
define i32 @f(i64 %a) {
  ret i64 %a
}
