; C++ EH: nested try, rethrow, begin/end catch
@_ZTIi = external constant ptr
declare i32 @__gxx_personality_v0(...)
declare ptr @__cxa_begin_catch(ptr)
declare void @__cxa_end_catch()
declare void @__cxa_rethrow()
declare void @g()
define void @f() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @g() to label %done unwind label %lp
lp:
  %l = landingpad { ptr, i32 } catch ptr null
  %ex = extractvalue { ptr, i32 } %l, 0
  %c = call ptr @__cxa_begin_catch(ptr %ex)
  invoke void @__cxa_rethrow() to label %unr unwind label %lp2
lp2:
  %l2 = landingpad { ptr, i32 } cleanup
  invoke void @__cxa_end_catch() to label %re unwind label %term
re:
  resume { ptr, i32 } %l2
term:
  %t = landingpad { ptr, i32 } catch ptr null
  call void @llvm.trap()
  unreachable
unr:
  unreachable
done:
  ret void
}
declare void @llvm.trap()
