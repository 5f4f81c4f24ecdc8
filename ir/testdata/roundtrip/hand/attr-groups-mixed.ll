; several attribute groups plus inline attributes on one function, groups on declarations and calls
declare void @d() #1
define void @f() #0 nounwind #1 "inline"="x" {
  call void @d() #2 #0
  call void @d() cold #1
  ret void
}
attributes #0 = { noinline }
attributes #1 = { "a"="b" }
attributes #2 = { nobuiltin }
