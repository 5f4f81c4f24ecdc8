; Integer arithmetic: a linear congruential generator mixed with shifts,
; bitwise ops, division and selects. Returns a checksum of the hash.
define i32 @main() {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %x = phi i32 [ 12345, %entry ], [ %x.next, %loop ]
  %h = phi i32 [ 0, %entry ], [ %h.next, %loop ]
  %m = mul i32 %x, 1103515245
  %x.next = add i32 %m, 12345
  %s = lshr i32 %x.next, 7
  %t = shl i32 %x.next, 3
  %u = xor i32 %s, %t
  %q = udiv i32 %u, 7
  %r = urem i32 %x.next, 13
  %a = add i32 %h, %q
  %o = or i32 %r, 1
  %sub = sub i32 %a, %o
  %neg = icmp slt i32 %sub, 0
  %and = and i32 %sub, 2147483647
  %h.next = select i1 %neg, i32 %and, i32 %sub
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, 2000000
  br i1 %done, label %exit, label %loop

exit:
  %res = and i32 %h.next, 255
  ret i32 %res
}
