; ERROR: unsupported bits for llvm.is.fpclass test mask
declare i1 @llvm.is.fpclass.f32(float, i32)
define i1 @f(float %x) {
  %r = call i1 @llvm.is.fpclass.f32(float %x, i32 1024)
  ret i1 %r
}
