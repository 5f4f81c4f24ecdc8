; EXPECT: incorrect
; WHY: the source passes a frozen undef to the unknown @f, the target passes undef: @f may use its argument twice and see two values, which the source's fixed value never shows
; LANGREF (freeze): 如果参数是 undef 或 poison,‘freeze’ 返回类型为 ‘ty’ 的任意但固定的值。... 对同一 ‘freeze’ 指令返回的值的所有使用都保证始终观察到相同的值
; ("if the argument is undef or poison, freeze returns an arbitrary but fixed value of type ty ... all uses of a value returned by the same freeze instruction are guaranteed to always observe the same value": undef, which each use may see differently, is less defined than such a value)

declare i8 @f(i8)

define i8 @src(i8 %x) {
  %v = freeze i8 undef
  %r = call i8 @f(i8 %v)
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  %r = call i8 @f(i8 undef)
  ret i8 %r
}
