; nonnull: "if the parameter is null, poison is passed instead".
; ARGS: null
; EXPECT: ptr poison
define ptr @f(ptr nonnull %p) {
  ret ptr %p
}
