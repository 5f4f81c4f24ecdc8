; getelementptr constant expressions: inbounds, nusw, nuw, inrange, struct indices
%S = type { i32, [4 x i64], ptr }
@g = global [10 x %S] zeroinitializer
@vt = constant { [4 x ptr], [2 x ptr] } zeroinitializer
@a = global ptr getelementptr (%S, ptr @g, i64 1)
@b = global ptr getelementptr inbounds ([10 x %S], ptr @g, i64 0, i64 2, i32 1, i64 3)
@c = global ptr getelementptr inbounds inrange(-16, 16) ({ [4 x ptr], [2 x ptr] }, ptr @vt, i32 0, i32 0, i32 2)
@d = global ptr getelementptr nusw (i8, ptr @g, i64 -8)
@e = global ptr getelementptr nuw (i8, ptr @g, i64 8)
@f = global ptr getelementptr inbounds nuw (i8, ptr @g, i64 4)
@h = global ptr getelementptr inrange(0, 8) (i8, ptr @g, i64 0)
@k = global ptr getelementptr (i8, ptr null, i64 ptrtoint (ptr @g to i64))
@v = global <2 x ptr> getelementptr (i32, <2 x ptr> <ptr @g, ptr @g>, <2 x i64> <i64 0, i64 1>)
