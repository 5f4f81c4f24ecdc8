; typed pointers in aggregate, vector and function types; pointer-to-function-pointer; opaque struct pointers
%opaque = type opaque
%node = type { i32, %node*, [2 x i8*], <2 x i16*>, void (i8*, ...)* }
@fns = global [2 x i32 (i8*, ...)*] zeroinitializer
@o = external global %opaque
@head = global %node* null
define void ()** @f(%opaque* %o, { i32, i8* }* %s, [4 x i32]* %a, void ()** %pp) {
  %f1 = getelementptr { i32, i8* }, { i32, i8* }* %s, i32 0, i32 1
  %p = load i8*, i8** %f1
  %e = getelementptr [4 x i32], [4 x i32]* %a, i64 0, i64 3
  store i32 0, i32* %e
  %h = load %node*, %node** @head
  %vf = getelementptr %node, %node* %h, i32 0, i32 4
  %fn = load void (i8*, ...)*, void (i8*, ...)** %vf
  call void (i8*, ...) %fn(i8* %p, i32 1)
  %g = load i32 (i8*, ...)*, i32 (i8*, ...)** getelementptr inbounds ([2 x i32 (i8*, ...)*], [2 x i32 (i8*, ...)*]* @fns, i64 0, i64 1)
  %r = call i32 (i8*, ...) %g(i8* null)
  ret void ()** %pp
}
