; vector constant expressions LLVM 19 still parses: extractelement, insertelement, shufflevector
@x = global i8 0
@a = global i32 extractelement (<2 x i32> <i32 1, i32 2>, i32 1)
@b = global <2 x i32> insertelement (<2 x i32> zeroinitializer, i32 1, i32 0)
@c = global <2 x i32> shufflevector (<2 x i32> <i32 5, i32 6>, <2 x i32> zeroinitializer, <2 x i32> <i32 0, i32 3>)
@d = global i64 extractelement (<2 x i64> <i64 ptrtoint (ptr @x to i64), i64 0>, i32 0)
@e = global <2 x ptr> insertelement (<2 x ptr> poison, ptr @x, i64 1)
@f = global <4 x ptr> shufflevector (<2 x ptr> <ptr @x, ptr null>, <2 x ptr> poison, <4 x i32> <i32 0, i32 0, i32 1, i32 poison>)
define i64 @g() {
  %r = add i64 extractelement (<2 x i64> <i64 ptrtoint (ptr @x to i64), i64 ptrtoint (ptr @a to i64)>, i32 1), 1
  ret i64 %r
}
