target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @t5() {
bb0:
  %v3 = alloca { i1, <2 x i1>, [4 x i1] }
  %v9 = call i1 @ext0(i1 false, ptr %v3)
  %v15 = call i1 @ext0(i1 true, ptr null)
  ret void
}

; Function Attrs: argmemonly nounwind willreturn
declare i1 @ext0(i1, ptr) argmemonly nounwind willreturn
