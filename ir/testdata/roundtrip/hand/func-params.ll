; parameter attributes of every kind on definitions, unnamed and named params
%S = type { i32, i64 }
define void @a(ptr sret(%S) %s, ptr noalias nocapture noundef readonly align 8 dereferenceable(16) %p, ptr byval(%S) align 8 %b, i32 %0, i8 zeroext %1) {
  ret void
}
define void @b(ptr sret(%S) align 4 %s, ptr inreg %i, ptr nest %n, ptr swiftself %ss, ptr swiftasync %sa, ptr swifterror %se) {
  ret void
}
define i32 @c(i32 returned %x, ptr writeonly %w, ptr readnone %r, ptr nofree noundef nonnull %f, ptr dereferenceable_or_null(4) %d) {
  ret i32 %x
}
define void @d(ptr byref(i64) align 8 %br, ptr preallocated(i32) %pa) {
  ret void
}
define void @e(ptr inalloca(i32) %ia) {
  ret void
}
define void @f(float nofpclass(nan inf) %x, double nofpclass(snan qnan ninf pinf nnorm pnorm nsub psub nzero pzero) %y, half nofpclass(zero sub norm) %z) {
  ret void
}
define void @g(i32 range(i32 0, 100) %r, <2 x i8> range(i8 -1, 2) %v, ptr align 1 %a1, ptr align 4096 %a2) {
  ret void
}
define void @h(ptr initializes((0, 4), (8, 12)) %p, ptr dead_on_unwind writable %q) {
  ret void
}
define void @i(i64 allocalign %al, ptr allocptr %ap, ptr nocapture noundef %np) {
  ret void
}
