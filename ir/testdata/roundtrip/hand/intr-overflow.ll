; overflow intrinsics returning {iN, i1}
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32)
declare { <2 x i8>, <2 x i1> } @llvm.sadd.with.overflow.v2i8(<2 x i8>, <2 x i8>)
define i1 @f(i32 %a, i32 %b, <2 x i8> %v) {
  %sadd = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %a, i32 %b)
  %uadd = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %a, i32 %b)
  %ssub = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %a, i32 %b)
  %usub = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %a, i32 %b)
  %smul = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %a, i32 %b)
  %umul = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %a, i32 %b)
  %vv = call { <2 x i8>, <2 x i1> } @llvm.sadd.with.overflow.v2i8(<2 x i8> %v, <2 x i8> %v)
  %o = extractvalue { i32, i1 } %smul, 1
  ret i1 %o
}
