; blockaddress in globals, instructions, across functions
@t = global [2 x ptr] [ptr blockaddress(@f, %a), ptr blockaddress(@f, %b)]
@u = global ptr blockaddress(@"quoted fn", %"quoted bb")
define void @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  ret void
b:
  %p = select i1 %c, ptr blockaddress(@f, %a), ptr blockaddress(@f, %b)
  indirectbr ptr %p, [label %a, label %b]
}
define void @"quoted fn"() {
entry:
  br label %"quoted bb"
"quoted bb":
  ret void
}
define ptr @g() {
  ret ptr blockaddress(@f, %b)
}
