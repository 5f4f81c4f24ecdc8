; varargs calls: explicit function type, defined vararg function
declare i32 @printf(ptr, ...)
@fmt = private unnamed_addr constant [4 x i8] c"%d\0A\00"
define void @f(i32 %x) {
  %r = call i32 (ptr, ...) @printf(ptr @fmt, i32 %x, double 1.0, i64 2)
  %s = call i32 (ptr, ...) @printf(ptr @fmt)
  %t = tail call i32 (ptr, ...) @printf(ptr noundef @fmt, i32 noundef signext 3)
  ret void
}
define void @vf(i32 %n, ...) {
  ret void
}
define void @g() {
  call void (i32, ...) @vf(i32 1, ptr null, <2 x i8> zeroinitializer)
  ret void
}
