; construct: function attributes of LLVM 20 to 22 (nocreateundeforpoison,
; which opt-22 writes on intrinsic declarations, nodivergencesource,
; sanitize_alloc_token, sanitize_type) and memory() with errnomem and
; target_mem0/1
declare i32 @llvm.smax.i32(i32, i32) #0

declare void @g() #1

declare void @h() memory(errnomem: write, target_mem0: read, target_mem1: readwrite)

define i32 @f(i32 %x) sanitize_type {
  call void @g() nodivergencesource
  %m = call i32 @llvm.smax.i32(i32 %x, i32 0)
  ret i32 %m
}

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { sanitize_alloc_token nodivergencesource }
