; EXPECT: correct
; WHY: a vector llvm.cos is cos on each lane: the fold of <cos(0), cos(1)> is <1.0, 0x3FE14A280FB5068C>
declare <2 x double> @llvm.cos.v2f64(<2 x double>)

define <2 x double> @src() {
  %a = call <2 x double> @llvm.cos.v2f64(<2 x double> <double 0.0, double 1.0>)
  ret <2 x double> %a
}

define <2 x double> @tgt() {
  ret <2 x double> <double 1.0, double 0x3FE14A280FB5068C>
}
