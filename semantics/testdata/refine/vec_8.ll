; EXPECT: correct
; WHY: vector.reduce.add is the wrapping sum of all lanes
declare i8 @llvm.vector.reduce.add.v4i8(<4 x i8>)

define i8 @src(<4 x i8> %v) {
  %r = call i8 @llvm.vector.reduce.add.v4i8(<4 x i8> %v)
  ret i8 %r
}

define i8 @tgt(<4 x i8> %v) {
  %a = extractelement <4 x i8> %v, i32 0
  %b = extractelement <4 x i8> %v, i32 1
  %c = extractelement <4 x i8> %v, i32 2
  %d = extractelement <4 x i8> %v, i32 3
  %s1 = add i8 %a, %b
  %s2 = add i8 %c, %d
  %r = add i8 %s1, %s2
  ret i8 %r
}
