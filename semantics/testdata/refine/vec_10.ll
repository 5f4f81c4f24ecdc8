; EXPECT: correct
; WHY: vector.reduce.and is the and of all lanes
declare i8 @llvm.vector.reduce.and.v2i8(<2 x i8>)

define i8 @src(<2 x i8> %v) {
  %r = call i8 @llvm.vector.reduce.and.v2i8(<2 x i8> %v)
  ret i8 %r
}

define i8 @tgt(<2 x i8> %v) {
  %a = extractelement <2 x i8> %v, i32 0
  %b = extractelement <2 x i8> %v, i32 1
  %r = and i8 %b, %a
  ret i8 %r
}
