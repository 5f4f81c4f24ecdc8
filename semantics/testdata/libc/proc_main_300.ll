; main's result is seen by the parent modulo 256: 300 & 0xff = 44.
; STATUS: 44
; STRING: exit 44
define i32 @main() {
entry:
  ret i32 300
}
