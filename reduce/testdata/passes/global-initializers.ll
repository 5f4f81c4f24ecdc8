; The predicate: @g is still a global of type [4 x i32].
; passes: global-initializers
; keep: @g = global [4 x i32]
; expect: global-initializers
@g = global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16
@s = global { i8, ptr } { i8 7, ptr @g }
