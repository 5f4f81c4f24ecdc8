; EXPECT: correct
; WHY: the source is undefined on every input only after an unknown function answered (@h returned, and the branch on undef follows): another world's @h may never return, so the check has not shown that the source is undefined in every world, and the verdict is not vacuous
; VACUOUS: no
; LANGREF (undefined values): 因为未定义的操作"不可能发生",所以优化器可以假设它发生在死代码中
; ("because the undefined operation 'cannot happen', the optimizer may assume it occurs in dead code": only undefined behaviour that happens whatever the unknown functions answer makes every target correct)

declare void @h()

define i32 @src() {
  call void @h()
  br i1 undef, label %a, label %b
a:
  ret i32 0
b:
  ret i32 1
}

define i32 @tgt() {
  call void @h()
  ret i32 2
}
