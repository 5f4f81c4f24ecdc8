; return -1 from main: the parent sees 255.
; STATUS: 255
define i32 @main() {
entry:
  ret i32 -1
}
