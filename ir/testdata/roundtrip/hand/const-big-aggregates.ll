; large aggregates: long strings, big zero arrays, nested vectors of structs
@long = constant [64 x i8] c"0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ!\00"
@zeros = global [1048576 x i8] zeroinitializer
@mixed = global [4 x i32] [i32 0, i32 0, i32 0, i32 0]
@same = global <8 x i16> <i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5>
@structs = global [3 x { i8, <2 x i16> }] [{ i8, <2 x i16> } { i8 1, <2 x i16> <i16 1, i16 2> }, { i8, <2 x i16> } zeroinitializer, { i8, <2 x i16> } { i8 undef, <2 x i16> poison }]
