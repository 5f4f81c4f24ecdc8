; phi: many incoming, same block twice via switch, constants, undef, vectors
define i32 @f(i32 %x) {
entry:
  switch i32 %x, label %c [ i32 0, label %b
                             i32 1, label %b ]
b:
  %pb = phi i32 [ 7, %entry ], [ 7, %entry ]
  br label %c
c:
  %p = phi i32 [ %x, %entry ], [ %pb, %b ]
  %q = phi <2 x i8> [ undef, %entry ], [ <i8 1, i8 poison>, %b ]
  %r = phi ptr [ null, %entry ], [ @f, %b ]
  %t = phi { i32, float } [ zeroinitializer, %entry ], [ poison, %b ]
  ret i32 %p
}
define i32 @loop(i32 %n) {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %i.next, %l ]
  %acc = phi i32 [ 1, %entry ], [ %acc.next, %l ]
  %acc.next = mul i32 %acc, %i
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %l, label %e
e:
  ret i32 %acc.next
}
