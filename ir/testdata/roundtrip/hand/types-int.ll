; integer types of many widths
define void @f(i1 %a, i2 %b, i7 %c, i8 %d, i15 %e, i16 %f, i24 %g, i31 %h, i32 %i, i48 %j, i63 %k, i64 %l, i65 %m, i96 %n, i127 %o, i128 %p, i129 %q, i256 %r, i512 %s, i1024 %t, i8388608 %u) {
  ret void
}
