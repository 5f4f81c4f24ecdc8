; Functions that call unknown functions (declared, defined nowhere): the
; harness defines each as a stub that replays the reference semantics'
; answers (what the function writes, what it returns, a fresh object it
; returns) and logs each call, whose arguments and readable memory the
; judge compares with the source's. Escaped locals, objects the world
; returns, pointers stored into argument objects, narrow and wide
; arguments; a function the world may not write for (readonly), whose
; answers are no events and cannot be replayed; a call site that allows
; no writes. No finding.

@g = global i32 3

declare void @sink(ptr)
declare void @sink2(ptr nocapture, i32)
declare i32 @src_val()
declare ptr @make()
declare ptr @pick(ptr)
declare i8 @narrow(i8 signext, i16 zeroext)
declare i64 @wide(i128, double)
declare i32 @peek(ptr) readonly
declare void @poke(ptr)

define i32 @arg_then_read(ptr %p, i32 %x) {
  store i32 %x, ptr %p, align 4
  call void @sink(ptr %p)
  %v = call i32 @src_val()
  %y = load i32, ptr %p, align 4
  %r = add i32 %v, %y
  ret i32 %r
}

define i32 @escaped_local(i32 %x) {
  %a = alloca [4 x i32], align 16
  store i32 %x, ptr %a, align 16
  %a1 = getelementptr i32, ptr %a, i64 1
  store i32 7, ptr %a1, align 4
  call void @sink(ptr %a)
  %v = call i32 @src_val()
  %y = load i32, ptr %a1, align 4
  %r = xor i32 %v, %y
  ret i32 %r
}

define i32 @fresh_object() {
  %o = call ptr @make()
  %n = icmp eq ptr %o, null
  br i1 %n, label %none, label %some
none:
  ret i32 -1
some:
  %v = load i32, ptr %o, align 4
  call void @sink2(ptr %o, i32 %v)
  ret i32 %v
}

define void @keep_pointer(ptr %p, ptr %q) {
  %r = call ptr @pick(ptr %q)
  store ptr %r, ptr %p, align 8
  call void @sink(ptr %q)
  ret void
}

define i32 @args(i8 %a, i16 %b, i64 %c) {
  %n = call i8 @narrow(i8 signext %a, i16 zeroext %b)
  %w = zext i64 %c to i128
  %s = shl i128 %w, 64
  %x = or i128 %s, 5
  %d = uitofp i64 %c to double
  %m = call i64 @wide(i128 %x, double %d)
  %n32 = sext i8 %n to i32
  %m32 = trunc i64 %m to i32
  %r = add i32 %n32, %m32
  ret i32 %r
}

define i32 @global_escape(i32 %x) {
  store i32 %x, ptr @g, align 4
  call void @sink2(ptr @g, i32 %x)
  %v = load i32, ptr @g, align 4
  ret i32 %v
}

define i32 @readonly_call(ptr %p) {
  store i32 1, ptr %p, align 4
  %v = call i32 @peek(ptr %p)
  ret i32 %v
}

define i32 @narrowed_site(ptr %p) {
  call void @poke(ptr %p) readnone
  %v = load i32, ptr %p, align 4
  call void @poke(ptr %p)
  ret i32 %v
}

define void @store_fresh(ptr %p) {
  %o = call ptr @make()
  store ptr %o, ptr %p, align 8
  ret void
}
