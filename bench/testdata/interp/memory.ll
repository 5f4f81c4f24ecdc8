; Memory traffic: a 4096-element i32 array on the stack is filled, then
; repeatedly read, combined with a neighbour and written back (load, store,
; getelementptr). Returns a checksum of the array.
define i32 @main() {
entry:
  %arr = alloca [4096 x i32], align 16
  br label %fill

fill:
  %i = phi i64 [ 0, %entry ], [ %i.next, %fill ]
  %p = getelementptr inbounds [4096 x i32], ptr %arr, i64 0, i64 %i
  %v = trunc i64 %i to i32
  %v3 = mul i32 %v, 3
  store i32 %v3, ptr %p, align 4
  %i.next = add i64 %i, 1
  %fill.done = icmp eq i64 %i.next, 4096
  br i1 %fill.done, label %pass, label %fill

pass:
  %n = phi i32 [ 0, %fill ], [ %n.next, %pass.end ]
  br label %inner

inner:
  %j = phi i64 [ 1, %pass ], [ %j.next, %inner ]
  %pj = getelementptr inbounds i32, ptr %arr, i64 %j
  %jm = sub i64 %j, 1
  %pm = getelementptr inbounds i32, ptr %arr, i64 %jm
  %a = load i32, ptr %pj, align 4
  %b = load i32, ptr %pm, align 4
  %c = xor i32 %a, %b
  %d = add i32 %c, %n
  store i32 %d, ptr %pj, align 4
  %j.next = add i64 %j, 1
  %inner.done = icmp eq i64 %j.next, 4096
  br i1 %inner.done, label %pass.end, label %inner

pass.end:
  %n.next = add i32 %n, 1
  %pass.done = icmp eq i32 %n.next, 500
  br i1 %pass.done, label %sum, label %pass

sum:
  %k = phi i64 [ 0, %pass.end ], [ %k.next, %sum ]
  %acc = phi i32 [ 0, %pass.end ], [ %acc.next, %sum ]
  %pk = getelementptr inbounds i32, ptr %arr, i64 %k
  %e = load i32, ptr %pk, align 4
  %rot = shl i32 %acc, 1
  %acc.next = add i32 %rot, %e
  %k.next = add i64 %k, 1
  %sum.done = icmp eq i64 %k.next, 4096
  br i1 %sum.done, label %exit, label %sum

exit:
  %res = and i32 %acc.next, 255
  ret i32 %res
}
