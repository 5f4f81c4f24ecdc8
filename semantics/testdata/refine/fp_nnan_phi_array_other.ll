; EXPECT: incorrect
; WHY: nnan makes poison only the element that would be a NaN: the other element of the phi's array stays 1.0 (c=true, x=0), which the target may not make poison
define double @src(i1 %c, double %x) {
entry:
  %n = fdiv double %x, %x
  %v = insertvalue [2 x double] poison, double %n, 0
  %w = insertvalue [2 x double] %v, double 1.0, 1
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %p = phi nnan [2 x double] [ zeroinitializer, %entry ], [ %w, %a ]
  %e = extractvalue [2 x double] %p, 1
  ret double %e
}

define double @tgt(i1 %c, double %x) {
  ret double poison
}
