; A load of an argument object byte that is poison gives poison; branching
; on it is undefined behaviour.
; ARGS: [2 x i8] <01 pp> align 2
; EXPECT-UB: branch on poison
; AT: br
define i1 @f(ptr %p) {
  %q = getelementptr i8, ptr %p, i64 1
  %v = load i8, ptr %q
  %c = icmp eq i8 %v, 0
  br i1 %c, label %a, label %b
a:
  ret i1 true
b:
  ret i1 false
}
