; strstr: the first occurrence of the needle; an empty needle is found at
; the start; a miss (also a needle longer than the haystack) is null.
; STDOUT: "6 0 1 1 world\n"
@hw = private unnamed_addr constant [12 x i8] c"hello world\00"
@wor = private unnamed_addr constant [4 x i8] c"wor\00"
@empty = private unnamed_addr constant [1 x i8] zeroinitializer
@abd = private unnamed_addr constant [4 x i8] c"abd\00"
@long = private unnamed_addr constant [14 x i8] c"hello world!!\00"
@fmt = private unnamed_addr constant [18 x i8] c"%ld %ld %d %d %s\0A\00"

declare ptr @strstr(ptr, ptr)
declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  %a = call ptr @strstr(ptr @hw, ptr @wor)
  %b = call ptr @strstr(ptr @hw, ptr @empty)
  %c = call ptr @strstr(ptr @hw, ptr @abd)
  %d = call ptr @strstr(ptr @hw, ptr @long)
  %base = ptrtoint ptr @hw to i64
  %ai = ptrtoint ptr %a to i64
  %bi = ptrtoint ptr %b to i64
  %ao = sub i64 %ai, %base
  %bo = sub i64 %bi, %base
  %cn = icmp eq ptr %c, null
  %dn = icmp eq ptr %d, null
  %cz = zext i1 %cn to i32
  %dz = zext i1 %dn to i32
  %n = call i32 (ptr, ...) @printf(ptr @fmt, i64 %ao, i64 %bo, i32 %cz, i32 %dz, ptr %a)
  ret i32 0
}
