; ARGS: 0
; EXPECT-UB: misaligned access
; AT: %entry %v
; The i16 field of a packed, align 1 global loaded with align 2 (C: through
; a pointer to a packed member). Whether its address is even depends on
; where the global lands, which the module does not fix: the source may have
; UB, so it has (a target run is one placement, checked by its address).
%S = type <{ i8, i16 }>
@g = global %S <{ i8 1, i16 2 }>, align 1

define i16 @f(i32 %x) {
entry:
  %p = getelementptr inbounds %S, ptr @g, i32 0, i32 1
  %v = load i16, ptr %p, align 2
  ret i16 %v
}
