; EXPECT: correct
; WHY: returned: the function returns the argument; the argument is the parameter as the callee has it, so a lane its nofpclass makes poison is poison in the result too, and marking the parameter returned changes nothing (FunctionAttrs in an LLVM 22 campaign, a false alarm when the raw argument was compared)
define <2 x double> @src(<2 x double> nofpclass(nan inf) %a0) {
  ret <2 x double> %a0
}

define <2 x double> @tgt(<2 x double> returned nofpclass(nan inf) %a0) {
  ret <2 x double> %a0
}
