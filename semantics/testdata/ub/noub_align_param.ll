; align 4 on a parameter at offset 1 of its object: the argument is poison.
; ARGS: [8 x i8] <00 00 00 00 00 00 00 00> align 8 +1
; EXPECT: i1 poison
define i1 @f(ptr align 4 %p) {
  %c = icmp eq ptr %p, null
  ret i1 %c
}
