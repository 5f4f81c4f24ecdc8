; exit's status is seen by the parent modulo 256.
; STATUS: 1
declare void @exit(i32)

define i32 @main() {
entry:
  call void @exit(i32 257)
  unreachable
}
