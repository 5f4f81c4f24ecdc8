; ERROR: attribute 'dereferenceable' applied to incompatible type float
define void @f(float dereferenceable(4) %x) {
  ret void
}
