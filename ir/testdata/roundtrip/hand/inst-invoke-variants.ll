; invoke: indirect, varargs, addrspace, returning aggregates, with bundles and metadata
declare i32 @pers(...)
declare { i32, i32 } @agg()
declare void @va(i32, ...)
define void @f(ptr %fp) personality ptr @pers {
entry:
  %a = invoke { i32, i32 } @agg() to label %b unwind label %lp, !prof !0
b:
  invoke void (i32, ...) @va(i32 1, double 2.0) to label %c unwind label %lp
c:
  %r = invoke i64 %fp(ptr null) [ "deopt"() ] to label %d unwind label %lp
d:
  invoke fastcc void %fp() #0 to label %e unwind label %lp
e:
  ret void
lp:
  %l = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %l
}
attributes #0 = { cold }
!0 = !{!"branch_weights", i32 1, i32 0}
