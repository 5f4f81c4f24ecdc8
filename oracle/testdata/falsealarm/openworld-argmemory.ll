; Correct code on memory reached through arguments: loops over a buffer,
; accumulations written back, conditional stores, and calls to unknown
; functions that see the memory (declared here, defined nowhere).

declare void @observe(ptr)
declare i32 @ask(i32) readnone willreturn nounwind

define i32 @sum_bytes(ptr %p, i32 %n) {
entry:
  %m = and i32 %n, 15
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %s = phi i32 [ 0, %entry ], [ %s1, %body ]
  %c = icmp ult i32 %i, %m
  br i1 %c, label %body, label %done
body:
  %q = getelementptr i8, ptr %p, i32 %i
  %b = load i8, ptr %q
  %w = zext i8 %b to i32
  %s1 = add i32 %s, %w
  %i1 = add i32 %i, 1
  br label %loop
done:
  store i32 %s, ptr %p, align 1
  ret i32 %s
}

define void @clamp_in_place(ptr %p, i8 %limit) {
  %v = load i8, ptr %p
  %big = icmp ugt i8 %v, %limit
  br i1 %big, label %set, label %keep
set:
  store i8 %limit, ptr %p
  br label %keep
keep:
  ret void
}

define i32 @store_call_load(ptr %p, i32 %x) {
  store i32 %x, ptr %p, align 1
  call void @observe(ptr %p)
  %v = load i32, ptr %p, align 1
  %k = call i32 @ask(i32 %v)
  %r = add i32 %v, %k
  ret i32 %r
}
