; Constructors run in ascending priority before main, destructors in
; descending priority after the atexit handlers.
; STDOUT: "ctor100\nctor200\nmain\natexit\ndtor200\ndtor100\n"
@llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 200, ptr @ctor200, ptr null }, { i32, ptr, ptr } { i32 100, ptr @ctor100, ptr null }]
@llvm.global_dtors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 100, ptr @dtor100, ptr null }, { i32, ptr, ptr } { i32 200, ptr @dtor200, ptr null }]
@c1 = private unnamed_addr constant [8 x i8] c"ctor100\00"
@c2 = private unnamed_addr constant [8 x i8] c"ctor200\00"
@d1 = private unnamed_addr constant [8 x i8] c"dtor100\00"
@d2 = private unnamed_addr constant [8 x i8] c"dtor200\00"
@m = private unnamed_addr constant [5 x i8] c"main\00"
@aes = private unnamed_addr constant [7 x i8] c"atexit\00"

declare i32 @puts(ptr)
declare i32 @atexit(ptr)

define internal void @ctor100() {
  call i32 @puts(ptr @c1)
  ret void
}

define internal void @ctor200() {
  call i32 @puts(ptr @c2)
  ret void
}

define internal void @dtor100() {
  call i32 @puts(ptr @d1)
  ret void
}

define internal void @dtor200() {
  call i32 @puts(ptr @d2)
  ret void
}

define internal void @ae() {
  call i32 @puts(ptr @aes)
  ret void
}

define i32 @main() {
  call i32 @atexit(ptr @ae)
  call i32 @puts(ptr @m)
  ret i32 0
}
