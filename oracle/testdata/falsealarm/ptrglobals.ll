; Globals that hold pointers: to other globals, into arrays, to functions,
; and the address of a stack variable that no longer exists. The harness
; must restore them with the program's own addresses, and both the
; interpreter and the native comparison must compare a stored pointer by
; the object and offset it points to, not by its bits (the optimized
; module lays out fewer globals: @dead goes away). No finding.

@dead = internal global [100 x i8] zeroinitializer
@a = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@b = global ptr @a
@c = global ptr getelementptr (i8, ptr @a, i64 8)
@d = global i32 7
@tab = global [2 x ptr] [ptr @a, ptr @d]
@fp = global ptr @get
@s = global ptr null
@n = internal global i32 3
@pn = global ptr @n

define i32 @get(i32 %i) {
  %m = and i32 %i, 3
  %p = load ptr, ptr @b
  %q = getelementptr i32, ptr %p, i32 %m
  %v = load i32, ptr %q
  ret i32 %v
}

define void @put(i32 %x) {
  %p = load ptr, ptr @c
  store i32 %x, ptr %p
  store ptr @d, ptr @b
  ret void
}

define i1 @same() {
  %p = load ptr, ptr @c
  %q = getelementptr i8, ptr @a, i64 8
  %e = icmp eq ptr %p, %q
  ret i1 %e
}

define void @setc(i1 %k) {
  %q = select i1 %k, ptr @a, ptr getelementptr (i8, ptr @a, i64 4)
  store ptr %q, ptr @c
  ret void
}

define i32 @swap(i32 %x) {
  %p0 = getelementptr [2 x ptr], ptr @tab, i64 0, i64 0
  %p1 = getelementptr [2 x ptr], ptr @tab, i64 0, i64 1
  %a = load ptr, ptr %p0
  %b = load ptr, ptr %p1
  store ptr %b, ptr %p0
  store ptr %a, ptr %p1
  %v = load i32, ptr %b
  %r = add i32 %v, %x
  ret i32 %r
}

define i32 @callfp(i32 %x) {
  %f = load ptr, ptr @fp
  %r = call i32 %f(i32 %x)
  ret i32 %r
}

define void @leak(i32 %x) {
  %l = alloca i32
  store i32 %x, ptr %l
  store ptr %l, ptr @s
  ret void
}

define i32 @bump(i32 %x) {
  %p = load ptr, ptr @pn
  %v = load i32, ptr %p
  %w = add i32 %v, %x
  store i32 %w, ptr %p
  ret i32 %w
}
