; langref: dereferenceable_or_null(<n>) (parameter): null or dereferenceable: null is allowed
; expect: -> i1 true

define i1 @g(ptr dereferenceable_or_null(4) %p) {
  %c = icmp eq ptr %p, null
  ret i1 %c
}

define i1 @f() {
  %r = call i1 @g(ptr dereferenceable_or_null(4) null)
  ret i1 %r
}
