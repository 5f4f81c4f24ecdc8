; Another direction outside strictfp code breaks the default environment
; the ordinary floating-point operations assume: not judged, and why.
; EXPECT-KIND: unsupported
; REASON-CONTAINS: assumes round-to-nearest
target triple = "x86_64-pc-linux-gnu"

declare i32 @fesetround(i32)

define i32 @main() {
  %r = call i32 @fesetround(i32 1024)
  ret i32 0
}
