; literal, identified, packed, opaque, recursive and nested struct types
%empty = type {}
%opaque = type opaque
%pair = type { i32, i32 }
%packed = type <{ i8, i32, i16 }>
%rec = type { ptr, %pair, [2 x %packed] }
%"quoted name" = type { i8 }
%"\01escaped" = type { i16 }
%struct.A = type { %struct.B }
%struct.B = type { i32 }
%0 = type { i64 }
%1 = type { %0, i8 }
%unused = type { float, double }
@g1 = global %rec zeroinitializer
@g2 = global %"quoted name" zeroinitializer
@g3 = global %"\01escaped" zeroinitializer
@g4 = global %struct.A zeroinitializer
@g5 = global %1 zeroinitializer
@g6 = global { i8, { i16, <{ i32 }> } } zeroinitializer
@g7 = global %empty zeroinitializer
@o = external global %opaque
define %pair @f(%packed %p, { } %e, <{ }> %pe) {
  ret %pair zeroinitializer
}
