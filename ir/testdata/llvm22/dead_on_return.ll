; construct: the dead_on_return parameter attribute (LLVM 21 on), on a
; definition, a declaration and a call site
%pair = type { i64, i64 }

declare void @use(ptr dead_on_return noundef)

define void @callee(ptr noalias dead_on_return %p) {
  store i64 1, ptr %p, align 8
  ret void
}

define i64 @caller() {
  %t = alloca %pair, align 8
  store i64 7, ptr %t, align 8
  call void @use(ptr dead_on_return %t)
  ret i64 0
}
