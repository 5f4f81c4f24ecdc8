; EXPECT: incorrect
; WHY: the source returns null (breaking nonnull noundef) only on one side of a branch on its argument: the undefined behaviour is avoidable, so it is not vacuous, and p=non-null is a counterexample (the source returns 1, the target 2)
; LANGREF (parameter attributes, noundef): 如果值表示包含任何未定义或 poison 位,则行为是未定义的。
; ("if the value representation contains any undefined or poison bits, the behavior is undefined": only on the inputs that take that branch)

define nonnull noundef ptr @src(ptr %p) {
  %c = icmp eq ptr %p, null
  br i1 %c, label %a, label %b
a:
  ret ptr null
b:
  ret ptr inttoptr (i64 1 to ptr)
}

define nonnull noundef ptr @tgt(ptr %p) {
  ret ptr inttoptr (i64 2 to ptr)
}
