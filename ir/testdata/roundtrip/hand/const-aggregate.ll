; arrays, vectors, structs, packed structs, nesting
%S = type { i8, [2 x i16], <2 x float> }
%P = type <{ i8, i32 }>
@arr = global [3 x i32] [i32 1, i32 -2, i32 3]
@arr0 = global [0 x i8] zeroinitializer
@arr2d = global [2 x [2 x i8]] [[2 x i8] [i8 1, i8 2], [2 x i8] zeroinitializer]
@vec = global <4 x i1> <i1 true, i1 false, i1 undef, i1 poison>
@vecp = global <2 x ptr> <ptr null, ptr @arr>
@st = global %S { i8 1, [2 x i16] [i16 2, i16 3], <2 x float> <float 1.0, float 2.0> }
@lit = global { i32, { float, ptr } } { i32 0, { float, ptr } { float 0.5, ptr null } }
@pk = global %P <{ i8 1, i32 2 }>
@pklit = global <{ i8, i64 }> <{ i8 -1, i64 0 }>
@empty = global {} {}
@emptyp = global <{}> zeroinitializer
@arrstruct = global [2 x %S] [%S zeroinitializer, %S { i8 9, [2 x i16] undef, <2 x float> poison }]
@fa = global [2 x double] [double 1.0, double 0x7FF8000000000000]
