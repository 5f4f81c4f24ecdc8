; EXPECT: incorrect
; WHY: vector.reduce.smax compares signed, reduce.umax unsigned: <-1, 0> gives 0 vs -1
declare i8 @llvm.vector.reduce.smax.v2i8(<2 x i8>)
declare i8 @llvm.vector.reduce.umax.v2i8(<2 x i8>)

define i8 @src(<2 x i8> %v) {
  %r = call i8 @llvm.vector.reduce.smax.v2i8(<2 x i8> %v)
  ret i8 %r
}

define i8 @tgt(<2 x i8> %v) {
  %r = call i8 @llvm.vector.reduce.umax.v2i8(<2 x i8> %v)
  ret i8 %r
}
