; a small module for target x86_64-pc-windows-msvc
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc"
define i32 @add(i32 %a, i32 %b) {
  %s = add nsw i32 %a, %b
  ret i32 %s
}
@imp = external dllimport global i32
define dllexport x86_vectorcallcc i32 @vc(i32 inreg %a) {
  %l = load i32, ptr @imp
  %r = add i32 %a, %l
  ret i32 %r
}
