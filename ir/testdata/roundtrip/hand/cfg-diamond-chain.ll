; chain of diamonds with selects and phis
define i32 @f(i32 %x) {
b0:
  %v0 = add i32 %x, 0
  %c0 = icmp sgt i32 %v0, 0
  br i1 %c0, label %l0, label %r0
l0:
  %a0 = mul i32 %v0, 3
  br label %j0
r0:
  %s0 = sub i32 %v0, 1
  br label %j0
j0:
  %v1 = phi i32 [ %a0, %l0 ], [ %s0, %r0 ]
  br label %b1
b1:
  %c1 = icmp sgt i32 %v1, 1
  br i1 %c1, label %l1, label %r1
l1:
  %a1 = mul i32 %v1, 3
  br label %j1
r1:
  %s1 = sub i32 %v1, 1
  br label %j1
j1:
  %v2 = phi i32 [ %a1, %l1 ], [ %s1, %r1 ]
  br label %b2
b2:
  %c2 = icmp sgt i32 %v2, 2
  br i1 %c2, label %l2, label %r2
l2:
  %a2 = mul i32 %v2, 3
  br label %j2
r2:
  %s2 = sub i32 %v2, 1
  br label %j2
j2:
  %v3 = phi i32 [ %a2, %l2 ], [ %s2, %r2 ]
  br label %b3
b3:
  %c3 = icmp sgt i32 %v3, 3
  br i1 %c3, label %l3, label %r3
l3:
  %a3 = mul i32 %v3, 3
  br label %j3
r3:
  %s3 = sub i32 %v3, 1
  br label %j3
j3:
  %v4 = phi i32 [ %a3, %l3 ], [ %s3, %r3 ]
  br label %b4
b4:
  %c4 = icmp sgt i32 %v4, 4
  br i1 %c4, label %l4, label %r4
l4:
  %a4 = mul i32 %v4, 3
  br label %j4
r4:
  %s4 = sub i32 %v4, 1
  br label %j4
j4:
  %v5 = phi i32 [ %a4, %l4 ], [ %s4, %r4 ]
  br label %b5
b5:
  %c5 = icmp sgt i32 %v5, 5
  br i1 %c5, label %l5, label %r5
l5:
  %a5 = mul i32 %v5, 3
  br label %j5
r5:
  %s5 = sub i32 %v5, 1
  br label %j5
j5:
  %v6 = phi i32 [ %a5, %l5 ], [ %s5, %r5 ]
  br label %b6
b6:
  %c6 = icmp sgt i32 %v6, 6
  br i1 %c6, label %l6, label %r6
l6:
  %a6 = mul i32 %v6, 3
  br label %j6
r6:
  %s6 = sub i32 %v6, 1
  br label %j6
j6:
  %v7 = phi i32 [ %a6, %l6 ], [ %s6, %r6 ]
  br label %b7
b7:
  %c7 = icmp sgt i32 %v7, 7
  br i1 %c7, label %l7, label %r7
l7:
  %a7 = mul i32 %v7, 3
  br label %j7
r7:
  %s7 = sub i32 %v7, 1
  br label %j7
j7:
  %v8 = phi i32 [ %a7, %l7 ], [ %s7, %r7 ]
  br label %b8
b8:
  ret i32 %v8
}
