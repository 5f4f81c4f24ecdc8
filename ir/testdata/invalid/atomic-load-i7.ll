; ERROR: the size must be a power of two bytes
define i7 @f(ptr %p) {
  %v = load atomic i7, ptr %p acquire, align 1
  ret i7 %v
}
