; llvm.global_ctors / dtors / used / compiler.used as appending globals
@llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }, { i32, ptr, ptr } { i32 101, ptr @init2, ptr @data }]
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @fini, ptr null }]
@llvm.used = appending global [2 x ptr] [ptr @data, ptr @init], section "llvm.metadata"
@llvm.compiler.used = appending global [1 x ptr] [ptr @fini], section "llvm.metadata"
@data = internal global i32 0
define internal void @init() {
  ret void
}
define internal void @init2() {
  ret void
}
define internal void @fini() {
  ret void
}
