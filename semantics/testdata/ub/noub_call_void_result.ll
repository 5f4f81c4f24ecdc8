; ARGS: 3
; EXPECT: i32 4
; A call through an unprototyped `void (...)` of a function that returns
; an int (C's `void f(); ... f();` of `int f(x) int x; {...}`): the
; C calling convention tolerates the mismatch (Calling Conventions,
; "ccc"), and the result is dropped; an i64 argument for an i32
; parameter passes its low bits.
@g = global i32 0

define internal i32 @h(i32 %a) {
entry:
  %b = add i32 %a, 1
  store i32 %b, ptr @g
  ret i32 %b
}

define i32 @f(i64 %x) {
entry:
  call void (...) @h(i64 %x)
  %r = load i32, ptr @g
  ret i32 %r
}
