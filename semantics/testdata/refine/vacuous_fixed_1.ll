; EXPECT: correct
; WHY: the source returns null from a function whose result is nonnull noundef, on the straight path from its entry: undefined whatever its pointer argument and the memory behind it, so the verdict is vacuous although pointer inputs cannot be enumerated
; VACUOUS: yes
; LANGREF (parameter attributes, noundef): 如果值表示包含任何未定义或 poison 位,则行为是未定义的。
; ("if the value representation contains any undefined or poison bits, the behavior is undefined": null breaks nonnull, which makes the returned value poison, and noundef makes that undefined; the operands are constants, so every input does it)

define nonnull noundef ptr @src(ptr %p) {
  %v = load i8, ptr %p
  ret ptr null
}

define nonnull noundef ptr @tgt(ptr %p) {
  ret ptr %p
}
