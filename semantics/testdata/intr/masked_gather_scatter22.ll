; llvm.masked.gather and llvm.masked.scatter in LLVM 22's form: the
; alignment is the pointer vector's align attribute (1 without one).
; (lli-22 gives 9 on @attr_form and 3 on @scatter_gather.)
; RUN: @attr_form -> i32 9
; RUN: @scatter_gather -> i32 3
; RUN: @misaligned -> UB

declare <2 x i32> @llvm.masked.gather.v2i32.v2p0(<2 x ptr>, <2 x i1>, <2 x i32>)
declare void @llvm.masked.scatter.v2i32.v2p0(<2 x i32>, <2 x ptr>, <2 x i1>)

define i32 @attr_form() {
  %a = alloca i32
  store i32 9, ptr %a
  %v0 = insertelement <2 x ptr> poison, ptr %a, i64 0
  %v = insertelement <2 x ptr> %v0, ptr %a, i64 1
  %g = call <2 x i32> @llvm.masked.gather.v2i32.v2p0(<2 x ptr> align 4 %v, <2 x i1> <i1 true, i1 false>, <2 x i32> zeroinitializer)
  %x = extractelement <2 x i32> %g, i64 0
  ret i32 %x
}

define i32 @scatter_gather() {
  %a = alloca [2 x i32]
  %b = getelementptr i32, ptr %a, i64 1
  %v0 = insertelement <2 x ptr> poison, ptr %b, i64 0
  %v = insertelement <2 x ptr> %v0, ptr %a, i64 1
  call void @llvm.masked.scatter.v2i32.v2p0(<2 x i32> <i32 1, i32 2>, <2 x ptr> align 4 %v, <2 x i1> <i1 true, i1 true>)
  %g = call <2 x i32> @llvm.masked.gather.v2i32.v2p0(<2 x ptr> %v, <2 x i1> <i1 true, i1 true>, <2 x i32> poison)
  %x = extractelement <2 x i32> %g, i64 0
  %y = extractelement <2 x i32> %g, i64 1
  %s = add i32 %x, %y
  ret i32 %s
}

define i32 @misaligned() {
  %a = alloca [2 x i32], align 4
  %p = getelementptr i8, ptr %a, i64 2
  %v = insertelement <2 x ptr> poison, ptr %p, i64 0
  call void @llvm.masked.scatter.v2i32.v2p0(<2 x i32> <i32 5, i32 2>, <2 x ptr> align 4 %v, <2 x i1> <i1 true, i1 false>)
  ret i32 0
}
