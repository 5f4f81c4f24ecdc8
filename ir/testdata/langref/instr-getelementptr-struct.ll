; langref: getelementptr: a struct index adds the member's offset from the data layout
; expect: -> i64 8

target datalayout = "e-i64:64"

%S = type { i8, i64 }

define i64 @f() {
  %p = getelementptr %S, ptr null, i32 0, i32 1
  %a = ptrtoint ptr %p to i64
  ret i64 %a
}
