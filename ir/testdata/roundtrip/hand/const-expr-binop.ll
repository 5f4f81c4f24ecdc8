; binary constant expressions LLVM 19 keeps: add, sub, mul, xor (with flags)
@g = global i64 0
@h = global i64 0
@a = global i64 add (i64 ptrtoint (ptr @g to i64), i64 8)
@b = global i64 sub (i64 ptrtoint (ptr @g to i64), i64 ptrtoint (ptr @h to i64))
@c = global i64 mul (i64 ptrtoint (ptr @g to i64), i64 3)
@d = global i64 xor (i64 ptrtoint (ptr @g to i64), i64 -1)
@e = global i64 add nuw nsw (i64 ptrtoint (ptr @g to i64), i64 1)
@f = global i64 sub nsw (i64 ptrtoint (ptr @h to i64), i64 1)
@k = global i64 mul nuw (i64 ptrtoint (ptr @h to i64), i64 2)
@m = global i32 trunc (i64 sub (i64 ptrtoint (ptr @g to i64), i64 ptrtoint (ptr @h to i64)) to i32)
@rel = constant [2 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @g to i64), i64 ptrtoint (ptr @rel to i64)) to i32), i32 0]
