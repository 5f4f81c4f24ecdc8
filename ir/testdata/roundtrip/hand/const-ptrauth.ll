; ptrauth constants: key, discriminator, address discriminator
@f = external global i8
@a = constant ptr ptrauth (ptr @f, i32 0)
@b = constant ptr ptrauth (ptr @f, i32 2, i64 1234)
@c = constant ptr ptrauth (ptr @f, i32 1, i64 0, ptr @c)
@d = constant ptr ptrauth (ptr @f, i32 3, i64 -1, ptr null)
