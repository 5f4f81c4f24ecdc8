; construct: ptrtoaddr (LLVM 22) executed: the address of a pointer equals
; what ptrtoint gives under a layout whose index width is the pointer width
@g = global [4 x i32] zeroinitializer

define i64 @same_as_ptrtoint(i64 %i) {
  %p = getelementptr inbounds [4 x i32], ptr @g, i64 0, i64 %i
  %a = ptrtoaddr ptr %p to i64
  %b = ptrtoint ptr %p to i64
  %d = sub i64 %a, %b
  ret i64 %d
}

define i64 @distance(i64 %i) {
  %p = getelementptr inbounds [4 x i32], ptr @g, i64 0, i64 %i
  %a = ptrtoaddr ptr %p to i64
  %b = ptrtoaddr ptr @g to i64
  %d = sub i64 %a, %b
  ret i64 %d
}

define i64 @constexpr() {
  %s = sub i64 ptrtoaddr (ptr getelementptr (i8, ptr @g, i64 12) to i64), ptrtoaddr (ptr @g to i64)
  ret i64 %s
}

define <2 x i64> @vector(ptr %p) {
  %v0 = insertelement <2 x ptr> poison, ptr %p, i64 0
  %q = getelementptr i8, ptr %p, i64 5
  %v = insertelement <2 x ptr> %v0, ptr %q, i64 1
  %a = ptrtoaddr <2 x ptr> %v to <2 x i64>
  %b = ptrtoint <2 x ptr> %v to <2 x i64>
  %d = sub <2 x i64> %a, %b
  ret <2 x i64> %d
}
