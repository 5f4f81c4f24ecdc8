; A parameter with nofpclass returned as it is: FunctionAttrs marks it
; `returned` (an LLVM 22 -O1 reduction). The result is the parameter as
; the callee has it, a lane nofpclass made poison included, so nothing
; changes. Checked by TestFalseAlarms: no finding.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define <2 x double> @t4(<2 x double> nofpclass(nan inf) %a0) {
bb0:
  ret <2 x double> %a0
}
