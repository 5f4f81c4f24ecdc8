; a small module for target wasm32-unknown-unknown
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"
define i32 @add(i32 %a, i32 %b) {
  %s = add nsw i32 %a, %b
  ret i32 %s
}
