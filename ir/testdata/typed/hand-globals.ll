; typed-pointer globals, aliases, constant expressions (the alias GEP says inbounds: LLVM 14 infers it, LLVM 19 does not)
@arr = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@p = global i32* getelementptr inbounds ([4 x i32], [4 x i32]* @arr, i64 0, i64 2)
@q = global i8* bitcast ([4 x i32]* @arr to i8*)
@al = alias i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @arr, i64 0, i64 1)
@fp = global void ()* @f
@vtbl = constant [2 x i8*] [i8* bitcast (void ()* @f to i8*), i8* null]
define void @f() {
  %v = load i32, i32* @al
  ret void
}
