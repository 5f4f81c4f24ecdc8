; ERROR: llvm intrinsics cannot be defined
define void @llvm.irfuzz.helper() {
  ret void
}
