; landingpad: catch, filter, cleanup, combinations
@_ZTIi = external constant ptr
@_ZTId = external constant ptr
declare i32 @__gxx_personality_v0(...)
declare void @g()
define void @f() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @g() to label %n1 unwind label %lp1
n1:
  invoke void @g() to label %n2 unwind label %lp2
n2:
  invoke void @g() to label %n3 unwind label %lp3
n3:
  invoke void @g() to label %n4 unwind label %lp4
n4:
  ret void
lp1:
  %a = landingpad { ptr, i32 } catch ptr @_ZTIi catch ptr null
  resume { ptr, i32 } %a
lp2:
  %b = landingpad { ptr, i32 } filter [1 x ptr] [ptr @_ZTIi]
  resume { ptr, i32 } %b
lp3:
  %c = landingpad { ptr, i32 } cleanup catch ptr @_ZTId filter [0 x ptr] zeroinitializer
  resume { ptr, i32 } %c
lp4:
  %d = landingpad { ptr, i32 }
          cleanup
  %sel = extractvalue { ptr, i32 } %d, 1
  resume { ptr, i32 } %d
}
