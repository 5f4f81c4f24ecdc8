; Calls: naive recursive Fibonacci plus a loop that calls a small internal
; function through a direct call (call, ret, argument passing).
define internal i32 @fib(i32 %n) {
entry:
  %small = icmp ult i32 %n, 2
  br i1 %small, label %base, label %rec

base:
  ret i32 %n

rec:
  %n1 = sub i32 %n, 1
  %a = call i32 @fib(i32 %n1)
  %n2 = sub i32 %n, 2
  %b = call i32 @fib(i32 %n2)
  %s = add i32 %a, %b
  ret i32 %s
}

define internal i32 @mix(i32 %a, i32 %b) {
  %x = xor i32 %a, %b
  %y = mul i32 %x, 16777619
  ret i32 %y
}

define i32 @main() {
entry:
  %f = call i32 @fib(i32 27)
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %h = phi i32 [ %f, %entry ], [ %h.next, %loop ]
  %h.next = call i32 @mix(i32 %h, i32 %i)
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, 1000000
  br i1 %done, label %exit, label %loop

exit:
  %res = and i32 %h.next, 255
  ret i32 %res
}
