; ERROR: invalid indices for extract
define i32 @f({ i32, i64 } %s) {
  %r = extractvalue { i32, i64 } %s, 2
  ret i32 %r
}
