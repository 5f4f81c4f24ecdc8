; langref: swifterror: a swifterror argument is the address of a swifterror alloca; the callee may store the error
; expect: -> i1 true

define void @g(ptr swifterror %e) {
  store ptr null, ptr %e
  ret void
}

define i1 @f() {
  %e = alloca swifterror ptr
  store ptr inttoptr (i64 8 to ptr), ptr %e
  call void @g(ptr swifterror %e)
  %v = load ptr, ptr %e
  %c = icmp eq ptr %v, null
  ret i1 %c
}
