; EXPECT: correct
; WHY: the source calls a declared function with another function type than its declaration (undefined) before it asks any unknown function for an answer, so it is undefined in every world, and the target's call of @h may be anything
; VACUOUS: yes
; LANGREF (undefined values): 因为未定义的操作"不可能发生",所以优化器可以假设它发生在死代码中
; ("because the undefined operation 'cannot happen', the optimizer may assume it occurs in dead code": a source undefined on every input, in every world its unknown callees could answer in, allows any target)

declare i32 @ret_i32()
declare void @h()

define ptr @src() {
  %v = call ptr @ret_i32()
  call void @h()
  ret ptr %v
}

define ptr @tgt() {
  call void @h()
  ret ptr null
}
