; langref: attributes #N: an attribute group gives its attributes to the function that names it
; expect: i32 2 -> i32 3

define i32 @g(i32 %x) #0 {
  %r = add i32 %x, 1
  ret i32 %r
}

define i32 @f(i32 %a) {
  %r = call i32 @g(i32 %a) #0
  ret i32 %r
}

attributes #0 = { nounwind willreturn "frame-pointer"="none" }
