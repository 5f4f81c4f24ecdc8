; More output than Config.MaxOutput allows: no result.
; MAXOUTPUT: 10
; EXPECT-KIND: noresult
; REASON-CONTAINS: output budget (10 bytes) exhausted
@line = private unnamed_addr constant [11 x i8] c"0123456789\00"

declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  call i32 (ptr, ...) @printf(ptr @line)
  %j = add i32 %i, 1
  %done = icmp eq i32 %j, 10
  br i1 %done, label %exit, label %loop

exit:
  ret i32 0
}
