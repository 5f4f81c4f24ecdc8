; ERROR: attribute 'zeroext' applied to incompatible type ptr
define void @f(ptr zeroext %p) {
  ret void
}
