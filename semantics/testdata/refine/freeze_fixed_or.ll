; EXPECT: correct
; WHY: the source's frozen value has its low bit forced to 1 and the target returns the same frozen value ored the other way round: a fixed value on both sides, never undef, so nothing is less defined
; LANGREF (freeze): 如果参数是 undef 或 poison,‘freeze’ 返回类型为 ‘ty’ 的任意但固定的值。... 对同一 ‘freeze’ 指令返回的值的所有使用都保证始终观察到相同的值
; ("if the argument is undef or poison, freeze returns an arbitrary but fixed value of type ty ... all uses of a value returned by the same freeze instruction are guaranteed to always observe the same value": undef, which each use may see differently, is less defined than such a value)

define i32 @src() {
  %v = freeze i32 undef
  %r = or i32 %v, 1
  ret i32 %r
}

define i32 @tgt() {
  %v = freeze i32 undef
  %r = or i32 1, %v
  ret i32 %r
}
