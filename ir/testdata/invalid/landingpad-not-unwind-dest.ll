; ERROR: block containing a landingpad must be jumped to only by the unwind edge of an invoke
declare i32 @__gxx_personality_v0(...)

define i32 @f(i32 %x) personality ptr @__gxx_personality_v0 {
entry:
  br label %lp
lp:
  %l = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %l
}
