; typed pointers to identified structs, struct GEPs, bitcasts between pointer types
%T = type { i32, [4 x i8], %T* }
@g = global %T zeroinitializer
@gp = global %T* @g
define i8 @f(%T* %t) {
  %n = getelementptr %T, %T* %t, i32 0, i32 2
  %next = load %T*, %T** %n
  %arr = getelementptr inbounds %T, %T* %next, i64 0, i32 1, i64 2
  %c = load i8, i8* %arr
  %raw = bitcast %T* %t to i8*
  %as32 = bitcast i8* %raw to i32*
  %v = load i32, i32* %as32
  ret i8 %c
}
define %T* @g2() {
  ret %T* getelementptr inbounds (%T, %T* @g, i64 1)
}
