; typed-pointer calls: function pointer types, varargs callee, bitcast of function, byval/sret with types
%S = type { i64, i64 }
declare i32 @printf(i8*, ...)
declare void @take(%S* byval(%S) align 8, %S* sret(%S))
@fmt = private constant [3 x i8] c"%d\00"
define i32 @f(i32 (i32)* %fp, %S* %s) {
  %r = call i32 %fp(i32 1)
  %p = call i32 (i8*, ...) @printf(i8* getelementptr inbounds ([3 x i8], [3 x i8]* @fmt, i64 0, i64 0), i32 %r)
  call void bitcast (void (%S*, %S*)* @take to void (i8*, i8*)*)(i8* null, i8* null)
  %t = alloca %S
  call void @take(%S* byval(%S) align 8 %s, %S* sret(%S) %t)
  ret i32 %r
}
