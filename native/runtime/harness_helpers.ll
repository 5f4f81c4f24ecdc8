; The harness's own functions, written into every harness module
; (native/harness.go). They use the harness's globals @__irfuzz.buf,
; @__irfuzz.digits and @__irfuzz.le, which it defines; TestRuntimeFiles
; parses and verifies each file within a harness module.

define internal i64 @__irfuzz.hex(i64 %pos, ptr %src, i64 %n) {
entry:
  %sp = getelementptr i8, ptr @__irfuzz.buf, i64 %pos
  %first = icmp eq i64 %pos, 0
  %sep = select i1 %first, i8 0, i8 32
  %start = select i1 %first, i64 0, i64 1
  store i8 %sep, ptr %sp, align 1
  %base = add i64 %pos, %start
  %empty = icmp eq i64 %n, 0
  br i1 %empty, label %void, label %loop
void:
  %dp = getelementptr i8, ptr @__irfuzz.buf, i64 %base
  store i8 45, ptr %dp, align 1
  %vend = add i64 %base, 1
  ret i64 %vend
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr i8, ptr %src, i64 %i
  %b = load i8, ptr %p, align 1
  %hi = lshr i8 %b, 4
  %lo = and i8 %b, 15
  %hiz = zext i8 %hi to i64
  %loz = zext i8 %lo to i64
  %hp = getelementptr i8, ptr @__irfuzz.digits, i64 %hiz
  %lp = getelementptr i8, ptr @__irfuzz.digits, i64 %loz
  %hc = load i8, ptr %hp, align 1
  %lc = load i8, ptr %lp, align 1
  %o = shl i64 %i, 1
  %o1 = add i64 %base, %o
  %d0 = getelementptr i8, ptr @__irfuzz.buf, i64 %o1
  store i8 %hc, ptr %d0, align 1
  %o2 = add i64 %o1, 1
  %d1 = getelementptr i8, ptr @__irfuzz.buf, i64 %o2
  store i8 %lc, ptr %d1, align 1
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, %n
  br i1 %more, label %loop, label %done
done:
  %n2 = shl i64 %n, 1
  %end = add i64 %base, %n2
  ret i64 %end
}

; hexle is hex of the n low bytes of v, least significant first, on
; every target (a step or stub number, which the parser reads so).
define internal i64 @__irfuzz.hexle(i64 %pos, i64 %v, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %sh = shl i64 %i, 3
  %x = lshr i64 %v, %sh
  %t = trunc i64 %x to i8
  %p = getelementptr i8, ptr @__irfuzz.le, i64 %i
  store i8 %t, ptr %p, align 1
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, %n
  br i1 %more, label %loop, label %done
done:
  %r = call i64 @__irfuzz.hex(i64 %pos, ptr @__irfuzz.le, i64 %n)
  ret i64 %r
}

define internal i64 @__irfuzz.tag(i64 %pos, i8 %c) {
entry:
  %p = getelementptr i8, ptr @__irfuzz.buf, i64 %pos
  store i8 32, ptr %p, align 1
  %n = add i64 %pos, 1
  %q = getelementptr i8, ptr @__irfuzz.buf, i64 %n
  store i8 %c, ptr %q, align 1
  %end = add i64 %pos, 2
  ret i64 %end
}

define internal void @__irfuzz.and(ptr %dst, ptr %mask, i64 %n) {
entry:
  %empty = icmp eq i64 %n, 0
  br i1 %empty, label %done, label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %d = getelementptr i8, ptr %dst, i64 %i
  %m = getelementptr i8, ptr %mask, i64 %i
  %x = load i8, ptr %d, align 1
  %y = load i8, ptr %m, align 1
  %z = and i8 %x, %y
  store i8 %z, ptr %d, align 1
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}
