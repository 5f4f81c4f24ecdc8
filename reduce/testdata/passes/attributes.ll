; The predicate: %p keeps noundef; every other attribute goes.
; passes: attributes
; keep @f: ptr noundef
; expect: attributes
define noundef i32 @f(ptr noundef nonnull align 4 %p, i32 signext %x) #0 {
  %v = load i32, ptr %p, align 4
  %r = call i32 @g(i32 zeroext %v) #1
  ret i32 %r
}

declare i32 @g(i32) #1

attributes #0 = { nounwind uwtable "frame-pointer"="all" }
attributes #1 = { memory(none) }
