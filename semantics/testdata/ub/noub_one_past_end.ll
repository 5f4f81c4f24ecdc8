; ARGS: 4
; EXPECT: i32 7
; An inbounds GEP one past the end is not poison, and it is never dereferenced.
@g = global [4 x i8] zeroinitializer

define i32 @f(i64 %i) {
entry:
  %p = getelementptr inbounds i8, ptr @g, i64 %i
  %e = getelementptr i8, ptr @g, i64 4
  %c = icmp eq ptr %p, %e
  %r = select i1 %c, i32 7, i32 0
  ret i32 %r
}
