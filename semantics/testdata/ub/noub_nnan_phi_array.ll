; A NaN through a phi nnan of an array of doubles is no UB: that element is
; poison (the other stays), as is a NaN a call nnan of a defined function
; returns.
; ARGS: true 0.0
; EXPECT: [2 x double] [double poison, double 1.000000e+00]
define [2 x double] @g(double %x) {
  %n = fdiv double %x, %x
  %a = insertvalue [2 x double] poison, double %n, 0
  %b = insertvalue [2 x double] %a, double 1.0, 1
  ret [2 x double] %b
}

define [2 x double] @f(i1 %c, double %x) {
entry:
  %w = call nnan [2 x double] @g(double %x)
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %p = phi nnan [2 x double] [ zeroinitializer, %entry ], [ %w, %a ]
  ret [2 x double] %p
}
