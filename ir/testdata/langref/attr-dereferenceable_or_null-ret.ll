; langref: dereferenceable_or_null(<n>) (return): null or dereferenceable: null is allowed
; expect: -> i1 true

define dereferenceable_or_null(8) ptr @g() {
  ret ptr null
}

define i1 @f() {
  %p = call dereferenceable_or_null(8) ptr @g()
  %c = icmp eq ptr %p, null
  ret i1 %c
}
