; resume of a landingpad value and of an arbitrary aggregate
declare i32 @pers(...)
declare void @g()
define void @f({ ptr, i32 } %agg) personality ptr @pers {
entry:
  invoke void @g() to label %ok unwind label %lp
ok:
  resume { ptr, i32 } %agg
lp:
  %x = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %x
}
