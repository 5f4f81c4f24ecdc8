; langref: null_pointer_is_valid: null is a valid address in the function: a nonnull-free comparison with null is plain
; expect: -> i1 true

define i1 @f() null_pointer_is_valid {
  %p = getelementptr inbounds i8, ptr null, i64 0
  %c = icmp eq ptr %p, null
  ret i1 %c
}
