; main(int argc) alone: the start-up code passes argc (then argv and envp,
; which a main declaring fewer parameters does not read).
; ARGV: prog a b
; STATUS: 3
define i32 @main(i32 %argc) {
  ret i32 %argc
}
