; declarations only, no definitions
declare void @a()
declare i32 @b(i32, ptr)
@g = external global i32
@h = external constant [4 x i8]
