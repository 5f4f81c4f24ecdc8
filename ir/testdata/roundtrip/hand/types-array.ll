; arrays including nested, zero-length, aggregates of vectors
@a = global [0 x i32] zeroinitializer
@b = global [3 x [4 x i8]] zeroinitializer
@c = global [2 x <4 x float>] zeroinitializer
@d = global [2 x { i8, ptr }] zeroinitializer
@e = global [1 x [1 x [1 x i1]]] zeroinitializer
@f = external global [0 x ptr]
@g = global [2 x target("spirv.Event")] zeroinitializer
