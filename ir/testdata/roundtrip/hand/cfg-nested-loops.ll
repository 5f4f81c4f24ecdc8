; triply nested loops with loop-carried phis and early exit
define i64 @f(ptr %m, i64 %n) {
entry:
  br label %outer
outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  %acc0 = phi i64 [ 0, %entry ], [ %acc1.lcssa, %outer.latch ]
  br label %mid
mid:
  %j = phi i64 [ 0, %outer ], [ %j.next, %mid.latch ]
  %acc1 = phi i64 [ %acc0, %outer ], [ %acc2.lcssa, %mid.latch ]
  br label %inner
inner:
  %k = phi i64 [ 0, %mid ], [ %k.next, %inner.cont ]
  %acc2 = phi i64 [ %acc1, %mid ], [ %acc3, %inner.cont ]
  %idx = add i64 %i, %k
  %p = getelementptr inbounds i64, ptr %m, i64 %idx
  %v = load i64, ptr %p
  %acc3 = add i64 %acc2, %v
  %bad = icmp eq i64 %v, -1
  br i1 %bad, label %early, label %inner.cont
inner.cont:
  %k.next = add nuw i64 %k, 1
  %kc = icmp ult i64 %k.next, %n
  br i1 %kc, label %inner, label %mid.latch
mid.latch:
  %acc2.lcssa = phi i64 [ %acc3, %inner.cont ]
  %j.next = add nuw i64 %j, 1
  %jc = icmp ult i64 %j.next, %n
  br i1 %jc, label %mid, label %outer.latch
outer.latch:
  %acc1.lcssa = phi i64 [ %acc2.lcssa, %mid.latch ]
  %i.next = add nuw i64 %i, 1
  %ic = icmp ult i64 %i.next, %n
  br i1 %ic, label %outer, label %exit
early:
  ret i64 -1
exit:
  ret i64 %acc1.lcssa
}
