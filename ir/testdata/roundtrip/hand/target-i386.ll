; a small module for target i386-pc-linux-gnu
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"
define i32 @add(i32 %a, i32 %b) {
  %s = add nsw i32 %a, %b
  ret i32 %s
}
