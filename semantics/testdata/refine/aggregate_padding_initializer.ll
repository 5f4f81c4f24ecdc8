; EXPECT: incorrect
; WHY: a global initialiser's aggregate padding is undef, not poison: the defined bytes of a load over it stay defined
; LANGREF (store): 如果 <value> 是聚合类型,则填充会用 undef 填充。 (If <value> is of aggregate type, padding is filled with undef.)
; clang 19 lowers a small struct passed through varargs as one i64 load of
; its constant initialiser (padding included); the struct's fields must
; keep their values. With poison padding the whole i64 would be poison,
; @src's branch UB, and every @tgt correct.
@dw = private unnamed_addr constant { i32, i8 } { i32 18, i8 97 }, align 4

define i32 @src() {
  %v = load i64, ptr @dw, align 4
  %m = and i64 %v, 1099511627775
  %c = icmp eq i64 %m, 416611827730
  br i1 %c, label %yes, label %no
yes:
  ret i32 1
no:
  ret i32 0
}

define i32 @tgt() {
  ret i32 0
}
