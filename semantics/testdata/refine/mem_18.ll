; EXPECT: incorrect
; WHY: with a little-endian datalayout the first byte is the low byte; tgt assumes big-endian (lo=1, hi=0 gives 1 vs 256)
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
@g = global [2 x i8] zeroinitializer, align 2

define i16 @src(i8 %lo, i8 %hi) {
  store i8 %lo, ptr @g
  %p = getelementptr i8, ptr @g, i64 1
  store i8 %hi, ptr %p
  %v = load i16, ptr @g, align 2
  ret i16 %v
}

define i16 @tgt(i8 %lo, i8 %hi) {
  store i8 %lo, ptr @g
  %p = getelementptr i8, ptr @g, i64 1
  store i8 %hi, ptr %p
  %l = zext i8 %lo to i16
  %h = zext i8 %hi to i16
  %s = shl i16 %l, 8
  %v = or i16 %s, %h
  ret i16 %v
}
