; EXPECT: correct
; WHY: fast-math flags apply to a phi of an array of floats ("array types (nested to any depth) of floating-point scalar or vector types"): with nnan an element that would be a NaN is poison, so the isnan test folds to false (x=0 makes 0/0 on the %a path)
define i1 @src(i1 %c, double %x) {
entry:
  %n = fdiv double %x, %x
  %v = insertvalue [1 x [2 x double]] poison, double %n, 0, 0
  %w = insertvalue [1 x [2 x double]] %v, double 1.0, 0, 1
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %p = phi nnan [1 x [2 x double]] [ zeroinitializer, %entry ], [ %w, %a ]
  %e = extractvalue [1 x [2 x double]] %p, 0, 0
  %u = fcmp uno double %e, 0.0
  ret i1 %u
}

define i1 @tgt(i1 %c, double %x) {
  ret i1 false
}
