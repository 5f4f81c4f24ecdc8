; Operand bundles whose guarantees hold: an aligned, dereferenceable,
; nonnull alloca and a noundef argument; "align" with a zero alignment
; on null; tags that guarantee nothing checked here.
; ARGS: 5
; EXPECT: i32 5
define i32 @f(i32 %x) {
entry:
  %a = alloca i64, align 8
  call void @llvm.assume(i1 true) [ "noundef"(i32 %x), "nonnull"(ptr %a), "align"(ptr %a, i64 8), "dereferenceable"(ptr %a, i64 8) ]
  call void @llvm.assume(i1 true) [ "align"(ptr null, i64 0), "cold"(), "ignore"(ptr %a) ]
  ret i32 %x
}

declare void @llvm.assume(i1)
