; irfuzz: kind: ir-miscompile
; irfuzz: signature: expect-pass/division-guards
; irfuzz: status: expect-pass
; irfuzz: state: 14.0.6 pass
; irfuzz: state: 19.1.7 pass
; irfuzz: state: 22.1.8 pass
; irfuzz: pipelines: O1 O2 O3
; irfuzz: targets: x86_64 aarch64
; irfuzz: levels: O0 O2
; irfuzz: found: 2026-11-23
; irfuzz: origin: hand-written: division by zero and INT_MIN / -1 are immediate UB, so a branch (not a select) must guard them; the optimizers may not hoist the division above the guard

define i32 @sdiv_guarded(i32 %a, i32 %b) {
entry:
  %z = icmp eq i32 %b, 0
  %m1 = icmp eq i32 %b, -1
  %min = icmp eq i32 %a, -2147483648
  %ovf = and i1 %m1, %min
  %bad = or i1 %z, %ovf
  br i1 %bad, label %out, label %div
div:
  %q = sdiv i32 %a, %b
  %r = srem i32 %a, %b
  %s = add i32 %q, %r
  br label %out
out:
  %p = phi i32 [ 7, %entry ], [ %s, %div ]
  ret i32 %p
}

define i8 @urem_loop(i8 %a, i8 %b) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i1, %next ]
  %acc = phi i8 [ 0, %entry ], [ %acc1, %next ]
  %z = icmp eq i8 %b, 0
  br i1 %z, label %done, label %body
body:
  %r = urem i8 %a, %b
  %acc0 = add i8 %acc, %r
  br label %next
next:
  %acc1 = phi i8 [ %acc0, %body ]
  %i1 = add i8 %i, 1
  %c = icmp ult i8 %i1, 4
  br i1 %c, label %loop, label %done
done:
  %res = phi i8 [ %acc, %loop ], [ %acc1, %next ]
  ret i8 %res
}
