; construct: intrinsic calls LLVM 22's verifier takes that the registry's
; signatures must take too: stacksave and stackrestore in another address
; space, gather and scatter without the alignment operand, objectsize with
; fewer flags (upgraded by the reader), and the shapes beyond what the
; interpreter runs (a vector powi exponent, a scalar ldexp exponent of a
; vector, a scalar fptosi.sat of a vector, a vector objectsize, a lane
; mask of vectors, cttz.elts of a float vector)
define void @f(ptr %p, <2 x ptr> %vp, <2 x i1> %m, <2 x float> %x, <2 x i32> %n, i32 %i) {
  %s = call ptr addrspace(5) @llvm.stacksave.p5()
  call void @llvm.stackrestore.p5(ptr addrspace(5) %s)
  %s0 = call ptr @llvm.stacksave.p0()
  call void @llvm.stackrestore.p0(ptr %s0)
  %g = call <2 x float> @llvm.masked.gather.v2f32.v2p0(<2 x ptr> align 4 %vp, <2 x i1> %m, <2 x float> %x)
  call void @llvm.masked.scatter.v2f32.v2p0(<2 x float> %g, <2 x ptr> align 4 %vp, <2 x i1> %m)
  %o2 = call i64 @llvm.objectsize.i64.p0(ptr %p, i1 false)
  %pw = call <2 x float> @llvm.powi.v2f32.v2i32(<2 x float> %x, <2 x i32> %n)
  %ld = call <2 x float> @llvm.ldexp.v2f32.i32(<2 x float> %x, i32 %i)
  %fs = call i32 @llvm.fptosi.sat.i32.v2f32(<2 x float> %x)
  %ov = call <2 x i64> @llvm.objectsize.v2i64.p0(ptr %p, i1 false, i1 false, i1 false)
  %lm = call <2 x i1> @llvm.get.active.lane.mask.v2i1.v2i32(<2 x i32> %n, <2 x i32> %n)
  %ce = call i64 @llvm.experimental.cttz.elts.i64.v2f32(<2 x float> %x, i1 false)
  ret void
}

declare ptr addrspace(5) @llvm.stacksave.p5()
declare void @llvm.stackrestore.p5(ptr addrspace(5))
declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)
declare <2 x float> @llvm.masked.gather.v2f32.v2p0(<2 x ptr>, <2 x i1>, <2 x float>)
declare void @llvm.masked.scatter.v2f32.v2p0(<2 x float>, <2 x ptr>, <2 x i1>)
declare i64 @llvm.objectsize.i64.p0(ptr, i1)
declare <2 x float> @llvm.powi.v2f32.v2i32(<2 x float>, <2 x i32>)
declare <2 x float> @llvm.ldexp.v2f32.i32(<2 x float>, i32)
declare i32 @llvm.fptosi.sat.i32.v2f32(<2 x float>)
declare <2 x i64> @llvm.objectsize.v2i64.p0(ptr, i1, i1, i1)
declare <2 x i1> @llvm.get.active.lane.mask.v2i1.v2i32(<2 x i32>, <2 x i32>)
declare i64 @llvm.experimental.cttz.elts.i64.v2f32(<2 x float>, i1)
