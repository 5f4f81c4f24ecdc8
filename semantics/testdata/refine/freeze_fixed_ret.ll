; EXPECT: incorrect
; WHY: the source returns a frozen undef, one fixed value; the target returns undef, which a caller may see as different values at two uses: not a refinement
; LANGREF (freeze): 如果参数是 undef 或 poison,‘freeze’ 返回类型为 ‘ty’ 的任意但固定的值。... 对同一 ‘freeze’ 指令返回的值的所有使用都保证始终观察到相同的值
; ("if the argument is undef or poison, freeze returns an arbitrary but fixed value of type ty ... all uses of a value returned by the same freeze instruction are guaranteed to always observe the same value": undef, which each use may see differently, is less defined than such a value)

define i32 @src() {
  %v = freeze i32 undef
  ret i32 %v
}

define i32 @tgt() {
  ret i32 undef
}
