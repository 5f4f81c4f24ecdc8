; Parses, but %x does not dominate its use in %join: the verifier rejects it.
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %then, label %join

then:
  %x = add i32 1, 2
  br label %join

join:
  ret i32 %x
}
