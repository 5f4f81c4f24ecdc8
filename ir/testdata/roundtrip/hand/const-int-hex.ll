; hexadecimal integer literals u0x / s0x
@a = global i32 u0xFFFFFFFF
@b = global i32 s0xFFFFFFFF
@c = global i8 s0x80
@d = global i128 u0x0123456789abcdef0123456789ABCDEF
@e = global i65 u0x1FFFFFFFFFFFFFFFF
@f = global i16 s0x7fff
@g = global i64 u0x0
define i32 @fn() {
  %x = add i32 u0x10, s0xF
  ret i32 %x
}
