; Internal globals that a test function changes: the harness cannot name
; them to put them back, so each call of such a function runs in a
; process of its own. No finding.

@cnt = internal global i32 0
@hist = internal global [8 x i16] zeroinitializer
@last = global i32 0

define i32 @count(i32 %x) {
  %c = load i32, ptr @cnt
  %n = add i32 %c, %x
  store i32 %n, ptr @cnt
  ret i32 %n
}

define i16 @record(i16 %v, i32 %i) {
  %m = and i32 %i, 7
  %p = getelementptr [8 x i16], ptr @hist, i32 0, i32 %m
  %o = load i16, ptr %p
  %n = add i16 %o, %v
  store i16 %n, ptr %p
  store i32 %i, ptr @last
  ret i16 %n
}

define i32 @reads(i32 %x) {
  %c = load i32, ptr @cnt
  %r = add i32 %c, %x
  ret i32 %r
}
