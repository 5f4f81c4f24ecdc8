; EXPECT: correct
; WHY: nnan and ninf on a call of an unknown function: a NaN or infinity the world answers (some do, among random half bits) is poison, also in an array result, so the tests fold to false; the call stays (it is an event)
declare [2 x half] @ext(i8)

define i1 @src(i8 %x) {
  %r = call nnan ninf [2 x half] @ext(i8 %x)
  %e = extractvalue [2 x half] %r, 0
  %f = extractvalue [2 x half] %r, 1
  %u = fcmp uno half %e, %f
  %a = call half @llvm.fabs.f16(half %e)
  %i = fcmp oeq half %a, 0xH7C00
  %b = call half @llvm.fabs.f16(half %f)
  %j = fcmp oeq half %b, 0xH7C00
  %o = or i1 %u, %i
  %p = or i1 %o, %j
  ret i1 %p
}

define i1 @tgt(i8 %x) {
  %r = call nnan ninf [2 x half] @ext(i8 %x)
  ret i1 false
}

declare half @llvm.fabs.f16(half)
